/**
 * The OPD manager's timetable editor (issue 48): the Bad-input rules named at their field, two
 * managers on one timetable (the second told, nothing lost), effective dates (each day by the
 * timetable in effect then; a booking made before a change keeps its time), a session added from
 * today bookable at once by the public form, a session's own counter quota, and the history.
 */
import type { AvailabilityDay, DeskDay, DoctorTimetables, TimetableChange, TimetableSession } from 'contract';
import { addDays, weekdayOf } from '../src/features/doctors/opd';
import { dayFromToday, formData, postForm, validDoctorBooking } from './helpers';
import { call, enrolledMember, freshStaffApi } from './staff-helpers';
import type { Member } from './staff-helpers';

const api = freshStaffApi();
let manager: Member;
let reception: Member;
let admin: Member;
/** Seeded: Mondays and Thursdays 09:30–13:30 in Room 21, never on Saturday. */
let vikram: number;
/** Seeded: Tuesdays, Thursdays and Saturdays 14:00–17:00 in Room 32, Mondays online. */
let meenakshi: number;
let emails = 0;

const TODAY = () => dayFromToday(0);
const starts = (slots: AvailabilityDay['slots']) => slots.map((slot) => slot.start);

/** The first day from `from` on that falls on `weekday`. */
function next(weekday: number, from: string): string {
  let day = from;
  while (weekdayOf(day) !== weekday) day = addDays(day, 1);
  return day;
}

const session = (fields: Partial<TimetableSession> = {}): TimetableSession => ({
  weekday: 1,
  start_time: '09:30',
  end_time: '13:30',
  online: false,
  room: 'Room 21',
  slot_minutes: 15,
  counter_quota: null,
  ...fields,
});

const path = (doctor: number, rest = '') => `/api/staff/timetables/${doctor}/${rest}`;

const read = (doctor: number, member = manager) =>
  call<DoctorTimetables>(api, 'GET', path(doctor), { cookie: member.cookie });

function save(doctor: number, body: unknown, member = manager) {
  return call<DoctorTimetables & { timetables: DoctorTimetables; errors?: Record<string, string> }>(
    api,
    'POST',
    path(doctor),
    {
      cookie: member.cookie,
      body,
    },
  );
}

async function availability(doctor: number, day: string): Promise<AvailabilityDay['slots']> {
  const answer = await fetch(`${api.baseUrl}/api/doctor/availability/?doctor=${doctor}&from=${day}&to=${day}`);
  const days = (await answer.json()) as AvailabilityDay[];
  return days[0]?.slots ?? [];
}

/** The public appointment form's POST, as a patient's browser sends it. */
async function bookOnSite(doctor: number, date: string, slotStart: string, mode: 'ON' | 'OFF' = 'OFF') {
  emails += 1;
  const { department_id } = await api.app.db
    .selectFrom('doctors')
    .select('department_id')
    .where('id', '=', doctor)
    .executeTakeFirstOrThrow();
  const answer = await postForm(
    api,
    '/api/appointment/doctorappointment/',
    formData(
      validDoctorBooking({
        department: String(department_id),
        doctor: String(doctor),
        date,
        mode,
        slot_start: slotStart,
        email: `timetable.${emails}@example.com`,
        phone: `98111${String(10000 + emails).slice(-5)}`,
      }),
    ),
  );
  return { status: answer.status, body: (await answer.json()) as { reference?: string; issues?: unknown } };
}

const doctorNamed = async (name: string) =>
  (await api.app.db.selectFrom('doctors').select('id').where('doctor_name', '=', name).executeTakeFirstOrThrow()).id;

beforeAll(async () => {
  // The editor's "today" is the staff clock's: the real one, as the public form's is.
  api.clock.now = new Date();
  manager = await enrolledMember(api, 'opd_manager');
  reception = await enrolledMember(api, 'reception');
  admin = await enrolledMember(api, 'admin');
  vikram = await doctorNamed('Dr. Vikram Singh Chauhan');
  meenakshi = await doctorNamed('Dr. Meenakshi Iyer');
});

