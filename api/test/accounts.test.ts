import { randomBytes, scryptSync } from 'node:crypto';
import { sql } from 'kysely';
import { REGISTRATION, confirmedAccount, mailedToken, strangersFailures } from './account-access';
import type { Registration } from './account-access';
import {
  SITE_ORIGIN,
  dayFromToday,
  formData,
  nextDoctorSlot,
  onFreshApi,
  validDoctorBooking,
  validLabBooking,
} from './helpers';
import type { TestApi } from './helpers';

let api: TestApi;
onFreshApi((started) => {
  ({ api } = started);
});

const json = (body: unknown, cookie?: string, origin = SITE_ORIGIN) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', origin, ...(cookie ? { cookie } : {}) },
  body: JSON.stringify(body),
});
const call = (path: string, init: RequestInit = {}) => fetch(`${api.baseUrl}${path}`, init);

const sessionCookie = (response: Response) => {
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith('__Host-hs_session='));
  if (!cookie) throw new Error('no session cookie');
  return cookie;
};
const cookiePair = (setCookie: string) => setCookie.split(';')[0] ?? '';

const confirmed = (overrides: Partial<Registration>) => confirmedAccount(api, { ...REGISTRATION, ...overrides });

async function signIn(person: { login_id: string; password: string }, cookie?: string): Promise<Response> {
  return call('/api/login/', json({ login_id: person.login_id, password: person.password }, cookie));
}

const sessionOf = async (cookie: string) => call('/api/account/session/', { headers: { cookie } });

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

describe('sign-up', () => {
  // The stored cost, its upgrade and the answer times are tested at the server's own cost in
  // password-hashing.test.ts; this file hashes at the tests' (helpers.ts).
  test('refuses common passwords and eight spaces', async () => {
    for (const [password, code] of [
      ['password', 'passwordTooCommon'],
      ['12345678', 'passwordTooCommon'],
      ['        ', 'passwordBlank'],
    ]) {
      const response = await call('/api/patents/', json({ ...REGISTRATION, password }));
      expect(response.status).toBe(400);
      expect(((await response.json()) as { issues: Record<string, { code: string }> }).issues['password']?.code).toBe(
        code,
      );
    }
  });

  test('a sign-in keeps a hash at the configured cost and never lowers a costlier one', async () => {
    const person = await confirmed({ login_id: 'hashkept', email: 'hashkept@example.com' });
    const stored = async () =>
      (
        await api.app.db
          .selectFrom('accounts')
          .select('password_hash')
          .where('login_id', '=', 'hashkept')
          .executeTakeFirstOrThrow()
      ).password_hash;
    const configured = await stored();
    expect(configured).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect((await signIn(person)).status).toBe(200);
    expect(await stored()).toBe(configured);
    // Made at N=2^15 (as if the setting were lowered since): it signs in and stays as it is.
    const salt = randomBytes(16);
    const key = scryptSync(person.password.normalize('NFKC'), salt, 64, {
      N: 32_768,
      r: 8,
      p: 1,
      maxmem: 64 * 1024 * 1024,
    });
    const costlier = ['scrypt', 32_768, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
    await api.app.db
      .updateTable('accounts')
      .set({ password_hash: costlier })
      .where('login_id', '=', 'hashkept')
      .execute();
    expect((await signIn(person)).status).toBe(200);
    expect(await stored()).toBe(costlier);
  });

  test('an unconfirmed account cannot sign in: 403 only after the right password', async () => {
    const person = { ...REGISTRATION, login_id: 'unconfirmed1', email: 'unconfirmed@example.com' };
    await call('/api/patents/', json(person));
    expect((await signIn({ ...person, password: 'wrong-password' })).status).toBe(401);
    const response = await signIn(person);
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'emailUnconfirmed' });
  });

  test('a confirm link works once', async () => {
    const person = { ...REGISTRATION, login_id: 'once1', email: 'once@example.com' };
    await call('/api/patents/', json(person));
    const token = await mailedToken(api, person.email, 'confirm');
    expect((await call('/api/account/confirm/', json({ token, password: person.password }))).status).toBe(200);
    const again = await call('/api/account/confirm/', json({ token, password: person.password }));
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ code: 'confirmLinkInvalid' });
  });
});

