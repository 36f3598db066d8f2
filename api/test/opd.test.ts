/**
 * Doctors' OPD through the API: the profile, availability (sessions, leave, held slots), booking a
 * slot (one booking per slot, even when many race for it), rescheduling with the look-up's grant,
 * and the calendar file, read back with an iCalendar parser.
 */
import ICAL from 'ical.js';
import { HOSPITAL } from 'contract/hospital';
import type { AvailabilityDay, Doctor, DoctorAppointmentCreated, DoctorBookingSummary, DoctorProfile } from 'contract';
import {
  dayFromToday,
  formData,
  freshApi,
  nextDoctorSlot,
  postForm,
  postJson,
  SITE_ORIGIN,
  validDoctorBooking,
} from './helpers';

const api = freshApi();

const BOOK = '/api/appointment/doctorappointment/';
const RESCHEDULE = '/api/appointment/reschedule/';
const json = { origin: SITE_ORIGIN };

async function book(overrides: Record<string, string> = {}) {
  return postForm(api, BOOK, formData(validDoctorBooking(overrides)));
}

async function booked(overrides: Record<string, string> = {}): Promise<DoctorAppointmentCreated> {
  const response = await book(overrides);
  expect(response.status).toBe(201);
  return (await response.json()) as DoctorAppointmentCreated;
}

