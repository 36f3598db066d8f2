/**
 * A department's next free morning and evening (issue 44): the earliest free slot across its doctors,
 * leave and booked slots left out, nothing when nothing is free, a 400/404 naming `department`.
 * The clock is fixed at Monday 1 March 2027, 09:40 in Faridabad, and every test makes a department of
 * its own, so neither the seed's timetables nor today's date decide the answers.
 */
import type { NextFreeTimes } from 'contract';
import { clockStoppedAt } from './clock';
import { formData, onFreshApi, postForm, validDoctorBooking } from './helpers';
import type { TestApi } from './helpers';

let api: TestApi;
onFreshApi((started) => {
  ({ api } = started);
});

const MONDAY = '2027-03-01';
const TUESDAY = '2027-03-02';
const NEXT_MONDAY = '2027-03-08';
// 09:40 in Asia/Kolkata (UTC+05:30).
const NOW = new Date(`${MONDAY}T04:10:00Z`);

clockStoppedAt(NOW);

interface Sitting {
  weekday: number;
  start: string;
  end: string;
  online?: boolean;
}

let clinics = 0;

/**
 * A department of the test's own with two doctors. Dr. A sits on Mondays 11:00-12:00 and 14:00-15:00
 * in Room 1 and on Tuesdays 17:00-18:00 online; Dr. B on Mondays 10:00-11:00 and 15:00-16:00 in
 * Room 2; 30-minute slots. So on the Monday the earliest morning is B's 10:00 and the earliest
 * evening A's 14:00.
 */
