/**
 * The crash tests' child API: started on a test store with `CRASH_AT` set, sent one request, and
 * killed (SIGKILL) by itself at that point; then PostgreSQL seen to end the dead transaction.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { Client } from 'pg';
import { SITE_ORIGIN } from './helpers';
import type { TestStore } from './helpers';

const API_DIR = fileURLToPath(new URL('..', import.meta.url));

/**
 * Starts the API in a child process that kills itself at `crashAt`, sends it one request (`send`,
 * given the child's base URL), and waits for the kill: the request never gets an answer.
 */
export async function sendUntilKilled(
  store: TestStore,
  crashAt: string,
  send: (baseUrl: string) => Promise<Response>,
): Promise<void> {
  const env: Record<string, string> = {
    PATH: process.env['PATH'] ?? '',
    API_DATA_DIR: store.dataDir,
    SITE_ORIGINS: SITE_ORIGIN,
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
  await expect(send(`http://127.0.0.1:${port}`)).rejects.toThrow('fetch failed');
  expect(await exited).toBe('SIGKILL');
}

/** PostgreSQL ends a dead client's transaction (and its locks) when it sees the connection close. */
export async function deadTransactionsEnded(store: TestStore): Promise<void> {
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