async function availabilityOf(doctor: number, from: string, to: string): Promise<AvailabilityDay[]> {
  const response = await fetch(`${api.baseUrl}/api/doctor/availability/?doctor=${doctor}&from=${from}&to=${to}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return (await response.json()) as AvailabilityDay[];
}

async function slotOf(day: string, start: string) {
  const days = await availabilityOf(1, day, day);
  return days[0]?.slots.find((slot) => slot.start === start);
}

/** The field errors of a 400. */
async function errorsOf(response: Response): Promise<Record<string, string>> {
  expect(response.status).toBe(400);
  return ((await response.json()) as { errors: Record<string, string> }).errors;
}

const ask = async (query: string) => errorsOf(await fetch(`${api.baseUrl}/api/doctor/availability/?${query}`));
const refused = async (overrides: Record<string, string>) => errorsOf(await book(overrides));
const reschedule = (body: Record<string, unknown>) => postJson(api, RESCHEDULE, body, json);
const calendarOf = (reference: string, access?: string) =>
  fetch(`${api.baseUrl}/api/appointment/calendar/${reference}.ics`, {
    headers: access ? { authorization: `Bearer ${access}` } : {},
  });

const longDay = (day: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

describe('the doctor’s profile', () => {
  test('has the languages, fees and the weekly timetable; no credential the hospital has not supplied', async () => {
    const response = await fetch(`${api.baseUrl}/api/doctor/doctors/dr-anita-sharma/`);
    expect(response.status).toBe(200);
    const profile = (await response.json()) as DoctorProfile;
    expect(profile).toMatchObject({
      id: 1,
      slug: 'dr-anita-sharma',
      doctor_name: 'Dr. Anita Sharma',
      department: { slug: 'cardiology' },
      qualifications: [],
      registration: null,
      years_of_practice: null,
      languages: ['hi', 'en'],
      fee: { in_person: 1000, online: 800 },
    });
    expect(profile.timetable).toContainEqual({
      weekday: 2,
      start: '09:00',
      end: '13:00',
      room: 'Room 12',
      online: false,
      slot_minutes: 15,
    });
    expect(profile.timetable).toContainEqual({
      weekday: 2,
      start: '17:00',
      end: '18:00',
      room: null,
      online: true,
      slot_minutes: 15,
    });
    expect(profile.opd_days).toEqual([1, 2, 3, 4, 5, 6]);
    const today = dayFromToday(0);
    expect(profile.exceptions.every((exception) => exception.date >= today)).toBe(true);
  });

  test('in Hindi: the name, department and reasons for days off', async () => {
    // The day may already be one of the seed's (20 days after 5 December is Christmas): its reason is replaced.
    await api.app.db
      .insertInto('doctor_exceptions')
      .values({ doctor_id: 2, day: dayFromToday(20), reason: 'On leave', reason_hi: 'छुट्टी पर' })
      .onConflict((conflict) =>
        // The seeded days' own key (leave saved at the desk may share a day: migration 0027).
        conflict
          .columns(['doctor_id', 'day'])
          .where('leave_id', 'is', null)
          .doUpdateSet({ reason: 'On leave', reason_hi: 'छुट्टी पर' }),
      )
      .execute();
    const response = await fetch(`${api.baseUrl}/api/doctor/doctors/dr-rohit-malhotra/?lang=hi`);
    const profile = (await response.json()) as DoctorProfile;
    expect(profile.doctor_name).toBe('डॉ. रोहित मल्होत्रा');
    expect(profile.exceptions).toContainEqual({ date: dayFromToday(20), reason: 'छुट्टी पर' });
  });

  test('an unknown slug is a 404', async () => {
    for (const slug of ['dr-nobody', 'DR-ANITA-SHARMA', '..%2F']) {
      const response = await fetch(`${api.baseUrl}/api/doctor/doctors/${slug}/`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ detail: 'Not found.', message: 'Not found.', code: 'notFound' });
    }
  });

  test('the list gives every doctor a slug, languages and OPD days', async () => {
    const doctors = (await (await fetch(`${api.baseUrl}/api/doctor/doctor`)).json()) as Doctor[];
    expect(doctors).toHaveLength(16);
    for (const doctor of doctors) {
      expect(doctor.slug).toMatch(/^dr-[a-z-]+$/);
      expect(doctor.languages).toContain('hi');
      expect(doctor.opd_days.length).toBeGreaterThan(0);
    }
    expect(doctors.find((doctor) => doctor.id === 2)).toMatchObject({
      slug: 'dr-rohit-malhotra',
      languages: ['hi', 'pa', 'en'],
      opd_days: [1, 3, 5, 6],
    });
  });
});

describe('availability', () => {
  test('names the field for bad input and allows at most 31 days', async () => {
    const from = dayFromToday(1);
    expect(await ask(`from=${from}&to=${from}`)).toEqual({ doctor: 'Please choose a doctor' });
    expect(await ask(`doctor=999&from=${from}&to=${from}`)).toEqual({ doctor: 'Please choose a doctor from the list' });
    expect(await ask(`doctor=1&from=2026-02-30&to=${from}`)).toEqual({ from: 'Please enter a valid date' });
    expect(await ask(`doctor=1&from=${from}`)).toEqual({ to: 'Date is required' });
    expect(await ask(`doctor=1&from=${from}&to=${dayFromToday(0)}`)).toEqual({
      to: 'Please choose an end date on or after the start date',
    });
    expect(await ask(`doctor=1&from=${from}&to=${dayFromToday(32)}`)).toEqual({
      to: 'Please ask for at most 31 days at a time',
    });
    expect(await availabilityOf(1, from, dayFromToday(31))).not.toHaveLength(0);
  });

  test('lists the days with sessions, none before today, none on leave', async () => {
    const days = await availabilityOf(2, dayFromToday(-5), dayFromToday(20));
    expect(days.length).toBeGreaterThan(0);
    for (const day of days) {
      expect(day.date >= dayFromToday(0)).toBe(true);
      // Dr. Rohit Malhotra sits on Monday, Wednesday, Friday and Saturday.
      expect([1, 3, 5, 6]).toContain(new Date(`${day.date}T00:00:00Z`).getUTCDay());
    }
    // The day off inserted by the Hindi profile test, or one made here.
    const leave = dayFromToday(20);
    await api.app.db
      .insertInto('doctor_exceptions')
      .values({ doctor_id: 2, day: leave, reason: 'On leave', reason_hi: null })
      .onConflict((conflict) => conflict.columns(['doctor_id', 'day']).where('leave_id', 'is', null).doNothing())
      .execute();
    expect((await availabilityOf(2, leave, leave)).map((day) => day.date)).toEqual([]);
  });

  test('a booked slot shows as taken, a cancelled one as free again', async () => {
    const booking = await booked();
    const slot = await slotOf(booking.date, booking.slot_start);
    expect(slot).toEqual({
      start: booking.slot_start,
      end: booking.slot_end,
      available: false,
      room: 'Room 12',
      online: false,
    });
    const cancel = await postJson(
      api,
      '/api/appointment/cancel/',
      { reference: booking.reference, access: booking.access },
      json,
    );
    expect(cancel.status).toBe(200);
    expect((await slotOf(booking.date, booking.slot_start))?.available).toBe(true);
  });
});

describe('booking a slot', () => {
  test('answers the slot, its room and an access grant; the e-mail has the time and room', async () => {
    const booking = await booked({ email: 'slot.mail@example.com' });
    expect(booking).toMatchObject({ slot_start: expect.stringMatching(/^\d\d:\d\d$/), room: 'Room 12' });
    expect(booking.access).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(booking.access_expires_at)).toBeGreaterThan(Date.now());
    const mail = await api.app.db
      .selectFrom('outbox')
      .select('body_text')
      .where('reference', '=', booking.reference)
      .executeTakeFirstOrThrow();
    expect(mail.body_text).toContain(`at ${booking.slot_start}.\nWhere: Room 12, `);
    expect(mail.body_text).toContain('Please arrive 15 minutes early');
  });

  test('needs a slot the doctor sits in, in the mode of its session', async () => {
    const { date } = nextDoctorSlot();
    expect(await refused({ date, slot_start: '' })).toEqual({ slot_start: 'Please choose a time' });
    expect(await refused({ date, slot_start: '9:00' })).toEqual({ slot_start: 'Please choose a time from the list' });
    expect(await refused({ date, slot_start: '09:05' })).toEqual({
      slot_start: 'The doctor has no free consultation at this time. Please choose another time',
    });
    expect(await refused({ date, slot_start: '17:00', mode: 'OFF' })).toEqual({
      slot_start: 'This time is for online consultations. Please choose Online or another time',
    });
    expect(await refused({ date, slot_start: '09:00', mode: 'ON' })).toEqual({
      slot_start: 'This time is for consultations at the hospital. Please choose Offline or another time',
    });
    // A Sunday: no session.
    let sunday = dayFromToday(3);
    while (new Date(`${sunday}T00:00:00Z`).getUTCDay() !== 0)
      sunday = new Date(Date.parse(`${sunday}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    expect(await refused({ date: sunday, slot_start: '09:00' })).toHaveProperty('slot_start');
  });

  test('an online slot books in mode ON, without a room', async () => {
    const booking = await booked({ mode: 'ON' });
    expect(booking).toMatchObject({ mode: 'ON', room: null });
    expect(booking.slot_start >= '17:00').toBe(true);
  });

  test('a slot already held is a 409 naming it', async () => {
    const first = await booked();
    const response = await book({ date: first.date, slot_start: first.slot_start, email: 'second@example.com' });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      message: `The ${first.slot_start} slot on ${longDay(first.date)} has just been booked by someone else. Please choose another time.`,
      code: 'slot_taken',
      field: 'slot_start',
      issue: { code: 'slotTaken', params: { time: first.slot_start, date: longDay(first.date) } },
    });
  });

  test('of many simultaneous bookings for one slot exactly one is stored', async () => {
    const { date, slot_start } = nextDoctorSlot();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        book({
          date,
          slot_start,
          email: `racer.${index}@example.com`,
          phone: `98100000${String(index).padStart(2, '0')}`,
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, ...Array<number>(11).fill(409)]);
    const rows = await api.app.db
      .selectFrom('doctor_appointments')
      .select('id')
      .where('doctor_id', '=', 1)
      .where('visit_date', '=', date)
      .where('slot_start', '=', slot_start)
      .where('status', '=', 'booked')
      .execute();
    expect(rows).toHaveLength(1);
  });
});

