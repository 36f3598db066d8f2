/**
 * Several stateless API instances on one PostgreSQL: two instances, each with its own process
 * state and data directory, take concurrent bookings. Every reference is unique, every
 * confirmation e-mail is sent exactly once (the outbox is claimed under row locks), and the POST
 * allowance is one per client across both (counted in the database), not one per instance.
 */
import { mkdtemp, rm, writeFile, mkdir } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import type { DoctorAppointment, LabAppointment } from 'contract';
import { PrescriptionFiles, uploadLock } from '../../src/features/appointments/uploads';
import {
  createStore,
  filesIn,
  formData,
  postForm,
  postJson,
  startApi,
  validDoctorBooking,
  validLabBooking,
} from '../helpers';
import type { TestApi, TestStore } from '../helpers';

const databaseUrl = process.env['DATABASE_URL'];
if (!databaseUrl) throw new Error('test/postgres/ runs against a PostgreSQL server: npm run test:postgres -w api');

let store: TestStore;
const extraDirs: string[] = [];

/** The same database as `store`, with a data directory (uploads, .eml files) of its own. */
async function secondStore(): Promise<TestStore> {
  const dataDir = await mkdtemp(join(tmpdir(), 'hospital-api-instance-'));
  extraDirs.push(dataDir);
  return { dataDir, databaseUrl: store.databaseUrl, dispose: async () => {} };
}

beforeAll(async () => {
  store = await createStore();
});

afterAll(async () => {
  await store.dispose();
  await Promise.all(extraDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('two instances taking bookings at once', () => {
  let first: TestApi;
  let second: TestApi;

  beforeAll(async () => {
    first = await startApi(store);
    second = await startApi(await secondStore());
  });

  afterAll(async () => {
    await first.app.close();
    await second.app.close();
  });

  test('give unique references and send each confirmation exactly once', async () => {
    const count = 40;
    const answers = await Promise.all(
      Array.from({ length: count }, async (_, index) => {
        const instance = index % 2 === 0 ? first : second;
        const phone = `98${String(index).padStart(8, '0')}`;
        // One address each: an address receives at most 3 booking e-mails an hour.
        const email = `patient.${index}@example.com`;
        const response =
          index % 4 < 2
            ? await postForm(
                instance,
                '/api/appointment/doctorappointment/',
                formData(validDoctorBooking({ phone, email })),
              )
            : await postForm(instance, '/api/appointment/labappointment/', formData(validLabBooking({ phone, email })));
        expect(response.status).toBe(201);
        return (await response.json()) as DoctorAppointment | LabAppointment;
      }),
    );
    const references = answers.map((booking) => booking.reference);
    expect(new Set(references).size).toBe(count);

    // Both instances deliver the same outbox, again and again, at the same time.
    for (let round = 0; round < 5; round += 1) {
      first.app.outbox.kick();
      second.app.outbox.kick();
      await Promise.all([first.app.outbox.idle(), second.app.outbox.idle()]);
    }

    const mails = await first.app.db.selectFrom('outbox').select(['id', 'reference', 'attempts', 'sent_at']).execute();
    expect(mails.map((mail) => mail.reference).sort()).toEqual([...references].sort());
    expect(mails.every((mail) => mail.attempts === 1 && mail.sent_at !== null)).toBe(true);

    const written = [...(await emailsIn(first.config.dataDir)), ...(await emailsIn(second.config.dataDir))];
    expect(written.sort()).toEqual(mails.map((mail) => `${mail.reference}-${mail.id}.eml`).sort());
    // Both took part: the claims spread the work rather than one instance doing it all by chance.
    expect((await emailsIn(first.config.dataDir)).length).toBeGreaterThan(0);
    expect((await emailsIn(second.config.dataDir)).length).toBeGreaterThan(0);
  });
});

/** A POST the API refuses (400) and counts against the client's allowance. */
/** The e-mails' files: the outbox folder also holds the bookings' SMS (features/notices), tested apart. */
const emailsIn = async (directory: string) =>
  (await filesIn(join(directory, 'outbox'))).filter((name) => name.endsWith('.eml'));

const postEmptyContact = (api: TestApi) => postJson(api, '/api/contact/', {});

describe('the POST allowance', () => {
  let first: TestApi;
  let second: TestApi;

  beforeAll(async () => {
    const limits = { API_RATE_LIMIT: '6', API_MANAGE_RATE_LIMIT: '3' };
    first = await startApi(await secondStore(), limits);
    second = await startApi(await secondStore(), limits);
    await first.app.db.deleteFrom('rate_limits').execute();
  });

  afterAll(async () => {
    await first.app.close();
    await second.app.close();
  });

  test('is one per client across instances', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 6; index += 1)
      statuses.push((await postEmptyContact(index % 2 === 0 ? first : second)).status);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 400]);
    expect((await postEmptyContact(first)).status).toBe(429);
    expect((await postEmptyContact(second)).status).toBe(429);
  });

  test('and so is the stricter manage-booking allowance', async () => {
    const guess = { reference: 'APT-000001', contact: '9810000099' };
    const withCode = { ...guess, code: '123456' };
    expect((await postJson(first, '/api/appointment/lookup/', guess)).status).toBe(202);
    expect((await postJson(second, '/api/appointment/lookup/', guess)).status).toBe(202);
    expect((await postJson(second, '/api/appointment/cancel/', withCode)).status).toBe(404);
    expect((await postJson(first, '/api/appointment/cancel/', withCode)).status).toBe(429);
  });

  test('is stored without the client’s address', async () => {
    const keys = await first.app.db.selectFrom('rate_limits').select('key').execute();
    expect(keys.length).toBeGreaterThan(0);
    for (const { key } of keys) {
      expect(key).toMatch(/^[0-9a-f]{64}$/);
      expect(key).not.toContain('127.0.0.1');
    }
  });
});

test('settling at start leaves alone a prescription another instance is still booking', async () => {
  const api = await startApi(await secondStore());
  const files = new PrescriptionFiles(join(api.config.dataDir, 'uploads'), api.app.db, api.app.log);
  const name = `${randomUUID()}.pdf`;
  const incoming = join(api.config.dataDir, 'uploads', '.incoming');
  await mkdir(incoming, { recursive: true });
  await writeFile(join(incoming, name), '%PDF-1.4');
  const other = new Client({ connectionString: store.databaseUrl ?? databaseUrl });
  await other.connect();
  try {
    await other.query('begin');
    await other.query('select pg_advisory_xact_lock($1, $2)', uploadLock(name));
    expect(await files.settleIncoming()).toEqual({ moved: 0, deleted: 0 });
    expect(await filesIn(incoming)).toEqual([name]);
    // Its booking never commits (that instance died): the next settling removes the file.
    await other.query('rollback');
    expect(await files.settleIncoming()).toEqual({ moved: 0, deleted: 1 });
    expect(await filesIn(incoming)).toEqual([]);
  } finally {
    await other.end();
    await api.app.close();
  }
});
