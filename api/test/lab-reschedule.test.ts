/**
 * A lab booking moved to another day (and, at home, another window) from manage booking, with the
 * look-up's grant or the owner's session, as a doctor booking is; and its calendar file, which says
 * the window and how to prepare but never the patient's address or a test's name.
 */
import ICAL from 'ical.js';
import { HOSPITAL } from 'contract/hospital';
import type { DoctorAppointmentCreated, LabAppointment, LabBookingSummary } from 'contract';
import { openedWithCode } from './booking-access';
import {
  dayFromToday,
  formData,
  freshApi,
  ownContact,
  postForm,
  postJson,
  SITE_ORIGIN,
  validDoctorBooking,
} from './helpers';
import { bookLab, ownAddressLabBooking } from './lab-bookings';

const api = freshApi();

const RESCHEDULE_LAB = '/api/appointment/reschedule-lab/';
const HOME = { collection: 'home', pincode: '121003', collection_window: '07-09' };
const ADDRESS = 'House 44, Sector 21C, Faridabad';

/** A lab booking from its own contact and at this address: no cap of one test meets another's booking. */
const labBooking = (overrides: Record<string, string> = {}) =>
  bookLab(api, ownAddressLabBooking('lab.move', { address: ADDRESS, ...overrides }));

/** The booking opened as a patient does: the e-mailed code, then its grant. */
const grantOf = async (booking: LabAppointment) => (await openedWithCode(api, booking)).access;

const move = (body: Record<string, unknown>) => postJson(api, RESCHEDULE_LAB, body, { origin: SITE_ORIGIN });

async function stored(reference: string) {
  return api.app.db
    .selectFrom('lab_appointments')
    .select(['collection_window', 'status'])
    .select((eb) => eb.fn<string>('to_char', [eb.ref('visit_date'), eb.val('YYYY-MM-DD')]).as('day'))
    .where('reference', '=', reference)
    .executeTakeFirstOrThrow();
}

const movedMail = (reference: string) =>
  api.app.db
    .selectFrom('outbox')
    .select(['subject', 'body_text'])
    .where('reference', '=', reference)
    .where((eb) => eb.or([eb('subject', 'like', 'Visit moved%'), eb('subject', 'like', 'विज़िट का समय बदल गया%')]))
    .execute();

const calendarOf = (reference: string, access?: string) =>
  fetch(`${api.baseUrl}/api/appointment/calendar/${reference}.ics`, {
    headers: access ? { authorization: `Bearer ${access}` } : {},
  });

async function fastingTest(): Promise<string> {
  const test = await api.app.db
    .selectFrom('lab_tests')
    .select('id')
    .where('test_name', '=', 'Blood Sugar Fasting')
    .executeTakeFirstOrThrow();
  return String(test.id);
}