describe('rescheduling', () => {
  test('moves the booking to the new slot and frees the old one, in one step', async () => {
    const booking = await booked({ email: 'move.me@example.com' });
    const target = nextDoctorSlot();
    const response = await reschedule({
      reference: booking.reference,
      access: booking.access,
      date: target.date,
      slot_start: target.slot_start,
    });
    expect(response.status).toBe(200);
    const moved = (await response.json()) as DoctorBookingSummary;
    expect(moved).toMatchObject({
      kind: 'doctor',
      reference: booking.reference,
      date: target.date,
      slot_start: target.slot_start,
      room: 'Room 12',
      status: 'booked',
      doctor_slug: 'dr-anita-sharma',
    });
    expect((await slotOf(booking.date, booking.slot_start))?.available).toBe(true);
    expect((await slotOf(target.date, target.slot_start))?.available).toBe(false);
    // The confirmation's link lasts until the new day ends in Asia/Kolkata (18:30 UTC).
    const link = await api.app.db
      .selectFrom('booking_link_tokens')
      .select('expires_at')
      .where('booking_kind', '=', 'doctor')
      .where('booking_id', '=', booking.id)
      .executeTakeFirstOrThrow();
    expect(link.expires_at.toISOString()).toBe(`${target.date}T18:30:00.000Z`);
    const mail = await api.app.db
      .selectFrom('outbox')
      .select('body_text')
      .where('reference', '=', booking.reference)
      .where('subject', 'like', 'Appointment moved%')
      .executeTakeFirstOrThrow();
    expect(mail.body_text).toContain(`It is now booked for `);
    expect(mail.body_text).toContain(`at ${target.slot_start}.\nWhere: Room 12, `);
  });

  test('into a held slot: 409, and the booking stays where it was', async () => {
    const mine = await booked();
    const theirs = await booked();
    const response = await reschedule({
      reference: mine.reference,
      access: mine.access,
      date: theirs.date,
      slot_start: theirs.slot_start,
    });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ code: 'slot_taken', field: 'slot_start' });
    expect((await slotOf(mine.date, mine.slot_start))?.available).toBe(false);
    const row = await api.app.db
      .selectFrom('doctor_appointments')
      .select(['slot_start'])
      .where('reference', '=', mine.reference)
      .executeTakeFirstOrThrow();
    expect(row.slot_start).toBe(mine.slot_start);
  });

  test('a wrong grant or no proof at all is a 404, a cancelled booking a 409', async () => {
    const booking = await booked();
    const target = nextDoctorSlot();
    const body = { reference: booking.reference, date: target.date, slot_start: target.slot_start };
    expect((await reschedule({ ...body, access: 'x'.repeat(43) })).status).toBe(404);
    expect((await reschedule(body)).status).toBe(404);
    await postJson(api, '/api/appointment/cancel/', { reference: booking.reference, access: booking.access }, json);
    const answer = await reschedule({ ...body, access: booking.access });
    expect(answer.status).toBe(409);
    expect(await answer.json()).toMatchObject({ message: 'This booking is already cancelled.' });
  });
});

