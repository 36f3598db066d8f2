/**
 * Staff's view of the outbox: a message given up after its last attempt is logged once at error
 * level and listed by `npm run outbox -- list` with suppressed ones (never a body, the recipient
 * masked); `retry ID` puts it back for the API, `retry ID --now` sends it from the command.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { main } from '../src/mail/cli';
import { maskAddress } from '../src/mail/staff';
import { createStore, formData, outboxSettled, postForm, startApi, validDoctorBooking } from './helpers';
import type { TestApi, TestStore } from './helpers';
import { plaintextSmtpServer } from './plaintext-smtp';
import type { PlaintextSmtp } from './plaintext-smtp';

const DOCTOR = '/api/appointment/doctorappointment/';
const PACKAGE_DIR = new URL('..', import.meta.url).pathname;

interface LogLine {
  level: number;
  msg: string;
  outboxId?: number;
  reason?: string;
}

let store: TestStore;
let smtp: PlaintextSmtp;
const ids = { sent: 0, suppressed: 0, failedForApi: 0, failedForCommand: 0 };

/** The command's environment: the API's data directory and database, as a staff member sets them. */
const env = (extra: Record<string, string> = {}) => ({
  API_DATA_DIR: store.dataDir,
  ...(store.databaseUrl ? { DATABASE_URL: store.databaseUrl } : {}),
  LOG_LEVEL: 'info',
  ...extra,
});

async function run(argv: string[], extra: Record<string, string> = {}) {
  let out = '';
  let err = '';
  const logs: string[] = [];
  const code = await main(argv, env(extra), {
    out: (text) => (out += text),
    err: (text) => (err += text),
    log: { write: (line) => logs.push(line) },
  });
  return { code, out, err, logs };
}

async function book(api: TestApi, email: string): Promise<number> {
  expect((await postForm(api, DOCTOR, formData(validDoctorBooking({ email })))).status).toBe(201);
  const row = await api.app.db
    .selectFrom('outbox')
    .select('id')
    .where('recipient', '=', email)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return row.id;
}

beforeAll(async () => {
  store = await createStore();
  smtp = await plaintextSmtpServer();
});

afterAll(async () => {
  await smtp.close();
  await store.dispose();
});

describe('while the API runs', () => {
  let api: TestApi;
  afterAll(async () => {
    await api.app.close();
  });

  test('a message given up after its last attempt is logged once at error level, with its id and reason only', async () => {
    // Nothing listens on port 1: every attempt fails at once.
    api = await startApi(store, { SMTP_URL: 'smtp://127.0.0.1:1' });
    ids.failedForApi = await book(api, 'never.arrives@example.com');
    ids.failedForCommand = await book(api, 'also.lost@example.com');
    await outboxSettled(api);
    // The retries' pauses (1, 2, 3, 4 minutes) skipped: each message is at its fifth attempt and due.
    await sql`update outbox set attempts = 4, next_attempt_at = now() where id in (${ids.failedForApi}, ${ids.failedForCommand})`.execute(
      api.app.db,
    );
    api.app.outbox.kick();
    await outboxSettled(api);
    api.app.outbox.kick();
    await outboxSettled(api);

    const lines = api.logs.map((line) => JSON.parse(line) as LogLine);
    const givenUp = lines.filter((line) => line.level === 50);
    expect(givenUp).toEqual([
      expect.objectContaining({ outboxId: ids.failedForApi, reason: expect.stringContaining('ECONNREFUSED') }),
      expect.objectContaining({ outboxId: ids.failedForCommand, reason: expect.stringContaining('ECONNREFUSED') }),
    ]);
    expect(givenUp[0]?.msg).toMatch(/given up/);
    expect(api.logs.join('\n')).not.toMatch(/never\.arrives|also\.lost/);
    const statuses = await api.app.db
      .selectFrom('outbox')
      .select(['status', 'attempts'])
      .where('id', 'in', [ids.failedForApi, ids.failedForCommand])
      .execute();
    expect(statuses).toEqual([
      { status: 'failed', attempts: 5 },
      { status: 'failed', attempts: 5 },
    ]);
  });

  test('a sent message and a suppressed one (a fourth booking e-mail to one address in an hour)', async () => {
    await api.app.close();
    api = await startApi(store);
    const email = 'booked.often@example.com';
    ids.sent = await book(api, email);
    await book(api, email);
    await book(api, email);
    ids.suppressed = await book(api, email);
    await outboxSettled(api);
    const rows = await api.app.db
      .selectFrom('outbox')
      .select(['id', 'status'])
      .where('id', 'in', [ids.sent, ids.suppressed])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: ids.sent, status: 'sent' },
      { id: ids.suppressed, status: 'suppressed' },
    ]);
  });
});

