/**
 * The desk's role matrix (issue 47): every route of the day list and the bookings × no session,
 * reception, OPD manager and admin. Reception and the OPD manager work the day; only the OPD
 * manager resets a status; an admin (accounts and audit) sees no patient. Checked against the routes
 * the API registered, so a new desk route without a row here fails.
 */
import type { StaffRole } from 'contract';
import { bookingPath, seedBooking } from './desk-helpers';
import { openEvents } from './desk-events-helpers';
import { call, enrolledMember, freshStaffApi } from './staff-helpers';
import type { Member } from './staff-helpers';

const api = freshStaffApi();

type Caller = 'nobody' | StaffRole;
const CALLERS: Caller[] = ['nobody', 'reception', 'opd_manager', 'admin'];
const members: Partial<Record<StaffRole, Member>> = {};

beforeAll(async () => {
  for (const role of ['reception', 'opd_manager', 'admin'] as const) members[role] = await enrolledMember(api, role);
});

/** Each test's own slot of doctor 1's morning, so every success has a booked row to act on. */
let nextSlot = 9 * 60;
async function booked(): Promise<string> {
  const slot = `${String(Math.floor(nextSlot / 60)).padStart(2, '0')}:${String(nextSlot % 60).padStart(2, '0')}`;
  nextSlot += 15;
  return seedBooking(api, { slot });
}

/** An online booking of doctor 1 two days on (no other row's day), each its own slot: joining details are for these only. */
let nextOnline = 9 * 60;
async function bookedOnline(): Promise<string> {
  const slot = `${String(Math.floor(nextOnline / 60)).padStart(2, '0')}:${String(nextOnline % 60).padStart(2, '0')}`;
  nextOnline += 15;
  return seedBooking(api, { slot, mode: 'ON', date: '2026-12-09' });
}

async function arrived(): Promise<string> {
  const reference = await booked();
  await api.app.desk.arrive(reference, 1, { actorId: null, ip: null });
  return reference;
}

interface Row {
  method: 'GET' | 'POST';
  route: string;
  /** Who gets the route's success: the desk (reception and OPD manager) or the OPD manager only. */
  access: 'desk' | 'opdManager';
  request(): Promise<{ path: string; body?: unknown }>;
  /** An event stream that stays open: its answer is read as a browser's EventSource reads it. */
  stream?: true;
}

/** A free slot of doctor 1's next morning, each move its own. */
let nextMorning = 9 * 60;
function nextDaySlot(): string {
  const slot = `${String(Math.floor(nextMorning / 60)).padStart(2, '0')}:${String(nextMorning % 60).padStart(2, '0')}`;
  nextMorning += 15;
  return slot;
}

/** A walk-in for doctor 1's evening online sitting, each test its own slot. */
let nextEvening = 17 * 60;
function walkIn() {
  const slot = `${String(Math.floor(nextEvening / 60)).padStart(2, '0')}:${String(nextEvening % 60).padStart(2, '0')}`;
  nextEvening += 15;
  return {
    doctor: 1,
    date: '2026-12-07',
    mode: 'ON',
    slot_start: slot,
    patient_name: 'Walk In',
    email: 'walk.in@example.com',
    phone: '9810012345',
    address: 'Sector 16, Faridabad',
    consent: true,
    source: 'phone',
  };
}

