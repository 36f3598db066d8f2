/**
 * Lab bookings of a package, and of a single test or a package at the patient's home: what is
 * stored, what is quoted, what the look-up and the e-mail say, and every refusal leaving nothing.
 */
import { HOME_COLLECTION_CHARGE, FIELD_ERROR_TEXTS, openHomeVisitWindows } from 'contract';
import type { BookingAccess } from 'contract';
import { LOOKUP, linkTokenOf } from './booking-access';
import { clockStoppedAt } from './clock';
import { dayFromToday, freshApi, postJson } from './helpers';
import { bookLab, ownAddressLabBooking, refusedLabBooking } from './lab-bookings';

const api = freshApi();

/** Each booking its own address, so the per-recipient limit of booking e-mails never meets a test. */
function booking(overrides: Record<string, string>): Record<string, string> {
  const fields = ownAddressLabBooking('home', overrides);
  // A package booking sends no lab or test.
  for (const [name, value] of Object.entries(overrides)) if (value === '') delete fields[name];
  return fields;
}

const HOME = { collection: 'home', pincode: '121005', collection_window: '09-11' };

async function packageId(slug: string): Promise<number> {
  const row = await api.app.db
    .selectFrom('care_packages')
    .select('id')
    .where('slug', '=', slug)
    .executeTakeFirstOrThrow();
  return row.id;
}

async function imagingTest(): Promise<{ lab: string; test: string }> {
  const row = await api.app.db
    .selectFrom('lab_tests as t')
    .innerJoin('labs as l', 'l.id', 't.lab_id')
    .select(['t.id', 't.lab_id'])
    .where('l.home_collection', '=', false)
    .executeTakeFirstOrThrow();
  return { lab: String(row.lab_id), test: String(row.id) };
}

/** A 400 naming these fields, with no booking and no e-mail left behind. */
const refused = (fields: Record<string, string>) => refusedLabBooking(api, fields);

