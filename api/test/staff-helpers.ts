/**
 * The staff tests' API: the real app on a fresh store, with the staff feature's clock in the test's
 * hands (`clock.advance`), the routes it registered, and calls that carry the staff cookie and a
 * client address (`API_TRUST_PROXY` trusts the test's own connection, so `X-Forwarded-For` is the
 * client).
 */
import { PassThrough } from 'node:stream';
import type { RouteOptions } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import type { FieldIssue, StaffEnrolled, StaffEnrolment, StaffMember, StaffRole } from 'contract';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createStore, SITE_ORIGIN } from './helpers';
import type { TestApi, TestStore } from './helpers';

export interface StaffClock {
  now: Date;
  advance(ms: number): void;
}

export interface StaffApi extends TestApi {
  clock: StaffClock;
  routes: RouteOptions[];
  store: TestStore;
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
/** A password long and uncommon enough for a staff account. */
export const PASSWORD = 'Surajkund mela 2026';

export function freshStaffApi(env: Record<string, string> = {}): StaffApi {
  const api = {} as StaffApi;
  beforeAll(async () => {
    const store = await createStore();
    const clock: StaffClock = {
      now: new Date('2026-12-07T04:00:00Z'),
      advance(ms) {
        this.now = new Date(this.now.getTime() + ms);
      },
    };
    const config = loadConfig({
      API_DATA_DIR: store.dataDir,
      SITE_ORIGINS: SITE_ORIGIN,
      API_RATE_LIMIT: '10000',
      API_PASSWORD_SCRYPT_COST: '14',
      API_TRUST_PROXY: '127.0.0.1',
      LOG_LEVEL: 'info',
      ...(store.databaseUrl ? { DATABASE_URL: store.databaseUrl } : {}),
      ...env,
    });
    const logs: string[] = [];
    const logStream = new PassThrough();
    logStream.on('data', (chunk: Buffer) => logs.push(...chunk.toString('utf8').split('\n').filter(Boolean)));
    const app = buildApp(config, { logStream, staffClock: () => clock.now });
    const routes: RouteOptions[] = [];
    app.addHook('onRoute', (route) => {
      routes.push(route);
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (address === null || typeof address === 'string') throw new Error('The API is not listening on a port');
    Object.assign(api, { app, config, baseUrl: `http://127.0.0.1:${address.port}`, logs, clock, routes, store });
  });
  afterAll(async () => {
    await api.app.close();
    await api.store.dispose();
  });
  return api;
}

/** What any answer may say: a refusal's code, its parameters and its fields' codes. */
export interface ProblemFields {
  code?: string;
  message?: string;
  params?: Record<string, string | number>;
  issues?: Record<string, FieldIssue>;
}

/** `T`: what the test expects the answer to be when it succeeds. */
export interface Answer<T = unknown> {
  status: number;
  body: T & ProblemFields;
  headers: Headers;
  /** The `staff_session` cookie's value as set ('' when cleared), or undefined when not set. */
  cookie: string | undefined;
  setCookie: string[];
}

export interface CallOptions {
  body?: unknown;
  cookie?: string;
  /** The client's address (X-Forwarded-For). */
  ip?: string;
  headers?: Record<string, string>;
}

export async function call<T = unknown>(
  api: { baseUrl: string },
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { 'x-forwarded-for': options.ip ?? '10.0.0.1', ...options.headers };
  if (options.body !== undefined) headers['content-type'] ??= 'application/json';
  if (options.cookie !== undefined) headers['cookie'] = `staff_session=${options.cookie}`;
  const response = await fetch(`${api.baseUrl}${path}`, {
    method,
    headers,
    ...(options.body === undefined
      ? {}
      : { body: typeof options.body === 'string' ? options.body : JSON.stringify(options.body) }),
  });
  const text = await response.text();
  const setCookie = response.headers.getSetCookie();
  const staffCookie = setCookie.find((line) => line.startsWith('staff_session='));
  return {
    status: response.status,
    body: (text ? JSON.parse(text) : null) as T & ProblemFields,
    headers: response.headers,
    cookie: staffCookie === undefined ? undefined : (staffCookie.split(';')[0] ?? '').slice('staff_session='.length),
    setCookie,
  };
}

/** The code an authenticator app shows for this secret at this moment. */
export function codeAt(secret: string, at: Date): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: at.getTime() });
}

/** The token in an enrolment link's fragment. */
export const tokenOf = (link: string): string => new URL(link).hash.replace(/^#token=/, '');

let staffCount = 0;
export const newEmail = (name: string) => `${name}.${(staffCount += 1)}@desk.example.in`;

export interface Member {
  id: number;
  email: string;
  role: StaffRole;
  secret: string;
  recoveryCodes: string[];
  cookie: string;
}

/** An account made by the server (as the command does), enrolled through the API: signed in. */
export async function enrolledMember(api: StaffApi, role: StaffRole, ip = '10.0.0.1'): Promise<Member> {
  const email = newEmail(role);
  const created = await api.app.staff.createAccount({ email, name: 'Asha Rani', role }, { actorId: null, ip: null });
  if (!created) throw new Error('not created');
  const token = tokenOf(created.link.enrolment_link);
  const opened = await call<StaffEnrolment>(api, 'POST', '/api/staff/enrolment/', { body: { token }, ip });
  expect(opened.status).toBe(200);
  const secret: string = opened.body.totp.secret;
  const done = await call<StaffEnrolled>(api, 'POST', '/api/staff/enrolment/complete/', {
    body: { token, password: PASSWORD, code: codeAt(secret, api.clock.now) },
    ip,
  });
  expect(done.status).toBe(200);
  // The enrolment's code took this step: the next sign-in needs a later one.
  api.clock.advance(30_000);
  return {
    id: created.staff.id,
    email,
    role,
    secret,
    recoveryCodes: done.body.recovery_codes,
    cookie: done.cookie ?? '',
  };
}

/** A sign-in with the app's code of the clock's moment. */
export function signIn(api: StaffApi, member: Member, options: { ip?: string; code?: string; password?: string } = {}) {
  return call<{ staff: StaffMember }>(api, 'POST', '/api/staff/session/', {
    body: {
      email: member.email,
      password: options.password ?? PASSWORD,
      code: options.code ?? codeAt(member.secret, api.clock.now),
    },
    ip: options.ip ?? '10.0.0.1',
  });
}
