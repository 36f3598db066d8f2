import path from 'node:path';
import { defineConfig } from '@playwright/test';
import suite from './playwright.config';
import { KIT_PAGE_URL, PORTS, siteEnvironment } from './support/site';
import { CLIENT_RENDER_PORT, CLIENT_RENDER_URL } from './bench/client-render/port';
import { SINGLE_BUNDLE_PORT, SINGLE_BUNDLE_URL } from './bench/single-bundle/port';

const SERVER_START_MS = 180_000;
/**
 * The suite's site and API, without shared-ui's kit page (nothing here visits it, and its dev
 * server's compile is the slowest start); given longer to start, as the bench often runs on a busy machine.
 */
const suiteServers = (Array.isArray(suite.webServer) ? suite.webServer : [])
  .filter((server) => server.url !== KIT_PAGE_URL)
  .map((server) => ({ ...server, timeout: SERVER_START_MS }));

const repoRoot = path.resolve(__dirname, '..');

/**
 * `npm run bench`: per route, the site's server HTML against the same build rendered in the browser
 * and the same pages as one bundle (built by the bench script), throttled like a phone; the shell
 * server's time to first byte under load; Lighthouse (BENCH_LIGHTHOUSE=0 leaves it out). One worker,
 * so runs do not compete; bench/summary.ts reports them all at the end.
 */
export default defineConfig({
  ...suite,
  testDir: './bench',
  testMatch: 'bench.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 600_000,
  reporter: 'list',
  globalTeardown: './bench/summary.ts',
  projects: [{ name: 'phone', use: suite.use ?? {} }],
  webServer: [
    ...suiteServers,
    {
      command: 'node bench/single-bundle/serve.mjs',
      cwd: path.join(__dirname),
      url: `${SINGLE_BUNDLE_URL}/runtime-config.json`,
      env: { ...siteEnvironment(PORTS), SINGLE_BUNDLE_PORT: String(SINGLE_BUNDLE_PORT) },
      reuseExistingServer: process.env.E2E_REUSE_SERVERS === '1',
      timeout: SERVER_START_MS,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    // Today's client render: the suite's shell build and remotes, its server's HTML switched off.
    {
      command: 'npm run serve -w shell',
      cwd: repoRoot,
      url: `${CLIENT_RENDER_URL}/runtime-config.json`,
      env: { ...siteEnvironment(PORTS), SHELL_PORT: String(CLIENT_RENDER_PORT), PRERENDERED_PAGES: 'off' },
      reuseExistingServer: process.env.E2E_REUSE_SERVERS === '1',
      timeout: SERVER_START_MS,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