test('the seeded timetable is the current one, version 0; only the OPD manager reads or saves it', async () => {
  const answer = await read(meenakshi);
  expect(answer.status).toBe(200);
  expect(answer.body).toMatchObject({
    doctor: { id: meenakshi, doctor_name: 'Dr. Meenakshi Iyer' },
    version: 0,
    current: { effective_from: null, effective_until: null },
    scheduled: [],
  });
  expect(answer.body.current?.sessions).toContainEqual(
    session({ weekday: 2, start_time: '14:00', end_time: '17:00', room: 'Room 32', slot_minutes: 20 }),
  );
  // The OPD manager's alone: reception and the admin are refused, no session is told to sign in.
  expect((await read(meenakshi, reception)).status).toBe(403);
  expect((await read(meenakshi, admin)).status).toBe(403);
  expect((await call(api, 'GET', path(meenakshi))).body).toMatchObject({ code: 'staffSignedOut' });
  expect((await save(meenakshi, { version: 0, effective_from: TODAY(), sessions: [] }, reception)).status).toBe(403);
  expect((await read(999_999)).status).toBe(404);
});

test('an overlap, an end before the start and a slot that does not divide are each named at the field', async () => {
  const before = await api.app.db.selectFrom('catalogue_changes').select('id').execute();
  const refused = await save(vikram, {
    version: 0,
    effective_from: TODAY(),
    sessions: [
      session(),
      session({ weekday: 4, end_time: '09:00' }),
      session({ start_time: '13:00', end_time: '14:00' }),
      session({ weekday: 6, start_time: '10:00', end_time: '12:10', slot_minutes: 20 }),
    ],
  });
  expect(refused.status).toBe(400);
  expect(refused.body.issues).toEqual({
    'sessions[1].end_time': { code: 'timetableEndBeforeStart' },
    'sessions[2].start_time': { code: 'timetableOverlap', params: { start: '09:30', end: '13:30' } },
    'sessions[3].slot_minutes': { code: 'timetableSlotDivides', params: { minutes: 130 } },
  });
  expect(refused.body.errors?.['sessions[2].start_time']).toBe(
    'This session overlaps the 09:30–13:30 session on the same day',
  );
  // Nothing saved, nothing in the history.
  expect(await api.app.db.selectFrom('catalogue_changes').select('id').execute()).toEqual(before);
});

test('a day in the past is refused by its rule', async () => {
  const refused = await save(vikram, { version: 0, effective_from: dayFromToday(-1), sessions: [session()] });
  expect(refused.status).toBe(400);
  expect(refused.body.issues).toEqual({ effective_from: { code: 'timetableFromPast' } });
});

test('a Saturday session added from today is bookable at once through the public form', async () => {
  const current = await read(vikram);
  const saturday = next(6, dayFromToday(1));
  expect(await availability(vikram, saturday)).toEqual([]);
  const saved = await save(vikram, {
    version: current.body.version,
    effective_from: TODAY(),
    sessions: [
      ...(current.body.current?.sessions ?? []),
      session({ weekday: 6, start_time: '16:00', end_time: '18:00', room: 'Room 21', slot_minutes: 15 }),
    ],
  });
  expect(saved.status).toBe(200);
  expect(saved.body.current).toMatchObject({ effective_from: TODAY(), effective_until: null });
  expect(saved.body.version).toBeGreaterThan(current.body.version);
  expect((await availability(vikram, saturday))[0]).toMatchObject({ start: '16:00', room: 'Room 21', available: true });

  const booked = await bookOnSite(vikram, saturday, '16:00');
  expect(booked.status).toBe(201);
  expect(booked.body.reference).toMatch(/^APT-/);
});

test('the old timetable applies before the day, the new one from it; a booking made before keeps its time', async () => {
  // A Monday at least a week ahead, and the Monday before it (still ahead).
  const monday = next(1, dayFromToday(8));
  const mondayBefore = addDays(monday, -7);
  const from = addDays(monday, -2);
  const before = await bookOnSite(meenakshi, monday, '17:00', 'ON');
  expect(before.status).toBe(201);

  const current = await read(meenakshi);
  const saved = await save(meenakshi, {
    version: current.body.version,
    effective_from: from,
    sessions: [session({ weekday: 1, start_time: '10:00', end_time: '12:00', room: 'Room 32', slot_minutes: 20 })],
  });
  expect(saved.status).toBe(200);
  // In effect today: the old one, ending the day before; the new one scheduled.
  expect(saved.body.current).toMatchObject({ effective_until: addDays(from, -1) });
  expect(saved.body.scheduled).toEqual([
    {
      effective_from: from,
      effective_until: null,
      sessions: [session({ weekday: 1, start_time: '10:00', end_time: '12:00', room: 'Room 32', slot_minutes: 20 })],
    },
  ]);

  expect(starts(await availability(meenakshi, mondayBefore))).toEqual([
    '17:00',
    '17:20',
    '17:40',
    '18:00',
    '18:20',
    '18:40',
  ]);
  expect(starts(await availability(meenakshi, monday))).toEqual(['10:00', '10:20', '10:40', '11:00', '11:20', '11:40']);
  // The Tuesday after the change: no session in the new timetable.
  expect(await availability(meenakshi, addDays(monday, 1))).toEqual([]);

  // The booking made before the change keeps its slot, and the desk's day list still shows it.
  const stored = await api.app.db
    .selectFrom('doctor_appointments')
    .select(['slot_start', 'slot_end', 'status'])
    .where('reference', '=', before.body.reference ?? '')
    .executeTakeFirstOrThrow();
  expect(stored).toEqual({ slot_start: '17:00', slot_end: '17:20', status: 'booked' });
  const day = await call<DeskDay>(api, 'GET', `/api/staff/day/?date=${monday}&doctor=${meenakshi}`, {
    cookie: reception.cookie,
  });
  expect(JSON.stringify(day.body)).toContain(before.body.reference);
  // Its slot is not offered again, and a slot of the old timetable is not bookable that day.
  expect((await bookOnSite(meenakshi, monday, '17:20', 'ON')).status).toBe(400);
});

