import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Locator, Page, Response } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { axeViolations } from '../../support/axe';
import { expect, test } from '../../support/fixtures';
import { siteEnvironment } from '../../support/site';
import { startServer } from '../../support/servers';
import type { RunningServer } from '../../support/servers';

/**
 * The staff desk's sign-in (issue 47) on a site of this journey's own: shell, desk and an API on a
 * fresh embedded database, whose first admin is made by the staff command, as a hospital makes it
 * (the command refuses a database its API holds, so the API is started, stopped, and started again).
 */
const OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 0);
const ports = {
  shell: 3800 + OFFSET,
  content: 3801 + OFFSET,
  services: 3802 + OFFSET,
  booking: 3803 + OFFSET,
  desk: 3804 + OFFSET,
};
const API_PORT = 4800 + OFFSET;
const SHELL = `http://localhost:${ports.shell}`;
const API = `http://localhost:${API_PORT}`;
const repoRoot = path.resolve(__dirname, '..', '..', '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'desk-e2e-api-'));
const run = promisify(execFile);

const ADMIN = { email: 'meera.admin@hospital.example', name: 'Meera Das' };
const PASSWORD = 'lantern quietly orchard 47';
const FALLBACK = 'This section is unavailable right now.';

const apiEnv = {
  API_PORT: String(API_PORT),
  API_DATA_DIR: dataDir,
  SITE_URL: SHELL,
  SITE_ORIGINS: SHELL,
  // The journey tests pages, not the hash: the lowest cost allowed (the API's suite tests the real one).
  API_PASSWORD_SCRYPT_COST: '14',
  API_PASSWORD_HASH_BUDGET_MS: '30000',
};
const siteEnv = { ...siteEnvironment(ports), API_URL: API };

/** The API's production server (`npm run serve -w api`), in its own process group. */
async function startApi(): Promise<RunningServer> {
  const child = spawn(process.execPath, ['dist/server.js'], {
    cwd: path.join(repoRoot, 'api'),
    env: { ...process.env, ...apiEnv },
    stdio: 'ignore',
    detached: true,
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    const up = await fetch(`${API}/api/health`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline || child.exitCode !== null) throw new Error('the API did not start');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        process.kill(-(child.pid ?? 0), 'SIGTERM');
      }),
  };
}

const servers = new Map<string, RunningServer>();
let enrolmentLink = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  // The database is made (and seeded) by the API's first start; the command then adds the admin.
  await (await startApi()).stop();
  const { stdout } = await run(
    process.execPath,
    ['dist/staff.js', 'add', '--email', ADMIN.email, '--name', ADMIN.name, '--role', 'admin'],
    { cwd: path.join(repoRoot, 'api'), env: { ...process.env, ...apiEnv } },
  );
  enrolmentLink = /https?:\/\/\S+\/desk\/enrol#token=\S+/.exec(stdout)?.[0] ?? '';
  expect(enrolmentLink, stdout).toMatch(new RegExp(`^${SHELL}/desk/enrol#token=`));
  const [api, shell, desk] = await Promise.all([
    startApi(),
    startServer('shell', siteEnv, '/runtime-config.json', ports.shell),
    startServer('mfe-desk', siteEnv, '/mf-manifest.json', ports.desk),
  ]);
  servers.set('api', api).set('shell', shell).set('desk', desk);
});

