/**
 * A prescription and its booking are stored together or not at all, even when the process is killed
 * (SIGKILL, nothing runs after it) between writing the file and committing the booking, or between
 * the commit and moving the file into place. The next start settles what the crash left.
 */
import { spawn } from 'node:child_process';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { Client } from 'pg';
import { requestCode } from './booking-access';
import { PDF, PNG } from './fixtures';
import { createStore, filesIn, formData, startApi, validLabBooking } from './helpers';
import type { TestStore } from './helpers';

const API_DIR = fileURLToPath(new URL('..', import.meta.url));
let store: TestStore;

beforeAll(async () => {
  store = await createStore();
  // Migrated and seeded before the first child starts, with no booking yet.
  const api = await startApi(store);
  await api.app.close();
});

afterAll(async () => {
  await store.dispose();
});

type CrashPoint = 'prescription-written' | 'booking-committed';

/** Starts the API in a child process, sends one lab booking with a prescription, and waits for the kill. */
async function bookUntilKilled(crashAt: CrashPoint, prescription: Buffer): Promise<void> {
  const env: Record<string, string> = {
    PATH: process.env['PATH'] ?? '',
    API_DATA_DIR: store.dataDir,
    CRASH_AT: crashAt,
    LOG_LEVEL: 'silent',
    ...(store.databaseUrl ? { DATABASE_URL: store.databaseUrl } : {}),
  };
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/support/crash-server.ts'], {
    cwd: API_DIR,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<NodeJS.Signals | null>((resolve) =>
    child.once('exit', (_code, signal) => resolve(signal)),
  );
  const lines = createInterface({ input: child.stdout });
  const port = await new Promise<number>((resolve, reject) => {
    lines.once('line', (line) => resolve((JSON.parse(line) as { port: number }).port));
    child.once('exit', () => reject(new Error('the API exited before listening')));
  });
  const form = formData(validLabBooking(), { prescription: { content: prescription, name: 'rx' } });
  await expect(
    fetch(`http://127.0.0.1:${port}/api/appointment/labappointment/`, { method: 'POST', body: form }),
  ).rejects.toThrow('fetch failed');
  expect(await exited).toBe('SIGKILL');
}

/** PostgreSQL ends a dead client's transaction (and its locks) when it sees the connection close. */
async function deadTransactionsEnded(): Promise<void> {
  if (!store.databaseUrl) return;
  const client = new Client({ connectionString: store.databaseUrl });
  await client.connect();
  try {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const { rows } = await client.query<{ open: number }>(
        "select count(*)::int as open from pg_stat_activity where datname = current_database() and state like 'idle in transaction%'",
      );
      if (rows[0]?.open === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('the killed API’s transaction is still open');
  } finally {
    await client.end();
  }
}

const uploads = () => join(store.dataDir, 'uploads');
const incoming = () => join(store.dataDir, 'uploads', '.incoming');

test('killed after the file is written, before the commit: no booking, and the file is gone after restart', async () => {
  await bookUntilKilled('prescription-written', PDF);
  expect(await filesIn(incoming())).toHaveLength(1);
  await deadTransactionsEnded();

  const api = await startApi(store);
  try {
    expect(await filesIn(incoming())).toEqual([]);
    expect(await filesIn(uploads())).toEqual(['.incoming']);
    expect(await api.app.db.selectFrom('lab_appointments').select('id').execute()).toEqual([]);
  } finally {
    await api.app.close();
  }
});

test('killed after the commit, before the move: the booking is kept and its file moved into place at restart', async () => {
  await bookUntilKilled('booking-committed', PNG);
  await deadTransactionsEnded();
  const waiting = await filesIn(incoming());
  expect(waiting).toHaveLength(1);
  const name = waiting[0] ?? '';

  const api = await startApi(store);
  try {
    expect(await filesIn(incoming())).toEqual([]);
    const file = join(uploads(), name);
    expect(Buffer.compare(await readFile(file), PNG)).toBe(0);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const booking = await api.app.db
      .selectFrom('lab_appointments')
      .select(['id', 'reference', 'phone', 'prescription_type'])
      .where('prescription_file', '=', name)
      .executeTakeFirstOrThrow();
    expect(booking.prescription_type).toBe('image/png');
    // Acknowledged or not, the booking is there for the patient to find.
    expect(await requestCode(api, booking.reference, booking.phone)).toMatch(/^\d{6}$/);
    // Every stored booking's file exists, and every file in place belongs to a booking.
    const named = await api.app.db
      .selectFrom('lab_appointments')
      .select('prescription_file')
      .where('prescription_file', 'is not', null)
      .execute();
    const stored = (await filesIn(uploads())).filter((entry) => entry !== '.incoming');
    expect(stored.sort()).toEqual(named.map((row) => row.prescription_file).sort());
  } finally {
    await api.app.close();
  }
});
