/**
 * The phlebotomist's run sheet (issue 47's Labs) on the staff clock (Monday 7 December 2026, 09:30
 * in Kolkata): lab visits by lab and home collections by pincode and window, the phone's last four
 * digits only and the address only where someone must go, the marks with their rules and stale
 * versions, views coalesced per member in ten minutes, the history naming the member, each change
 * announced on the desk's live stream, and the role matrix of every `/api/staff/labs/` route.
 */
import type { LabHistoryEntry, LabRunRow, LabRunSheet, StaffRole } from 'contract';
import { generateBookingReference } from '../src/features/appointments/reference';
import { DESK_DAY } from './desk-helpers';
import { CANCEL, openedWithCode } from './booking-access';
import { openEvents } from './desk-events-helpers';
import { dayFromToday, postJson, SITE_ORIGIN } from './helpers';
import { bookLab, ownAddressLabBooking } from './lab-bookings';
import { call, enrolledMember, freshStaffApi, MINUTE } from './staff-helpers';
import type { Member } from './staff-helpers';

const api = freshStaffApi();

let reception: Member;
let manager: Member;
let admin: Member;
let homeLab: { id: number; lab_name: string };
let homeTests: { id: number; test_name: string }[];

beforeAll(async () => {
  reception = await enrolledMember(api, 'reception', '10.20.30.40');
  manager = await enrolledMember(api, 'opd_manager');
  admin = await enrolledMember(api, 'admin');
  homeLab = await api.app.db
    .selectFrom('labs')
    .select(['id', 'lab_name'])
    .where('home_collection', '=', true)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  homeTests = await api.app.db
    .selectFrom('lab_tests')
    .select(['id', 'test_name'])
    .where('lab_id', '=', homeLab.id)
    .orderBy('id')
    .limit(2)
    .execute();
});

interface LabSeed {
  date?: string;
  home?: { pincode: string; window: string };
  name?: string;
  phone?: string;
  address?: string;
}

let seeded = 0;

