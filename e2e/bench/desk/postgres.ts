import { spawn } from 'node:child_process';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '..', '..', '..');

export interface ThrowawayPostgres {
  url: string;
  stop: () => Promise<void>;
}

/**
 * A throwaway PostgreSQL server by the API's own `scripts/with-postgres.sh` (what `npm run
 * test:postgres -w api` runs), holding it open with a command that prints DATABASE_URL and waits
 * for its input to end: `stop` closes that input, the script stops the server and removes its files.
 * If this process dies, the input closes as well, so no server is left behind.
 */
export async function startPostgres(port: number): Promise<ThrowawayPostgres> {
  const child = spawn(
    'bash',
    ['scripts/with-postgres.sh', 'sh', '-c', 'echo "DATABASE_URL=$DATABASE_URL"; exec cat >/dev/null'],
    { cwd: path.join(repoRoot, 'api'), env: { ...process.env, PGTEST_PORT: String(port) }, stdio: 'pipe' },
  );
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`PostgreSQL did not start: ${output}`)), 60_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const found = /^DATABASE_URL=(\S+)$/m.exec(output)?.[1];
      if (found === undefined) return;
      clearTimeout(timer);
      resolve(found);
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', () => {
      clearTimeout(timer);
      reject(new Error(`PostgreSQL did not start: ${output}`));
    });
  });
  return {
    url,
    stop: async () => {
      child.stdin.end();
      await exited;
    },
  };
}
