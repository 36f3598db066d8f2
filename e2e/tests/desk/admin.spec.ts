import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { APIRequestContext, Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { axeViolations } from '../../support/axe';
import { expect, test } from '../../support/fixtures';
import { siteEnvironment } from '../../support/site';
import { startServer } from '../../support/servers';
import type { RunningServer } from '../../support/servers';

/**
 * The desk's admin and inbox (issue 47): an admin made by the staff command signs in with a TOTP
 * computed here, adds a receptionist and sees the one-time link to hand over; the receptionist,
 * enrolled with that link, finds a message sent through the public contact API in the inbox and
 * marks it answered. Its own site and API on a fresh embedded database, as staff-sign-in.spec.ts.
 */
const OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 0);
const ports = {
  shell: 3850 + OFFSET,
  content: 3851 + OFFSET,
  services: 3852 + OFFSET,
  booking: 3853 + OFFSET,
  desk: 3854 + OFFSET,
};
const API_PORT = 4850 + OFFSET;
const SHELL = `http://localhost:${ports.shell}`;
const API = `http://localhost:${API_PORT}`;
const repoRoot = path.resolve(__dirname, '..', '..', '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'desk-admin-e2e-api-'));
const run = promisify(execFile);

const ADMIN = { email: 'meera.admin@hospital.example', name: 'Meera Das' };
const RECEPTIONIST = { email: 'asha.reception@hospital.example', name: 'Asha Verma' };
const PASSWORD = 'lantern quietly orchard 47';

const apiEnv = {
  API_PORT: String(API_PORT),
  API_DATA_DIR: dataDir,
  SITE_URL: SHELL,
  SITE_ORIGINS: SHELL,
  API_PASSWORD_SCRYPT_COST: '14',
  API_PASSWORD_HASH_BUDGET_MS: '30000',
};
const siteEnv = { ...siteEnvironment(ports), API_URL: API };

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
let adminLink = '';

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await (await startApi()).stop();
  const { stdout } = await run(
    process.execPath,
    ['dist/staff.js', 'add', '--email', ADMIN.email, '--name', ADMIN.name, '--role', 'admin'],
    { cwd: path.join(repoRoot, 'api'), env: { ...process.env, ...apiEnv } },
  );
  adminLink = /https?:\/\/\S+\/desk\/enrol#token=\S+/.exec(stdout)?.[0] ?? '';
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

/** The code an authenticator app shows `steps` 30-second steps from now. */
const codeAt = (secret: string, steps: number) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: Date.now() + steps * 30_000,
  });

/**
 * Enrols the link's owner through the API, as the enrolment page does, with the step before now's
 * code (so a sign-in with now's is a later step). The staff cookie lands in `request`'s browser context.
 */
async function enrol(request: APIRequestContext, link: string): Promise<string> {
  const token = new URL(link).hash.replace(/^#token=/, '');
  const headers = { origin: SHELL };
  const opened = await request.post(`${API}/api/staff/enrolment/`, { data: { token }, headers });
  expect(opened.status()).toBe(200);
  const secret = ((await opened.json()) as { totp: { secret: string } }).totp.secret;
  const done = await request.post(`${API}/api/staff/enrolment/complete/`, {
    data: { token, password: PASSWORD, code: codeAt(secret, -1) },
    headers,
  });
  expect(done.status()).toBe(200);
  return secret;
}

async function expectAxeClean(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
}

test('an admin adds a receptionist, who marks a contact message answered', async ({ page, browser }) => {
  test.setTimeout(60_000);
  const adminSecret = await enrol(page.context().request, adminLink);
  await page.context().clearCookies();
  let receptionLink = '';

  await test.step('the admin signs in with the app’s code and sees only the admin’s pages', async () => {
    await page.goto(`${SHELL}/desk/sign-in`);
    await page.getByRole('textbox', { name: /^E-mail/ }).fill(ADMIN.email);
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByRole('textbox', { name: /^Code/ }).fill(codeAt(adminSecret, 0));
    await page.getByRole('button', { name: 'Sign in' }).click();
    const nav = page.getByRole('navigation', { name: 'Desk pages' });
    await expect(nav.getByRole('link', { name: 'Staff accounts' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Messages' })).toHaveCount(0);
    await nav.getByRole('link', { name: 'Staff accounts' }).click();
    await expect(page.getByRole('table', { name: 'Every staff account, with its state' })).toContainText(ADMIN.email);
    await expectAxeClean(page);
  });

  await test.step('adds a receptionist and sees the one-time link to hand over', async () => {
    await page.getByRole('textbox', { name: /^Full name/ }).fill(RECEPTIONIST.name);
    await page.getByRole('textbox', { name: /^E-mail/ }).fill(RECEPTIONIST.email);
    await page.getByRole('combobox', { name: /^Role/ }).selectOption('reception');
    await page.getByRole('button', { name: 'Add account' }).click();
    await expect(page.getByRole('heading', { name: `One-time enrolment link for ${RECEPTIONIST.name}` })).toBeVisible();
    receptionLink = (await page.getByText(`${SHELL}/desk/enrol#token=`).textContent()) ?? '';
    expect(receptionLink).toMatch(new RegExp(`^${SHELL}/desk/enrol#token=\\S+$`));
    await expect(page.getByRole('table', { name: 'Every staff account, with its state' })).toContainText(
      'Waiting for enrolment',
    );
    await expectAxeClean(page);
  });

  const reception = await browser.newContext();
  try {
    const desk = await reception.newPage();
    await test.step('a patient’s message through the public contact API reaches the inbox', async () => {
      const sent = await fetch(`${API}/api/contact/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: SHELL },
        body: JSON.stringify({
          name: 'Ramesh Gupta',
          email: 'ramesh.gupta@example.com',
          phone: '9810012345',
          subject: 'ICU visiting hours',
          message: 'What are the visiting hours of the ICU on Sunday?',
          consent: true,
        }),
      });
      expect(sent.status).toBe(201);
      await enrol(reception.request, receptionLink);
      await desk.goto(`${SHELL}/desk/messages`);
      const list = desk.getByRole('list', { name: 'New messages' });
      await expect(list).toContainText('What are the visiting hours of the ICU on Sunday?');
      await expectAxeClean(desk);
    });

    await test.step('the receptionist opens it and marks it answered, by name and time', async () => {
      await desk.getByRole('button', { name: 'Open the message from Ramesh Gupta: ICU visiting hours' }).click();
      await expect(desk.getByRole('heading', { level: 2, name: 'ICU visiting hours' })).toBeFocused();
      await expect(desk.getByRole('link', { name: 'ramesh.gupta@example.com' })).toBeVisible();
      await expectAxeClean(desk);
      await desk.getByRole('button', { name: 'Mark answered' }).click();
      await expect(desk.getByRole('status').filter({ hasText: 'The message is marked answered.' })).toBeVisible();
      await expect(desk.getByText(`Answered by ${RECEPTIONIST.name}`)).toBeVisible();
      await expect(desk.getByText('No new messages.')).toBeVisible();
      await expectAxeClean(desk);
    });
  } finally {
    await reception.close();
  }
});
