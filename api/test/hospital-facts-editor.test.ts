/**
 * The hospital's facts kept by the admin (issue 48): a save is in force at once (the service pages,
 * the public facts, an e-mail sent after it), another API on the same database follows the
 * catalogue's version, a stale save is told (409) with the facts as they are now, every bad field is
 * named, and only the admin may read or save them.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { DoctorAppointment, HospitalFactsAnswer, ServicePage, StaffHospitalFacts } from 'contract';
import { HOSPITAL, HOSPITAL_FACT_DEFAULTS, setHospitalFacts } from 'contract/hospital';
import { catalogueHistory, catalogueVersion, recordCatalogueChange } from '../src/features/catalogue';
import { HospitalFactsInForce } from '../src/features/hospital-facts/in-force';
import { decodeQuotedPrintable, filesIn, formData, outboxSettled, postForm, validDoctorBooking } from './helpers';
import { call, enrolledMember, freshStaffApi } from './staff-helpers';
import type { Member } from './staff-helpers';

const api = freshStaffApi();
let admin: Member;
let reception: Member;
let manager: Member;

beforeAll(async () => {
  admin = await enrolledMember(api, 'admin');
  reception = await enrolledMember(api, 'reception');
  manager = await enrolledMember(api, 'opd_manager');
});

const PATH = '/api/staff/hospital-facts/';
type Saved = { message: string; code: string; facts: StaffHospitalFacts };

const readFacts = (member: Member = admin) => call<StaffHospitalFacts>(api, 'GET', PATH, { cookie: member.cookie });
const saveFacts = (body: unknown, member: Member = admin) =>
  call<Saved>(api, 'POST', PATH, { body, cookie: member.cookie });

/** What the editor sends: every fact, as read, with the version, and the changes. */
async function edited(changes: Partial<StaffHospitalFacts>): Promise<Record<string, unknown>> {
  const { body } = await readFacts();
  const { updated_at: _at, updated_by: _by, ...facts } = body;
  return { ...facts, ...changes };
}

async function publicFacts(): Promise<HospitalFactsAnswer> {
  const response = await fetch(`${api.baseUrl}/api/hospital/facts/`);
  expect(response.status).toBe(200);
  return (await response.json()) as HospitalFactsAnswer;
}

async function emergencyPage(language: 'en' | 'hi' = 'en'): Promise<ServicePage> {
  const response = await fetch(`${api.baseUrl}/api/service/service-page/accident-and-emergency/?lang=${language}`);
  return (await response.json()) as ServicePage;
}

async function emailFor(reference: string): Promise<string> {
  await outboxSettled(api);
  const outboxDir = join(api.store.dataDir, 'outbox');
  const file = (await filesIn(outboxDir)).find((name) => name.startsWith(`${reference}-`));
  if (!file) throw new Error(`no e-mail for ${reference}`);
  return decodeQuotedPrintable(await readFile(join(outboxDir, file), 'utf8'));
}

/** Asks until `read` gives `expected` or the version check's seconds (2 s) are well past. */
async function eventually<T>(read: () => Promise<T>, expected: T): Promise<T> {
  const deadline = Date.now() + 6000;
  let value = await read();
  while (JSON.stringify(value) !== JSON.stringify(expected) && Date.now() < deadline) value = await read();
  return value;
}

test('before any save: the release’s facts, version 0, public and cacheable', async () => {
  const response = await fetch(`${api.baseUrl}/api/hospital/facts/`);
  expect(response.headers.get('cache-control')).toBe('public, max-age=15');
  expect(await response.json()).toEqual({ ...HOSPITAL_FACT_DEFAULTS, version: 0 });
  const staff = await readFacts();
  expect(staff.status).toBe(200);
  expect(staff.headers.get('cache-control')).toBe('no-store');
  expect(staff.body).toEqual({ ...HOSPITAL_FACT_DEFAULTS, version: 0, updated_at: null, updated_by: null });
});

