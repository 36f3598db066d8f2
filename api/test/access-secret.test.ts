/** The key that hashes codes, grants and link tokens: API_SECRET, or one kept in the database. */
import type { DoctorAppointment } from 'contract';
import { ConfigError, loadConfig } from '../src/config';
import { BookingAccess } from '../src/features/appointments/access';
import { linkTokenOf } from './booking-access';
import { formData, onFreshApi, postForm, validDoctorBooking } from './helpers';
import type { TestApi } from './helpers';

const SECRET = 'a-test-secret-of-forty-characters-000000';

let api: TestApi;
onFreshApi(
  (started) => {
    ({ api } = started);
  },
  { API_SECRET: SECRET },
);

test('API_SECRET must be 32 characters or more, and is optional', () => {
  expect(() => loadConfig({ API_SECRET: 'short' })).toThrow(ConfigError);
  expect(loadConfig({ API_SECRET: SECRET }).apiSecret).toBe(SECRET);
  expect(loadConfig({}).apiSecret).toBeNull();
});

test('when set, it is the key, and none is stored in the database', async () => {
  const response = await postForm(api, '/api/appointment/doctorappointment/', formData(validDoctorBooking()));
  const booking = (await response.json()) as DoctorAppointment;
  const token = await linkTokenOf(api, booking.reference);
  const stored = await api.app.db
    .selectFrom('booking_link_tokens')
    .select('token_hash')
    .where('booking_id', '=', booking.id)
    .where('booking_kind', '=', 'doctor')
    .executeTakeFirstOrThrow();
  expect(stored.token_hash).toBe(new BookingAccess(SECRET).hash('link', token));
  expect(await api.app.db.selectFrom('server_secrets').selectAll().execute()).toEqual([]);
});

test('spent and expired access is swept; live access stays', async () => {
  const db = api.app.db;
  const expired = new Date(Date.now() - 60_000);
  const live = new Date(Date.now() + 60_000);
  await db
    .insertInto('booking_link_tokens')
    .values([
      { token_hash: 'expired', booking_kind: 'doctor', booking_id: 1, expires_at: expired, used_at: null },
      { token_hash: 'used', booking_kind: 'doctor', booking_id: 1, expires_at: live, used_at: new Date() },
      { token_hash: 'live', booking_kind: 'doctor', booking_id: 1, expires_at: live, used_at: null },
    ])
    .execute();
  await db
    .insertInto('booking_access_grants')
    .values([
      { grant_hash: 'expired', booking_kind: 'lab', booking_id: 1, expires_at: expired },
      { grant_hash: 'live', booking_kind: 'lab', booking_id: 1, expires_at: live },
    ])
    .execute();
  await new BookingAccess(SECRET).sweep(db);
  const tokens = await db.selectFrom('booking_link_tokens').select('token_hash').where('booking_id', '=', 1).execute();
  expect(tokens.map((row) => row.token_hash).filter((hash) => hash.length < 10)).toEqual(['live']);
  const grants = await db.selectFrom('booking_access_grants').select('grant_hash').execute();
  // The bookings of this file hold grants of their own (a booking's answer carries one).
  expect(grants.map((row) => row.grant_hash).filter((hash) => hash.length < 10)).toEqual(['live']);
});
