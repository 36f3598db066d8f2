/**
 * The role matrix (issue 47): every staff route × no session, reception, OPD manager and admin,
 * each answered by the one guard on the server from the session. The matrix is checked against the
 * routes the API registered, so a new staff route without a row here fails.
 */
import type { StaffEnrolment, StaffHospitalFacts, StaffRole, StaffSessionInfo } from 'contract';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createStore } from './helpers';
import { call, codeAt, enrolledMember, freshStaffApi, newEmail, signIn, tokenOf } from './staff-helpers';
import type { Member } from './staff-helpers';

const api = freshStaffApi();

type Caller = 'nobody' | StaffRole;
const CALLERS: Caller[] = ['nobody', 'reception', 'opd_manager', 'admin'];
const members: Partial<Record<StaffRole, Member>> = {};

beforeAll(async () => {
  for (const role of ['reception', 'opd_manager', 'admin'] as const) members[role] = await enrolledMember(api, role);
});

interface Row {
  method: string;
  /** The path as registered. */
  route: string;
  /** Who gets the route's success: everyone (public), any signed-in role, or the admin only. */
  access: 'public' | 'anyRole' | 'admin';
  success: number;
  /** The code a success says, for a route whose answer tells what was done (`factsSaved`). */
  successCode?: string;
  /** The request for this caller: its path and body, made fresh (a success changes things). */
  request(caller: Caller): Promise<{ path: string; body?: unknown }>;
}

async function newAccount(role: StaffRole = 'reception') {
  const created = await api.app.staff.createAccount(
    { email: newEmail('target'), name: 'Target Member', role },
    { actorId: null, ip: null },
  );
  if (!created) throw new Error('not created');
  return created;
}

async function openedEnrolment() {
  const token = tokenOf((await newAccount()).link.enrolment_link);
  const opened = await call<StaffEnrolment>(api, 'POST', '/api/staff/enrolment/', { body: { token } });
  return { token, secret: opened.body.totp.secret };
}

/** The facts as the admin's editor reads them, to save unchanged (with the version read). */
async function hospitalFactsAsRead(): Promise<Record<string, unknown>> {
  const { body } = await call<StaffHospitalFacts>(api, 'GET', '/api/staff/hospital-facts/', {
    cookie: (members.admin as Member).cookie,
  });
  const { updated_at: _at, updated_by: _by, ...facts } = body;
  return facts;
}