test('a save is in force at once: the public facts, the service pages and an e-mail sent after it', async () => {
  const saved = await saveFacts(
    await edited({
      emergencyPhone: '+91 129 411 2222',
      address: 'Plot 14, Sector 16A, Mathura Road, Faridabad, Haryana 121002',
    }),
  );
  expect(saved.status).toBe(200);
  expect(saved.headers.get('cache-control')).toBe('no-store');
  expect(saved.body.code).toBe('factsSaved');
  expect(saved.body.facts).toMatchObject({
    emergencyPhone: '+91 129 411 2222',
    version: 1,
    updated_by: { id: admin.id, name: 'Asha Rani' },
  });

  expect(await publicFacts()).toMatchObject({ emergencyPhone: '+91 129 411 2222', version: 1 });
  for (const language of ['en', 'hi'] as const) {
    const page = await emergencyPage(language);
    expect(page.cta_section?.emergency_contact).toBe('+91 129 411 2222');
    expect(JSON.stringify(page)).not.toMatch(/\{emergencyPhone\}|400 0108/);
    expect(JSON.stringify(page)).toContain('+91 129 411 2222');
  }

  const booked = await postForm(api, '/api/appointment/doctorappointment/', formData(validDoctorBooking()));
  expect(booked.status).toBe(201);
  const email = await emailFor(((await booked.json()) as DoctorAppointment).reference);
  expect(email).toContain('call +91 129 411 2222 (24 x 7)');
  expect(email).toContain('Plot 14, Sector 16A');
  expect(email).not.toContain(HOSPITAL_FACT_DEFAULTS.emergencyPhone);
});

test('a save is in the catalogue’s history and the staff audit, with its member', async () => {
  const before = await catalogueVersion(api.app.db);
  const saved = await saveFacts(await edited({ ambulancePhone: '+91 129 411 3333' }));
  expect(saved.status).toBe(200);
  expect(BigInt(await catalogueVersion(api.app.db))).toBeGreaterThan(BigInt(before));
  const [last] = await catalogueHistory(api.app.db, 'hospital', 1);
  expect(last).toMatchObject({ actorId: admin.id, action: 'facts.saved' });
  expect(last?.before).toMatchObject({ ambulancePhone: HOSPITAL_FACT_DEFAULTS.ambulancePhone });
  expect(last?.after).toMatchObject({ ambulancePhone: '+91 129 411 3333' });
  const audit = await api.app.db
    .selectFrom('staff_audit_events')
    .select(['actor_id', 'action', 'target', 'details'])
    .where('action', '=', 'hospital_facts.saved')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  expect(audit).toEqual({
    actor_id: admin.id,
    action: 'hospital_facts.saved',
    target: 'hospital',
    details: { changed: 'ambulancePhone' },
  });
});

test('a save naming an older version is told (409) with the facts as they are now; nothing changes', async () => {
  const now = (await readFacts()).body;
  const stale = await saveFacts({ ...(await edited({ supportPhone: '+91 129 499 9999' })), version: now.version - 1 });
  expect(stale.status).toBe(409);
  expect(stale.body.code).toBe('factsStale');
  expect(stale.body.facts).toEqual(now);
  expect((await readFacts()).body).toEqual(now);
  expect((await publicFacts()).supportPhone).toBe(now.supportPhone);
});