/** Stores a lab booking of the home-collection lab's first two tests as the site does; answers its reference. */
async function seedLab(seed: LabSeed = {}): Promise<string> {
  seeded += 1;
  const reference = generateBookingReference('LAB');
  const { id } = await api.app.db
    .insertInto('lab_appointments')
    .values({
      reference,
      lab_id: homeLab.id,
      test_id: homeTests[0]?.id ?? null,
      package_id: null,
      price: 850,
      collection: seed.home ? 'home' : 'lab',
      collection_pincode: seed.home?.pincode ?? null,
      collection_window: seed.home?.window ?? null,
      visit_date: seed.date ?? DESK_DAY,
      age: 40 + seeded,
      patient_name: seed.name ?? `Patient ${seeded}`,
      email: `lab.${seeded}@example.com`,
      phone: seed.phone ?? `98110${String(10000 + seeded).slice(-5)}`,
      address: seed.address ?? `House ${seeded}, Sector 15, Faridabad`,
      message: '',
      consent_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await api.app.db
    .insertInto('lab_appointment_tests')
    .values(homeTests.map((test, position) => ({ appointment_id: id, test_id: test.id, position })))
    .execute();
  return reference;
}

const sheetOf = (member: Member, date = DESK_DAY) =>
  call<LabRunSheet>(api, 'GET', `/api/staff/labs/day/?date=${date}`, { cookie: member.cookie });

const mark = (member: Member, reference: string, action: string, body: unknown) =>
  call<LabRunRow & { booking?: LabRunRow; status?: string }>(api, 'POST', `/api/staff/labs/${reference}/${action}/`, {
    cookie: member.cookie,
    body,
  });

const historyOf = (member: Member, reference: string) =>
  call<LabHistoryEntry[]>(api, 'GET', `/api/staff/labs/${reference}/history/`, { cookie: member.cookie });

const views = (entries: readonly LabHistoryEntry[]) => entries.filter((entry) => entry.action === 'view').length;

test('the sheet lists lab visits by lab and home collections by pincode then window, with the address only for a visit', async () => {
  const date = '2026-12-09';
  const late = await seedLab({ date, home: { pincode: '121002', window: '09-11' }, name: 'Late Window' });
  const early = await seedLab({ date, home: { pincode: '121002', window: '07-09' }, name: 'Early Window' });
  const other = await seedLab({ date, home: { pincode: '121001', window: '09-11' }, name: 'Other Pincode' });
  const second = await seedLab({ date, home: { pincode: '121002', window: '07-09' }, name: 'Second Early' });
  const first = await seedLab({ date, name: 'Sunita Yadav', phone: '9876543210', address: 'Flat 9, Sector 21' });
  await seedLab({ date: '2026-12-10', name: 'Another Day' });

  const sheet = await sheetOf(reception, date);
  expect(sheet.status).toBe(200);
  expect(sheet.headers.get('cache-control')).toBe('no-store');
  expect(sheet.body.lab_visits).toEqual([
    { lab: { id: homeLab.id, name: homeLab.lab_name }, bookings: [expect.anything()] },
  ]);
  expect(sheet.body.lab_visits[0]?.bookings[0]).toEqual({
    reference: first,
    date,
    collection: 'lab',
    lab: { id: homeLab.id, name: homeLab.lab_name },
    tests: homeTests.map((test) => test.test_name),
    package: null,
    price: 850,
    patient_name: 'Sunita Yadav',
    age: expect.any(Number),
    phone_last4: '3210',
    pincode: null,
    window: null,
    address: null,
    status: 'booked',
    collected_at: null,
    version: 1,
  });
  expect(
    sheet.body.home_collections.map((group) => [group.pincode, group.window, group.bookings.map((b) => b.reference)]),
  ).toEqual([
    ['121001', '09-11', [other]],
    ['121002', '07-09', [early, second]],
    ['121002', '09-11', [late]],
  ]);
  expect(sheet.body.home_collections[1]?.bookings[0]?.address).toMatch(/Sector 15, Faridabad$/);
  const text = JSON.stringify(sheet.body);
  expect(text).not.toContain('9876543210');
  expect(text).not.toContain('Flat 9');
  expect(text).not.toContain('@example.com');
  expect(text).not.toContain('Another Day');
});

test('collected and not reached are marked with the version read, and a stale version gets the row as it is now', async () => {
  const reference = await seedLab({ home: { pincode: '121003', window: '07-09' } });
  const missed = await mark(reception, reference, 'not-reached', { version: 1 });
  expect(missed.status).toBe(200);
  expect(missed.body).toMatchObject({ status: 'not_reached', version: 2, collected_at: null });

  // Another desk still holding version 1.
  const stale = await mark(manager, reference, 'collected', { version: 1 });
  expect(stale.status).toBe(409);
  expect(stale.body.code).toBe('deskBookingStale');
  expect(stale.body.booking).toMatchObject({ reference, status: 'not_reached', version: 2 });

  // The phlebotomist went back later the same morning.
  const collected = await mark(manager, reference, 'collected', { version: 2 });
  expect(collected.body).toMatchObject({ status: 'collected', version: 3, collected_at: api.clock.now.toISOString() });

  const again = await mark(reception, reference, 'not-reached', { version: 3 });
  expect(again.status).toBe(409);
  expect(again.body).toMatchObject({ code: 'deskStatusMove', status: 'collected' });
});

test('a cancelled booking cannot be collected, nor one before its day; a bad body names its field', async () => {
  const cancelled = await seedLab();
  await api.app.db
    .updateTable('lab_appointments')
    .set({ status: 'cancelled', cancelled_at: new Date() })
    .where('reference', '=', cancelled)
    .execute();
  const refused = await mark(reception, cancelled, 'collected', { version: 2 });
  expect(refused.status).toBe(409);
  expect(refused.body).toMatchObject({ code: 'deskStatusMove', status: 'cancelled', booking: { status: 'cancelled' } });

  const tomorrow = await seedLab({ date: '2026-12-08' });
  const early = await mark(reception, tomorrow, 'collected', { version: 1 });
  expect(early.status).toBe(409);
  expect(early.body.code).toBe('labBeforeDay');

  const noVersion = await mark(reception, tomorrow, 'collected', {});
  expect(noVersion.status).toBe(400);
  expect(noVersion.body.issues).toMatchObject({ version: { code: 'deskVersionRequired' } });

  const noReason = await mark(manager, tomorrow, 'reset', { version: 1 });
  expect(noReason.status).toBe(400);
  expect(noReason.body.issues).toMatchObject({ reason: { code: 'deskResetReasonRequired' } });

  const badDate = await call(api, 'GET', '/api/staff/labs/day/?date=7-12-2026', { cookie: reception.cookie });
  expect(badDate.status).toBe(400);
  expect(badDate.body.issues).toMatchObject({ date: { code: 'deskDate' } });

  const unknown = await mark(reception, 'LAB-NOTAREF', 'collected', { version: 1 });
  expect(unknown.status).toBe(404);
  expect(unknown.body.code).toBe('labBookingNotFound');
});

test('the history names who marked and reset, and views are one per member and booking in ten minutes', async () => {
  const date = DESK_DAY;
  const reference = await seedLab({ date, home: { pincode: '121004', window: '11-13' } });
  await sheetOf(reception, date);
  await sheetOf(reception, date);
  await sheetOf(manager, date);
  api.clock.advance(11 * MINUTE);
  await sheetOf(reception, date);

  await mark(reception, reference, 'collected', { version: 1 });
  const reset = await mark(manager, reference, 'reset', { version: 2, reason: 'Marked on the wrong patient' });
  expect(reset.body).toMatchObject({ status: 'booked', collected_at: null, version: 3 });

  const history = await historyOf(reception, reference);
  expect(history.status).toBe(200);
  // The history reading itself, then the reset, the mark, and the three views of the sheet.
  expect(views(history.body)).toBe(4);
  const changes = history.body.filter((entry) => entry.action === 'status');
  expect(changes).toEqual([
    expect.objectContaining({
      actor: expect.objectContaining({ id: manager.id }),
      from: 'collected',
      to: 'booked',
      reason: 'Marked on the wrong patient',
    }),
    expect.objectContaining({
      actor: expect.objectContaining({ id: reception.id }),
      from: 'booked',
      to: 'collected',
      network: '10.0.0.0/24',
    }),
  ]);
});

test('a lab booking made on the site and a mark at a desk reach an open stream as lab events; a refused mark never does', async () => {
  const stream = await openEvents(api, reception);
  try {
    const booked = await bookLab(api, ownAddressLabBooking('live.sheet'));
    const made = await stream.next('lab');
    expect(JSON.parse(made.data)).toEqual({ date: booked.date, reference: booked.reference });

    const reference = await seedLab({ home: { pincode: '121005', window: '07-09' } });
    const stale = await mark(reception, reference, 'collected', { version: 7 });
    expect(stale.status).toBe(409);
    expect((await mark(manager, reference, 'not-reached', { version: 1 })).status).toBe(200);
    // The first lab event after the refused mark is the one that was made.
    expect(JSON.parse((await stream.next('lab')).data)).toEqual({ date: DESK_DAY, reference });
  } finally {
    stream.close();
  }
});

test('a patient’s move of a lab booking reaches the stream for both days, and a cancel for its day', async () => {
  const booking = await bookLab(api, ownAddressLabBooking('live.move'));
  const { access } = await openedWithCode(api, booking);
  const stream = await openEvents(api, reception);
  try {
    const day = dayFromToday(3);
    const moved = await postJson(
      api,
      '/api/appointment/reschedule-lab/',
      { reference: booking.reference, access, date: day },
      { origin: SITE_ORIGIN },
    );
    expect(moved.status).toBe(200);
    const { reference } = booking;
    expect(JSON.parse((await stream.next('lab')).data)).toEqual({ date: booking.date, reference });
    expect(JSON.parse((await stream.next('lab')).data)).toEqual({ date: day, reference });
    const cancelled = await postJson(api, CANCEL, { reference, access }, { origin: SITE_ORIGIN });
    expect(cancelled.status).toBe(200);
    expect(JSON.parse((await stream.next('lab')).data)).toEqual({ date: day, reference });
  } finally {
    stream.close();
  }
});

type Caller = 'nobody' | StaffRole;
const CALLERS: Caller[] = ['nobody', 'reception', 'opd_manager', 'admin'];

interface Row {
  method: 'GET' | 'POST';
  route: string;
  managerOnly?: true;
  request(): Promise<{ path: string; body?: unknown }>;
}

const ROWS: Row[] = [
  { method: 'GET', route: '/api/staff/labs/day/', request: async () => ({ path: '/api/staff/labs/day/' }) },
  {
    method: 'POST',
    route: '/api/staff/labs/:reference/collected/',
    request: async () => ({ path: `/api/staff/labs/${await seedLab()}/collected/`, body: { version: 1 } }),
  },
  {
    method: 'POST',
    route: '/api/staff/labs/:reference/not-reached/',
    request: async () => ({ path: `/api/staff/labs/${await seedLab()}/not-reached/`, body: { version: 1 } }),
  },
  {
    method: 'POST',
    route: '/api/staff/labs/:reference/reset/',
    managerOnly: true,
    request: async () => {
      const reference = await seedLab();
      await api.app.db
        .updateTable('lab_appointments')
        .set({ desk_status: 'not_reached' })
        .where('reference', '=', reference)
        .execute();
      return { path: `/api/staff/labs/${reference}/reset/`, body: { version: 2, reason: 'Reached after all' } };
    },
  },
  {
    method: 'GET',
    route: '/api/staff/labs/:reference/history/',
    request: async () => ({ path: `/api/staff/labs/${await seedLab()}/history/` }),
  },
];

test('the matrix names every run sheet route the API has', () => {
  const registered = api.routes
    .filter((route) => route.url.startsWith('/api/staff/labs/'))
    .flatMap((route) =>
      [route.method]
        .flat()
        .filter((method) => method !== 'HEAD')
        .map((method) => `${method} ${route.url}`),
    );
  expect(registered.sort()).toEqual(ROWS.map((row) => `${row.method} ${row.route}`).sort());
});

function expected(row: Row, caller: Caller): { status: number; code?: string } {
  if (caller === 'nobody') return { status: 401, code: 'staffSignedOut' };
  if (caller === 'admin') return { status: 403, code: 'staffRoleRefused' };
  if (row.managerOnly && caller !== 'opd_manager') return { status: 403, code: 'staffRoleRefused' };
  return { status: 200 };
}

describe.each(ROWS)('$method $route', (row) => {
  test.each(CALLERS)('called by %s', async (caller) => {
    const { path, body } = await row.request();
    const member = { reception, opd_manager: manager, admin }[caller as StaffRole] as Member | undefined;
    const answer = await call(api, row.method, path, {
      ...(body === undefined ? {} : { body }),
      ...(member === undefined ? {} : { cookie: member.cookie }),
    });
    const want = expected(row, caller);
    expect({ status: answer.status, code: answer.body?.code }).toEqual({
      status: want.status,
      code: want.code ?? (answer.status < 300 ? undefined : answer.body?.code),
    });
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });
});
