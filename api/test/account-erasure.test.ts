/**
 * Deleting or exporting one's own account takes only what the account proves is its own (issue 43):
 * the bookings linked to it and the rows with its confirmed e-mail, never rows that merely share its
 * phone (typed, never verified) and never another account's.
 */
import { sql } from 'kysely';
import { SESSION_COOKIE } from 'contract';
import { hashPassword } from '../src/features/accounts/password';
import { exportSubject } from '../src/features/privacy/person';
import { SITE_ORIGIN, formData, onFreshApi, validLabBooking } from './helpers';
import type { TestApi } from './helpers';

let api: TestApi;
onFreshApi((started) => {
  ({ api } = started);
});

const PASSWORD = 'Faridabad@2026-erasure';
const call = (path: string, init: RequestInit = {}) => fetch(`${api.baseUrl}${path}`, init);
const json = (body: unknown, cookie: string, method = 'POST') => ({
  method,
  headers: { 'content-type': 'application/json', origin: SITE_ORIGIN, cookie },
  body: JSON.stringify(body),
});

/** A confirmed account made directly in the database, so the test does not depend on the sign-up flow. */
async function account(loginId: string, email: string, phone: string, confirmed = true): Promise<number> {
  const { id } = await api.app.db
    .insertInto('accounts')
    .values({
      name: `Person ${loginId}`,
      email,
      phone,
      age: 40,
      gender: 'F',
      login_id: loginId,
      password_hash: await hashPassword(PASSWORD),
      consent_at: new Date(),
      email_confirmed_at: confirmed ? new Date() : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

async function signIn(loginId: string): Promise<string> {
  const response = await call('/api/login/', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: SITE_ORIGIN },
    body: JSON.stringify({ login_id: loginId, password: PASSWORD }),
  });
  expect(response.status).toBe(200);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .find((pair) => pair.startsWith(`${SESSION_COOKIE}=`));
  if (!cookie) throw new Error('no session cookie');
  return cookie;
}

async function labBooking(overrides: Record<string, string>, cookie?: string): Promise<string> {
  const response = await call('/api/appointment/labappointment/', {
    method: 'POST',
    headers: { origin: SITE_ORIGIN, ...(cookie ? { cookie } : {}) },
    body: formData(validLabBooking(overrides)),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { reference: string }).reference;
}

async function stillNamed(reference: string): Promise<boolean> {
  const row = await api.app.db
    .selectFrom('lab_appointments')
    .select(['patient_name', 'anonymised_at'])
    .where('reference', '=', reference)
    .executeTakeFirstOrThrow();
  return row.anonymised_at === null && row.patient_name !== '';
}

async function mailsAbout(reference: string): Promise<number> {
  const { rows } = await sql<{ count: string }>`
    select count(*)::text as count from outbox where reference = ${reference}
  `.execute(api.app.db);
  return Number(rows[0]?.count);
}

describe("deleting one's own account", () => {
  test('takes the bookings it owns and leaves those that only share its (unverified) phone', async () => {
    const victimPhone = '9812000001';
    await account('victim', 'victim@example.com', victimPhone);
    // A family member's account with the same phone, and the victim's guest booking under another e-mail.
    await account('victims_son', 'son@example.com', victimPhone);
    const victimGuest = await labBooking({
      patient_name: 'Victim Guest',
      email: 'victim.other@example.com',
      phone: victimPhone,
    });
    const victimCookie = await signIn('victim');
    const victimSignedIn = await labBooking(
      { patient_name: 'Victim Signed In', email: 'attacker@example.com', phone: '9812000009' },
      victimCookie,
    );

    // The attacker: a throw-away account whose phone is set to the victim's, then deleted.
    await account('attacker', 'attacker@example.com', '9812000002');
    const attackerCookie = await signIn('attacker');
    const edited = await call('/api/account/', json({ phone: victimPhone }, attackerCookie, 'PATCH'));
    expect(edited.status).toBe(200);
    const attackerLinked = await labBooking(
      { patient_name: 'Attacker Linked', email: 'attacker.family@example.com', phone: '9812000003' },
      attackerCookie,
    );
    const attackerGuest = await labBooking({
      patient_name: 'Attacker Guest',
      email: 'Attacker@Example.com',
      phone: '9812000004',
    });

    const deleted = await call('/api/account/delete/', json({ password: PASSWORD }, attackerCookie));
    expect(deleted.status).toBe(204);

    // The attacker's own: the booking made while signed in, the one under their confirmed e-mail.
    expect(await stillNamed(attackerLinked)).toBe(false);
    expect(await stillNamed(attackerGuest)).toBe(false);
    expect(await mailsAbout(attackerLinked)).toBe(0);
    // Nor where it came from: the network a booking was made from goes with the person.
    const erased = await api.app.db
      .selectFrom('lab_appointments')
      .select('network_key')
      .where('reference', 'in', [attackerLinked, attackerGuest])
      .execute();
    expect(erased).toEqual([{ network_key: null }, { network_key: null }]);
    const kept = await api.app.db
      .selectFrom('lab_appointments')
      .select('network_key')
      .where('reference', '=', victimGuest)
      .executeTakeFirstOrThrow();
    expect(kept.network_key).toBe('127.0.0.0/24');
    // Everyone else's stands: the victim signs in, sees their bookings, the son's account is there.
    expect(await stillNamed(victimGuest)).toBe(true);
    expect(await stillNamed(victimSignedIn)).toBe(true);
    expect(await mailsAbout(victimGuest)).toBeGreaterThan(0);
    expect(await mailsAbout(victimSignedIn)).toBeGreaterThan(0);
    const victimAgain = await signIn('victim');
    const listed = await call('/api/account/bookings/', { headers: { cookie: victimAgain } });
    const bookings = (await listed.json()) as { upcoming: { reference: string }[] };
    expect(bookings.upcoming.map((booking) => booking.reference)).toContain(victimSignedIn);
    await signIn('victims_son');
  });

  test('an account whose e-mail is not confirmed owns no row by that e-mail', async () => {
    const ownerId = await account('address_owner', 'owner.of.address@example.com', '9812000011');
    const ownersGuest = await labBooking({
      patient_name: 'Address Owner',
      email: 'owner.of.address@example.com',
      phone: '9812000011',
    });
    const unconfirmed = { kind: 'account', accountId: ownerId, confirmedEmail: null } as const;
    const data = await exportSubject(api.app.db, unconfirmed);
    expect(data.lab_appointments).toEqual([]);
    expect(data.outbox).toEqual([]);
    expect(data.accounts.map((row) => row.id)).toEqual([ownerId]);
    const confirmed = await exportSubject(api.app.db, {
      ...unconfirmed,
      confirmedEmail: 'owner.of.address@example.com',
    });
    expect(confirmed.lab_appointments.map((row) => row.reference)).toEqual([ownersGuest]);
  });
});

describe("exporting one's own account", () => {
  test('shows exactly what deletion takes, and no-store', async () => {
    await account('exporter', 'exporter@example.com', '9812000021');
    await account('neighbour', 'neighbour@example.com', '9812000021');
    const neighbours = await labBooking({
      patient_name: 'Neighbour Guest',
      email: 'neighbour@example.com',
      phone: '9812000021',
    });
    const cookie = await signIn('exporter');
    const linked = await labBooking(
      { patient_name: 'Exporter Linked', email: 'exporter.mother@example.com', phone: '9812000022' },
      cookie,
    );
    const guest = await labBooking({
      patient_name: 'Exporter Guest',
      email: 'EXPORTER@example.com',
      phone: '9812000023',
    });

    const exported = await call('/api/account/export/', { headers: { cookie } });
    expect(exported.status).toBe(200);
    expect(exported.headers.get('cache-control')).toBe('no-store');
    expect(exported.headers.get('content-disposition')).toMatch(/^attachment/);
    const data = (await exported.json()) as {
      accounts: { login_id: string; password_hash?: string }[];
      lab_appointments: { reference: string }[];
      doctor_appointments: unknown[];
      contact_messages: unknown[];
      outbox: { id: number; reference: string }[];
    };
    expect(data.accounts.map((row) => row.login_id)).toEqual(['exporter']);
    expect(data.accounts[0]).not.toHaveProperty('password_hash');
    expect(data.lab_appointments.map((row) => row.reference).sort()).toEqual([guest, linked].sort());
    expect(data.outbox.map((row) => row.reference)).not.toContain(neighbours);
    expect(data.outbox.length).toBeGreaterThan(0);

    const deleted = await call('/api/account/delete/', json({ password: PASSWORD }, cookie));
    expect(deleted.status).toBe(204);
    expect(await stillNamed(linked)).toBe(false);
    expect(await stillNamed(guest)).toBe(false);
    expect(await stillNamed(neighbours)).toBe(true);
    const exportedMails = data.outbox.map((row) => row.id);
    const { rows } = await sql<{ count: string }>`
      select count(*)::text as count from outbox where id = any(${exportedMails}::int[])
    `.execute(api.app.db);
    expect(rows[0]?.count).toBe('0');
    await signIn('neighbour');
  });
});
