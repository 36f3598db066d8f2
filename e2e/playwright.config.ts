import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { API_URL, ISOLATED_PORTS, KIT_PAGE_URL, PORTS, SHELL_URL, SHIP_PORTS, siteEnvironment } from './support/site';
import { CLIENT_RENDER_URL } from './bench/client-render/port';
import { SINGLE_BUNDLE_URL } from './bench/single-bundle/port';

const repoRoot = path.resolve(__dirname, '..');
/** A database of the suite's own, seeded afresh on every run. */
const apiDataDir = process.env.E2E_API_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'hospital-e2e-api-'));
// Journeys that read what the API wrote (the e-mail outbox) find it here. Workers load this file
// again: they inherit the variable, so they find the server's folder rather than making another.
process.env.E2E_API_DATA_DIR = apiDataDir;

/** Debian's Chromium where the machine has it (offline CI); Playwright's own browser elsewhere. */
const SYSTEM_CHROMIUM = '/usr/bin/chromium';
const launchOptions = fs.existsSync(SYSTEM_CHROMIUM)
  ? {
      executablePath: SYSTEM_CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    }
  : {};

const env = siteEnvironment(PORTS);
const serve = (workspace: string, url: string, extraEnv: Record<string, string> = {}) => ({
  command: `npm run serve -w ${workspace}`,
  cwd: repoRoot,
  url,
  env: { ...env, ...extraEnv },
  // E2E_REUSE_SERVERS=1 runs against servers already up on the suite's ports (quicker iteration).
  reuseExistingServer: process.env.E2E_REUSE_SERVERS === '1',
  timeout: 60_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
});

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: SHELL_URL,
    // Recording a trace of every test costs CPU on a two-core CI machine; CI retries a failure once,
    // and that retry is traced, so each failure still comes with its trace.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions,
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 }, launchOptions } },
    // The bench's fast form: a change that puts a route over its byte or request budget fails the suite.
    { name: 'page-weight', testDir: './bench', testMatch: 'page-weight.spec.ts' },
  ],
  webServer: [
    serve('api', `${API_URL}/api/health`, {
      API_PORT: String(PORTS.api),
      API_DATA_DIR: apiDataDir,
      // The e-mails' manage links point at the suite's shell, so a journey follows them as written.
      SITE_URL: SHELL_URL,
      // The shell, the failure and shipping journeys' shells, the bench's single bundle and client
      // render, and a remote running on its own.
      SITE_ORIGINS: [
        SHELL_URL,
        ISOLATED_PORTS.shell,
        SHIP_PORTS.shell,
        SINGLE_BUNDLE_URL,
        CLIENT_RENDER_URL,
        PORTS.content,
      ]
        .map((site) => (typeof site === 'number' ? `http://localhost:${site}` : site))
        .join(','),
      // The suite books many times from one address; the limit itself is tested in the API's own suite.
      API_RATE_LIMIT: '10000',
      API_MANAGE_RATE_LIMIT: '10000',
      // Every page the suite leaves sends its speed beacon (VITALS_SAMPLE_RATE=1), all from one address.
      API_VITALS_RATE_LIMIT: '10000',
      // Likewise every journey books from one network, many on one doctor's day: those caps are lifted
      // (the API's suite tests them); a contact's one booking without its code is not (book/contact-code).
      API_HOLDS_UNPROVEN_PER_NETWORK: '10000',
      API_HOLDS_PER_NETWORK: '10000',
      API_HOLDS_UNPROVEN_DOCTOR_DAY_PERCENT: '100',
      // The journeys test pages, not the hash: the lowest cost allowed (the API's suite tests the real one).
      API_PASSWORD_SCRYPT_COST: '14',
      // Two workers sign in and sign up at once beside the builds of a CI machine, where one hash can
      // take over a second: the 2 s answer bound is the API suite's test, not these journeys'.
      API_PASSWORD_HASH_BUDGET_MS: '30000',
    }),
    serve('mfe-content', `http://localhost:${PORTS.content}/mf-manifest.json`),
    serve('mfe-services', `http://localhost:${PORTS.services}/mf-manifest.json`),
    serve('mfe-booking', `http://localhost:${PORTS.booking}/mf-manifest.json`),
    serve('mfe-desk', `http://localhost:${PORTS.desk}/mf-manifest.json`),
    serve('shell', `${SHELL_URL}/runtime-config.json`),
    // shared-ui's kit page for tests/site/kit.spec.ts, compiled into memory by webpack's dev server.
    {
      command: 'npm run kit-page -w shared-ui',
      cwd: repoRoot,
      url: KIT_PAGE_URL,
      env: { KIT_PAGE_PORT: String(PORTS.kitPage) },
      reuseExistingServer: process.env.E2E_REUSE_SERVERS === '1',
      timeout: 120_000,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
    },
  ],
});