describe('sessions', () => {
  test('sign-in sets an HttpOnly SameSite=Lax cookie with a new id each time, and the answer holds no hash', async () => {
    const person = await confirmed({ login_id: 'cookie1', email: 'cookie1@example.com' });
    const first = await signIn(person);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    const body = (await first.json()) as Record<string, unknown>;
    expect(body).toEqual({
      id: expect.any(Number),
      name: person.name,
      email: person.email,
      phone: person.phone,
      login_id: person.login_id,
      email_confirmed: true,
    });
    const setCookie = sessionCookie(first);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Path=\//);
    expect(setCookie).toMatch(/; Secure/i);
    // Session fixation: a browser that already holds an id gets a new one, and the old id is dead.
    const planted = cookiePair(setCookie);
    const second = await signIn(person, planted);
    const renewed = cookiePair(sessionCookie(second));
    expect(renewed).not.toBe(planted);
    expect((await call('/api/account/session/', { headers: { cookie: planted } })).status).toBe(204);
    expect((await call('/api/account/session/', { headers: { cookie: renewed } })).status).toBe(200);
  });

  test('ends after 30 minutes idle and 12 hours after sign-in', async () => {
    const person = await confirmed({ login_id: 'expiry1', email: 'expiry1@example.com' });
    const idle = cookiePair(sessionCookie(await signIn(person)));
    const old = cookiePair(sessionCookie(await signIn(person)));
    expect((await sessionOf(idle)).status).toBe(200);
    const hash = (cookie: string) => api.app.accountSecrets.hash('session', cookie.split('=')[1] ?? '');
    await api.app.db
      .updateTable('account_sessions')
      .set({ last_seen_at: minutesAgo(29) })
      .where('id_hash', '=', hash(idle))
      .execute();
    expect((await sessionOf(idle)).status).toBe(200);
    await api.app.db
      .updateTable('account_sessions')
      .set({ last_seen_at: minutesAgo(31) })
      .where('id_hash', '=', hash(idle))
      .execute();
    expect((await sessionOf(idle)).status).toBe(204);
    // Used a minute ago, but signed in 12 hours and a minute ago.
    await api.app.db
      .updateTable('account_sessions')
      .set({ created_at: minutesAgo(12 * 60 + 1), last_seen_at: minutesAgo(1) })
      .where('id_hash', '=', hash(old))
      .execute();
    expect((await sessionOf(old)).status).toBe(204);
  });

  test('sign out ends the session; sign out everywhere ends every one', async () => {
    const person = await confirmed({ login_id: 'out1', email: 'out1@example.com' });
    const a = cookiePair(sessionCookie(await signIn(person)));
    const b = cookiePair(sessionCookie(await signIn(person)));
    const c = cookiePair(sessionCookie(await signIn(person)));
    expect((await call('/api/logout/', json({}, a))).status).toBe(204);
    expect((await call('/api/account/session/', { headers: { cookie: a } })).status).toBe(204);
    expect((await call('/api/account/session/', { headers: { cookie: b } })).status).toBe(200);
    expect((await call('/api/account/sessions/end-all/', json({}, b))).status).toBe(204);
    expect((await call('/api/account/session/', { headers: { cookie: c } })).status).toBe(204);
  });

  test('a POST from another site is refused with 403 originRefused, even with the cookie', async () => {
    const person = await confirmed({ login_id: 'origin1', email: 'origin1@example.com' });
    const cookie = cookiePair(sessionCookie(await signIn(person)));
    const response = await call('/api/account/sessions/end-all/', json({}, cookie, 'https://evil.example'));
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      message: 'This site is not allowed to call the API.',
      code: 'originRefused',
    });
    expect((await call('/api/account/session/', { headers: { cookie } })).status).toBe(200);
  });
});

describe('sign-in throttling', () => {
  test('5 failures for one login ID from one address refuse it for 15 minutes, not from another browser that signed in before', async () => {
    const person = await confirmed({ login_id: 'throttle1', email: 'throttle1@example.com' });
    const good = await signIn(person);
    const device = good.headers.getSetCookie().find((line) => line.startsWith('__Host-hs_device='));
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await signIn({ ...person, password: `wrong-${attempt}` })).status).toBe(401);
    }
    const refused = await signIn(person);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    expect(await refused.json()).toMatchObject({ code: 'signInSlowed' });
    // The pair's refusal is per address: the same count on the account from everywhere is below 20.
    await api.app.db.deleteFrom('sign_in_failures').where('key', 'like', 'pair:%').execute();
    expect((await signIn(person)).status).toBe(200);
    // 20 failures on the account (from anywhere) shut out unknown browsers, but not one that signed in before.
    await api.app.db.updateTable('sign_in_failures').set({ failures: 20, last_failure_at: new Date() }).execute();
    await strangersFailures(api, person.login_id);
    await api.app.db.deleteFrom('sign_in_failures').where('key', 'like', 'address:%').execute();
    expect((await signIn(person)).status).toBe(429);
    expect((await signIn(person, cookiePair(device ?? ''))).status).toBe(200);
  });
});

