/**
 * Starts the real API on a fresh database for one test file: an embedded one in a temporary data
 * directory, or, when DATABASE_URL is set (npm run test:postgres), a new database on that server.
 */
import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { Client } from 'pg';
import { todayInHospitalZone } from 'contract';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { doctorOpd } from '../src/db/seed/doctor-opd';
import type { SeedDoctorOpd } from '../src/db/seed/doctor-opd';
import { slotsOfDay } from '../src/features/doctors/opd';
import type { AppConfig } from '../src/config';

export const SITE_ORIGIN = 'http://localhost:3000';

export interface TestApi {
  app: FastifyInstance;
  config: AppConfig;
  baseUrl: string;
  /** Every log line the server wrote. */
  logs: string[];
}

export interface TestStore {
  dataDir: string;
  databaseUrl: string | null;
  /** Removes the data directory and, on PostgreSQL, the database. */
  dispose(): Promise<void>;
}

/**
 * PostgreSQL's object_in_use: CREATE DATABASE copies template1 and refuses while another copy runs;
 * DROP DATABASE refuses while a connection to it is still closing.
 */
const OBJECT_IN_USE = '55006';

/** Runs `statement` as the server's administrator, again (up to `attempts` times) while what it needs is in use. */
async function whenNotInUse(
  serverUrl: string,
  statement: (lastAttempt: boolean) => string,
  attempts = 20,
): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    const admin = new Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query(statement(attempt === attempts));
      return;
    } catch (error) {
      const inUse = typeof error === 'object' && error !== null && 'code' in error && error.code === OBJECT_IN_USE;
      if (!inUse || attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    } finally {
      await admin.end();
    }
  }
}

/** A fresh place for the data of one test file. */
export async function createStore(): Promise<TestStore> {
  const dataDir = await mkdtemp(join(tmpdir(), 'hospital-api-test-'));
  const serverUrl = process.env['DATABASE_URL'];
  if (!serverUrl) {
    // A copy of the run's migrated and seeded database (test/support/global-setup.cjs).
    const template = process.env['API_TEST_TEMPLATE_DIR'];
    if (template) await cp(join(template, 'db'), join(dataDir, 'db'), { recursive: true });
    return { dataDir, databaseUrl: null, dispose: () => rm(dataDir, { recursive: true, force: true }) };
  }
  const name = `api_test_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  await whenNotInUse(serverUrl, () => `create database ${name}`);
  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = `/${name}`;
  return {
    dataDir,
    databaseUrl: databaseUrl.toString(),
    dispose: async () => {
      // Forced only at the last of 5 tries (1.5 s): a pool the test file closed may still be closing a
      // connection, and a forced drop ends it with an error nobody listens to (an unhandled error).
      await whenNotInUse(
        serverUrl,
        (lastAttempt) => `drop database if exists ${name}${lastAttempt ? ' with (force)' : ''}`,
        5,
      );
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Most files book many times with one contact from one address: like the rate limits, the caps on
 * what a contact and a network hold are lifted for them and tested in holds.test.ts.
 */
const UNCAPPED_HOLDS = {
  API_HOLDS_UNPROVEN_PER_CONTACT: '100000',
  API_HOLDS_PER_CONTACT: '100000',
  API_HOLDS_PER_CONTACT_DOCTOR_DAY: '100000',
  API_HOLDS_UNPROVEN_PER_NETWORK: '100000',
  API_HOLDS_PER_NETWORK: '100000',
  API_HOLDS_UNPROVEN_DOCTOR_DAY_PERCENT: '100',
};

/** The server's own caps on holds (its defaults), for the files that test them. */
export const DEFAULT_HOLDS: Record<string, string> = Object.fromEntries(
  Object.keys(UNCAPPED_HOLDS).map((name) => [name, '']),
);

/**
 * Sign-ups and sign-ins hash at the lowest cost the API allows (N=2^14, 8 times quicker than the
 * default), as Django's and Rails' test settings do; password-hashing and password-queue run at the default.
 */
const TEST_PASSWORD_COST = { API_PASSWORD_SCRYPT_COST: '14' };

/** No `API_PASSWORD_SCRYPT_COST`: the server's own cost, for the files that test the hashing. */
export const DEFAULT_PASSWORD_COST: Record<string, string> = { API_PASSWORD_SCRYPT_COST: '' };

export async function startApi(store: TestStore, env: Record<string, string> = {}): Promise<TestApi> {
  const config = loadConfig({
    API_DATA_DIR: store.dataDir,
    SITE_ORIGINS: SITE_ORIGIN,
    API_RATE_LIMIT: '10000',
    API_MANAGE_RATE_LIMIT: '10000',
    ...UNCAPPED_HOLDS,
    ...TEST_PASSWORD_COST,
    LOG_LEVEL: 'info',
    ...(store.databaseUrl ? { DATABASE_URL: store.databaseUrl } : {}),
    ...env,
  });
  const logs: string[] = [];
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) => logs.push(...chunk.toString('utf8').split('\n').filter(Boolean)));
  const app = buildApp(config, { logStream });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('The API is not listening on a port');
  return { app, config, baseUrl: `http://127.0.0.1:${address.port}`, logs };
}

/**
 * Gives a test file the API on a fresh store: started before its tests, closed and removed after.
 * `use` receives both once started (assign them to the file's own variables).
 */
export function onFreshApi(
  use: (started: { api: TestApi; store: TestStore }) => void,
  env: Record<string, string> = {},
): void {
  let started: { api: TestApi; store: TestStore } | undefined;
  beforeAll(async () => {
    const store = await createStore();
    started = { store, api: await startApi(store, env) };
    use(started);
  });
  afterAll(async () => {
    await started?.api.app.close();
    await started?.store.dispose();
  });
}

