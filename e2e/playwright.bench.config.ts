import path from 'node:path';
import { defineConfig } from '@playwright/test';
import suite from './playwright.config';
import { PORTS, siteEnvironment } from './support/site';
import { SINGLE_BUNDLE_PORT, SINGLE_BUNDLE_URL } from './bench/single-bundle/port';

const suiteServers = Array.isArray(suite.webServer) ? suite.webServer : [];

/**
 * `npm run bench`: the built site against the same pages as one bundle (built by the bench script),
 * throttled like a phone, one worker so runs do not compete.
 */
export default defineConfig({
  ...suite,
  testDir: './bench',
  testMatch: 'compare.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 600_000,
  reporter: 'list',
  projects: [{ name: 'phone', use: suite.use ?? {} }],
  webServer: [
    ...suiteServers,
    {
      command: 'node bench/single-bundle/serve.mjs',
      cwd: path.join(__dirname),
      url: `${SINGLE_BUNDLE_URL}/runtime-config.json`,
      env: { ...siteEnvironment(PORTS), SINGLE_BUNDLE_PORT: String(SINGLE_BUNDLE_PORT) },
      reuseExistingServer: process.env.E2E_REUSE_SERVERS === '1',
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
