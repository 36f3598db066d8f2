/**
 * Issue 43, finding 3: what someone other than the account's owner can no longer do with the account
 * calls (flood an inbox, time the answers, take over a sign-up, outlast a lock); stalling the hashing,
 * which only the production cost shows, is in password-hashing.test.ts.
 * Requests carry `X-Forwarded-For` (the API trusts the test's own address as its proxy) to come from
 * several clients.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { accountWorkSettled } from '../src/features/accounts/service';
import {
  REGISTRATION,
  confirmedAccount,
  mailedToken,
  newestMailText,
  postFromSite,
  strangersFailures,
} from './account-access';
import type { Registration } from './account-access';
import { SITE_ORIGIN, createStore, onFreshApi, startApi } from './helpers';
import type { TestApi } from './helpers';

const execFileAsync = promisify(execFile);

let api: TestApi;
onFreshApi(
  (started) => {
    ({ api } = started);
  },
  { API_TRUST_PROXY: '127.0.0.1' },
);

const PASSWORD = REGISTRATION.password;
const person = (tag: string): Registration => ({ ...REGISTRATION, email: `${tag}@example.com`, login_id: tag });

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  postFromSite(api, path, body, headers);
const from = (address: string) => ({ 'x-forwarded-for': address });

async function accountMails(email: string): Promise<string[]> {
  await accountWorkSettled();
  const rows = await api.app.db
    .selectFrom('outbox')
    .select('subject')
    .where(sql<string>`lower(recipient)`, '=', email.toLowerCase())
    .orderBy('id')
    .execute();
  return rows.map((row) => row.subject);
}

const confirmed = (tag: string) => confirmedAccount(api, person(tag));

const signIn = (login_id: string, password: string, headers: Record<string, string> = {}) =>
  post('/api/login/', { login_id, password }, headers);

const sessionCookie = (response: Response) =>
  response.headers
    .getSetCookie()
    .find((line) => /session=/.test(line))
    ?.split(';')[0] ?? '';

/** 40 pairs of reset requests (an address with an account, one without, alternately first), 100 ms apart. */
const PAIRED_RESETS = `
const post = async (email) => {
  const started = performance.now();
  const response = await fetch(process.env.BASE_URL + '/api/account/password-reset/', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: process.env.ORIGIN },
    body: JSON.stringify({ email }),
  });
  await response.text();
  return { ms: performance.now() - started, status: response.status };
};
const pause = () => new Promise((resolve) => setTimeout(resolve, 100));
const known = [], unknown = [], statuses = [];
for (let pair = 0; pair < 40; pair += 1) {
  for (const which of pair % 2 ? ['unknown', 'known'] : ['known', 'unknown']) {
    const answer = await post(which === 'known' ? process.env.KNOWN : 'nobody' + pair + '@example.com');
    (which === 'known' ? known : unknown).push(answer.ms);
    statuses.push(answer.status);
    await pause();
  }
}
console.info(JSON.stringify({ known, unknown, statuses }));
`;

const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 3_600_000);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

describe('account e-mails', () => {
  test('40 reset requests and sign-ups for one inbox send it at most 3 e-mails in the hour, answered alike', async () => {
    const owner = await confirmed('flooded');
    const answers = new Set<string>();
    for (let attempt = 0; attempt < 40; attempt += 1) {
      const reset = await post('/api/account/password-reset/', { email: owner.email });
      expect(reset.status).toBe(202);
      answers.add(await reset.text());
    }
    expect(answers.size).toBe(1);
    // "Someone tried" (the address has an account) and "login ID taken", however the address is spelt.
    // A few only: each sign-up hashes its password.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const tried = await post('/api/patents/', {
        ...owner,
        login_id: `flood${attempt}`,
        email: 'Flooded@example.com',
      });
      expect(tried.status).toBe(201);
      const taken = await post('/api/patents/', { ...owner, email: `flooded+${attempt}@example.com` });
      expect(taken.status).toBe(201);
    }
    // The confirmation, then two reset links: nothing more this hour.
    expect(await accountMails(owner.email)).toEqual([
      'Confirm your e-mail to start using your account',
      'Your Login ID and a new password',
      'Your Login ID and a new password',
    ]);
    for (let attempt = 0; attempt < 3; attempt += 1)
      expect(await accountMails(`flooded+${attempt}@example.com`)).toEqual([]);
  }, 180_000);

  test('an address without an account is answered a reset as quickly as one with (medians of paired requests)', async () => {
    const owner = await confirmed('timedreset');
    // Timed from another process, as an attacker would: this one also runs the server, whose work after
    // an answer would otherwise be counted in the next answer read here.
    const { stdout } = await execFileAsync(process.execPath, ['--input-type=module', '-e', PAIRED_RESETS], {
      env: { ...process.env, NODE_OPTIONS: '', BASE_URL: api.baseUrl, ORIGIN: SITE_ORIGIN, KNOWN: owner.email },
    });
    const { known, unknown, statuses } = JSON.parse(stdout) as {
      known: number[];
      unknown: number[];
      statuses: number[];
    };
    expect(new Set(statuses)).toEqual(new Set([202]));
    // Before: 10.6 vs 5.7 ms, the known address slower in 36 of 40 pairs. Alike, it is slower in about
    // half: 29 or more of 40 happens by chance once in 300 runs. The medians allow for a busy machine.
    const [knownMs, unknownMs] = [median(known), median(unknown)];
    const slower = known.filter((ms, pair) => ms > (unknown[pair] ?? 0)).length;
    console.info(
      `reset request medians: with an account ${knownMs.toFixed(2)} ms, without ${unknownMs.toFixed(2)} ms; ` +
        `with an account slower in ${slower} of ${known.length} pairs`,
    );
    expect(slower).toBeLessThanOrEqual(28);
    expect(knownMs).toBeLessThan(unknownMs * 1.5 + 1);
  }, 180_000);
});