const ROWS: Row[] = [
  {
    method: 'POST',
    route: '/api/staff/enrolment/',
    access: 'public',
    success: 200,
    request: async () => ({
      path: '/api/staff/enrolment/',
      body: { token: tokenOf((await newAccount()).link.enrolment_link) },
    }),
  },
  {
    method: 'POST',
    route: '/api/staff/enrolment/complete/',
    access: 'public',
    success: 200,
    request: async () => {
      const { token, secret } = await openedEnrolment();
      const code = codeAt(secret, api.clock.now);
      return { path: '/api/staff/enrolment/complete/', body: { token, password: 'Surajkund mela 2026', code } };
    },
  },
  {
    method: 'POST',
    route: '/api/staff/session/',
    access: 'public',
    success: 200,
    request: async () => {
      const member = await enrolledMember(api, 'reception');
      return {
        path: '/api/staff/session/',
        body: { email: member.email, password: 'Surajkund mela 2026', code: member.recoveryCodes[0] },
      };
    },
  },
  {
    method: 'DELETE',
    route: '/api/staff/session/',
    access: 'public',
    success: 204,
    request: async () => ({ path: '/api/staff/session/' }),
  },
  {
    method: 'GET',
    route: '/api/staff/session/',
    access: 'anyRole',
    success: 200,
    request: async () => ({ path: '/api/staff/session/' }),
  },
  {
    method: 'GET',
    route: '/api/staff/sessions/',
    access: 'anyRole',
    success: 200,
    request: async () => ({ path: '/api/staff/sessions/' }),
  },
  {
    method: 'DELETE',
    route: '/api/staff/sessions/:id/',
    access: 'anyRole',
    success: 204,
    request: async (caller) => {
      if (caller === 'nobody') return { path: '/api/staff/sessions/1/' };
      const member = members[caller] as Member;
      // Another session of the caller's own, to end.
      expect((await signIn(api, member, { code: member.recoveryCodes.pop() })).status).toBe(200);
      const list = await call<StaffSessionInfo[]>(api, 'GET', '/api/staff/sessions/', { cookie: member.cookie });
      const other = list.body.find((session) => !session.current);
      return { path: `/api/staff/sessions/${other?.id ?? 0}/` };
    },
  },
  {
    method: 'GET',
    route: '/api/staff/accounts/',
    access: 'admin',
    success: 200,
    request: async () => ({ path: '/api/staff/accounts/' }),
  },
  {
    method: 'POST',
    route: '/api/staff/accounts/',
    access: 'admin',
    success: 201,
    request: async () => ({
      path: '/api/staff/accounts/',
      body: { email: newEmail('new'), name: 'Neha Sharma', role: 'reception' },
    }),
  },
  {
    method: 'POST',
    route: '/api/staff/accounts/:id/disable/',
    access: 'admin',
    success: 200,
    request: async () => ({ path: `/api/staff/accounts/${(await newAccount()).staff.id}/disable/`, body: {} }),
  },
  {
    method: 'POST',
    route: '/api/staff/accounts/:id/reset-factor/',
    access: 'admin',
    success: 200,
    request: async () => ({ path: `/api/staff/accounts/${(await newAccount()).staff.id}/reset-factor/`, body: {} }),
  },
  {
    method: 'GET',
    route: '/api/staff/audit/',
    access: 'admin',
    success: 200,
    request: async () => ({ path: '/api/staff/audit/' }),
  },
  {
    method: 'GET',
    route: '/api/staff/vitals/',
    access: 'admin',
    success: 200,
    request: async () => ({ path: '/api/staff/vitals/' }),
  },
  {
    method: 'GET',
    route: '/api/staff/hmis-keys/',
    access: 'admin',
    success: 200,
    request: async () => ({ path: '/api/staff/hmis-keys/' }),
  },
  {
    method: 'POST',
    route: '/api/staff/hmis-keys/',
    access: 'admin',
    success: 201,
    request: async (caller) => ({ path: '/api/staff/hmis-keys/', body: { name: `Roles ${caller}` } }),
  },
  {
    method: 'POST',
    route: '/api/staff/hmis-keys/:id/revoke/',
    access: 'admin',
    success: 200,
    request: async (caller) => {
      const { id } = await api.app.db
        .insertInto('hmis_keys')
        .values({ name: `Revoked by ${caller}`, key_hash: `roles-${caller}` })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { path: `/api/staff/hmis-keys/${id}/revoke/`, body: {} };
    },
  },
  {
    method: 'GET',
    route: '/api/staff/hospital-facts/',
    access: 'admin',
    success: 200,
    request: async () => ({ path: '/api/staff/hospital-facts/' }),
  },
  {
    method: 'POST',
    route: '/api/staff/hospital-facts/',
    access: 'admin',
    success: 200,
    successCode: 'factsSaved',
    request: async () => ({ path: '/api/staff/hospital-facts/', body: await hospitalFactsAsRead() }),
  },
];

function expected(row: Row, caller: Caller): { status: number; code?: string } {
  if (row.access === 'public') return { status: row.success };
  if (caller === 'nobody') return { status: 401, code: 'staffSignedOut' };
  if (row.access === 'admin' && caller !== 'admin') return { status: 403, code: 'staffRoleRefused' };
  return { status: row.success };
}

const DESK_ROUTE = /^\/api\/staff\/(?:day|bookings|messages|undelivered|doctors|prices|timetables|leave|labs)\//;

test('the matrix names every staff route the API has', () => {
  const registered = api.routes
    // The desk's day and bookings have their own matrix (desk-roles.test.ts), the inbox and undelivered e-mails theirs
    // (staff-inbox.test.ts).
    .filter((route) => route.url.startsWith('/api/staff/') && !DESK_ROUTE.test(route.url))
    .flatMap((route) =>
      [route.method]
        .flat()
        .filter((method) => method !== 'HEAD')
        .map((method) => `${method} ${route.url}`),
    );
  expect(registered.sort()).toEqual(ROWS.map((row) => `${row.method} ${row.route}`).sort());
});

/**
 * The desk's and the OPD manager's routes (their own tests walk their successes): every one of them
 * the API registered, each method, refused by role before its body is read (the guard runs first),
 * so a route given the wrong role list fails here. Reset (of a day-list row or a run-sheet mark) is the OPD manager's alone.
 */