describe('the calendar file', () => {
  test('is one event at the slot’s time in Asia/Kolkata, with the room and address', async () => {
    const booking = await booked();
    const response = await calendarOf(booking.reference, booking.access);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.text();
    expect(text.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe('Asia/Kolkata');
    const events = calendar.getAllSubcomponents('vevent');
    expect(events).toHaveLength(1);
    const event = new ICAL.Event(events[0]);
    expect(event.uid).toMatch(new RegExp(`^${booking.reference}@`));
    expect(events[0]?.getFirstProperty('dtstart')?.getParameter('tzid')).toBe('Asia/Kolkata');
    expect(event.startDate.toString()).toBe(`${booking.date}T${booking.slot_start}:00`);
    expect(event.endDate.toString()).toBe(`${booking.date}T${booking.slot_end}:00`);
    // 09:00 IST is 03:30 UTC.
    const [hours, minutes] = booking.slot_start.split(':').map(Number) as [number, number];
    const utcMinutes = (hours * 60 + minutes - 330 + 1440) % 1440;
    expect(event.startDate.toJSDate().getUTCHours() * 60 + event.startDate.toJSDate().getUTCMinutes()).toBe(utcMinutes);
    expect(event.location).toBe(`Room 12, ${HOSPITAL.name}, ${HOSPITAL.address}`);
  });

  test('needs the grant in the header', async () => {
    const booking = await booked();
    expect((await calendarOf(booking.reference)).status).toBe(404);
    expect((await calendarOf(booking.reference, 'x'.repeat(43))).status).toBe(404);
    const other = await booked();
    expect((await calendarOf(booking.reference, other.access)).status).toBe(404);
  });
});

test('a booking made before slots still looks up and cancels', async () => {
  const booking = await booked();
  await api.app.db
    .updateTable('doctor_appointments')
    .set({ slot_start: null, slot_end: null, room: null })
    .where('reference', '=', booking.reference)
    .execute();
  const cancel = await postJson(
    api,
    '/api/appointment/cancel/',
    { reference: booking.reference, access: booking.access },
    json,
  );
  expect(cancel.status).toBe(200);
  expect(await cancel.json()).toMatchObject({ slot_start: null, slot_end: null, room: null, status: 'cancelled' });
});