describe('confirming the address', () => {
  test('someone who signed up first with your address gets nothing once you confirm: their password and browser stop working', async () => {
    const victim = 'victim@example.com';
    const attacker = { ...person('takeover'), email: victim, password: 'Attacker-Knows-1' };
    expect((await post('/api/patents/', attacker)).status).toBe(201);
    // The attacker's right password only says "confirm first".
    expect((await signIn(attacker.login_id, attacker.password)).status).toBe(403);
    const token = await mailedToken(api, victim, 'confirm');
    expect(await newestMailText(api, victim)).toContain(`Your login ID is ${attacker.login_id}.`);

    // A session of the account made before (as any older code could have) ends too.
    const { id } = await api.app.db
      .selectFrom('accounts')
      .select('id')
      .where('login_id', '=', attacker.login_id)
      .executeTakeFirstOrThrow();
    const session = await api.app.sessions.start(id);

    // The confirmation asks for the password: without one it is refused, naming the field, and the link still works.
    const bare = await post('/api/account/confirm/', { token });
    expect(bare.status).toBe(400);
    expect(((await bare.json()) as { issues: Record<string, { code: string }> }).issues['password']?.code).toBe(
      'passwordRequired',
    );
    const chosen = 'Victim-Owns-2026';
    expect((await post('/api/account/confirm/', { token, password: chosen })).status).toBe(200);

    expect((await signIn(attacker.login_id, attacker.password)).status).toBe(401);
    const owner = await signIn(attacker.login_id, chosen);
    expect(owner.status).toBe(200);
    const sessions = await api.app.db
      .selectFrom('account_sessions')
      .select('id_hash')
      .where('account_id', '=', id)
      .execute();
    expect(sessions.map((row) => row.id_hash)).not.toContain(api.app.accountSecrets.hash('session', session));
  });
});

describe('sign-in throttle', () => {
  test('counts an IPv6 client by its /64: 5 failures from 5 addresses of one /64 refuse a 6th address in it', async () => {
    const owner = await confirmed('v6throttle');
    for (let host = 1; host <= 5; host += 1) {
      expect((await signIn(owner.login_id, `wrong-${host}`, from(`2001:db8:43:1::${host}`))).status).toBe(401);
    }
    const refused = await signIn(owner.login_id, PASSWORD, from('2001:db8:43:1:ffff::9'));
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: 'signInSlowed' });
    // Another /64 is another client.
    expect((await signIn(owner.login_id, PASSWORD, from('2001:db8:43:2::1'))).status).toBe(200);
  }, 180_000);

  test("a stranger's lock on the account is cleared by the owner's password reset", async () => {
    const owner = await confirmed('lockedout');
    await strangersFailures(api, owner.login_id);
    expect((await signIn(owner.login_id, PASSWORD, from('203.0.113.43'))).status).toBe(429);
    expect((await post('/api/account/password-reset/', { email: owner.email })).status).toBe(202);
    const token = await mailedToken(api, owner.email, 'reset-password');
    const fresh = 'Owner-Again-2026';
    expect((await post('/api/account/password-reset/confirm/', { token, password: fresh })).status).toBe(200);
    expect((await signIn(owner.login_id, fresh, from('203.0.113.43'))).status).toBe(200);
  });
});

describe('reset links', () => {
  test('using one reset link ends the account’s other links', async () => {
    const owner = await confirmed('tworesets');
    await post('/api/account/password-reset/', { email: owner.email });
    const first = await mailedToken(api, owner.email, 'reset-password');
    await post('/api/account/password-reset/', { email: owner.email });
    const second = await mailedToken(api, owner.email, 'reset-password');
    expect(second).not.toBe(first);
    expect(
      (await post('/api/account/password-reset/confirm/', { token: second, password: 'Second-Link-2026' })).status,
    ).toBe(200);
    const stale = await post('/api/account/password-reset/confirm/', { token: first, password: 'First-Link-2026' });
    expect(stale.status).toBe(400);
    expect(await stale.json()).toMatchObject({ code: 'resetLinkInvalid' });
    expect((await signIn(owner.login_id, 'Second-Link-2026')).status).toBe(200);
  });

  test('a password change ends the reset links asked for before it', async () => {
    const owner = await confirmed('changedpw');
    await post('/api/account/password-reset/', { email: owner.email });
    const token = await mailedToken(api, owner.email, 'reset-password');
    const cookie = sessionCookie(await signIn(owner.login_id, PASSWORD));
    const changed = await post(
      '/api/account/password/',
      { current_password: PASSWORD, new_password: 'Changed-Pass-2026' },
      { cookie },
    );
    expect(changed.status).toBe(204);
    const stale = await post('/api/account/password-reset/confirm/', { token, password: 'Thief-Pass-2026' });
    expect(stale.status).toBe(400);
    expect((await signIn(owner.login_id, 'Changed-Pass-2026')).status).toBe(200);
  });
});

