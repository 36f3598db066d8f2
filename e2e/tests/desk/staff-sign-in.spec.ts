import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page, Response } from '@playwright/test';
import {
  addStaff,
  deskApiEnv,
  deskSite,
  expectAxeClean,
  startApi,
  startDeskSite,
  tabTo,
  totpCode,
  typeInto,
} from '../../support/desk';
import { expect, test } from '../../support/fixtures';
import { startServer } from '../../support/servers';
import type { RunningServer } from '../../support/servers';

/**
 * The staff desk's sign-in (issue 47) on a site of this journey's own: shell, desk and an API on a
 * fresh embedded database, whose first admin is made by the staff command, as a hospital makes it
 * (the command refuses a database its API holds, so the API is started, stopped, and started again).
 */
const site = deskSite(3800);
const SHELL = site.shell;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'desk-e2e-api-'));

const ADMIN = { email: 'meera.admin@hospital.example', name: 'Meera Das', role: 'admin' } as const;
const PASSWORD = 'lantern quietly orchard 47';
const FALLBACK = 'This section is unavailable right now.';

const apiEnv = deskApiEnv(site, dataDir);

let servers = new Map<string, RunningServer>();
let enrolmentLink = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  // The database is made (and seeded) by the API's first start; the command then adds the admin.
  await (await startApi(site, apiEnv)).stop();
  enrolmentLink = await addStaff(site, apiEnv, ADMIN);
  servers = await startDeskSite(site, apiEnv);
});

test.afterAll(async () => {
  await Promise.all([...servers.values()].map((server) => server.stop()));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A staff page's answer: the shell's document, never stored, never indexed. */
function expectStaffAnswer(response: Response | null): void {
  expect(response?.status()).toBe(200);
  expect(response?.headers()['cache-control']).toBe('no-store');
  expect(response?.headers()['x-robots-tag']).toBe('noindex');
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
    await typeInto(page, page.getByRole('textbox', { name: /^Code from the app/ }), totpCode(secret, { steps: -1 }));
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
    await typeInto(page, page.getByRole('textbox', { name: /^Code/ }), totpCode(secret, { steps: 1 }));
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
    servers.set('desk', await startServer('mfe-desk', site.siteEnv, '/mf-manifest.json', site.ports.desk));
  }
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the staff desk' })).toBeVisible();
});
