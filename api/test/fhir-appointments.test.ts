/**
 * `/fhir/R4/Appointment` (issue 50): the OPD bookings for the hospital's HMIS, behind an API key.
 * No key, a wrong one and a revoked one are the same 401; a live key reads valid R4 Appointments
 * (the `fhir` package's validator, 0 errors, every instant R4's), each desk status mapped, a change
 * found by `_lastUpdated`, never cached, never in the log, every use in the staff audit under the
 * key's name (coalesced by the hour), bad parameters a 400 naming them, and the calls limited.
 * On the staff clock: Monday 7 December 2026, 09:30 in Faridabad.
 */
import type { HmisKey, HmisKeyIssued, StaffAuditEvent } from 'contract';
import { loadAccessSecret } from '../src/db/server-secret';
import { HmisKeys } from '../src/features/hmis';
import { CLIENT_CALLS_PER_MINUTE, KEY_CALLS_PER_MINUTE } from '../src/features/fhir/appointment-routes';
import { act, DESK_DAY, seedBooking } from './desk-helpers';
import { call, enrolledMember, freshStaffApi, HOUR, MINUTE } from './staff-helpers';
import type { Member } from './staff-helpers';
import { problemsOf } from './fhir-validation';
import type { Bundle, Resource } from './fhir-validation';

const api = freshStaffApi();

let keys: HmisKeys;
let key = '';
let admin: Member;
let reception: Member;
/** Each test's calls come from a client of its own, so the per-client limit meets only its own test. */
let clients = 0;
let ip = '';

beforeAll(async () => {
  keys = new HmisKeys({
    db: api.app.db,
    secret: await loadAccessSecret(api.app.db, api.config.apiSecret),
    now: () => api.clock.now,
  });
  key = (await keys.issue('Aravali HMIS', { actorId: null, ip: null }))!.key;
  admin = await enrolledMember(api, 'admin');
  reception = await enrolledMember(api, 'reception');
});

beforeEach(() => {
  clients += 1;
  ip = `10.77.${clients}.9`;
});

async function get(path: string, bearer: string | null = key): Promise<Response> {
  return fetch(`${api.baseUrl}${path}`, {
    headers: { 'x-forwarded-for': ip, ...(bearer === null ? {} : { authorization: `Bearer ${bearer}` }) },
  });
}

async function fhir<T = Resource>(path: string): Promise<T> {
  const response = await get(path);
  expect([path, response.status]).toEqual([path, 200]);
  expect(response.headers.get('content-type')).toBe('application/fhir+json; charset=utf-8');
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(response.headers.get('etag')).toBeNull();
  return JSON.parse(await response.text()) as T;
}

const resourcesOf = (bundle: Bundle) => (bundle.entry ?? []).map((entry) => entry.resource);

const readAudit = () =>
  call<{ events: StaffAuditEvent[] }>(api, 'GET', '/api/staff/audit/?limit=100', { cookie: admin.cookie });

/** The admin's audit page's events of `action` (an admin idle since the clock moved is enrolled anew). */
async function auditOf(action: string): Promise<StaffAuditEvent[]> {
  const read = readAudit;
  let page = await read();
  if (page.status === 401) {
    admin = await enrolledMember(api, 'admin');
    page = await read();
  }
  expect(page.status).toBe(200);
  return page.body.events.filter((event) => event.action === action);
}

describe('the key', () => {
  test('none, a wrong one, one of another shape and a revoked one: the same 401, nothing disclosed', async () => {
    const revoked = (await keys.issue('Old HMIS', { actorId: null, ip: null }))!.key;
    await keys.revoke({ name: 'Old HMIS' }, { actorId: null, ip: null });
    const answers = [];
    for (const bearer of [null, `hmis_${'A'.repeat(43)}`, 'not-a-key', revoked]) {
      for (const path of [`/fhir/R4/Appointment?date=${DESK_DAY}`, '/fhir/R4/Appointment/APT-00000-00000']) {
        const response = await get(path, bearer);
        answers.push({
          status: response.status,
          type: response.headers.get('content-type'),
          cache: response.headers.get('cache-control'),
          challenge: response.headers.get('www-authenticate'),
          body: await response.text(),
        });
      }
    }
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    const [answer] = answers;
    expect(answer).toMatchObject({ status: 401, cache: 'no-store', challenge: 'Bearer realm="hmis"' });
    const outcome = JSON.parse(answer!.body) as Resource;
    expect(outcome.resourceType).toBe('OperationOutcome');
    expect(problemsOf(outcome)).toEqual([]);

    // The audit tells them apart: the revoked key by its name, the others by none.
    const refused = await auditOf('hmis_key.refused');
    expect(refused.find((event) => event.target === 'hmis-key:Old HMIS')).toMatchObject({
      network: '10.77.1.0/24',
      details: { uses: 2 },
    });
    expect(refused.find((event) => event.target === null)).toMatchObject({ details: { uses: 6 } });
  });

  test('a live key: 200, no-store, a valid searchset; the key is in no log line', async () => {
    await seedBooking(api, { slot: '10:30', name: 'Kamla Devi', phone: '9810000001' });
    const bundle = await fhir<Bundle>(`/fhir/R4/Appointment?date=${DESK_DAY}`);
    expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'searchset' });
    expect(problemsOf(bundle)).toEqual([]);
    expect(bundle.total).toBeGreaterThan(0);
    for (const resource of resourcesOf(bundle)) expect(problemsOf(resource)).toEqual([]);
    const logs = api.logs.join('\n');
    expect(logs).not.toContain(key);
    expect(logs).not.toContain('Kamla');
    expect(logs).not.toContain('9810000001');
    expect(logs).not.toContain(DESK_DAY);
  });
});

