/**
 * Several tests in one lab booking (issue 44): one collection, one time window, one charge (the
 * tests' prices together, the home collection charge once), each test stored in the order chosen,
 * the look-up naming them all, the e-mail none; every refusal names `tests` and leaves nothing.
 */
import { HOME_COLLECTION_CHARGE, LIMITS } from 'contract';
import type { BookingAccess, LabAppointment } from 'contract';
import { generateBookingReference } from '../src/features/appointments/reference';
import { findBooking } from '../src/features/appointments/repository';
import { LOOKUP } from './booking-access';
import { formData, freshApi, postForm, postJson, validLabBooking } from './helpers';
import { LAB_BOOKING_PATH as PATH, ownAddressLabBooking, refusedLabBooking } from './lab-bookings';

const api = freshApi();

/** A booking of these tests (no `test`), each its own address so no cap meets a test. */
function booking(overrides: Record<string, string>): Record<string, string> {
  const { test: _single, ...fields } = ownAddressLabBooking('several', overrides);
  return fields;
}

const HOME = { collection: 'home', pincode: '121005', collection_window: '07-09' };

/** Tests of the home-collection lab (Central Pathology Lab, id 1), cheapest first. */
async function labOneTests() {
  return api.app.db
    .selectFrom('lab_tests')
    .select(['id', 'test_name', 'test_price'])
    .where('lab_id', '=', 1)
    .orderBy('id')
    .execute();
}

/** A 400 naming these fields, with no booking and no e-mail left behind. */
const refused = (fields: Record<string, string>) => refusedLabBooking(api, fields);

test('two tests in one home collection: one charge, one window, both stored, the look-up names both, the e-mail neither', async () => {
  const [first, second] = await labOneTests();
  if (!first || !second) throw new Error('the seed has two tests at lab 1');
  const response = await postForm(api, PATH, formData(booking({ tests: `${second.id},${first.id}`, ...HOME })));
  expect(response.status).toBe(201);
  const answer = (await response.json()) as LabAppointment;
  const price = first.test_price + second.test_price + HOME_COLLECTION_CHARGE;
  expect(answer).toMatchObject({
    lab: 1,
    test: second.id,
    tests: [second.id, first.id],
    package: null,
    price,
    collection: 'home',
    collection_window: '07-09',
  });
  const stored = await api.app.db
    .selectFrom('lab_appointment_tests')
    .select(['test_id', 'position'])
    .where('appointment_id', '=', answer.id)
    .orderBy('position')
    .execute();
  expect(stored).toEqual([
    { test_id: second.id, position: 0 },
    { test_id: first.id, position: 1 },
  ]);
  const mail = await api.app.db
    .selectFrom('outbox')
    .select('body_text')
    .where('reference', '=', answer.reference)
    .executeTakeFirstOrThrow();
  const token = /\/manage-booking#token=([\w-]+)/.exec(mail.body_text)?.[1];
  const { booking: summary } = (await (await postJson(api, LOOKUP, { token })).json()) as BookingAccess;
  expect(summary).toMatchObject({
    kind: 'lab',
    test_name: `${second.test_name}, ${first.test_name}`,
    lab_name: 'Central Pathology Lab',
    test_price: price,
    collection: 'home',
  });
  expect(mail.body_text).toContain(answer.reference);
  expect(mail.body_text).not.toContain(first.test_name);
  expect(mail.body_text).not.toContain(second.test_name);
});

test(`up to ${LIMITS.labTestsMax} tests are taken; more, a repeated one or none are refused naming tests`, async () => {
  const ids = (await labOneTests()).map((test) => test.id);
  expect(ids.length).toBeGreaterThanOrEqual(3);
  expect(await refused(booking({ tests: `${ids[0]},${ids[1]},${ids[0]}` }))).toEqual({
    tests: 'Each test can be chosen once',
  });
  expect(await refused(booking({ tests: '' }))).toEqual({ tests: 'Please choose a test' });
  const many = Array.from({ length: LIMITS.labTestsMax + 1 }, (_, index) => index + 1).join(',');
  expect(await refused(booking({ tests: many }))).toEqual({
    tests: `Please choose at most ${LIMITS.labTestsMax} tests`,
  });
  expect(await refused(booking({ tests: `${ids[0]},999999` }))).toEqual({
    tests: 'Please choose a test from the list',
  });
});

test('a test of another lab among them is refused naming it', async () => {
  const [own] = await labOneTests();
  const other = await api.app.db
    .selectFrom('lab_tests')
    .select(['id', 'test_name'])
    .where('lab_id', '!=', 1)
    .executeTakeFirstOrThrow();
  expect(await refused(booking({ tests: `${own?.id},${other.id}` }))).toEqual({
    tests: `${other.test_name} is not offered by Central Pathology Lab`,
  });
});

test('a single-test booking stored before several could be booked still reads with its test', async () => {
  const [test] = await labOneTests();
  if (!test) throw new Error('the seed has a test at lab 1');
  // As an older server wrote it: the test on the row, none listed beside it.
  const reference = generateBookingReference('LAB');
  await api.app.db
    .insertInto('lab_appointments')
    .values({
      reference,
      lab_id: 1,
      test_id: test.id,
      package_id: null,
      price: test.test_price,
      visit_date: validLabBooking()['date'] ?? '',
      age: 60,
      patient_name: 'Kamla Devi',
      email: 'kamla@example.com',
      phone: '9811100000',
      address: 'Sector 16, Faridabad',
      message: '',
      consent_at: new Date(),
    })
    .execute();
  // What the look-up, cancelling and the staff's e-mails read.
  expect(await findBooking(api.app.db, { reference }, false)).toMatchObject({
    reference,
    testName: test.test_name,
    labName: 'Central Pathology Lab',
  });
});