describe('password reset', () => {
  test('the link works once, within 30 minutes, and ends every session', async () => {
    const person = await confirmed({ login_id: 'reset1', email: 'reset1@example.com' });
    const cookie = cookiePair(sessionCookie(await signIn(person)));
    const unknown = await call('/api/account/password-reset/', json({ email: 'nobody@example.com' }));
    const known = await call('/api/account/password-reset/', json({ email: person.email }));
    expect(known.status).toBe(202);
    expect(await known.text()).toBe(await unknown.text());
    const token = await mailedToken(api, person.email, 'reset-password');
    const reset = await call('/api/account/password-reset/confirm/', json({ token, password: 'New-Faridabad-2026' }));
    expect(reset.status).toBe(200);
    expect((await call('/api/account/session/', { headers: { cookie } })).status).toBe(204);
    const again = await call('/api/account/password-reset/confirm/', json({ token, password: 'Other-Faridabad-2026' }));
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ code: 'resetLinkInvalid' });
    expect((await signIn({ ...person, password: 'New-Faridabad-2026' })).status).toBe(200);

    await call('/api/account/password-reset/', json({ email: person.email }));
    const late = await mailedToken(api, person.email, 'reset-password');
    await api.app.db
      .updateTable('account_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('token_hash', '=', api.app.accountSecrets.hash('token', late))
      .execute();
    expect(
      (await call('/api/account/password-reset/confirm/', json({ token: late, password: 'Late-Faridabad-2026' })))
        .status,
    ).toBe(400);
  });
});