test('a booking as an Appointment: reference, times with the offset, doctor, place, and the patient’s name and phone only', async () => {
  const reference = await seedBooking(api, {
    slot: '11:45',
    name: 'Sunita Yadav',
    phone: '9876543210',
    email: 'sunita.yadav@example.com',
  });
  const read = await fhir(`/fhir/R4/Appointment/${reference}`);
  expect(problemsOf(read)).toEqual([]);
  expect(read).toMatchObject({
    resourceType: 'Appointment',
    id: reference,
    identifier: [{ system: 'http://localhost:3000/booking-reference', value: reference }],
    status: 'booked',
    start: `${DESK_DAY}T11:45:00+05:30`,
    end: `${DESK_DAY}T12:00:00+05:30`,
    slot: [{ reference: 'Slot/1-hospital-20261207-1145' }],
    contained: [
      {
        resourceType: 'Patient',
        id: 'patient',
        name: [{ text: 'Sunita Yadav' }],
        telecom: [{ system: 'phone', value: '9876543210', use: 'mobile' }],
      },
    ],
    participant: [
      { actor: { reference: '#patient', display: 'Sunita Yadav' } },
      { actor: { reference: 'PractitionerRole/1' } },
      { actor: { reference: 'Practitioner/1' } },
      { actor: { reference: 'Location/hospital' } },
    ],
  });
  expect((read['meta'] as { lastUpdated: string }).lastUpdated).toMatch(/\+05:30$/);
  const text = JSON.stringify(read);
  for (const withheld of ['sunita.yadav@example.com', 'House 214']) expect(text).not.toContain(withheld);

  // Found by its identifier too, and one unknown is a 404 (behind the key).
  const byIdentifier = await fhir<Bundle>(`/fhir/R4/Appointment?identifier=${reference}`);
  expect(resourcesOf(byIdentifier).map((resource) => resource.id)).toEqual([reference]);
  expect((await get('/fhir/R4/Appointment/APT-00000-00000')).status).toBe(404);
});

test('each desk status as FHIR’s: booked, arrived, fulfilled, noshow, cancelled', async () => {
  const booked = await seedBooking(api, { slot: '12:00', doctor: 2 });
  const arrived = await seedBooking(api, { slot: '12:15', doctor: 2 });
  const fulfilled = await seedBooking(api, { slot: '12:30', doctor: 2 });
  const noShow = await seedBooking(api, { slot: '12:45', doctor: 2 });
  const cancelled = await seedBooking(api, { slot: '13:00', doctor: 2 });
  expect((await act(api, reception, arrived, 'arrive', { version: 1 })).status).toBe(200);
  expect((await act(api, reception, fulfilled, 'arrive', { version: 1 })).status).toBe(200);
  expect((await act(api, reception, fulfilled, 'complete', { version: 2 })).status).toBe(200);
  expect((await act(api, reception, noShow, 'no-show', { version: 1 })).status).toBe(200);
  expect((await act(api, reception, cancelled, 'cancel', { version: 1, reason: 'patient' })).status).toBe(200);

  const found = resourcesOf(await fhir<Bundle>(`/fhir/R4/Appointment?date=${DESK_DAY}&actor=PractitionerRole/2`));
  const statusOf = Object.fromEntries(found.map((resource) => [resource.id, resource['status']]));
  expect(statusOf).toEqual({
    [booked]: 'booked',
    [arrived]: 'arrived',
    [fulfilled]: 'fulfilled',
    [noShow]: 'noshow',
    [cancelled]: 'cancelled',
  });
  for (const resource of found) expect(problemsOf(resource)).toEqual([]);
  for (const [status, reference] of [
    ['booked', booked],
    ['arrived', arrived],
    ['fulfilled', fulfilled],
    ['noshow', noShow],
    ['cancelled', cancelled],
  ]) {
    const only = resourcesOf(
      await fhir<Bundle>(`/fhir/R4/Appointment?date=${DESK_DAY}&actor=Practitioner/2&status=${status}`),
    );
    expect([status, only.map((resource) => resource.id)]).toEqual([status, [reference]]);
  }
  const two = resourcesOf(
    await fhir<Bundle>(`/fhir/R4/Appointment?date=${DESK_DAY}&practitioner=2&status=noshow,cancelled`),
  );
  expect(two.map((resource) => resource.id).sort()).toEqual([noShow, cancelled].sort());
});