const ROLE_OF_PREFIX: [RegExp, readonly StaffRole[]][] = [
  [/^\/api\/staff\/(?:labs|bookings)\/:reference\/reset\/$/, ['opd_manager']],
  [/^\/api\/staff\/(?:doctors|prices|timetables|leave)\//, ['opd_manager']],
  [/^\/api\/staff\/(?:day|bookings|messages|labs)\//, ['reception', 'opd_manager']],
  [/^\/api\/staff\/undelivered\//, ['admin']],
];
const allowedFor = (url: string) => ROLE_OF_PREFIX.find(([pattern]) => pattern.test(url))?.[1];
const concrete = (url: string) => url.replace(/:reference/g, 'APT-AAAAAA-AAAAA').replace(/:\w+/g, '1');

test('every desk and catalogue route refuses the roles it is not for, and anyone signed out', async () => {
  const routes = api.routes
    .filter((route) => DESK_ROUTE.test(route.url))
    .flatMap((route) =>
      [route.method]
        .flat()
        .filter((method) => method !== 'HEAD')
        .map((method) => ({ method, url: route.url })),
    );
  expect(routes.length).toBeGreaterThan(30);
  const seen: string[] = [];
  for (const { method, url } of routes) {
    const allowed = allowedFor(url);
    expect([url, allowed === undefined]).toEqual([url, false]);
    for (const caller of CALLERS) {
      // The day's event stream stays open when allowed: only its refusals are asked here.
      if (url === '/api/staff/day/events/' && caller !== 'nobody' && allowed?.includes(caller)) continue;
      const cookie = caller === 'nobody' ? undefined : members[caller]?.cookie;
      const answer = await call(api, method, concrete(url), {
        ...(method === 'GET' || method === 'DELETE' ? {} : { body: {} }),
        ...(cookie === undefined ? {} : { cookie }),
      });
      const promised = caller === 'nobody' ? 401 : allowed?.includes(caller) ? 'let through' : 403;
      const outcome = answer.status === 401 || answer.status === 403 ? answer.status : 'let through';
      expect([method, url, caller, outcome]).toEqual([method, url, caller, promised]);
    }
    seen.push(`${method} ${url}`);
  }
  expect(seen).toEqual(expect.arrayContaining(['POST /api/staff/leave/', 'POST /api/staff/labs/:reference/reset/']));
});

describe.each(ROWS)('$method $route', (row) => {
  test.each(CALLERS)('called by %s', async (caller) => {
    const { path, body } = await row.request(caller);
    const cookie = caller === 'nobody' ? undefined : members[caller]?.cookie;
    const answer = await call(api, row.method, path, {
      ...(body === undefined ? {} : { body }),
      ...(cookie === undefined ? {} : { cookie }),
    });
    const want = expected(row, caller);
    expect({ status: answer.status, code: answer.body?.code }).toEqual({
      status: want.status,
      code: want.code ?? (answer.status < 300 ? row.successCode : answer.body?.code),
    });
    expect(answer.headers.get('cache-control')).toBe('no-store');
    // A public route answers the caller's sign-out as it does anyone's: the member stays signed in elsewhere.
    if (row.method === 'DELETE' && row.route === '/api/staff/session/' && caller !== 'nobody') {
      members[caller] = await enrolledMember(api, caller);
    }
  });
});

test('a cookie that is no session is signed out, and a forged role in a body changes nothing', async () => {
  const forged = await call(api, 'GET', '/api/staff/accounts/', { cookie: 'A'.repeat(43) });
  expect(forged.status).toBe(401);
  const reception = members.reception as Member;
  const escalate = await call(api, 'POST', '/api/staff/accounts/', {
    cookie: reception.cookie,
    body: { email: newEmail('x'), name: 'Self Made', role: 'admin' },
  });
  expect(escalate.status).toBe(403);
});

test('a staff route without an access rule stops the API at start', async () => {
  const store = await createStore();
  const app = buildApp(
    loadConfig({
      API_DATA_DIR: store.dataDir,
      LOG_LEVEL: 'silent',
      ...(store.databaseUrl ? { DATABASE_URL: store.databaseUrl } : {}),
    }),
  );
  app.register(async (feature) => {
    feature.get('/api/staff/forgotten/', { schema: { response: { 200: { type: 'null' } } } }, async () => null);
  });
  try {
    await expect(app.ready()).rejects.toThrow('GET /api/staff/forgotten/ is a staff route without config.staff');
  } finally {
    await app.close();
    await store.dispose();
  }
});
