/**
 * A booking's names in the request's language (`?lang=hi`), in every answer that names them: a
 * doctor booking's doctor, department and room in its 201, a look-up (code or link), a cancel, a
 * reschedule, My bookings, the doctor's page and free slots; a lab booking's tests (or package) and
 * lab in a look-up, a move, a cancel and My bookings. English without `lang`; the room as the OPD
 * data has it ("Room 12") is "कमरा 12" in Hindi, the word of the Hindi e-mails.
 */
import type { AccountBookings, AvailabilityDay, BookingAccess, BookingSummary, DoctorProfile } from 'contract';
import type { DoctorAppointmentCreated, LabAppointment } from 'contract';
import { REGISTRATION, confirmedAccount } from './account-access';
import { CANCEL, LOOKUP, linkTokenOf, openedWithCode, requestCode } from './booking-access';
import {
  SITE_ORIGIN,
  dayFromToday,
  formData,
  freshApi,
  nextDoctorSlot,
  ownContact,
  postForm,
  postJson,
  validDoctorBooking,
} from './helpers';
import { bookLab, ownAddressLabBooking } from './lab-bookings';

const api = freshApi();

// Doctor 1 of the seed, who sits in Room 12.
const ENGLISH = { doctor_name: 'Dr. Anita Sharma', department_name: 'Cardiology', room: 'Room 12' };
const HINDI = { doctor_name: 'डॉ. अनीता शर्मा', department_name: 'हृदय रोग (कार्डियोलॉजी)', room: 'कमरा 12' };
const LATIN = /[A-Za-z]/;

async function book(query = '', init: { cookie?: string } = {}): Promise<DoctorAppointmentCreated & { phone: string }> {
  const contact = ownContact('language');
  const response = await fetch(`${api.baseUrl}/api/appointment/doctorappointment/${query}`, {
    method: 'POST',
    headers: init.cookie ? { cookie: init.cookie, origin: SITE_ORIGIN } : {},
    body: formData(validDoctorBooking(contact)),
  });
  expect(response.status).toBe(201);
  return { ...((await response.json()) as DoctorAppointmentCreated), phone: contact.phone };
}

async function post<T>(path: string, body: unknown): Promise<{ status: number; body: T }> {
  const response = await postJson(api, path, body);
  return { status: response.status, body: (await response.json()) as T };
}

test('the booking’s answer names the doctor, the department and the room in the page’s language', async () => {
  expect(await book('?lang=hi')).toMatchObject(HINDI);
  expect(await book()).toMatchObject(ENGLISH);
  expect(await book('?lang=en')).toMatchObject(ENGLISH);
});

test('a look-up in Hindi answers the booking in Hindi, whatever language it was booked in; in English without lang', async () => {
  const booking = await book();
  const code = await requestCode(api, booking.reference, booking.phone);
  const found = await post<BookingAccess>(`${LOOKUP}?lang=hi`, {
    reference: booking.reference,
    contact: booking.phone,
    code,
  });
  expect(found.status).toBe(200);
  expect(found.body.booking).toMatchObject({ kind: 'doctor', ...HINDI, doctor_slug: 'dr-anita-sharma' });

  const again = await requestCode(api, booking.reference, booking.phone);
  const english = await post<BookingAccess>(LOOKUP, {
    reference: booking.reference,
    contact: booking.phone,
    code: again,
  });
  expect(english.body.booking).toMatchObject(ENGLISH);

  // The confirmation's link, of a booking made in English, opened on a Hindi page.
  const token = await linkTokenOf(api, (await book()).reference);
  const linked = await post<BookingAccess>(`${LOOKUP}?lang=hi`, { token });
  expect(linked.body.booking).toMatchObject(HINDI);
});

test('a reschedule and a cancel answer in the page’s language too', async () => {
  const booking = await book('?lang=hi');
  const later = nextDoctorSlot('OFF');
  const moved = await post<BookingSummary>('/api/appointment/reschedule/?lang=hi', {
    reference: booking.reference,
    access: booking.access,
    ...later,
  });
  expect(moved.status).toBe(200);
  expect(moved.body).toMatchObject({ ...HINDI, date: later.date, slot_start: later.slot_start });
  const cancelled = await post<BookingSummary>(`${CANCEL}?lang=hi`, {
    reference: booking.reference,
    access: booking.access,
  });
  expect(cancelled.body).toMatchObject({ ...HINDI, status: 'cancelled' });
});