test.afterAll(async () => {
  await Promise.all([...servers.values()].map((server) => server.stop()));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The code the member's app shows for the 30-second step `steps` from now (the API takes one step either side). */
const codeAt = (secret: string, steps: number) =>
  new TOTP({
    secret: Secret.fromBase32(secret.replaceAll(' ', '')),
    digits: 6,
    period: 30,
    algorithm: 'SHA1',
  }).generate({
    timestamp: Date.now() + steps * 30_000,
  });

/** Keyboard only: Tab (forwards) until `target` has the focus. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let presses = 0; presses < 40; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

/** A staff page's answer: the shell's document, never stored, never indexed. */
function expectStaffAnswer(response: Response | null): void {
  expect(response?.status()).toBe(200);
  expect(response?.headers()['cache-control']).toBe('no-store');
  expect(response?.headers()['x-robots-tag']).toBe('noindex');
}

async function expectAxeClean(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
}

/** The desk at a phone's width: nothing wider than the screen. */
async function expectFitsPhone(page: Page): Promise<void> {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectAxeClean(page);
  if (size) await page.setViewportSize(size);
}

test('an admin enrols with a TOTP app, keeps the recovery codes, signs out and in again, and ends another session', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  let secret = '';
  let recoveryCodes: string[] = [];

  await test.step('the enrolment link shows the account and its key, the token kept out of the address', async () => {
    const answer = await page.goto(enrolmentLink);
    expectStaffAnswer(answer);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.getByRole('heading', { level: 1, name: 'Set up your staff account' })).toBeVisible();
    await expect(page.getByText(ADMIN.email)).toBeVisible();
    await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    expect(page.url()).toBe(`${SHELL}/desk/enrol`);
    secret = (await page.locator('code').first().textContent()) ?? '';
    expect(secret.replaceAll(' ', '')).toMatch(/^[A-Z2-7]{16,}$/);
    // Nothing of the public site: the desk's plain bar only.
    const bar = page.getByRole('banner');
    await expect(bar).toContainText('Aravali Care Hospital');
    await expect(bar).toContainText('Staff desk');
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Chat with us/ })).toHaveCount(0);
    await expectAxeClean(page);
    await expectFitsPhone(page);
  });

  await test.step('with a password and the app’s code, by keyboard, it enrols and shows ten recovery codes once', async () => {
    await typeInto(page, page.getByLabel(/^New password/), PASSWORD);
    // The step before now's: the next sign-in's code (now's, or the one after) is a later step.
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/staff/enrolment/complete/'));
    await typeInto(page, page.getByRole('textbox', { name: /^Code from the app/ }), codeAt(secret, -1));
    await page.keyboard.press('Enter');
    expect((await answer).headers()['cache-control']).toBe('no-store');
    const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await expect(codes).toHaveCount(10);
    recoveryCodes = await codes.allTextContents();
    await expect(page.getByRole('banner')).toContainText('Meera Das, Admin');
    await expectAxeClean(page);
  });

  await test.step('on to the desk: who is signed in, their role; then Sign out', async () => {
    await tabTo(page, page.getByRole('button', { name: 'I have kept them: go to the desk' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText(`Signed in as ${ADMIN.name} (${ADMIN.email}).`)).toBeVisible();
    await expect(page.getByText('Your role: Admin.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'This session' })).toBeVisible();
    await expectAxeClean(page);
    await tabTo(page, page.getByRole('main').getByRole('button', { name: 'Sign out' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the staff desk' })).toBeVisible();
    await expect(page).toHaveURL(`${SHELL}/desk/sign-in`);
    await expectAxeClean(page);
  });

  await test.step('a desk visit with no session goes to the sign-in page, answered no-store and noindex', async () => {
    expectStaffAnswer(await page.goto(`${SHELL}/desk`));
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the staff desk' })).toBeVisible();
  });

  await test.step('a wrong code is refused without saying which part was wrong', async () => {
    await typeInto(page, page.getByRole('textbox', { name: /^E-mail/ }), ADMIN.email);
    await typeInto(page, page.getByLabel(/^Password/), PASSWORD);
    await typeInto(page, page.getByRole('textbox', { name: /^Code/ }), '000000');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveText(
      'The e-mail, password or code is not right.',
    );
    await expectAxeClean(page);
  });

  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await test.step('another browser signs in with a recovery code', async () => {
    await otherPage.goto(`${SHELL}/desk/sign-in`);
    await otherPage.getByRole('textbox', { name: /^E-mail/ }).fill(ADMIN.email);
    await otherPage.getByLabel(/^Password/).fill(PASSWORD);
    await otherPage.getByRole('textbox', { name: /^Code/ }).fill(recoveryCodes[0] ?? '');
    await otherPage.getByRole('button', { name: 'Sign in' }).click();
    await expect(otherPage.getByText('Your role: Admin.')).toBeVisible();
  });

  await test.step('signed in again with the app’s next code, the member sees both sessions and ends the other', async () => {
    // The email stays typed after a refusal; the password and code were emptied.
    await typeInto(page, page.getByLabel(/^Password/), PASSWORD);
    await typeInto(page, page.getByRole('textbox', { name: /^Code/ }), codeAt(secret, 1));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Your role: Admin.')).toBeVisible();
    const sessions = page.getByRole('list').filter({ has: page.getByRole('heading', { name: 'This session' }) });
    await expect(sessions.getByRole('heading', { level: 3 })).toHaveText(['This session', 'Another session']);
    await expectAxeClean(page);
    await expectFitsPhone(page);
    await tabTo(page, page.getByRole('button', { name: 'Sign out this session' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('The session is signed out.')).toBeVisible();
    await expect(sessions.getByRole('heading', { level: 3 })).toHaveText(['This session']);
    await otherPage.goto(`${SHELL}/desk`);
    await expect(otherPage.getByRole('heading', { level: 1, name: 'Sign in to the staff desk' })).toBeVisible();
  });
  await other.close();
});

test('with the desk remote down, only its region falls back, and Retry brings it back', async ({ page }) => {
  await servers.get('desk')?.stop();
  try {
    expectStaffAnswer(await page.goto(`${SHELL}/desk/sign-in`));
    await expect(page.getByText(FALLBACK)).toBeVisible();
    await expect(page.getByRole('banner')).toContainText('Staff desk');
    await expectAxeClean(page);
  } finally {
    servers.set('desk', await startServer('mfe-desk', siteEnv, '/mf-manifest.json', ports.desk));
  }
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the staff desk' })).toBeVisible();
});