describe('rescheduling a lab booking', () => {
  test('a home collection moves to another day and window; the answer, the row and the e-mail say so', async () => {
    const booking = await labBooking({ ...HOME, date: dayFromToday(2) });
    const access = await grantOf(booking);
    const day = dayFromToday(4);

    const response = await move({ reference: booking.reference, access, date: day, collection_window: '16-18' });

    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      kind: 'lab',
      reference: booking.reference,
      date: day,
      collection: 'home',
      collection_window: '16-18',
      status: 'booked',
    } satisfies Partial<LabBookingSummary>);
    expect(await stored(booking.reference)).toEqual({ day, collection_window: '16-18', status: 'booked' });
    const link = await api.app.db
      .selectFrom('booking_link_tokens')
      .select('expires_at')
      .where('booking_kind', '=', 'lab')
      .where('booking_id', '=', booking.id)
      .executeTakeFirstOrThrow();
    // The confirmation's link now lasts until the new day ends in Asia/Kolkata (18:30 UTC).
    expect(link.expires_at.toISOString()).toBe(`${day}T18:30:00.000Z`);
    const [mail, ...more] = await movedMail(booking.reference);
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe(`Visit moved: ${booking.reference}`);
    expect(mail?.body_text).toContain(`, at your home, 07:00–09:00 (reference ${booking.reference}) is moved`);
    expect(mail?.body_text).toContain(', at your home, 16:00–18:00.');
    expect(mail?.body_text).not.toContain(ADDRESS);
    expect(
      api.logs.some((line) => line.includes('"event":"booking.reschedule"') && line.includes('"outcome":"ok"')),
    ).toBe(true);
  });

  test('a booking made in Hindi is moved in Hindi, with its fasting rule', async () => {
    const booking = await labBooking({ test: `1,${await fastingTest()}`, date: dayFromToday(2) });
    const access = await grantOf(booking);
    // As if made on the Hindi page (whose code e-mail the helper does not read).
    await api.app.db.updateTable('lab_appointments').set({ language: 'hi' }).where('id', '=', booking.id).execute();

    const response = await move({ reference: booking.reference, access, date: dayFromToday(3) });

    expect(response.status).toBe(200);
    const [mail] = await movedMail(booking.reference);
    expect(mail?.subject).toBe(`विज़िट का समय बदल गया: ${booking.reference}`);
    expect(mail?.body_text).toContain('का समय आपके कहने पर हमारी वेबसाइट पर बदल गया है।');
    expect(mail?.body_text).toContain('तैयारी: सैंपल देने से पहले 10-12 घंटे');
    expect(mail?.body_text).not.toMatch(/Blood Sugar|ब्लड शुगर/);
  });

  test('a visit to the lab moves to another day; a window sent for it is dropped', async () => {
    const booking = await labBooking({ date: dayFromToday(2) });
    const access = await grantOf(booking);
    const day = dayFromToday(5);

    const response = await move({ reference: booking.reference, access, date: day, collection_window: '09-11' });

    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ date: day, collection: 'lab', collection_window: null });
    expect(await stored(booking.reference)).toMatchObject({ day, collection_window: null });
  });

  test('bad input is a 400 naming the field, and nothing changes', async () => {
    const booking = await labBooking({ ...HOME, date: dayFromToday(2) });
    const access = await grantOf(booking);
    const body = { reference: booking.reference, access, date: dayFromToday(3), collection_window: '09-11' };
    const refused = async (changes: Record<string, unknown>) => {
      const response = await move({ ...body, ...changes });
      expect(response.status).toBe(400);
      return ((await response.json()) as { errors: Record<string, string>; issues: Record<string, unknown> }).issues;
    };

    expect(await refused({ date: dayFromToday(-1) })).toEqual({ date: { code: 'datePast' } });
    expect(await refused({ date: '5 December' })).toEqual({ date: { code: 'dateInvalid' } });
    expect(await refused({ date: dayFromToday(400) })).toMatchObject({ date: { code: 'dateTooFar' } });
    expect(await refused({ collection_window: '05-07' })).toEqual({ collection_window: { code: 'windowRequired' } });
    // A home collection needs its window; the API alone knows the booking is at home.
    expect(await refused({ collection_window: undefined })).toEqual({ collection_window: { code: 'windowRequired' } });
    expect(await refused({ reference: 'LAB-1' })).toMatchObject({ reference: { code: 'reference' } });
    expect(await stored(booking.reference)).toEqual({
      day: dayFromToday(2),
      collection_window: '07-09',
      status: 'booked',
    });
    expect(await movedMail(booking.reference)).toHaveLength(0);
  });

  test('a wrong grant, another booking’s grant or no proof is a 404; a doctor booking or a cancelled one a 409', async () => {
    const booking = await labBooking({ date: dayFromToday(2) });
    const other = await labBooking({ date: dayFromToday(2) });
    const otherAccess = await grantOf(other);
    const body = { reference: booking.reference, date: dayFromToday(3) };

    expect((await move({ ...body, access: 'x'.repeat(43) })).status).toBe(404);
    expect((await move({ ...body, access: otherAccess })).status).toBe(404);
    expect((await move(body)).status).toBe(404);
    expect(await stored(booking.reference)).toMatchObject({ day: dayFromToday(2) });

    const doctor = await postForm(
      api,
      '/api/appointment/doctorappointment/',
      formData(validDoctorBooking(ownContact('lab.move'))),
    );
    const { reference, access: doctorAccess } = (await doctor.json()) as DoctorAppointmentCreated;
    const notLab = await move({ reference, access: doctorAccess, date: dayFromToday(3) });
    expect(notLab.status).toBe(409);
    expect(await notLab.json()).toMatchObject({ message: expect.stringContaining('appointment with a doctor') });

    const access = await grantOf(booking);
    // The doctor's reschedule points a lab booking to its own way of moving.
    const asDoctor = await postJson(
      api,
      '/api/appointment/reschedule/',
      { reference: booking.reference, access, date: dayFromToday(3), slot_start: '10:00' },
      { origin: SITE_ORIGIN },
    );
    expect(asDoctor.status).toBe(409);
    expect(await asDoctor.json()).toMatchObject({ message: expect.stringContaining('This is a lab booking') });

    await postJson(api, '/api/appointment/cancel/', { reference: booking.reference, access }, { origin: SITE_ORIGIN });
    const cancelled = await move({ ...body, access });
    expect(cancelled.status).toBe(409);
    expect(await cancelled.json()).toMatchObject({ message: 'This booking is already cancelled.' });
  });
});