test('My bookings in Hindi name the doctor, department and room in Hindi', async () => {
  const person = await confirmedAccount(api, { ...REGISTRATION, login_id: 'hindi1', email: 'hindi1@example.com' });
  const signedIn = await postJson(
    api,
    '/api/login/',
    { login_id: person.login_id, password: person.password },
    { origin: SITE_ORIGIN },
  );
  const cookie = signedIn.headers.getSetCookie()[0]?.split(';')[0] ?? '';
  const { reference } = await book('', { cookie });
  const list = async (query: string) =>
    (await (
      await fetch(`${api.baseUrl}/api/account/bookings/${query}`, { headers: { cookie } })
    ).json()) as AccountBookings;
  expect((await list('?lang=hi')).upcoming).toEqual([expect.objectContaining({ reference, ...HINDI })]);
  expect((await list('')).upcoming).toEqual([expect.objectContaining({ reference, ...ENGLISH })]);
});

// Lab 1 of the seed, two of its tests and a package, as the catalogue names them in each language.
const LAB = { en: 'Central Pathology Lab', hi: 'सेंट्रल पैथोलॉजी लैब' };
const CBC = { en: 'Complete Blood Count (CBC)', hi: 'कम्प्लीट ब्लड काउंट (CBC)' };
const FASTING = { en: 'Blood Sugar Fasting', hi: 'ब्लड शुगर फ़ास्टिंग (खाली पेट)' };
const PACKAGE = { slug: 'basic-health-check', en: 'Basic Health Check', hi: 'बेसिक हेल्थ चेकअप' };

const testId = async (name: string) =>
  String(
    (await api.app.db.selectFrom('lab_tests').select('id').where('test_name', '=', name).executeTakeFirstOrThrow()).id,
  );

/** The fasting test, then the blood count: the answers name them in the order chosen. */
async function bookTests(overrides: Record<string, string> = {}): Promise<LabAppointment> {
  const tests = `${await testId(FASTING.en)},${await testId(CBC.en)}`;
  return bookLab(api, ownAddressLabBooking('lab.language', { test: tests, ...overrides }));
}

const inHindi = { test_name: `${FASTING.hi}, ${CBC.hi}`, lab_name: LAB.hi };
const inEnglish = { test_name: `${FASTING.en}, ${CBC.en}`, lab_name: LAB.en };