async function storedRow(id: number) {
  return api.app.db
    .selectFrom('lab_appointments')
    .select(['lab_id', 'test_id', 'package_id', 'price', 'collection', 'collection_pincode', 'collection_window'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

async function confirmation(reference: string): Promise<string> {
  const mail = await api.app.db
    .selectFrom('outbox')
    .select('body_text')
    .where('reference', '=', reference)
    .executeTakeFirstOrThrow();
  return mail.body_text;
}

test('a health check package at the hospital: no lab or test, its price quoted', async () => {
  const id = await packageId('comprehensive-health-check');
  const answer = await bookLab(api, booking({ lab: '', test: '', package: String(id) }));
  expect(answer).toMatchObject({
    lab: null,
    test: null,
    package: id,
    price: 3999,
    collection: 'lab',
    pincode: null,
    collection_window: null,
  });
  expect(await storedRow(answer.id)).toEqual({
    lab_id: null,
    test_id: null,
    package_id: id,
    price: 3999,
    collection: 'lab',
    collection_pincode: null,
    collection_window: null,
  });
});

test('a single test collected at home: the charge added, pincode and window stored', async () => {
  const answer = await bookLab(api, booking(HOME));
  expect(answer).toMatchObject({
    lab: 1,
    test: 1,
    package: null,
    price: 350 + HOME_COLLECTION_CHARGE,
    collection: 'home',
    pincode: '121005',
    collection_window: '09-11',
  });
  expect(await storedRow(answer.id)).toMatchObject({ price: 450, collection_pincode: '121005' });
  // The place and time of the visit, never the test or the price.
  const text = await confirmation(answer.reference);
  expect(text).toContain('at your home, 09:00–11:00');
  expect(text).not.toMatch(/Complete Blood Count|₹|450|121005/);
});

test('a home care visit is booked at home at its own price, with no collection charge', async () => {
  const id = await packageId('home-nursing-visit');
  const answer = await bookLab(api, booking({ lab: '', test: '', package: String(id), visit: 'home-care', ...HOME }));
  expect(answer).toMatchObject({ package: id, price: 800, collection: 'home', collection_window: '09-11' });
  const text = await confirmation(answer.reference);
  expect(text).toContain('at your home, 09:00–11:00');
  expect(text).not.toMatch(/Nursing|₹|800/);
});

test('at the lab, a pincode and window sent along are dropped', async () => {
  const answer = await bookLab(api, booking({ collection: 'lab', pincode: '121005', collection_window: '09-11' }));
  expect(answer).toMatchObject({ collection: 'lab', pincode: null, collection_window: null, price: 350 });
});

test('an unknown package is refused', async () => {
  expect(await refused(booking({ lab: '', test: '', package: '999999' }))).toEqual({
    package: 'Please choose a package from the list',
  });
});

test('a test or a package, not both', async () => {
  const id = await packageId('basic-health-check');
  expect(await refused(booking({ package: String(id) }))).toMatchObject({ tests: FIELD_ERROR_TEXTS.testOrPackage });
});

test.each(['home-nursing-visit', 'elderly-care-attendant'])(
  'a lab booking naming the home care visit %s is refused: it is booked from home care',
  async (slug) => {
    const id = await packageId(slug);
    expect(await refused(booking({ lab: '', test: '', package: String(id), ...HOME }))).toEqual({
      package: 'Home care visits are booked from the Home care page',
    });
    // refused() saw no booking and no e-mail left behind.
  },
);

test('a home care visit names a home care package', async () => {
  const id = await packageId('basic-health-check');
  expect(await refused(booking({ lab: '', test: '', package: String(id), visit: 'home-care', ...HOME }))).toEqual({
    package: 'Please choose a package from the list',
  });
});

test('a test of a lab without home collection cannot be taken at home', async () => {
  expect(await refused(booking({ ...(await imagingTest()), ...HOME }))).toEqual({
    collection: 'This test is done at the lab only. Please choose At the lab',
  });
});

test('a home care visit needs the home: at the lab it is refused', async () => {
  const id = await packageId('home-doctor-visit');
  expect(await refused(booking({ lab: '', test: '', package: String(id), visit: 'home-care' }))).toEqual({
    collection: 'This visit is at your home: please give the pincode and a time',
  });
});

test('a hospital package cannot be taken at home', async () => {
  const id = await packageId('executive-health-check');
  expect(await refused(booking({ lab: '', test: '', package: String(id), ...HOME }))).toEqual({
    collection: 'This package is done at the hospital. Please choose At the lab',
  });
});

test('a home visit needs a served pincode and a known window', async () => {
  expect(await refused(booking({ ...HOME, pincode: '110001' }))).toEqual({
    pincode: FIELD_ERROR_TEXTS.pincodeNotServed,
  });
  expect(await refused(booking({ ...HOME, pincode: '1210' }))).toEqual({ pincode: FIELD_ERROR_TEXTS.pincode });
  expect(await refused(booking({ collection: 'home' }))).toEqual({
    pincode: FIELD_ERROR_TEXTS.pincodeRequired,
    collection_window: FIELD_ERROR_TEXTS.windowRequired,
  });
  expect(await refused(booking({ ...HOME, collection_window: '13-15' }))).toEqual({
    collection_window: FIELD_ERROR_TEXTS.windowRequired,
  });
  expect(await refused(booking({ ...HOME, collection: 'garden' }))).toEqual({
    collection: FIELD_ERROR_TEXTS.collection,
  });
});

describe('today, at 10:30 in Faridabad', () => {
  const today = dayFromToday(0);
  const now = new Date(`${today}T05:00:00Z`);

  clockStoppedAt(now);

  test('a window that has started or starts within the hour is refused; a later one is booked', async () => {
    expect(openHomeVisitWindows(today, today, now).map((window) => window.id)).toEqual(['16-18']);
    expect(await refused(booking({ ...HOME, date: today, collection_window: '11-13' }))).toEqual({
      collection_window: FIELD_ERROR_TEXTS.windowPassed,
    });
    const answer = await bookLab(api, booking({ ...HOME, date: today, collection_window: '16-18' }));
    expect(answer).toMatchObject({ date: today, collection_window: '16-18' });
  });
});

test('the look-up of a package booking names the package, no lab, and the home visit', async () => {
  const id = await packageId('post-operative-care-visit');
  const answer = await bookLab(api, booking({ lab: '', test: '', package: String(id), visit: 'home-care', ...HOME }));
  const response = await postJson(api, LOOKUP, { token: await linkTokenOf(api, answer.reference) });
  expect(response.status).toBe(200);
  const { booking: summary } = (await response.json()) as BookingAccess;
  expect(summary).toEqual({
    kind: 'lab',
    reference: answer.reference,
    date: answer.date,
    status: 'booked',
    cancelled_at: null,
    can_cancel: true,
    test_name: 'Post-operative Care Visit',
    lab_name: null,
    test_price: 1000,
    collection: 'home',
    collection_window: '09-11',
  });
});
