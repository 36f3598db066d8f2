/**
 * The staff command for data principals' requests (`npm run privacy -w api -- …`), run in-process
 * on the test's store as it would run on the server's, and the failed sign-in's audit event.
 */
import { writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { main } from '../src/features/privacy/cli';
import type { PersonalData } from '../src/features/privacy/person';
import { createStore, filesIn, postJson, startApi } from './helpers';
import type { TestApi, TestStore } from './helpers';
import {
  ASHA,
  VIKRAM,
  accessCount,
  insertAccess,
  insertAccount,
  insertContactMessage,
  insertDoctorBooking,
  insertHomeVisitBooking,
  insertLabBooking,
  insertMail,
  insertTextMessage,
} from './privacy-fixtures';

let store: TestStore;

interface Run {
  code: number;
  out: string;
  err: string;
  logs: string[];
}

async function privacy(...argv: string[]): Promise<Run> {
  const run: Run = { code: 0, out: '', err: '', logs: [] };
  const env = {
    API_DATA_DIR: store.dataDir,
    LOG_LEVEL: 'info',
    ...(store.databaseUrl ? { DATABASE_URL: store.databaseUrl } : {}),
  };
  run.code = await main(argv, env, {
    out: (text) => (run.out += text),
    err: (text) => (run.err += text),
    log: { write: (line) => run.logs.push(line) },
  });
  return run;
}

async function exported(...argv: string[]): Promise<PersonalData> {
  const run = await privacy('export', ...argv);
  expect(run.code).toBe(0);
  return JSON.parse(run.out) as PersonalData;
}

const fixtures: {
  ashaLab?: { id: number; file: string };
  vikramLab?: { id: number; file: string };
  ashaMail?: { id: number; file: string | null };
  vikramMail?: { id: number; file: string | null };
  ashaText?: { id: number; file: string | null };
  vikramText?: { id: number; file: string | null };
  ashaDoctor?: number;
  ashaOtherAddressDoctor?: number;
  vikramDoctor?: number;
} = {};

beforeAll(async () => {
  store = await createStore();
  const api = await startApi(store);
  const { db } = api.app;
  fixtures.ashaDoctor = await insertDoctorBooking(db, { ...ASHA, email: 'ASHA.Rani@Example.com' });
  // Booked by her son with his address: found only when staff also give her phone number.
  fixtures.ashaOtherAddressDoctor = await insertDoctorBooking(db, { ...ASHA, email: 'son.of.asha@example.com' });
  fixtures.ashaLab = await insertLabBooking(db, store.dataDir, ASHA);
  await insertAccess(db, 'lab', fixtures.ashaLab.id, 10);
  fixtures.ashaMail = await insertMail(db, store.dataDir, ASHA, { sentDaysAgo: 1 });
  fixtures.ashaText = await insertTextMessage(db, store.dataDir, ASHA, fixtures.ashaLab.id, { sentDaysAgo: 1 });
  await insertContactMessage(db, ASHA);
  await insertAccount(db, ASHA, 'asharani');
  fixtures.vikramDoctor = await insertDoctorBooking(db, VIKRAM);
  await insertAccess(db, 'doctor', fixtures.vikramDoctor, 10);
  fixtures.vikramLab = await insertLabBooking(db, store.dataDir, VIKRAM);
  fixtures.vikramMail = await insertMail(db, store.dataDir, VIKRAM, { sentDaysAgo: 1 });
  fixtures.vikramText = await insertTextMessage(db, store.dataDir, VIKRAM, fixtures.vikramLab.id, { sentDaysAgo: 1 });
  await insertContactMessage(db, VIKRAM);
  await insertAccount(db, VIKRAM, 'vikrams');
  // The embedded database has one owner at a time: the command runs with the API stopped.
  await api.app.close();
});

afterAll(async () => {
  await store.dispose();
});

describe('npm run privacy -- export', () => {
  it('prints everything held about the person, in any letter case, and nothing about anyone else', async () => {
    const data = await exported('--email', 'Asha.Rani@example.com');
    expect(data.doctor_appointments.map((row) => row.id)).toEqual([fixtures.ashaDoctor]);
    expect(data.doctor_appointments[0]).toMatchObject({ doctor: expect.any(String), department: expect.any(String) });
    expect(data.lab_appointments.map((row) => row.id)).toEqual([fixtures.ashaLab?.id]);
    expect(data.contact_messages).toHaveLength(1);
    expect(data.accounts).toEqual([expect.objectContaining({ login_id: 'asharani', email: ASHA.email })]);
    expect(data.outbox.map((row) => row.id)).toEqual([fixtures.ashaMail?.id]);
    expect(data.text_messages.map((row) => row.id)).toEqual([fixtures.ashaText?.id]);
    const text = JSON.stringify(data);
    expect(text).not.toContain('password');
    expect(text).not.toContain(VIKRAM.email);
    expect(text).not.toContain(VIKRAM.phone);
  });

  it('with --phone also finds rows made with another e-mail address', async () => {
    const data = await exported('--email', ASHA.email, '--phone', '+91 98123 45670');
    expect(data.doctor_appointments.map((row) => row.id)).toEqual([
      fixtures.ashaDoctor,
      fixtures.ashaOtherAddressDoctor,
    ]);
  });

  it('refuses a missing or malformed e-mail address with its usage, touching nothing', async () => {
    const missing = await privacy('export');
    expect(missing.code).toBe(2);
    expect(missing.err).toContain('export needs --email');
    expect(missing.err).toContain('Usage: npm run privacy -w api --');
    expect((await privacy('erase', '--email', 'not an address')).code).toBe(2);
    const help = await privacy('--help');
    expect(help.code).toBe(0);
    expect(help.out).toContain('On the embedded database only one');
    expect((await privacy('forget', '--email', ASHA.email)).err).toContain('Unknown command: forget');
    expect((await exported('--email', ASHA.email)).accounts).toHaveLength(1);
  });
});

// Only the embedded database has a lock file; on PostgreSQL the command runs beside the live API.
const describeEmbedded = process.env['DATABASE_URL'] ? () => undefined : describe;

const lock = () => join(store.dataDir, 'db.lock');

describeEmbedded('on the embedded database', () => {
  it('refuses while another live process holds it, saying to stop the API', async () => {
    // Jest's parent process: alive for as long as this test runs.
    await writeFile(lock(), JSON.stringify({ pid: process.ppid, host: hostname() }));
    const run = await privacy('erase', '--email', ASHA.email);
    expect(run.code).toBe(1);
    expect(run.err).toContain(`in use by process ${process.ppid}`);
    expect(run.err).toContain('Stop the API');
    await writeFile(lock(), JSON.stringify({ pid: 1, host: 'another-container' }));
    const elsewhere = await privacy('export', '--email', ASHA.email);
    expect(elsewhere.code).toBe(1);
    expect(elsewhere.err).toContain('on another-container');
  });

  it('takes over the lock of a process that has gone', async () => {
    // Far above any pid the kernel hands out (pid_max is at most 2^22).
    await writeFile(lock(), JSON.stringify({ pid: 2 ** 30, host: hostname() }));
    expect((await exported('--email', ASHA.email)).accounts).toHaveLength(1);
    expect(await filesIn(store.dataDir)).not.toContain('db.lock');
  });

  it('refuses a data folder that holds no database instead of creating one', async () => {
    let err = '';
    const code = await main(
      ['export', '--email', ASHA.email],
      { API_DATA_DIR: join(store.dataDir, 'nowhere') },
      {
        out: () => undefined,
        err: (text) => (err += text),
        log: { write: () => undefined },
      },
    );
    expect(code).toBe(1);
    expect(err).toContain('There is no embedded database');
    expect(await filesIn(store.dataDir)).not.toContain('nowhere');
  });
});

// The command shares PostgreSQL with the running API, as every API instance does.
const describePostgres = process.env['DATABASE_URL'] ? describe : () => undefined;

describePostgres('on PostgreSQL', () => {
  it('runs beside the live API', async () => {
    const api = await startApi(store);
    try {
      const someone = { name: 'Meena Kumari', email: 'meena.kumari@example.com', phone: '9811100022' };
      await insertContactMessage(api.app.db, someone);
      const erase = await privacy('erase', '--email', someone.email);
      expect(erase.code).toBe(0);
      expect(JSON.parse(erase.out)).toMatchObject({ contact_messages: 1 });
      expect((await fetch(`${api.baseUrl}/api/health`)).status).toBe(200);
    } finally {
      await api.app.close();
    }
  });
});

describe('npm run privacy -- erase', () => {
  it('erases the person everywhere in one go, keeps the bookings for statistics, and leaves others alone', async () => {
    const erase = await privacy('erase', '--email', ASHA.email, '--phone', ASHA.phone);
    expect(erase.code).toBe(0);
    expect(JSON.parse(erase.out)).toEqual({
      doctor_appointments: 2,
      lab_appointments: 1,
      contact_messages: 1,
      accounts: 1,
      outbox_messages: 1,
      text_messages: 1,
      prescription_files: 1,
      mail_files: 2,
      access_records: 3,
    });
    const event = erase.logs.find((line) => line.includes('"event":"privacy.erase"'));
    expect(event).toBeDefined();
    expect(event).toContain('"lab_appointments":1');
    expect(erase.logs.join('')).not.toContain(ASHA.email);
    expect(erase.logs.join('')).not.toContain(ASHA.phone);

    const uploads = await filesIn(join(store.dataDir, 'uploads'));
    expect(uploads).not.toContain(fixtures.ashaLab?.file);
    expect(uploads).toContain(fixtures.vikramLab?.file);
    const mails = await filesIn(join(store.dataDir, 'outbox'));
    expect(mails).not.toContain(fixtures.ashaMail?.file);
    expect(mails).toContain(fixtures.vikramMail?.file);
    expect(mails).not.toContain(fixtures.ashaText?.file);
    expect(mails).toContain(fixtures.vikramText?.file);
  });

  it("leaves nothing that opens her bookings, and the other person's access as it was", async () => {
    const api = await startApi(store);
    try {
      expect(await accessCount(api.app.db, 'lab', fixtures.ashaLab?.id ?? 0)).toBe(0);
      expect(await accessCount(api.app.db, 'doctor', fixtures.vikramDoctor ?? 0)).toBe(3);
    } finally {
      await api.app.close();
    }
  });

  it('then export returns nothing about her, while the other person is still there whole', async () => {
    const data = await exported('--email', ASHA.email, '--phone', ASHA.phone);
    expect(data).toEqual({
      doctor_appointments: [],
      lab_appointments: [],
      contact_messages: [],
      accounts: [],
      outbox: [],
      text_messages: [],
    });
    const other = await exported('--email', VIKRAM.email);
    expect(other.doctor_appointments).toHaveLength(1);
    expect(other.lab_appointments).toEqual([expect.objectContaining({ prescription_file: fixtures.vikramLab?.file })]);
    expect(other.contact_messages).toHaveLength(1);
    expect(other.accounts).toHaveLength(1);
    expect(other.outbox).toHaveLength(1);
    expect(other.text_messages).toHaveLength(1);
  });

  it('keeps her bookings as anonymous rows, so the counts for statistics do not change', async () => {
    const api = await startApi(store);
    try {
      const rows = await api.app.db
        .selectFrom('doctor_appointments')
        .select(['id', 'patient_name', 'email', 'phone', 'address', 'message', 'anonymised_at'])
        .where('id', 'in', [fixtures.ashaDoctor ?? 0, fixtures.ashaOtherAddressDoctor ?? 0])
        .execute();
      expect(rows).toHaveLength(2);
      for (const row of rows) {
        expect(row).toMatchObject({ patient_name: '', email: '', phone: '', address: '', message: '' });
        expect(row.anonymised_at).toBeInstanceOf(Date);
      }
    } finally {
      await api.app.close();
    }
  });
});

describe('a lab booking of several tests', () => {
  const MEERA = { name: 'Meera Bai', email: 'meera.bai@example.com', phone: '9811100044' };
  let booking = 0;
  let names: string[] = [];
  beforeAll(async () => {
    const api = await startApi(store);
    try {
      const { db } = api.app;
      booking = (await insertLabBooking(db, store.dataDir, MEERA)).id;
      const tests = await db
        .selectFrom('lab_tests')
        .select(['id', 'test_name'])
        .where('lab_id', '=', 1)
        .orderBy('id')
        .limit(2)
        .execute();
      // Chosen in the other order than their ids, as the booking form may list them.
      const chosen = tests.toReversed();
      await db
        .insertInto('lab_appointment_tests')
        .values(chosen.map((test, position) => ({ appointment_id: booking, test_id: test.id, position })))
        .execute();
      names = chosen.map((test) => test.test_name);
    } finally {
      await api.app.close();
    }
  });

  it('is exported with every test, in the order chosen', async () => {
    const data = await exported('--email', MEERA.email);
    expect(names).toHaveLength(2);
    expect(data.lab_appointments).toEqual([expect.objectContaining({ id: booking, test: names.join(', ') })]);
  });
});

describe('a home visit booked as a package', () => {
  const KAMLA = { name: 'Kamla Devi', email: 'kamla.devi@example.com', phone: '9811100033' };
  let visit = 0;
  beforeAll(async () => {
    const api = await startApi(store);
    try {
      visit = await insertHomeVisitBooking(api.app.db, KAMLA);
    } finally {
      await api.app.close();
    }
  });

  it('is exported with its package, place, pincode and window', async () => {
    const data = await exported('--email', KAMLA.email);
    expect(data.lab_appointments).toEqual([
      expect.objectContaining({
        id: visit,
        lab: null,
        test: null,
        package: 'Nursing Visit at Home',
        price: 800,
        collection: 'home',
        collection_pincode: '121005',
        collection_window: '07-09',
      }),
    ]);
  });

  it('is erased with its pincode blanked, still a home visit in its window for statistics', async () => {
    expect((await privacy('erase', '--email', KAMLA.email)).code).toBe(0);
    const api = await startApi(store);
    try {
      const row = await api.app.db
        .selectFrom('lab_appointments')
        .select(['patient_name', 'address', 'package_id', 'collection', 'collection_pincode', 'collection_window'])
        .where('id', '=', visit)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        patient_name: '',
        address: '',
        package_id: expect.any(Number),
        collection: 'home',
        collection_pincode: '',
        collection_window: '07-09',
      });
    } finally {
      await api.app.close();
    }
  });
});

describe('a failed sign-in', () => {
  let api: TestApi;
  afterAll(async () => {
    await api.app.close();
  });

  it('writes the audit event account.login_failed with the client network, never the login ID', async () => {
    api = await startApi(store);
    const refused = await postJson(api, '/api/login/', { login_id: 'vikrams', password: 'Wrong#Password1' });
    expect(refused.status).toBe(401);
    const events = api.logs.filter((line) => line.includes('"event":"account.login_failed"'));
    expect(events).toHaveLength(1);
    expect(events[0]).toContain('"client":"127.0.0.0/24"');
    expect(api.logs.join('\n')).not.toContain('vikrams');
    expect(api.logs.join('\n')).not.toContain(VIKRAM.email);
  });
});