describe('npm run outbox (the API stopped: one process owns the embedded database)', () => {
  test('list shows what did not go out: id, status, attempts, last error, when; masked, no bodies', async () => {
    const { code, out } = await run(['list']);
    expect(code).toBe(0);
    const [header, ...rows] = out.trimEnd().split('\n');
    expect(header).toMatch(/^ID\s+STATUS\s+PURPOSE\s+ATTEMPTS\s+CREATED\s+RECIPIENT\s+LAST ERROR$/);
    const byId = new Map(rows.map((row) => [Number(row.split(/\s+/)[0]), row]));
    expect(byId.get(ids.failedForApi)).toMatch(
      /^\d+\s+failed\s+booking\s+5\s+\d{4}-\d\d-\d\d \d\d:\d\d UTC\s+n\*\*\*@example\.com\s+.*ECONNREFUSED/,
    );
    expect(byId.get(ids.suppressed)).toMatch(/^\d+\s+suppressed\s+booking\s+0\s+.*b\*\*\*@example\.com$/);
    expect(byId.has(ids.sent)).toBe(false);
    expect(out).not.toMatch(/never\.arrives|booked\.often|Dear|Ramesh/);
  });

  test('retry refuses what cannot or need not be sent again', async () => {
    const suppressed = await run(['retry', String(ids.suppressed)]);
    expect(suppressed).toMatchObject({ code: 1, err: expect.stringMatching(/suppressed.*body removed/) });
    const sent = await run(['retry', String(ids.sent)]);
    expect(sent).toMatchObject({ code: 1, err: expect.stringContaining('sent already') });
    const missing = await run(['retry', '999999']);
    expect(missing).toMatchObject({ code: 1, err: expect.stringContaining('no e-mail 999999') });
    for (const argv of [[], ['retry'], ['retry', 'abc'], ['resend', '1'], ['list', 'extra']]) {
      const usage = await run(argv);
      expect(usage.code).toBe(2);
      expect(usage.err).toContain('stop the API first');
    }
    // Asked for, the usage is the answer: on stdout, and a success.
    const help = await run(['--help']);
    expect(help.code).toBe(0);
    expect(help.out).toContain('stop the API first');
  });

  test('retry ID --now sends it from the command', async () => {
    const { code, out } = await run(['retry', String(ids.failedForCommand), '--now'], {
      SMTP_URL: smtp.url,
      SMTP_ALLOW_PLAINTEXT: 'true',
    });
    expect({ code, out }).toEqual({ code: 0, out: `E-mail ${ids.failedForCommand} was sent.\n` });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toContain('To: also.lost@example.com');
  });

  test('retry ID puts it back, and the API sends it on its next round', async () => {
    const { code, out } = await run(['retry', String(ids.failedForApi)]);
    expect(code).toBe(0);
    expect(out).toContain('queued again');
    const listed = await run(['list']);
    expect(listed.out).toMatch(new RegExp(`^${ids.failedForApi}\\s+pending\\s+booking\\s+0\\s`, 'm'));

    const api = await startApi(store, { SMTP_URL: smtp.url, SMTP_ALLOW_PLAINTEXT: 'true' });
    try {
      await outboxSettled(api);
      expect(smtp.received).toHaveLength(2);
      expect(smtp.received[1]).toContain('To: never.arrives@example.com');
    } finally {
      await api.app.close();
    }
    const after = await run(['list']);
    expect(after.out).not.toMatch(new RegExp(`^(${ids.failedForApi}|${ids.failedForCommand})\\s`, 'm'));
  });

  test('refuses a data directory with no database rather than creating one', async () => {
    const { code, err } = await run(['list'], { API_DATA_DIR: `${store.dataDir}/nowhere`, DATABASE_URL: '' });
    expect(code).toBe(1);
    expect(err).toContain('There is no embedded database');
  });

  test('runs as the npm script does (tsx scripts/outbox.ts)', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/outbox.ts', 'list'], {
      cwd: PACKAGE_DIR,
      env: { ...process.env, ...env(), NODE_OPTIONS: '' },
    });
    expect(stdout).toMatch(new RegExp(`^${ids.suppressed}\\s+suppressed\\s`, 'm'));
  });
});

test('an address is masked to its first character and domain', () => {
  expect(maskAddress('ramesh.chand@example.com')).toBe('r***@example.com');
  expect(maskAddress('अनु@उदाहरण.भारत')).toBe('अ***@उदाहरण.भारत');
  expect(maskAddress('not-an-address')).toBe('***');
});