describe('a lab booking’s calendar file', () => {
  test('a home collection is one event in its window, placed as “Home collection”, never at the address', async () => {
    const booking = await labBooking({ ...HOME, test: `1,${await fastingTest()}`, date: dayFromToday(2) });
    const access = await grantOf(booking);

    const response = await calendarOf(booking.reference, access);

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${booking.reference}.ics"`);
    const text = await response.text();
    const calendar = new ICAL.Component(ICAL.parse(text));
    const events = calendar.getAllSubcomponents('vevent');
    expect(events).toHaveLength(1);
    const event = new ICAL.Event(events[0]);
    expect(event.uid).toMatch(new RegExp(`^${booking.reference}@`));
    expect(event.summary).toBe(`Home collection visit (${booking.reference})`);
    expect(events[0]?.getFirstProperty('dtstart')?.getParameter('tzid')).toBe('Asia/Kolkata');
    expect(event.startDate.toString()).toBe(`${booking.date}T07:00:00`);
    expect(event.endDate.toString()).toBe(`${booking.date}T09:00:00`);
    expect(event.location).toBe('Home collection');
    expect(event.description).toContain('How to prepare: Eat and drink nothing but plain water');
    // The patient's address and pincode, and the tests' names, stay out of the file.
    const unfolded = text.replace(/\r\n[ \t]/g, '');
    expect(unfolded).not.toContain('House 44');
    expect(unfolded).not.toContain('121003');
    expect(unfolded).not.toMatch(/Blood Sugar|Complete Blood Count/);
  });

  test('a visit to the lab is all day at the hospital’s address; the moved booking’s file follows it', async () => {
    const booking = await labBooking({ date: dayFromToday(2) });
    const access = await grantOf(booking);
    expect((await move({ reference: booking.reference, access, date: dayFromToday(6) })).status).toBe(200);

    const text = await (await calendarOf(booking.reference, access)).text();
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent') ?? undefined);

    expect(event.summary).toBe(`Visit to the hospital lab (${booking.reference})`);
    expect(event.startDate.isDate).toBe(true);
    expect(event.startDate.toString()).toBe(dayFromToday(6));
    expect(event.location).toBe(`${HOSPITAL.name}, ${HOSPITAL.address}`);
  });

  test('needs the booking’s own grant', async () => {
    const booking = await labBooking({ date: dayFromToday(2) });
    const other = await labBooking({ date: dayFromToday(2) });
    expect((await calendarOf(booking.reference)).status).toBe(404);
    expect((await calendarOf(booking.reference, 'x'.repeat(43))).status).toBe(404);
    expect((await calendarOf(booking.reference, await grantOf(other))).status).toBe(404);
  });
});