/**
 * The API on a fresh store, as onFreshApi gives it, for a file that needs only the API: one object
 * to hold from the start, filled in before the file's tests.
 */
export function freshApi(env: Record<string, string> = {}): TestApi {
  const api = {} as TestApi;
  onFreshApi((started) => Object.assign(api, started.api), env);
  return api;
}

let contacts = 0;
/**
 * An e-mail address and a phone number of their own, for one booking: no limit per recipient or
 * per contact (the manage look-up's tries, the code e-mails) then meets another test's booking.
 */
export function ownContact(name: string): { email: string; phone: string } {
  contacts += 1;
  return { email: `${name}.${contacts}@example.com`, phone: `9${String(contacts).padStart(9, '0')}` };
}

/** An ISO day `days` after today in the hospital's zone. */
export function dayFromToday(days: number): string {
  const [year, month, day] = todayInHospitalZone().split('-').map(Number);
  const date = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, (day ?? 1) + days));
  return date.toISOString().slice(0, 10);
}

export function formData(
  fields: Record<string, string>,
  files: Record<string, { content: Uint8Array; name: string; type?: string }> = {},
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, file] of Object.entries(files)) {
    form.append(
      name,
      new Blob([new Uint8Array(file.content)], { type: file.type ?? 'application/octet-stream' }),
      file.name,
    );
  }
  return form;
}

export async function postJson(
  api: TestApi,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${api.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

export async function postForm(api: TestApi, path: string, form: FormData): Promise<Response> {
  return fetch(`${api.baseUrl}${path}`, { method: 'POST', body: form });
}

export async function filesIn(directory: string): Promise<string[]> {
  try {
    return await readdir(directory);
  } catch {
    return [];
  }
}

/** Waits until queued e-mails have been handed to the transport. */
export async function outboxSettled(api: TestApi): Promise<void> {
  await api.app.outbox.idle();
}

/** A doctor's seeded sessions as the database holds them (`writeDoctorOpd`), for `slotsOfDay`. */
export const seededSessions = (opd: SeedDoctorOpd | undefined) =>
  (opd?.sessions ?? []).map((session) => ({
    weekday: session.weekday,
    start_time: session.start,
    end_time: session.end,
    room: session.room,
    online: session.room === null,
    slot_minutes: session.slot_minutes,
    effective_from: null,
    effective_until: null,
    counter_quota: null,
  }));

/** The seeded timetable of doctor 1 (Dr. Anita Sharma, Cardiology), which the bookings here use. */
const DOCTOR_1 = doctorOpd['Dr. Anita Sharma'];
const doctor1Sessions = seededSessions(DOCTOR_1);
const doctor1DaysOff = new Set((DOCTOR_1?.exceptions ?? []).map((exception) => exception.day));

/** Doctor 1's slots of `mode` on `day` (none on a day off, none already started). */
export function doctor1Slots(day: string, mode: 'ON' | 'OFF' = 'OFF'): string[] {
  return slotsOfDay(day, doctor1Sessions, doctor1DaysOff, new Date())
    .filter((slot) => slot.online === (mode === 'ON'))
    .map((slot) => slot.start);
}

/** Slots handed out so far in this file (each test file has its own database and its own count). */
const handedOut = new Set<string>();

/**
 * A free slot of doctor 1 in `mode`: on `day` when given (the first not handed out yet, or `09:00`
 * when that day has none, for tests about the day), else the next one from three days ahead.
 * Each booking of a file so holds its own slot.
 */
export function nextDoctorSlot(mode: 'ON' | 'OFF' = 'OFF', day?: string): { date: string; slot_start: string } {
  for (let ahead = 3; ahead < 400; ahead += 1) {
    const date = day ?? dayFromToday(ahead);
    const free = doctor1Slots(date, mode).find((start) => !handedOut.has(`${date} ${start}`));
    if (free) {
      handedOut.add(`${date} ${free}`);
      return { date, slot_start: free };
    }
    if (day) return { date, slot_start: '09:00' };
  }
  throw new Error('doctor 1 has no free slot left in the test horizon');
}

export function validDoctorBooking(overrides: Record<string, string> = {}): Record<string, string> {
  const mode = overrides['mode'] === 'ON' ? 'ON' : 'OFF';
  const slot = overrides['slot_start'] ? {} : nextDoctorSlot(mode, overrides['date']);
  return {
    department: '1',
    doctor: '1',
    date: dayFromToday(3),
    mode: 'OFF',
    ...slot,
    patient_name: 'Ramesh Chand',
    email: 'ramesh.chand@example.com',
    phone: '9810012345',
    address: 'House 214, Sector 15, Faridabad',
    message: 'Follow-up for blood pressure',
    consent: 'true',
    ...overrides,
  };
}

export function validLabBooking(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    lab: '1',
    test: '1',
    date: dayFromToday(2),
    age: '54',
    patient_name: 'Sushila Devi',
    email: 'sushila.devi@example.com',
    phone: '9811122233',
    address: 'Flat 12, NIT 3, Faridabad',
    message: '',
    consent: 'true',
    ...overrides,
  };
}

/** The text of an `.eml` body as a mail client shows it (nodemailer writes quoted-printable). */
export function decodeQuotedPrintable(eml: string): string {
  const joined = eml.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index += 1) {
    const hex = joined.slice(index + 1, index + 3);
    if (joined[index] === '=' && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(joined[index] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}