const ROWS: Row[] = [
  { method: 'GET', route: '/api/staff/day/', access: 'desk', request: async () => ({ path: '/api/staff/day/' }) },
  {
    method: 'GET',
    route: '/api/staff/day/events/',
    access: 'desk',
    request: async () => ({ path: '/api/staff/day/events/' }),
    stream: true,
  },
  {
    method: 'POST',
    route: '/api/staff/bookings/',
    access: 'desk',
    request: async () => ({ path: '/api/staff/bookings/', body: walkIn() }),
  },
  {
    method: 'POST',
    route: '/api/staff/bookings/:reference/arrive/',
    access: 'desk',
    request: async () => ({ path: bookingPath(await booked(), 'arrive'), body: { version: 1 } }),
  },
  {
    method: 'POST',
    route: '/api/staff/bookings/:reference/no-show/',
    access: 'desk',
    request: async () => ({ path: bookingPath(await booked(), 'no-show'), body: { version: 1 } }),
  },
  {
    method: 'POST',
    route: '/api/staff/bookings/:reference/complete/',
    access: 'desk',
    request: async () => ({ path: bookingPath(await arrived(), 'complete'), body: { version: 2 } }),
  },
  {
    method: 'POST',
    route: '/api/staff/bookings/:reference/cancel/',
    access: 'desk',
    request: async () => ({ path: bookingPath(await booked(), 'cancel'), body: { version: 1, reason: 'patient' } }),
  },
  {
    method: 'POST',
    route: '/api/staff/bookings/:reference/reschedule/',
    access: 'desk',
    request: async () => ({
      path: bookingPath(await booked(), 'reschedule'),
      body: { version: 1, date: '2026-12-08', slot_start: nextDaySlot(), reason: 'patient' },
    }),
  },
  {
    method: 'POST',
    route: '/api/staff/bookings/:reference/reset/',
    access: 'opdManager',
    request: async () => ({
      path: bookingPath(await arrived(), 'reset'),
      body: { version: 2, to: 'booked', reason: 'Marked by mistake' },
    }),
  },
  {
    method: 'POST',
    route: '/api/staff/bookings/:reference/join/',
    access: 'desk',
    request: async () => ({ path: bookingPath(await bookedOnline(), 'join'), body: { version: 1, how: 'call' } }),
  },
  {
    method: 'GET',
    route: '/api/staff/bookings/:reference/history/',
    access: 'desk',
    request: async () => ({ path: bookingPath(await booked(), 'history') }),
  },
];

function expected(row: Row, caller: Caller): { status: number; code?: string } {
  if (caller === 'nobody') return { status: 401, code: 'staffSignedOut' };
  if (caller === 'admin') return { status: 403, code: 'staffRoleRefused' };
  if (row.access === 'opdManager' && caller !== 'opd_manager') return { status: 403, code: 'staffRoleRefused' };
  return { status: row.method === 'POST' && row.route === '/api/staff/bookings/' ? 201 : 200 };
}

test('the matrix names every desk route the API has', () => {
  const registered = api.routes
    .filter((route) => /^\/api\/staff\/(?:day|bookings)\//.test(route.url))
    .flatMap((route) =>
      [route.method]
        .flat()
        .filter((method) => method !== 'HEAD')
        .map((method) => `${method} ${route.url}`),
    );
  expect(registered.sort()).toEqual(ROWS.map((row) => `${row.method} ${row.route}`).sort());
});

/** The live feed's answer as `call` gives others': its status, headers and (for a refusal) its body. */
async function streamAnswer(caller: Caller) {
  const stream = await openEvents(api, caller === 'nobody' ? null : (members[caller] ?? null));
  const body = stream.status === 200 ? null : ((await stream.body()) as { code?: string });
  stream.close();
  return { status: stream.status, headers: stream.headers, body };
}

describe.each(ROWS)('$method $route', (row) => {
  test.each(CALLERS)('called by %s', async (caller) => {
    const { path, body } = await row.request();
    const cookie = caller === 'nobody' ? undefined : members[caller]?.cookie;
    const answer = row.stream
      ? await streamAnswer(caller)
      : await call(api, row.method, path, {
          ...(body === undefined ? {} : { body }),
          ...(cookie === undefined ? {} : { cookie }),
        });
    const want = expected(row, caller);
    expect({ status: answer.status, code: answer.body?.code }).toEqual({
      status: want.status,
      code: want.code ?? (answer.status < 300 ? undefined : answer.body?.code),
    });
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });
});

test('a desk write sent as a form, not JSON, is refused before it is read', async () => {
  const reference = await booked();
  const answer = await call(api, 'POST', bookingPath(reference, 'arrive'), {
    cookie: members.reception?.cookie ?? '',
    body: 'version=1',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(answer.status).toBe(415);
});