describe('the account', () => {
  test('PATCH /api/account/ is limited per account: the 11th change in an hour is refused with 429 and Retry-After', async () => {
    const owner = await confirmed('patchlimit');
    const cookie = sessionCookie(await signIn(owner.login_id, PASSWORD));
    const patch = (phone: string) =>
      fetch(`${api.baseUrl}/api/account/`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', origin: SITE_ORIGIN, cookie },
        body: JSON.stringify({ phone }),
      });
    for (let change = 0; change < 10; change += 1) expect((await patch(`98100123${10 + change}`)).status).toBe(200);
    const refused = await patch('9810099999');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({ code: 'accountEditsLimited' });
    const { phone } = await api.app.db
      .selectFrom('accounts')
      .select('phone')
      .where('login_id', '=', owner.login_id)
      .executeTakeFirstOrThrow();
    expect(phone).toBe('9810012319');
  });

  test('PATCH /api/account/ is limited per client too: past API_RATE_LIMIT a minute, 429', async () => {
    const store = await createStore();
    const strict = await startApi(store, { API_TRUST_PROXY: '127.0.0.1', API_RATE_LIMIT: '3' });
    try {
      const send = (path: string, body: unknown, address: string, init: { method?: string; cookie?: string } = {}) =>
        fetch(`${strict.baseUrl}${path}`, {
          method: init.method ?? 'POST',
          headers: {
            'content-type': 'application/json',
            origin: SITE_ORIGIN,
            'x-forwarded-for': address,
            ...(init.cookie ? { cookie: init.cookie } : {}),
          },
          body: JSON.stringify(body),
        });
      // Set up from addresses of their own: each has 3 POSTs a minute.
      const someone = person('perclient');
      expect((await send('/api/patents/', someone, '203.0.113.1')).status).toBe(201);
      const token = await mailedToken(strict, someone.email, 'confirm');
      expect((await send('/api/account/confirm/', { token, password: PASSWORD }, '203.0.113.2')).status).toBe(200);
      const cookie = sessionCookie(
        await send('/api/login/', { login_id: someone.login_id, password: PASSWORD }, '203.0.113.3'),
      );
      const patch = (address: string) =>
        send('/api/account/', { name: 'Deepak K Sharma' }, address, { method: 'PATCH', cookie });
      for (let change = 0; change < 3; change += 1) expect((await patch('203.0.113.4')).status).toBe(200);
      const refused = await patch('203.0.113.4');
      expect(refused.status).toBe(429);
      expect(await refused.json()).toMatchObject({ code: 'accountEditsLimited' });
      expect((await patch('203.0.113.5')).status).toBe(200);
    } finally {
      await strict.app.close();
      await store.dispose();
    }
  });

  test('the retention job deletes accounts left unconfirmed for 7 days, and only those', async () => {
    await post('/api/patents/', person('stale8days'));
    await post('/api/patents/', person('fresh6days'));
    const kept = await confirmed('confirmedold');
    // Written in the past (the column is never updated by the API, hence plain SQL).
    const setCreated = (loginId: string, days: number) =>
      sql`update accounts set created_at = ${daysAgo(days)} where login_id = ${loginId}`.execute(api.app.db);
    await setCreated('stale8days', 8);
    await setCreated('fresh6days', 6);
    await setCreated(kept.login_id, 30);
    // Accounts with confirmations (migration 0012) came 100 days ago; one made before them is
    // confirmed by a reset when its owner returns, never deleted.
    const migrated = daysAgo(100).toISOString();
    await sql`update kysely_migration set timestamp = ${migrated} where name = '0012_accounts'`.execute(api.app.db);
    await post('/api/patents/', person('before0012'));
    await setCreated('before0012', 400);
    const counts = await api.app.retention.run();
    expect(counts).toMatchObject({ unconfirmed_accounts: 1 });
    const left = await api.app.db
      .selectFrom('accounts')
      .select('login_id')
      .where('login_id', 'in', ['stale8days', 'fresh6days', kept.login_id, 'before0012'])
      .orderBy('login_id')
      .execute();
    expect(left.map((row) => row.login_id)).toEqual(['before0012', kept.login_id, 'fresh6days']);
  });
});