test('two managers on one timetable: the second is told it changed, with the timetable as it is now', async () => {
  const other = await enrolledMember(api, 'opd_manager');
  const read1 = await read(meenakshi);
  const read2 = await read(meenakshi, other);
  const mine = [session({ weekday: 3, start_time: '09:00', end_time: '11:00', room: 'Room 32', slot_minutes: 20 })];
  const first = await save(meenakshi, {
    version: read1.body.version,
    effective_from: dayFromToday(20),
    sessions: mine,
  });
  expect(first.status).toBe(200);
  const second = await save(
    meenakshi,
    {
      version: read2.body.version,
      effective_from: dayFromToday(20),
      sessions: [session({ weekday: 5, start_time: '09:00', end_time: '10:00', room: 'Room 1' })],
    },
    other,
  );
  expect(second.status).toBe(409);
  expect(second.body).toMatchObject({ code: 'timetableStale', timetables: { version: first.body.version } });
  expect(second.body.timetables.scheduled.at(-1)?.sessions).toEqual(mine);
  // The first save stands.
  expect((await read(meenakshi)).body.scheduled.at(-1)?.sessions).toEqual(mine);
});

test('a session’s own counter quota keeps its last free slots from the site', async () => {
  const thursday = next(4, dayFromToday(30));
  const current = await read(vikram);
  const saved = await save(vikram, {
    version: current.body.version,
    effective_from: addDays(thursday, -3),
    sessions: [session({ weekday: 4, start_time: '09:30', end_time: '10:30', counter_quota: 3 })],
  });
  expect(saved.status).toBe(200);
  const open = async () => (await availability(vikram, thursday)).map((slot) => slot.available);
  // Four free, more than its 3: the site books one; then the last 3 are the counter's.
  expect(await open()).toEqual([true, true, true, true]);
  expect((await bookOnSite(vikram, thursday, '09:30')).status).toBe(201);
  expect(await open()).toEqual([false, false, false, false]);
  const kept = await bookOnSite(vikram, thursday, '10:15');
  expect(kept.status).toBe(409);
  expect(kept.body).toMatchObject({ issue: { code: 'slotKeptForCounter', params: { count: 3 } } });
});

test('the history lists each save with the member, the day and the sessions before and after', async () => {
  const history = await call<TimetableChange[]>(api, 'GET', path(vikram, 'history/'), { cookie: manager.cookie });
  expect(history.status).toBe(200);
  expect(history.body).toHaveLength(2);
  const [latest, first] = history.body;
  expect(latest).toMatchObject({ by: { id: manager.id, name: 'Asha Rani' } });
  expect(latest?.after).toEqual([session({ weekday: 4, start_time: '09:30', end_time: '10:30', counter_quota: 3 })]);
  expect(first?.effective_from).toBe(TODAY());
  expect(first?.before).toContainEqual(session());
  expect(first?.after).toContainEqual(session({ weekday: 6, start_time: '16:00', end_time: '18:00' }));
  expect(Date.parse(latest?.at ?? '')).toBeGreaterThanOrEqual(Date.parse(first?.at ?? ''));
  const audit = await api.app.db
    .selectFrom('staff_audit_events')
    .select(['actor_id', 'target'])
    .where('action', '=', 'timetable.saved')
    .where('target', '=', `doctor:${vikram}`)
    .execute();
  expect(audit).toHaveLength(2);
});
