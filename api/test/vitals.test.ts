/**
 * Real visitors' speed (issue 45): a beacon, sent as sendBeacon sends it (text/plain) or as JSON, is
 * kept without anything personal and counted in the command's daily 75th percentiles; a malformed
 * or oversized one is refused with 400 naming what is wrong; beacons are rate-limited per client
 * (an IPv6 /64); the retention job forgets days past 90.
 */
import { sql } from 'kysely';
import { todayInHospitalZone } from 'contract';
import { main } from '../src/features/vitals/cli';
import { createStore, dayFromToday, startApi } from './helpers';
import type { TestApi, TestStore } from './helpers';

const VITALS = '/api/vitals/';
const LIMIT = 5;

let store: TestStore;
let api: TestApi;

beforeAll(async () => {
  store = await createStore();
  // Behind a proxy the tests can name the client by X-Forwarded-For.
  api = await startApi(store, { API_VITALS_RATE_LIMIT: String(LIMIT), API_TRUST_PROXY: '127.0.0.1' });
});

afterAll(async () => {
  await api.app.close();
  await store.dispose();
});

let clients = 0;
/** An IPv4 client of its own, so one test's beacons never spend another's allowance. */
function ownClient(): string {
  clients += 1;
  return `198.51.100.${clients}`;
}

function send(
  body: string,
  contentType = 'text/plain;charset=UTF-8',
  client = ownClient(),
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${api.baseUrl}${VITALS}`, {
    method: 'POST',
    headers: { 'content-type': contentType, 'x-forwarded-for': client, ...headers },
    body,
  });
}

interface Refusal {
  message: string;
  errors: Record<string, string>;
  issues?: Record<string, { code: string }>;
}

async function refusal(response: Response): Promise<{ status: number; body: Refusal }> {
  return { status: response.status, body: (await response.json()) as Refusal };
}

const BEACON = { route: '/services/:serviceSlug', device: 'phone', lang: 'en' };

describe('a good beacon', () => {
  test('sent as sendBeacon sends it (text/plain) or as JSON: 204, nothing kept by a cache, no cookie', async () => {
    const asText = await send(
      JSON.stringify({ ...BEACON, lcp: 1000, cls: 0.1 }),
      'text/plain;charset=UTF-8',
      ownClient(),
      {
        // The site's session cookie rides along with every sendBeacon; it is neither read nor renewed.
        cookie: '__Host-hs_session=whatever',
        origin: 'http://localhost:3000',
      },
    );
    expect(asText.status).toBe(204);
    expect(asText.headers.get('cache-control')).toBe('no-store');
    expect(asText.headers.get('set-cookie')).toBeNull();
    expect(await asText.text()).toBe('');

    const asJson = await send(JSON.stringify({ ...BEACON, lcp: 2000, inp: 100, cls: 0.2 }), 'application/json');
    expect(asJson.status).toBe(204);
  });

  test('is kept as a row that holds nothing about the visitor', async () => {
    const { rows } = await sql<{ column_name: string }>`
      select column_name from information_schema.columns
      where table_name = 'vitals_samples' and table_schema = current_schema()
      order by ordinal_position
    `.execute(api.app.db);
    expect(rows.map((row) => row.column_name)).toEqual(['day', 'route', 'lang', 'device', 'lcp', 'inp', 'cls', 'live']);
    const kept = await api.app.db
      .selectFrom('vitals_samples')
      .select([
        sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day'),
        'route',
        'lang',
        'device',
        'lcp',
        'inp',
        'cls',
        'live',
      ])
      .where('lcp', '=', 1000)
      .execute();
    expect(kept).toEqual([{ day: todayInHospitalZone(), ...BEACON, lcp: 1000, inp: null, cls: 0.1, live: null }]);
  });
});

describe('a malformed beacon: 400 naming the field', () => {
  test.each([
    ['a URL with a query string', { route: '/manage-booking?reference=APT-7K3QD-M9X21' }, 'route'],
    ['a Hindi address instead of the pattern', { route: '/hi/services/:serviceSlug' }, 'route'],
    ['an over-long route', { route: `/${'a'.repeat(80)}` }, 'route'],
    ['an unknown device class', { device: 'watch' }, 'device'],
    ['an unknown language', { lang: 'fr' }, 'lang'],
    ['a time as text', { lcp: '1200' }, 'lcp'],
    ['a negative INP', { inp: -5 }, 'inp'],
    ['a time past two minutes', { live: 200_000 }, 'live'],
    ['a layout shift past 10', { cls: 11 }, 'cls'],
    ['a field of its own (a user agent)', { ua: 'Mozilla/5.0' }, 'ua'],
    ['a nested value', { lcp: { value: 1 }, inp: 80 }, 'lcp'],
  ])('%s', async (_case, change, field) => {
    const { status, body } = await refusal(await send(JSON.stringify({ ...BEACON, lcp: 1200, ...change })));
    expect(status).toBe(400);
    expect(Object.keys(body.errors)).toEqual([field]);
  });

  test('no metric at all names each of them', async () => {
    const { status, body } = await refusal(await send(JSON.stringify(BEACON)));
    expect(status).toBe(400);
    expect(body.issues).toEqual({
      lcp: { code: 'checkField' },
      inp: { code: 'checkField' },
      cls: { code: 'checkField' },
      live: { code: 'checkField' },
    });
  });

  test.each([
    ['text that is not JSON', 'lcp=1200', 'text/plain'],
    ['an empty body', '', 'text/plain'],
    ['a list', '[1,2]', 'application/json'],
  ])('%s: 400 for the body as a whole', async (_case, body, type) => {
    const answer = await refusal(await send(body, type));
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({});
  });

  test('a body over 1 KB is refused with 400 saying the limit, whatever its type', async () => {
    const padded = JSON.stringify({ ...BEACON, lcp: 1200, route: `/${'a'.repeat(1100)}` });
    for (const type of ['text/plain', 'application/json']) {
      const { status, body } = await refusal(await send(padded, type));
      expect(status).toBe(400);
      expect(body.message).toBe('A speed beacon must be at most 1024 bytes.');
    }
  });

  test('another content type is refused', async () => {
    const answer = await send('route=/&device=phone&lang=en&lcp=1', 'application/x-www-form-urlencoded');
    expect(answer.status).toBe(415);
  });

  test('nothing refused was kept', async () => {
    const rows = await api.app.db.selectFrom('vitals_samples').select('route').execute();
    expect(rows.map((row) => row.route)).toEqual([BEACON.route, BEACON.route]);
  });
});

test('beacons are limited per client, an IPv6 client being its /64: past the limit 429, another network still 204', async () => {
  const beacon = JSON.stringify({ route: '/', device: 'desktop', lang: 'en', live: 900 });
  const answers: number[] = [];
  for (let index = 0; index <= LIMIT; index += 1) {
    answers.push((await send(beacon, 'text/plain', `2001:db8:aa:1::${index + 1}`)).status);
  }
  expect(answers).toEqual([...Array<number>(LIMIT).fill(204), 429]);
  // Malformed beacons count too.
  expect((await send('{}', 'text/plain', '2001:db8:aa:1:ffff::9')).status).toBe(429);
  expect((await send(beacon, 'text/plain', '2001:db8:aa:2::1')).status).toBe(204);
  // The beacons' allowance is their own: the client's forms still have theirs.
  const contact = await fetch(`${api.baseUrl}/api/contact/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '2001:db8:aa:1::1' },
    body: '{}',
  });
  expect(contact.status).toBe(400);
});

