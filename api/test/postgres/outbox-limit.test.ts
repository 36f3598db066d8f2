/**
 * The limit of 3 booking e-mails per address per hour is counted in the database, so two API
 * instances taking bookings for one address at the same moment still send 3 between them, and each
 * suppressed e-mail is logged once, by one of them.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BOOKING_MAILS_PER_HOUR } from '../../src/mail/outbox';
import { createStore, filesIn, formData, postForm, startApi, validDoctorBooking, validLabBooking } from '../helpers';
import type { TestApi, TestStore } from '../helpers';

const databaseUrl = process.env['DATABASE_URL'];
if (!databaseUrl) throw new Error('test/postgres/ runs against a PostgreSQL server: npm run test:postgres -w api');

let store: TestStore;
let secondDataDir: string;
let first: TestApi;
let second: TestApi;

beforeAll(async () => {
  store = await createStore();
  secondDataDir = await mkdtemp(join(tmpdir(), 'hospital-api-instance-'));
  first = await startApi(store);
  second = await startApi({ dataDir: secondDataDir, databaseUrl: store.databaseUrl, dispose: async () => {} });
});

afterAll(async () => {
  await first.app.close();
  await second.app.close();
  await store.dispose();
  await rm(secondDataDir, { recursive: true, force: true });
});

test('two instances booking for one address at once send 3 e-mails between them', async () => {
  const email = 'one.inbox@example.com';
  const count = 10;
  const statuses = await Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const instance = index % 2 === 0 ? first : second;
      const response =
        index % 3 === 0
          ? await postForm(instance, '/api/appointment/labappointment/', formData(validLabBooking({ email })))
          : await postForm(instance, '/api/appointment/doctorappointment/', formData(validDoctorBooking({ email })));
      return response.status;
    }),
  );
  expect(statuses).toEqual(Array(count).fill(201));

  for (let round = 0; round < 3; round += 1) {
    first.app.outbox.kick();
    second.app.outbox.kick();
    await Promise.all([first.app.outbox.idle(), second.app.outbox.idle()]);
  }

  const mails = await first.app.db.selectFrom('outbox').select(['id', 'status']).orderBy('id').execute();
  expect(mails.filter((mail) => mail.status === 'sent')).toHaveLength(BOOKING_MAILS_PER_HOUR);
  const suppressed = mails.filter((mail) => mail.status === 'suppressed').map((mail) => mail.id);
  expect(suppressed).toHaveLength(count - BOOKING_MAILS_PER_HOUR);

  // The e-mails' files: each booking's SMS (features/notices) lands in the same folder.
  const written = [
    ...(await filesIn(join(first.config.dataDir, 'outbox'))),
    ...(await filesIn(join(secondDataDir, 'outbox'))),
  ].filter((name) => name.endsWith('.eml'));
  expect(written).toHaveLength(BOOKING_MAILS_PER_HOUR);

  const logged = [...first.logs, ...second.logs]
    .map((line) => JSON.parse(line) as { msg: string; outboxId?: number })
    .filter((line) => line.msg.startsWith('booking e-mail suppressed'))
    .map((line) => line.outboxId)
    .sort((a = 0, b = 0) => a - b);
  expect(logged).toEqual(suppressed);
});
