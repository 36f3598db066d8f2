/**
 * The live day list across API instances (issue 47): a stream opened on instance B hears a web
 * booking and a desk's change made on instance A, both on one PostgreSQL database, through
 * LISTEN/NOTIFY; closing B ends its streams instead of holding the close.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DoctorAppointmentCreated } from 'contract';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { act, DESK_DAY, seedBooking } from '../desk-helpers';
import { openEvents } from '../desk-events-helpers';
import { formData, postForm, SITE_ORIGIN, validDoctorBooking } from '../helpers';
import { enrolledMember, freshStaffApi } from '../staff-helpers';
import type { StaffApi } from '../staff-helpers';

if (!process.env['DATABASE_URL']) throw new Error('test/postgres/ runs against a PostgreSQL server');

const first = freshStaffApi();
let second: StaffApi;
let otherDir: string;

beforeAll(async () => {
  otherDir = await mkdtemp(join(tmpdir(), 'hospital-api-instance-'));
  const config = loadConfig({
    API_DATA_DIR: otherDir,
    SITE_ORIGINS: SITE_ORIGIN,
    API_RATE_LIMIT: '10000',
    API_PASSWORD_SCRYPT_COST: '14',
    API_TRUST_PROXY: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATABASE_URL: first.store.databaseUrl ?? '',
  });
  const app = buildApp(config, { staffClock: () => first.clock.now });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('The API is not listening on a port');
  second = { ...first, app, config, baseUrl: `http://127.0.0.1:${address.port}` };
});

afterAll(async () => {
  await rm(otherDir, { recursive: true, force: true });
});

test('a web booking and a desk change on one instance reach a stream on the other', async () => {
  const desk = await enrolledMember(first, 'reception');
  const stream = await openEvents(second, desk);
  expect(stream.status).toBe(200);

  const response = await postForm(first, '/api/appointment/doctorappointment/', formData(validDoctorBooking()));
  expect(response.status).toBe(201);
  const booked = (await response.json()) as DoctorAppointmentCreated;
  expect(JSON.parse((await stream.next('booking')).data)).toEqual({
    date: booked.date,
    doctor: 1,
    reference: booked.reference,
  });

  const reference = await seedBooking(first, { slot: '11:00' });
  expect((await act(first, desk, reference, 'arrive', { version: 1 })).status).toBe(200);
  expect(JSON.parse((await stream.next('booking')).data)).toEqual({ date: DESK_DAY, doctor: 1, reference });

  // An open stream does not hold the instance's close: the server ends it first.
  await second.app.close();
  await stream.ended;
});
