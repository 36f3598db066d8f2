import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '..', '..');

export interface RunningServer {
  stop: () => Promise<void>;
}

async function waitUntilUp(url: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not come up within ${timeoutMs} ms`);
}

/**
 * Starts one package's production server (`serve.mjs`) with the given environment, for journeys
 * that stop and start parts of the site themselves. `workspace` is a folder relative to the repo
 * root: a package, or a copy of its `serve.mjs` beside a `dist/` (a remote's host, ship-alone.spec.ts).
 */
export async function startServer(
  workspace: string,
  env: Record<string, string>,
  readyPath: string,
  port: number,
): Promise<RunningServer> {
  const child: ChildProcess = spawn(process.execPath, ['serve.mjs'], {
    cwd: path.join(repoRoot, workspace),
    env: { ...process.env, ...env },
    stdio: 'ignore',
    detached: true,
  });
  await waitUntilUp(`http://localhost:${port}${readyPath}`);
  return runningGroup(child);
}

/** A server spawned `detached` (its own process group): `stop` ends the group and waits for its exit. */
export function runningGroup(child: ChildProcess): RunningServer {
  return {
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        process.kill(-(child.pid ?? 0), 'SIGTERM');
      }),
  };
}