describe('the account', () => {
  test('edit, change password (other sessions end), export', async () => {
    const person = await confirmed({ login_id: 'edit1', email: 'edit1@example.com' });
    const mine = cookiePair(sessionCookie(await signIn(person)));
    const other = cookiePair(sessionCookie(await signIn(person)));
    const edited = await call('/api/account/', { ...json({ phone: '+91 98100 12345' }, mine), method: 'PATCH' });
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({ phone: '9810012345' });
    const wrong = await call(
      '/api/account/password/',
      json({ current_password: 'nope-nope', new_password: 'Another-2026!' }, mine),
    );
    expect(wrong.status).toBe(400);
    const changed = await call(
      '/api/account/password/',
      json({ current_password: person.password, new_password: 'Another-2026!' }, mine),
    );
    expect(changed.status).toBe(204);
    expect((await call('/api/account/session/', { headers: { cookie: other } })).status).toBe(204);
    const exported = await call('/api/account/export/', { headers: { cookie: mine } });
    expect(exported.status).toBe(200);
    expect(exported.headers.get('cache-control')).toBe('no-store');
    expect(exported.headers.get('content-disposition')).toMatch(/^attachment/);
    expect(await exported.json()).toMatchObject({
      accounts: [{ email: person.email, phone: '9810012345' }],
      doctor_appointments: [],
      lab_appointments: [],
    });
  });

  test('deletion leaves nothing in any table that names the person, and ends the sessions', async () => {
    const person = await confirmed({
      name: 'Kamla Devi Bhardwaj',
      login_id: 'kamla_b',
      email: 'kamla.b@example.com',
      phone: '9812398123',
    });
    const cookie = cookiePair(sessionCookie(await signIn(person)));
    expect((await call('/api/account/delete/', json({ password: 'wrong-password' }, cookie))).status).toBe(400);
    expect((await call('/api/account/delete/', json({ password: person.password }, cookie))).status).toBe(204);
    expect((await call('/api/account/session/', { headers: { cookie } })).status).toBe(204);
    const { rows: tables } = await sql<{ table_name: string }>`
      select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'
    `.execute(api.app.db);
    const patterns = ['%kamla%', '%9812398123%', '%kamla_b%'];
    for (const { table_name } of tables) {
      const { rows } = await sql<{ found: string }>`
        select count(*)::text as found from ${sql.table(table_name)} t where t::text ilike any(${patterns})
      `.execute(api.app.db);
      expect({ table: table_name, found: rows[0]?.found }).toEqual({ table: table_name, found: '0' });
    }
  });

  test('a booking made while signed in is in My bookings, and only its owner cancels it with the session', async () => {
    const owner = await confirmed({ login_id: 'owner1', email: 'owner1@example.com' });
    const stranger = await confirmed({ login_id: 'stranger1', email: 'stranger1@example.com' });
    const mine = cookiePair(sessionCookie(await signIn(owner)));
    const theirs = cookiePair(sessionCookie(await signIn(stranger)));
    const booked = await call('/api/appointment/labappointment/', {
      method: 'POST',
      headers: { origin: SITE_ORIGIN, cookie: mine },
      body: formData(validLabBooking()),
    });
    expect(booked.status).toBe(201);
    const { reference } = (await booked.json()) as { reference: string };
    const listed = await call('/api/account/bookings/', { headers: { cookie: mine } });
    expect(listed.headers.get('cache-control')).toBe('no-store');
    expect(await listed.json()).toMatchObject({ upcoming: [{ reference, status: 'booked' }], past: [] });
    expect(await (await call('/api/account/bookings/', { headers: { cookie: theirs } })).json()).toEqual({
      upcoming: [],
      past: [],
    });
    expect((await call('/api/appointment/cancel/', json({ reference }, theirs))).status).toBe(404);
    expect((await call('/api/appointment/cancel/', json({ reference }))).status).toBe(404);
    const cancelled = await call('/api/appointment/cancel/', json({ reference }, mine));
    expect(cancelled.status).toBe(200);
    expect(await cancelled.json()).toMatchObject({ reference, status: 'cancelled' });
  });

  test("the signed-in owner saves a doctor booking's calendar file with the session; nobody else does", async () => {
    const owner = await confirmed({ login_id: 'owner2', email: 'owner2@example.com' });
    const stranger = await confirmed({ login_id: 'stranger2', email: 'stranger2@example.com' });
    const mine = cookiePair(sessionCookie(await signIn(owner)));
    const theirs = cookiePair(sessionCookie(await signIn(stranger)));
    const booked = await call('/api/appointment/doctorappointment/', {
      method: 'POST',
      headers: { origin: SITE_ORIGIN, cookie: mine },
      body: formData(validDoctorBooking()),
    });
    expect(booked.status).toBe(201);
    const { reference } = (await booked.json()) as { reference: string };
    const calendar = (cookie?: string) =>
      call(`/api/appointment/calendar/${reference}.ics`, { headers: cookie ? { cookie } : {} });

    const saved = await calendar(mine);
    expect(saved.status).toBe(200);
    expect(saved.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(await saved.text()).toContain(`UID:${reference}@`);
    // Someone else's session and no session at all are answered as an unknown reference.
    expect((await calendar(theirs)).status).toBe(404);
    expect((await calendar()).status).toBe(404);
  });

  test('the signed-in owner moves a doctor booking to another slot with the session; nobody else does', async () => {
    const owner = await confirmed({ login_id: 'owner4', email: 'owner4@example.com' });
    const stranger = await confirmed({ login_id: 'stranger4', email: 'stranger4@example.com' });
    const mine = cookiePair(sessionCookie(await signIn(owner)));
    const theirs = cookiePair(sessionCookie(await signIn(stranger)));
    const booked = await call('/api/appointment/doctorappointment/', {
      method: 'POST',
      headers: { origin: SITE_ORIGIN, cookie: mine },
      body: formData(validDoctorBooking()),
    });
    expect(booked.status).toBe(201);
    const { reference, date, slot_start } = (await booked.json()) as {
      reference: string;
      date: string;
      slot_start: string;
    };
    const target = nextDoctorSlot('OFF');
    const move = (cookie?: string) =>
      call(
        '/api/appointment/reschedule/',
        json({ reference, date: target.date, slot_start: target.slot_start }, cookie),
      );

    // Someone else's session and no session at all are answered as an unknown reference; nothing moves.
    expect((await move(theirs)).status).toBe(404);
    expect((await move()).status).toBe(404);
    const listed = await call('/api/account/bookings/', { headers: { cookie: mine } });
    expect(await listed.json()).toMatchObject({ upcoming: [{ reference, date, slot_start }] });
    const moved = await move(mine);
    expect(moved.status).toBe(200);
    expect(await moved.json()).toMatchObject({ reference, date: target.date, slot_start: target.slot_start });
  });

  test("the signed-in owner saves a lab booking's calendar file and moves it with the session; nobody else does", async () => {
    const owner = await confirmed({ login_id: 'owner3', email: 'owner3@example.com' });
    const stranger = await confirmed({ login_id: 'stranger3', email: 'stranger3@example.com' });
    const mine = cookiePair(sessionCookie(await signIn(owner)));
    const theirs = cookiePair(sessionCookie(await signIn(stranger)));
    const booked = await call('/api/appointment/labappointment/', {
      method: 'POST',
      headers: { origin: SITE_ORIGIN, cookie: mine },
      body: formData(validLabBooking({ date: dayFromToday(2) })),
    });
    expect(booked.status).toBe(201);
    const { reference } = (await booked.json()) as { reference: string };
    const calendar = (cookie?: string) =>
      call(`/api/appointment/calendar/${reference}.ics`, { headers: cookie ? { cookie } : {} });
    const move = (cookie?: string) =>
      call('/api/appointment/reschedule-lab/', json({ reference, date: dayFromToday(3) }, cookie));

    expect((await calendar(theirs)).status).toBe(404);
    expect((await move(theirs)).status).toBe(404);
    expect((await move()).status).toBe(404);
    const moved = await move(mine);
    expect(moved.status).toBe(200);
    expect(await moved.json()).toMatchObject({ reference, date: dayFromToday(3) });
    const saved = await calendar(mine);
    expect(saved.status).toBe(200);
    expect(await saved.text()).toContain(`DTSTART;VALUE=DATE:${dayFromToday(3).replace(/-/g, '')}`);
  });
});
