import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/** Debian's Chromium where the machine has it, as the suite uses it; Playwright's own elsewhere. */
const SYSTEM_CHROMIUM = '/usr/bin/chromium';
const launchOptions = fs.existsSync(SYSTEM_CHROMIUM)
  ? { executablePath: SYSTEM_CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] }
  : {};

/**
 * `npm run bench:desk`: issue 47's measures of the staff desk (docs/bench.md, "The desk"). It starts
 * everything it needs itself (a throwaway PostgreSQL, two API instances, the shell and the desk), so
 * it has no web servers here; one worker, one test, whose steps print the figures.
 */
export default defineConfig({
  testDir: '.',
  testMatch: 'desk.bench.ts',
  outputDir: path.join(__dirname, '..', '..', 'test-results', 'bench-desk', 'output'),
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 300_000,
  reporter: 'list',
  use: { launchOptions },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