/** A row of the '/faq' page in Hindi on a tablet, as the API would have kept it. */
const faqRow = (day: string, metrics: { lcp?: number; inp?: number; cls?: number; live?: number }) => ({
  day,
  route: '/faq',
  lang: 'hi' as const,
  device: 'tablet' as const,
  lcp: metrics.lcp ?? null,
  inp: metrics.inp ?? null,
  cls: metrics.cls ?? null,
  live: metrics.live ?? null,
});

/** The command, as staff run it: the API's data directory and database. */
async function run(argv: string[] = []) {
  let out = '';
  let err = '';
  const code = await main(
    argv,
    {
      API_DATA_DIR: store.dataDir,
      ...(store.databaseUrl ? { DATABASE_URL: store.databaseUrl } : {}),
      LOG_LEVEL: 'warn',
    },
    { out: (text) => (out += text), err: (text) => (err += text), log: { write: () => undefined } },
  );
  return { code, out, err };
}

describe('npm run vitals and the retention job (the API stopped: one process owns the embedded database)', () => {
  const today = todayInHospitalZone();
  const yesterday = dayFromToday(-1);

  beforeAll(async () => {
    await api.app.db
      .insertInto('vitals_samples')
      .values([
        // p75 of 1000..5000 is 4000; of INP 100 and 200, 175; of CLS 0.1..0.4, 0.325; of live 3000 alone, 3000.
        faqRow(yesterday, { lcp: 1000, inp: 100, cls: 0.1 }),
        faqRow(yesterday, { lcp: 2000, inp: 200, cls: 0.2 }),
        faqRow(yesterday, { lcp: 3000, cls: 0.3 }),
        faqRow(yesterday, { lcp: 4000, cls: 0.4 }),
        faqRow(yesterday, { lcp: 5000, live: 3000 }),
        // Outside the last 7 days: not shown, but kept.
        faqRow(dayFromToday(-7), { lcp: 9999 }),
      ])
      .execute();
  });

  test('the command prints the last 7 days: p75 and counts per day, route, language and device', async () => {
    await api.app.close();
    const { code, out } = await run();
    expect(code).toBe(0);
    const lines = out
      .trimEnd()
      .split('\n')
      .map((line) => line.split(/\s+/));
    expect(lines).toEqual([
      ['DAY', 'ROUTE', 'LANG', 'DEVICE', 'VISITS', 'LCP', 'INP', 'CLS', 'LIVE'],
      [today, '/', 'en', 'desktop', String(LIMIT + 1), '-', '-', '-', `900/${LIMIT + 1}`],
      [today, '/services/:serviceSlug', 'en', 'phone', '2', '1750/2', '100/1', '0.175/2', '-'],
      [yesterday, '/faq', 'hi', 'tablet', '5', '4000/5', '175/2', '0.325/4', '3000/1'],
    ]);
  });

  test('a stray argument is a usage error', async () => {
    const { code, err } = await run(['--days', '30']);
    expect(code).toBe(2);
    expect(err).toMatch(/Usage: npm run vitals -w api/);
  });

  test('the retention job deletes the days past 90 and keeps the rest', async () => {
    api = await startApi(store, { API_VITALS_RATE_LIMIT: String(LIMIT) });
    // The run the API starts when ready is over first, so the count below is this run's own.
    await api.app.retention.run();
    for (const day of [dayFromToday(-89), dayFromToday(-91)]) {
      await api.app.db
        .insertInto('vitals_samples')
        .values({ day, route: '/faq', lang: 'en', device: 'phone', lcp: 9999, inp: null, cls: null, live: null })
        .execute();
    }
    const counts = await api.app.retention.run();
    expect(counts).toMatchObject({ vitals_samples: 1 });
    const days = await api.app.db
      .selectFrom('vitals_samples')
      .select(sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day'))
      .where('lcp', '=', 9999)
      .orderBy('day')
      .execute();
    expect(days.map((row) => row.day)).toEqual([dayFromToday(-89), dayFromToday(-7)]);
  });
});