test('_lastUpdated=gt the last poll finds the booking changed since, and only it', async () => {
  const quiet = await seedBooking(api, { slot: '14:00', doctor: 3 });
  const moving = await seedBooking(api, { slot: '14:15', doctor: 3 });
  const first = resourcesOf(await fhir<Bundle>(`/fhir/R4/Appointment?date=${DESK_DAY}&actor=PractitionerRole/3`));
  expect(first.map((resource) => resource.id).sort()).toEqual([quiet, moving].sort());
  const since = first
    .map((resource) => (resource['meta'] as { lastUpdated: string }).lastUpdated)
    .sort()
    .at(-1)!;

  expect((await act(api, reception, moving, 'arrive', { version: 1 })).status).toBe(200);
  const changed = resourcesOf(
    await fhir<Bundle>(`/fhir/R4/Appointment?actor=PractitionerRole/3&_lastUpdated=gt${encodeURIComponent(since)}`),
  );
  expect(changed.map((resource) => [resource.id, resource['status']])).toEqual([[moving, 'arrived']]);
  const meta = changed[0]!['meta'] as { versionId: string; lastUpdated: string };
  expect(meta.versionId).toBe('2');
  expect(meta.lastUpdated > since).toBe(true);
});

test('every use is in the staff audit under the key’s name: one row a search and hour, counting the polls', async () => {
  const poll = `/fhir/R4/Appointment?date=${DESK_DAY}&actor=PractitionerRole/4`;
  for (let minute = 0; minute < 3; minute += 1) {
    await fhir(`${poll}&_lastUpdated=gt2026-12-07T0${minute}:00:00%2B05:30`);
    api.clock.advance(MINUTE);
  }
  const search = `Appointment?date=${DESK_DAY}&actor=PractitionerRole/4`;
  const used = (await auditOf('hmis_key.used')).filter((event) => event.details['search'] === search);
  expect(used).toHaveLength(1);
  expect(used[0]).toMatchObject({
    actor: null,
    target: 'hmis-key:Aravali HMIS',
    network: `10.77.${clients}.0/24`,
    details: { search, uses: 3, returned: 0 },
  });
  // An hour after the first use, the next poll starts a row of its own.
  api.clock.advance(HOUR);
  await fhir(poll);
  const polledAt = api.clock.now;
  const later = (await auditOf('hmis_key.used')).filter((event) => event.details['search'] === search);
  expect(later.map((event) => event.details['uses'])).toEqual([1, 3]);
  const [row] = await keys.list();
  expect(row!.last_used_at).toEqual(polledAt);
});

describe('bad input: a 400 OperationOutcome naming the parameter', () => {
  test.each([
    ['/fhir/R4/Appointment?colour=blue', 'colour'],
    ['/fhir/R4/Appointment?status=free', 'status'],
    ['/fhir/R4/Appointment?date=tomorrow', 'date'],
    ['/fhir/R4/Appointment?date=ge2026-12-01&date=lt2027-01-15', 'date'],
    ['/fhir/R4/Appointment?actor=Patient/1', 'actor'],
    ['/fhir/R4/Appointment?location=Location/mars', 'location'],
    ['/fhir/R4/Appointment?_lastUpdated=yesterday', '_lastUpdated'],
    ['/fhir/R4/Appointment?_lastUpdated=gt2026-10-01', '_lastUpdated'],
    ['/fhir/R4/Appointment?identifier=other|APT-1', 'identifier'],
  ])('%s', async (path, parameter) => {
    const response = await get(path);
    expect(response.status).toBe(400);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const outcome = JSON.parse(await response.text()) as Resource;
    expect(problemsOf(outcome)).toEqual([]);
    const [issue] = outcome['issue'] as { location: string[]; diagnostics: string }[];
    expect(issue).toMatchObject({ location: [`http.${parameter}`] });
    expect(issue!.diagnostics).toContain(parameter);
  });

  test('a refused search is a use of the key, in the audit', async () => {
    expect((await get('/fhir/R4/Appointment?status=unknown-status')).status).toBe(400);
    const used = (await auditOf('hmis_key.used')).find(
      (event) => event.details['search'] === 'Appointment?status=unknown-status',
    );
    expect(used).toMatchObject({ target: 'hmis-key:Aravali HMIS', details: { uses: 1, returned: 0 } });
  });
});