describe('a lab booking', () => {
  test('a look-up in Hindi names its tests and lab in Hindi, whatever language it was booked in; English without lang', async () => {
    const booking = await bookTests();
    expect((await openedWithCode(api, booking, '?lang=hi')).booking).toMatchObject({ kind: 'lab', ...inHindi });
    expect((await openedWithCode(api, booking)).booking).toMatchObject({ kind: 'lab', ...inEnglish });
    expect((await openedWithCode(api, booking, '?lang=en')).booking).toMatchObject(inEnglish);

    // The confirmation's link, of a booking made in English, opened on a Hindi page.
    const token = await linkTokenOf(api, (await bookTests()).reference);
    expect((await post<BookingAccess>(`${LOOKUP}?lang=hi`, { token })).body.booking).toMatchObject(inHindi);

    // And one made on the Hindi page (its e-mails, which the helpers read in English, are not needed)
    // opened on an English one.
    const hindi = await bookTests();
    await api.app.db.updateTable('lab_appointments').set({ language: 'hi' }).where('id', '=', hindi.id).execute();
    const hindiToken = await linkTokenOf(api, hindi.reference);
    expect((await post<BookingAccess>(LOOKUP, { token: hindiToken })).body.booking).toMatchObject(inEnglish);
  });

  test('a package is named in the page’s language and has no lab', async () => {
    const { id } = await api.app.db
      .selectFrom('care_packages')
      .select('id')
      .where('slug', '=', PACKAGE.slug)
      .executeTakeFirstOrThrow();
    const { lab: _lab, test: _test, ...fields } = ownAddressLabBooking('lab.language', { package: String(id) });
    const booking = await bookLab(api, fields);
    expect((await openedWithCode(api, booking, '?lang=hi')).booking).toMatchObject({
      test_name: PACKAGE.hi,
      lab_name: null,
    });
    expect((await openedWithCode(api, booking)).booking).toMatchObject({ test_name: PACKAGE.en, lab_name: null });
  });

  test('a move and a cancel answer in the page’s language too', async () => {
    const booking = await bookTests();
    const { access } = await openedWithCode(api, booking);
    const day = dayFromToday(5);
    const moved = await post<BookingSummary>('/api/appointment/reschedule-lab/?lang=hi', {
      reference: booking.reference,
      access,
      date: day,
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ ...inHindi, date: day });
    const cancelled = await post<BookingSummary>(`${CANCEL}?lang=hi`, { reference: booking.reference, access });
    expect(cancelled.body).toMatchObject({ ...inHindi, status: 'cancelled' });
  });

  test('My bookings in Hindi name its tests and lab in Hindi', async () => {
    const person = await confirmedAccount(api, { ...REGISTRATION, login_id: 'hindi2', email: 'hindi2@example.com' });
    const signedIn = await postJson(
      api,
      '/api/login/',
      { login_id: person.login_id, password: person.password },
      { origin: SITE_ORIGIN },
    );
    const cookie = signedIn.headers.getSetCookie()[0]?.split(';')[0] ?? '';
    // Booked signed out with the account's confirmed e-mail: the account owns it all the same.
    const { reference } = await bookTests({ email: 'hindi2@example.com' });
    const list = async (query: string) =>
      (await (
        await fetch(`${api.baseUrl}/api/account/bookings/${query}`, { headers: { cookie } })
      ).json()) as AccountBookings;
    expect((await list('?lang=hi')).upcoming).toEqual([expect.objectContaining({ reference, ...inHindi })]);
    expect((await list('')).upcoming).toEqual([expect.objectContaining({ reference, ...inEnglish })]);
  });

  test('a test nobody has translated keeps its English name among the Hindi ones, as does a booking from before several tests', async () => {
    // A test the hospital added after the translators' seed.
    const added = await api.app.db
      .insertInto('lab_tests')
      .values({ lab_id: 1, test_name: 'Serum Iron', test_price: 400 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const booking = await bookLab(
      api,
      ownAddressLabBooking('lab.language', { test: `${await testId(CBC.en)},${added.id}` }),
    );
    expect((await openedWithCode(api, booking, '?lang=hi')).booking).toMatchObject({
      test_name: `${CBC.hi}, Serum Iron`,
      lab_name: LAB.hi,
    });

    // Before migration 0017 a booking had its one test_id and no list of tests.
    const single = await bookLab(api, ownAddressLabBooking('lab.language', { test: await testId(CBC.en) }));
    await api.app.db.deleteFrom('lab_appointment_tests').where('appointment_id', '=', single.id).execute();
    expect((await openedWithCode(api, single, '?lang=hi')).booking).toMatchObject({
      test_name: CBC.hi,
      lab_name: LAB.hi,
    });
  });
});

test('the doctor’s page and free slots say the room in Hindi: no English word left in either', async () => {
  const profile = (await (
    await fetch(`${api.baseUrl}/api/doctor/doctors/dr-anita-sharma/?lang=hi`)
  ).json()) as DoctorProfile;
  const rooms = profile.timetable.flatMap((session) => (session.room === null ? [] : [session.room]));
  expect(rooms.length).toBeGreaterThan(0);
  expect(new Set(rooms)).toEqual(new Set(['कमरा 12']));

  const path = `/api/doctor/availability/?doctor=1&from=${dayFromToday(1)}&to=${dayFromToday(14)}`;
  const slotRooms = async (query: string) => {
    const days = (await (await fetch(`${api.baseUrl}${path}${query}`)).json()) as AvailabilityDay[];
    return new Set(days.flatMap((day) => day.slots.flatMap((slot) => (slot.room === null ? [] : [slot.room]))));
  };
  expect(await slotRooms('&lang=hi')).toEqual(new Set(['कमरा 12']));
  expect(await slotRooms('')).toEqual(new Set(['Room 12']));
  expect([...(await slotRooms('&lang=hi'))].some((room) => LATIN.test(room))).toBe(false);
});

test('a language the site does not have is a 400 naming lang, not an answer in English', async () => {
  const booking = await book();
  const refused = await post<{ errors: Record<string, string> }>(`${LOOKUP}?lang=fr`, {
    reference: booking.reference,
    contact: booking.phone,
    code: '000000',
  });
  expect(refused.status).toBe(400);
  expect(Object.keys(refused.body.errors)).toEqual(['lang']);
  const form = await postForm(api, '/api/appointment/doctorappointment/?lang=fr', formData(validDoctorBooking()));
  expect(form.status).toBe(400);
});