async function clinic(
  sittings: { a: Sitting[]; b: Sitting[] } = {
    a: [
      { weekday: 1, start: '11:00', end: '12:00' },
      { weekday: 1, start: '14:00', end: '15:00' },
      { weekday: 2, start: '17:00', end: '18:00', online: true },
    ],
    b: [
      { weekday: 1, start: '10:00', end: '11:00' },
      { weekday: 1, start: '15:00', end: '16:00' },
    ],
  },
) {
  clinics += 1;
  const db = api.app.db;
  const department = await db
    .insertInto('departments')
    .values({ department_name: `Next Free Clinic ${clinics}`, department_name_hi: `अगला खाली क्लिनिक ${clinics}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  const doctor = async (letter: 'A' | 'B', room: string, own: Sitting[]) => {
    const row = await db
      .insertInto('doctors')
      .values({
        doctor_name: `Dr. Clinic${clinics} ${letter}`,
        doctor_name_hi: `डॉ. क्लिनिक${clinics} ${letter}`,
        department_id: department.id,
        image: null,
        about: 'A test doctor.',
        about_hi: null,
      })
      .returning(['id', 'slug'])
      .executeTakeFirstOrThrow();
    for (const sitting of own) {
      await db
        .insertInto('doctor_sessions')
        .values({
          doctor_id: row.id,
          weekday: sitting.weekday,
          start_time: sitting.start,
          end_time: sitting.end,
          room: sitting.online ? null : room,
          online: sitting.online ?? false,
          slot_minutes: 30,
        })
        .execute();
    }
    return row;
  };
  const a = await doctor('A', 'Room 1', sittings.a);
  const b = await doctor('B', 'Room 2', sittings.b);
  return { department: department.id, a, b };
}

async function nextFree(query: string): Promise<NextFreeTimes> {
  const response = await fetch(`${api.baseUrl}/api/doctor/next-free/?${query}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return (await response.json()) as NextFreeTimes;
}

const leave = (doctorId: number, day: string) =>
  api.app.db
    .insertInto('doctor_exceptions')
    .values({ doctor_id: doctorId, day, reason: 'On leave', reason_hi: 'छुट्टी पर' })
    .execute();

test('the earliest free morning and evening across the department’s doctors, with who and where', async () => {
  const { department, a, b } = await clinic();
  const answer = await nextFree(`department=${department}`);
  expect(answer).toEqual({
    department,
    // The booking window: six months from today.
    until: '2027-09-01',
    morning: {
      doctor: { id: b.id, slug: b.slug, doctor_name: expect.stringMatching(/ B$/) },
      date: MONDAY,
      start: '10:00',
      end: '10:30',
      online: false,
      room: 'Room 2',
    },
    evening: {
      doctor: { id: a.id, slug: a.slug, doctor_name: expect.stringMatching(/ A$/) },
      date: MONDAY,
      start: '14:00',
      end: '14:30',
      online: false,
      room: 'Room 1',
    },
  });
});

test('in Hindi the doctor’s name and the room are the Hindi ones', async () => {
  const { department } = await clinic();
  const answer = await nextFree(`department=${department}&lang=hi`);
  expect(answer.morning?.doctor.doctor_name).toMatch(/^डॉ\. क्लिनिक\d+ B$/);
  expect(answer.morning?.room).toBe('कमरा 2');
});

test('a slot that has started is not offered', async () => {
  const { department, b } = await clinic({
    a: [],
    b: [{ weekday: 1, start: '09:30', end: '10:30' }],
  });
  // 09:30 started ten minutes ago; 10:00 is still ahead.
  expect((await nextFree(`department=${department}`)).morning).toMatchObject({ doctor: { id: b.id }, start: '10:00' });
});

test('a doctor on leave is skipped: the other doctor’s, or the next day they sit', async () => {
  const { department, a, b } = await clinic();
  await leave(b.id, MONDAY);
  let answer = await nextFree(`department=${department}`);
  expect(answer.morning).toMatchObject({ doctor: { id: a.id }, date: MONDAY, start: '11:00' });
  expect(answer.evening).toMatchObject({ doctor: { id: a.id }, date: MONDAY, start: '14:00' });

  await leave(a.id, MONDAY);
  answer = await nextFree(`department=${department}`);
  expect(answer.morning).toMatchObject({ doctor: { id: b.id }, date: NEXT_MONDAY, start: '10:00' });
  expect(answer.evening).toMatchObject({
    doctor: { id: a.id },
    date: TUESDAY,
    start: '17:00',
    online: true,
    room: null,
  });
});

test('a booked slot is skipped; the next free one is offered', async () => {
  const { department, a, b } = await clinic();
  const booked = await postForm(
    api,
    '/api/appointment/doctorappointment/',
    formData(
      validDoctorBooking({
        department: String(department),
        doctor: String(b.id),
        date: MONDAY,
        slot_start: '10:00',
        mode: 'OFF',
      }),
    ),
  );
  expect(booked.status).toBe(201);
  expect((await nextFree(`department=${department}`)).morning).toMatchObject({
    doctor: { id: b.id },
    date: MONDAY,
    start: '10:30',
  });

  const second = await postForm(
    api,
    '/api/appointment/doctorappointment/',
    formData(
      validDoctorBooking({
        department: String(department),
        doctor: String(a.id),
        date: MONDAY,
        slot_start: '14:00',
        mode: 'OFF',
        email: 'second.patient@example.com',
        phone: '9810012399',
      }),
    ),
  );
  expect(second.status).toBe(201);
  expect((await nextFree(`department=${department}`)).evening).toMatchObject({
    doctor: { id: a.id },
    date: MONDAY,
    start: '14:30',
  });
});

test('mode keeps online or in-person slots only; none of a kind is null', async () => {
  const { department, a } = await clinic();
  const online = await nextFree(`department=${department}&mode=ON`);
  expect(online.morning).toBeNull();
  expect(online.evening).toMatchObject({ doctor: { id: a.id }, date: TUESDAY, start: '17:00', online: true });
  const inPerson = await nextFree(`department=${department}&mode=OFF`);
  // An empty mode, as the form sends before one is chosen: either kind.
  expect((await nextFree(`department=${department}&mode=`)).morning).toMatchObject({ start: '10:00', online: false });
  expect(inPerson.evening).toMatchObject({ date: MONDAY, start: '14:00', online: false });
});

test('nothing free in the booking window: both null, and the window’s last day', async () => {
  const { department } = await clinic({ a: [], b: [] });
  expect(await nextFree(`department=${department}`)).toEqual({
    department,
    until: '2027-09-01',
    morning: null,
    evening: null,
  });
});

test('a department that is missing, not a number or not there is refused, naming the field', async () => {
  for (const query of ['', 'department=', 'department=cardiology', 'department=0', 'department=-3']) {
    const response = await fetch(`${api.baseUrl}/api/doctor/next-free/?${query}`);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: Record<string, string> };
    expect(body.errors).toEqual({ department: 'Please choose a department' });
  }
  const unknown = await fetch(`${api.baseUrl}/api/doctor/next-free/?department=99999`);
  expect(unknown.status).toBe(404);
  expect(await unknown.json()).toMatchObject({
    field: 'department',
    code: 'departmentFromList',
    message: 'Please choose a department from the list',
  });
  const badMode = await fetch(`${api.baseUrl}/api/doctor/next-free/?department=1&mode=video`);
  expect(badMode.status).toBe(400);
  expect(((await badMode.json()) as { errors: Record<string, string> }).errors).toEqual({
    mode: 'Please choose Online or Offline',
  });
});