test('the calls are limited per key and per client: a 429 OperationOutcome with Retry-After', async () => {
  const second = (await keys.issue('Limits HMIS', { actorId: null, ip: null }))!.key;
  let status = 200;
  let calls = 0;
  while (status === 200) {
    calls += 1;
    status = (await get('/fhir/R4/Appointment/APT-00000-00000', second)).status === 404 ? 200 : 429;
  }
  expect(calls).toBe(KEY_CALLS_PER_MINUTE + 1);
  const limited = await get('/fhir/R4/Appointment/APT-00000-00000', second);
  expect(limited.status).toBe(429);
  expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(((await limited.json()) as Resource).resourceType).toBe('OperationOutcome');

  // This client has made KEY_CALLS_PER_MINUTE + 2 calls; without a key it reaches its own limit.
  let clientCalls = KEY_CALLS_PER_MINUTE + 2;
  let last = 401;
  while (last === 401) {
    clientCalls += 1;
    last = (await get('/fhir/R4/Appointment', null)).status;
  }
  expect([clientCalls, last]).toEqual([CLIENT_CALLS_PER_MINUTE + 1, 429]);
});

test('metadata lists Appointment, its search parameters and the key it needs', async () => {
  const response = await fetch(`${api.baseUrl}/fhir/R4/metadata`);
  const statement = JSON.parse(await response.text()) as Resource;
  expect(problemsOf(statement)).toEqual([]);
  const [rest] = statement['rest'] as {
    resource: { type: string; searchParam: { name: string }[] }[];
    security: { description: string };
  }[];
  const listed = rest!.resource.find((resource) => resource.type === 'Appointment');
  expect(listed?.searchParam.map((param) => param.name)).toEqual([
    '_id',
    'identifier',
    'date',
    'actor',
    'practitioner',
    'location',
    'status',
    '_lastUpdated',
  ]);
  expect(rest!.security.description).toContain('Authorization: Bearer');
});

describe('at the desk (admin)', () => {
  test('an admin issues a key, shown once, lists it without its text and revokes it; reception may not', async () => {
    // The clock has moved past the earlier sessions' idle limit.
    admin = await enrolledMember(api, 'admin');
    reception = await enrolledMember(api, 'reception');
    const issued = await call<HmisKeyIssued>(api, 'POST', '/api/staff/hmis-keys/', {
      cookie: admin.cookie,
      body: { name: 'Desk HMIS' },
    });
    expect(issued.status).toBe(201);
    expect(issued.body.key).toMatch(/^hmis_[\w-]{43}$/);
    expect(issued.body.hmis_key).toMatchObject({
      name: 'Desk HMIS',
      created_by: { id: admin.id },
      revoked_at: null,
      last_used_at: null,
    });
    const taken = await call(api, 'POST', '/api/staff/hmis-keys/', {
      cookie: admin.cookie,
      body: { name: 'desk hmis' },
    });
    expect([taken.status, taken.body]).toMatchObject([409, { code: 'hmisKeyNameTaken' }]);
    const badName = await call(api, 'POST', '/api/staff/hmis-keys/', { cookie: admin.cookie, body: { name: '<b>' } });
    expect(badName.status).toBe(400);

    expect((await get(`/fhir/R4/Appointment?date=${DESK_DAY}`, issued.body.key)).status).toBe(200);
    const listed = await call<HmisKey[]>(api, 'GET', '/api/staff/hmis-keys/', { cookie: admin.cookie });
    expect(listed.status).toBe(200);
    expect(JSON.stringify(listed.body)).not.toContain(issued.body.key);
    const mine = listed.body.find((each) => each.name === 'Desk HMIS');
    expect(mine?.last_used_at).not.toBeNull();

    for (const [member, status] of [
      [reception, 403],
      [admin, 200],
    ] as const) {
      const revoked = await call<HmisKey>(api, 'POST', `/api/staff/hmis-keys/${mine!.id}/revoke/`, {
        cookie: member.cookie,
        body: {},
      });
      expect(revoked.status).toBe(status);
    }
    expect((await get(`/fhir/R4/Appointment?date=${DESK_DAY}`, issued.body.key)).status).toBe(401);
    const unknown = await call(api, 'POST', '/api/staff/hmis-keys/99999/revoke/', { cookie: admin.cookie, body: {} });
    expect([unknown.status, unknown.body]).toMatchObject([404, { code: 'hmisKeyNotFound' }]);

    const events = [...(await auditOf('hmis_key.created')), ...(await auditOf('hmis_key.revoked'))].filter(
      (event) => event.target === 'hmis-key:Desk HMIS',
    );
    expect(events.map((event) => [event.action, event.actor?.id])).toEqual([
      ['hmis_key.created', admin.id],
      ['hmis_key.revoked', admin.id],
    ]);
  });
});