test('every bad fact is named with its rule (400), and nothing is saved', async () => {
  const now = (await readFacts()).body;
  const bad = await saveFacts(
    await edited({
      emergencyPhone: '0129 400 0108',
      supportPhone: '+91 12345',
      messagingNumber: '+91 129 400 0000',
      email: 'care at hospital',
      address: '   ',
      openingHoursHi: '',
      latitude: 51.5,
      longitude: 'east' as unknown as number,
      version: 'latest' as unknown as number,
    }),
  );
  expect(bad.status).toBe(400);
  expect(
    Object.fromEntries(Object.entries(bad.body.issues ?? {}).map(([field, issue]) => [field, issue.code])),
  ).toEqual({
    emergencyPhone: 'factPhone',
    supportPhone: 'factPhone',
    messagingNumber: 'factMessagingNumber',
    email: 'email',
    address: 'factRequired',
    openingHoursHi: 'factRequired',
    latitude: 'factLatitude',
    longitude: 'factLongitude',
    version: 'factsVersionRequired',
  });
  const unknown = await saveFacts(await edited({ ...({ website: 'example.in' } as object) }));
  expect(unknown.status).toBe(400);
  expect(unknown.body.issues?.['website']?.code).toBe('unknownField');
  expect((await readFacts()).body).toEqual(now);
});

test('only the admin reads or saves them; no session, no facts', async () => {
  const body = await edited({ emergencyPhone: '+91 129 400 7777' });
  for (const member of [reception, manager]) {
    expect((await readFacts(member)).body.code).toBe('staffRoleRefused');
    const refused = await saveFacts(body, member);
    expect({ status: refused.status, code: refused.body.code }).toEqual({ status: 403, code: 'staffRoleRefused' });
  }
  for (const method of ['GET', 'POST']) {
    const answer = await call(api, method, PATH, method === 'POST' ? { body } : {});
    expect({ status: answer.status, code: answer.body.code }).toEqual({ status: 401, code: 'staffSignedOut' });
  }
  expect((await publicFacts()).emergencyPhone).not.toBe('+91 129 400 7777');
});

/** What another instance's save leaves in the shared database: the row and a catalogue change. */
async function savedByAnotherInstance(change: Partial<HospitalFactsAnswer>): Promise<void> {
  const now = (await readFacts()).body;
  await api.app.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('hospital_facts')
      .set({ facts: JSON.stringify({ ...now, ...change }), version: now.version + 1 })
      .execute();
    await recordCatalogueChange(trx, {
      actorId: null,
      subject: 'hospital',
      action: 'facts.saved',
      before: null,
      after: {},
    });
  });
}

test('a save made by another API on the same database is in force here within the version check', async () => {
  const before = (await readFacts()).body.version;
  await savedByAnotherInstance({ emergencyPhone: '+91 129 455 0000' });
  const page = await eventually(async () => (await emergencyPage()).cta_section?.emergency_contact, '+91 129 455 0000');
  expect(page).toBe('+91 129 455 0000');
  expect(await publicFacts()).toMatchObject({ emergencyPhone: '+91 129 455 0000', version: before + 1 });
});

test('with no request at all, the facts in force follow another API’s save (the notices’ sender writes them)', async () => {
  await savedByAnotherInstance({ appointmentsEmail: 'opd@aravalicarehospital.in' });
  // Only the process's own timer runs between these reads: no request reaches the API.
  const inForce = await eventually(async () => {
    await new Promise((resolve) => setTimeout(resolve, 100));
    return HOSPITAL.appointmentsEmail;
  }, 'opd@aravalicarehospital.in');
  expect(inForce).toBe('opd@aravalicarehospital.in');
});

test('the facts are read again only when the catalogue’s version moved', async () => {
  let version = 'a';
  const inForce = new HospitalFactsInForce(api.app.db, async () => version);
  await inForce.load();
  const held = (await readFacts()).body;
  expect(HOSPITAL.emergencyPhone).toBe(held.emergencyPhone);
  // Changed behind its back, at the same version: the facts in force stay.
  await api.app.db
    .updateTable('hospital_facts')
    .set({ facts: JSON.stringify({ ...held, emergencyPhone: '+91 129 466 0000' }) })
    .execute();
  setHospitalFacts({ ...held });
  await inForce.follow();
  expect(HOSPITAL.emergencyPhone).toBe(held.emergencyPhone);
  version = 'b';
  await inForce.follow();
  expect(HOSPITAL.emergencyPhone).toBe('+91 129 466 0000');
});
