/**
 * The hashing queue (issue 43) at the production cost, as a server is run with no
 * `API_PASSWORD_SCRYPT_COST`: at the tests' lowest cost a fast machine hashes 60 passwords within the
 * budget and refuses none. Requests carry `X-Forwarded-For` (the API trusts the test's own address as
 * its proxy) to come from several clients.
 */
import { REGISTRATION, confirmedAccount, postFromSite, timed } from './account-access';
import { DEFAULT_PASSWORD_COST, onFreshApi } from './helpers';
import type { TestApi } from './helpers';

let api: TestApi;
onFreshApi(
  (started) => {
    ({ api } = started);
  },
  { ...DEFAULT_PASSWORD_COST, API_TRUST_PROXY: '127.0.0.1' },
);

const PASSWORD = REGISTRATION.password;
const from = (address: string) => ({ 'x-forwarded-for': address });
const signIn = (login_id: string, password: string, headers: Record<string, string> = {}) =>
  postFromSite(api, '/api/login/', { login_id, password }, headers);

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

describe('the hashing queue', () => {
  test('60 sign-ins at once are answered within 2 s (p95), the excess refused with 429 and Retry-After, and reads go on', async () => {
    const owner = await confirmedAccount(api, { ...REGISTRATION, email: 'crowd@example.com', login_id: 'crowd' });
    const reads: number[] = [];
    const started = performance.now();
    const signIns = Array.from({ length: 60 }, (_, index) =>
      timed(() => signIn(owner.login_id, PASSWORD, from(`192.0.2.${index + 1}`))),
    );
    // Reads asked while the sign-ins are being hashed.
    for (let read = 0; read < 5; read += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      reads.push((await timed(() => fetch(`${api.baseUrl}/api/account/session/`))).ms);
    }
    const answers = await Promise.all(signIns);
    const total = performance.now() - started;
    const ms = answers.map((answer) => answer.ms);
    const statuses = answers.map((answer) => answer.status);
    const p95 = percentile(ms, 95);
    console.info(
      `60 sign-ins: p95 ${p95.toFixed(0)} ms, max ${Math.max(...ms).toFixed(0)} ms, ${statuses.filter((s) => s === 200).length} signed in, ` +
        `${statuses.filter((s) => s === 429).length} refused, all within ${total.toFixed(0)} ms; reads meanwhile max ${Math.max(...reads).toFixed(0)} ms`,
    );
    expect(p95).toBeLessThan(2_000);
    expect(statuses).toContain(200);
    expect(statuses.every((status) => status === 200 || status === 429)).toBe(true);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused.length).toBeGreaterThan(0);
    for (const answer of refused) {
      expect(JSON.parse(answer.body)).toMatchObject({ code: 'passwordCheckBusy' });
      expect(Number(answer.retryAfter)).toBeGreaterThanOrEqual(1);
    }
    expect(Math.max(...reads)).toBeLessThan(1_000);
  }, 180_000);
});
