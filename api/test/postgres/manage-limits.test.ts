/**
 * Two API instances on one PostgreSQL share everything that proves access to a booking: the
 * look-up limits per reference and per contact, the codes-per-booking limit, and the key that
 * hashes codes, grants and link tokens (kept in the database when API_SECRET is unset), so a
 * patient's next request may land on either instance.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BookingAccess, DoctorAppointment } from 'contract';
import { CANCEL, LOOKUP, codesSince, linkTokenOf, requestCode } from '../booking-access';
import { createStore, formData, postForm, postJson, startApi, validDoctorBooking } from '../helpers';
import type { TestApi, TestStore } from '../helpers';

if (!process.env['DATABASE_URL']) throw new Error('test/postgres/ runs against a PostgreSQL server');

let store: TestStore;
let first: TestApi;
let second: TestApi;
let secondDir: string;

beforeAll(async () => {
  store = await createStore();
  secondDir = await mkdtemp(join(tmpdir(), 'hospital-api-instance-'));
  // Both start at once: the first start of each must agree on one stored key.
  [first, second] = await Promise.all([
    startApi(store),
    startApi({ dataDir: secondDir, databaseUrl: store.databaseUrl, dispose: async () => {} }),
  ]);
});

afterAll(async () => {
  await first.app.close();
  await second.app.close();
  await store.dispose();
  await rm(secondDir, { recursive: true, force: true });
});

let serial = 0;
async function book(): Promise<DoctorAppointment> {
  serial += 1;
  const fields = validDoctorBooking({
    phone: `93${String(serial).padStart(8, '0')}`,
    email: `shared.${serial}@example.com`,
  });
  const response = await postForm(first, '/api/appointment/doctorappointment/', formData(fields));
  expect(response.status).toBe(201);
  return (await response.json()) as DoctorAppointment;
}

const either = (index: number) => (index % 2 === 0 ? first : second);

test('one key for both instances: a code, a link and a grant from one work on the other', async () => {
  expect(await first.app.db.selectFrom('server_secrets').select('name').execute()).toEqual([
    { name: 'booking-access' },
  ]);
  const booking = await book();
  const code = await requestCode(first, booking.reference, booking.phone);
  const found = await postJson(second, LOOKUP, { reference: booking.reference, contact: booking.phone, code });
  expect(found.status).toBe(200);

  const opened = await postJson(second, LOOKUP, { token: await linkTokenOf(first, booking.reference) });
  expect(opened.status).toBe(200);
  const { access } = (await opened.json()) as BookingAccess;
  const cancelled = await postJson(first, CANCEL, { reference: booking.reference, access });
  expect(cancelled.status).toBe(200);
});

test('the per-reference limit counts look-ups on both instances together', async () => {
  const booking = await book();
  for (let index = 0; index < 10; index += 1) {
    const contact = `92${String(index).padStart(8, '0')}`;
    expect((await postJson(either(index), LOOKUP, { reference: booking.reference, contact })).status).toBe(202);
  }
  for (const api of [first, second]) {
    expect((await postJson(api, LOOKUP, { reference: booking.reference, contact: '9100000000' })).status).toBe(429);
  }
});

test('the per-contact limit too', async () => {
  const contact = 'one.person@example.com';
  const references = Array.from({ length: 12 }, (_, index) => `APT-${String(900_000 + index)}`);
  const statuses: number[] = [];
  for (const [index, reference] of references.entries()) {
    statuses.push((await postJson(either(index), LOOKUP, { reference, contact })).status);
  }
  expect(statuses).toEqual([...Array<number>(10).fill(202), 429, 429]);
});

test('and at most 3 codes per booking an hour, whichever instance is asked', async () => {
  const booking = await book();
  for (let index = 0; index < 3; index += 1) {
    expect(await requestCode(either(index), booking.reference, booking.phone)).toMatch(/^\d{6}$/);
  }
  expect(await requestCode(second, booking.reference, booking.phone, { expectMail: false })).toBeNull();
  expect(await codesSince(first, booking.reference)).toHaveLength(3);
});
