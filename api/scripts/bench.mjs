/**
 * Measures the built server (run `npm run build` first): the cold start, from spawning the process
 * to its first 200 on the services list, on a new data directory (migrations and seed included) and
 * again on the now-seeded one; then the request rate that list sustains with keep-alive clients.
 * Usage: node scripts/bench.mjs [seconds=10] [connections=32]
 */
import { spawn } from 'node:child_process';
import { request, Agent } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const seconds = Number(process.argv[2] ?? 10);
const connections = Number(process.argv[3] ?? 32);
const port = 4900;
const path = '/api/service/service-pages/';
const server = new URL('../dist/server.js', import.meta.url).pathname;
const dataDir = mkdtempSync(join(tmpdir(), 'hospital-api-bench-'));

function get(agent) {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode));
    });
    req.on('error', reject);
    req.end();
  });
}

async function coldStart() {
  const started = performance.now();
  const child = spawn(process.execPath, [server], {
    env: { ...process.env, API_PORT: String(port), API_DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  });
  const agent = new Agent({ keepAlive: false });
  for (;;) {
    try {
      if ((await get(agent)) === 200) break;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return { child, milliseconds: Math.round(performance.now() - started) };
}

async function stop(child) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

try {
  const first = await coldStart();
  console.info(`cold start on a new data directory (migrate + seed): ${first.milliseconds} ms to the first 200`);
  await stop(first.child);
  const second = await coldStart();
  console.info(`cold start on a seeded data directory: ${second.milliseconds} ms to the first 200`);

  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const deadline = performance.now() + seconds * 1000;
  let completed = 0;
  let failed = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) {
        if ((await get(agent)) === 200) completed += 1;
        else failed += 1;
      }
    }),
  );
  console.info(
    `GET ${path}: ${Math.round(completed / seconds)} requests/s over ${seconds} s with ${connections} connections (${failed} failed)`,
  );
  agent.destroy();
  await stop(second.child);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
