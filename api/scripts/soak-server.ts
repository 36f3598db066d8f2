/**
 * What both soak scripts need of the built server: a free port, the server started on its own data
 * folder with the limits lifted, and a wait until it answers.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

/** Writes are refused without the site's Origin, as a browser on the site sends it. */
export const SITE_ORIGIN = 'http://localhost:3000';
const SERVER = fileURLToPath(new URL('../dist/server.js', import.meta.url));

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export function startServer(port: number, dataDir: string): ChildProcess {
  return spawn(process.execPath, [SERVER], {
    env: {
      ...process.env,
      API_PORT: String(port),
      API_HOST: '127.0.0.1',
      API_DATA_DIR: dataDir,
      API_RATE_LIMIT: '100000',
      API_MANAGE_RATE_LIMIT: '100000',
      // Thousands of bookings from one address: the caps on what a contact or a network holds are
      // lifted like the rate limits (the attack they stop is test/holds.test.ts's).
      API_HOLDS_UNPROVEN_PER_NETWORK: '100000',
      API_HOLDS_PER_NETWORK: '100000',
      API_HOLDS_UNPROVEN_DOCTOR_DAY_PERCENT: '100',
      LOG_LEVEL: 'warn',
      SITE_ORIGINS: SITE_ORIGIN,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

export async function ready(base: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the API did not answer within two minutes');
}

/** An ISO day `days` after today (UTC is close enough for a visit days ahead). */
export function dayAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** Stops a server gracefully (if it still runs) and waits for it to exit. */
export async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}
