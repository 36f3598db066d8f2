/**
 * Staff accounts on two API instances sharing one PostgreSQL (issue 47): a session made on one is
 * live on the other and ends on both; a TOTP code or recovery code spent on one is spent on both;
 * failed sign-ins are counted once across them; the staff's key is the same on both.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { StaffEnrolled, StaffEnrolment } from 'contract';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { createStore, SITE_ORIGIN } from '../helpers';
import type { TestStore } from '../helpers';
import { call, codeAt, PASSWORD, tokenOf } from '../staff-helpers';

const databaseUrl = process.env['DATABASE_URL'];
if (!databaseUrl) throw new Error('test/postgres/ runs against a PostgreSQL server: npm run test:postgres -w api');

let store: TestStore;
const dirs: string[] = [];
const apps: FastifyInstance[] = [];
const instances: { baseUrl: string }[] = [];
let now = new Date('2026-12-07T04:00:00Z');

async function start(): Promise<{ baseUrl: string }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'hospital-api-staff-'));
  dirs.push(dataDir);
  const config = loadConfig({
    API_DATA_DIR: dataDir,
    DATABASE_URL: store.databaseUrl ?? '',
    SITE_ORIGINS: SITE_ORIGIN,
    API_PASSWORD_SCRYPT_COST: '14',
    API_RATE_LIMIT: '10000',
    API_TRUST_PROXY: '127.0.0.1',
    LOG_LEVEL: 'silent',
  });
  const app = buildApp(config, { staffClock: () => now });
  await app.listen({ port: 0, host: '127.0.0.1' });
  apps.push(app);
  return { baseUrl: `http://127.0.0.1:${(app.server.address() as { port: number }).port}` };
}

beforeAll(async () => {
  store = await createStore();
  instances.push(await start(), await start());
});

afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await store.dispose();
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

const signIn = (on: { baseUrl: string }, code: string, ip = '10.50.0.1', password = PASSWORD) =>
  call(on, 'POST', '/api/staff/session/', { body: { email: 'two@desk.example.in', password, code }, ip });

test('enrolled on one instance, signed in on both, codes spent on both, failures counted once', async () => {
  const [a, b] = instances as [{ baseUrl: string }, { baseUrl: string }];
  const created = await apps[0]?.staff.createAccount(
    { email: 'two@desk.example.in', name: 'Two Desks', role: 'reception' },
    { actorId: null, ip: null },
  );
  const token = tokenOf(created?.link.enrolment_link ?? '');
  // Opened on one, completed on the other: the pending secret is read with the same key.
  const opened = await call<StaffEnrolment>(a, 'POST', '/api/staff/enrolment/', { body: { token } });
  const secret = opened.body.totp.secret;
  const done = await call<StaffEnrolled>(b, 'POST', '/api/staff/enrolment/complete/', {
    body: { token, password: PASSWORD, code: codeAt(secret, now) },
  });
  expect(done.status).toBe(200);
  const cookie = done.cookie ?? '';
  expect((await call(a, 'GET', '/api/staff/session/', { cookie })).status).toBe(200);

  // The enrolment's code is spent on both; the next step's, once.
  expect((await signIn(a, codeAt(secret, now))).status).toBe(401);
  now = new Date(now.getTime() + 30_000);
  expect((await signIn(a, codeAt(secret, now))).status).toBe(200);
  expect((await signIn(b, codeAt(secret, now))).status).toBe(401);
  const recovery = done.body.recovery_codes[0] ?? '';
  expect((await signIn(b, recovery)).status).toBe(200);
  expect((await signIn(a, recovery)).status).toBe(401);

  // Signed out on one, signed out on both.
  expect((await call(b, 'DELETE', '/api/staff/session/', { cookie })).status).toBe(204);
  expect((await call(a, 'GET', '/api/staff/session/', { cookie })).status).toBe(401);

  // Failures from one client on either instance add up.
  for (const on of [a, b, a]) expect((await signIn(on, '000000', '10.51.0.1', 'a wrong password')).status).toBe(401);
  expect((await signIn(b, '000000', '10.51.0.1', 'a wrong password')).status).toBe(429);
});
