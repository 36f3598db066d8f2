import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Locator, Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import type { AvailabilityDay, Doctor } from 'contract';
import { axeViolations } from '../../support/axe';
import { expect, test } from '../../support/fixtures';
import { siteEnvironment } from '../../support/site';
import { startServer } from '../../support/servers';
import type { RunningServer } from '../../support/servers';

/**
 * The front desk's day (issue 47), keyboard only at 1280 px: a receptionist made by the staff
 * command enrols with a TOTP computed here and lands on the day's list; a patient's booking made
 * on the API shows on it by itself; the receptionist marks it arrived (token 1), reprints the slip,
 * cancels another with a reason, and prints the doctor's pages alone.
 *
 * The site's own API, on a fresh embedded database, runs on the morning of the doctor's next OPD
 * day (its clock moved by shiftedClock.mjs), so arrivals, which only today's bookings take, are
 * tested whatever day and hour the suite runs.
 */
const OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 0);
const ports = {
  shell: 3805 + OFFSET,
  content: 3806 + OFFSET,
  services: 3807 + OFFSET,
  booking: 3808 + OFFSET,
  desk: 3809 + OFFSET,
};
const API_PORT = 4805 + OFFSET;
const SHELL = `http://localhost:${ports.shell}`;
const API = `http://localhost:${API_PORT}`;
const repoRoot = path.resolve(__dirname, '..', '..', '..');
const clock = path.join(repoRoot, 'e2e', 'support', 'shiftedClock.mjs');
/** Made in beforeAll: the spec's module is also loaded by the runner, which runs no hook. */
let dataDir = '';
const run = promisify(execFile);

const DOCTOR = 'Dr. Anita Sharma';
const RECEPTION = { email: 'asha.reception@hospital.example', name: 'Asha Verma' };
const PASSWORD = 'copper lantern meadow 47';

/** How far the API's clock is moved: to 09:05 in Faridabad on the doctor's next OPD day. */
let clockOffsetMs = 0;
const apiEnv = () => ({
  API_PORT: String(API_PORT),
  API_DATA_DIR: dataDir,
  SITE_URL: SHELL,
  SITE_ORIGINS: SHELL,
  API_PASSWORD_SCRYPT_COST: '14',
  API_PASSWORD_HASH_BUDGET_MS: '30000',
  E2E_CLOCK_OFFSET_MS: String(clockOffsetMs),
});
const siteEnv = { ...siteEnvironment(ports), API_URL: API };

async function startApi(): Promise<RunningServer> {
  const child = spawn(process.execPath, ['--import', clock, 'dist/server.js'], {
    cwd: path.join(repoRoot, 'api'),
    env: { ...process.env, ...apiEnv() },
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
let doctor: Doctor;
let opdDay = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'desk-day-e2e-api-'));
  // The first start seeds the database; on the wall clock it says the doctor's next OPD day.
  const seeding = await startApi();
  try {
    const doctors = (await (await fetch(`${API}/api/doctor/doctor`)).json()) as Doctor[];
    const found = doctors.find((each) => each.doctor_name === DOCTOR);
    if (!found) throw new Error(`no seeded ${DOCTOR}`);
    doctor = found;
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const later = new Date(Date.now() + 31 * 86_400_000).toISOString().slice(0, 10);
    const days = (await (
      await fetch(`${API}/api/doctor/availability/?doctor=${doctor.id}&from=${tomorrow}&to=${later}`)
    ).json()) as AvailabilityDay[];
    opdDay = days.find((day) => day.slots.some((slot) => slot.start === '09:15' && slot.available))?.date ?? '';
    expect(opdDay, 'an OPD day with a 09:15 slot').not.toBe('');
  } finally {
    await seeding.stop();
  }
  clockOffsetMs = Date.parse(`${opdDay}T09:05:00+05:30`) - Date.now();
  const { stdout } = await run(
    process.execPath,
    [
      '--import',
      clock,
      'dist/staff.js',
      'add',
      '--email',
      RECEPTION.email,
      '--name',
      RECEPTION.name,
      '--role',
      'reception',
    ],
    { cwd: path.join(repoRoot, 'api'), env: { ...process.env, ...apiEnv() } },
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
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The code the member's app shows now, by the API's clock. */
const codeNow = (secret: string) =>
  new TOTP({
    secret: Secret.fromBase32(secret.replaceAll(' ', '')),
    digits: 6,
    period: 30,
    algorithm: 'SHA1',
  }).generate({ timestamp: Date.now() + clockOffsetMs });

/** Keyboard only: Tab (forwards) until `target` has the focus. */
async function tabTo(page: Page, target: Locator, presses = 80): Promise<void> {
  for (let press = 0; press < presses; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** Keyboard only: a closed select's choice moved down with the arrow keys until it is `text`. */
async function chooseByArrows(page: Page, select: Locator, text: string): Promise<void> {
  for (let press = 0; press < 40; press += 1) {
    if ((await select.evaluate((element: HTMLSelectElement) => element.selectedOptions[0]?.text)) === text) return;
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`${text} is not among the choices`);
}

async function expectAxeClean(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
}

/** A patient's booking on the site's API, at the doctor's slot starting at `start` on the OPD day. */
async function patientBooks(name: string, start: string, phone: string): Promise<string> {
  const form = new FormData();
  const fields = {
    department: String(doctor.department.id),
    doctor: String(doctor.id),
    date: opdDay,
    slot_start: start,
    mode: 'OFF',
    patient_name: name,
    email: `${name.split(' ')[0]?.toLowerCase()}.${phone.slice(-4)}@example.in`,
    phone,
    address: 'House 7, Sector 21C, Faridabad',
    message: '',
    consent: 'true',
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  const answer = await fetch(`${API}/api/appointment/doctorappointment/`, {
    method: 'POST',
    body: form,
    headers: { Origin: SHELL },
  });
  expect(answer.status, await answer.clone().text()).toBe(201);
  return ((await answer.json()) as { reference: string }).reference;
}

const rowOf = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });

test('a receptionist works the day: a web booking appears, arrives with token 1, another is cancelled, the doctor’s list prints', async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1280, height: 900 });

  await test.step('enrolled by keyboard with the app’s code, the receptionist lands on the day’s list', async () => {
    await page.goto(enrolmentLink);
    const secret = (await page.locator('code').first().textContent()) ?? '';
    await tabTo(page, page.getByLabel(/^New password/));
    await page.keyboard.type(PASSWORD);
    await tabTo(page, page.getByRole('textbox', { name: /^Code from the app/ }));
    await page.keyboard.type(codeNow(secret));
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByRole('button', { name: 'I have kept them: go to the desk' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'OPD day list' })).toBeVisible();
    await expect(page.getByLabel('Date')).toHaveValue(opdDay);
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(DOCTOR) })).toBeVisible();
    await expectAxeClean(page);
  });

  await test.step('the doctor chosen by keyboard, a patient’s web booking shows without a reload', async () => {
    const doctors = page.getByRole('combobox', { name: 'Doctor' });
    await tabTo(page, doctors);
    await chooseByArrows(page, doctors, DOCTOR);
    await expect(page.getByRole('heading', { level: 2 })).toHaveText([new RegExp(DOCTOR)]);
    const kamla = await patientBooks('Kamla Devi', '09:15', '9876503210');
    await patientBooks('Ravi Kumar', '09:30', '9876504321');
    const row = rowOf(page, 'Kamla Devi');
    await expect(row).toContainText(kamla, { timeout: 5_000 });
    await expect(row).toContainText('…3210');
    await expect(row).toContainText('Website');
    await expect(row).toContainText('Booked');
    await expect(rowOf(page, 'Ravi Kumar')).toBeVisible();
    await expectAxeClean(page);
    await testInfo.attach('day list 1280', {
      body: await page.screenshot({ fullPage: true }),
      contentType: 'image/png',
    });
  });

  await test.step('Arrived gives token 1; the slip reprints with it, and prints alone', async () => {
    await tabTo(page, page.getByRole('button', { name: 'Arrived: Kamla Devi' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: /\S/ })).toHaveText('Kamla Devi arrived: token 1.');
    const row = rowOf(page, 'Kamla Devi');
    await expect(row.getByRole('cell').nth(1)).toHaveText('1');
    await expect(row).toContainText('Arrived');
    await expect(page.getByRole('button', { name: 'Completed: Kamla Devi' })).toBeFocused();
    await expectAxeClean(page);
    await tabTo(page, page.getByRole('button', { name: 'Slip: Kamla Devi' }));
    await page.keyboard.press('Enter');
    const slip = page.getByRole('dialog', { name: 'Slip for Kamla Devi' });
    await expect(slip).toContainText('Token 1');
    await expectAxeClean(page);
    await page.emulateMedia({ media: 'print' });
    await expect(slip.getByText('Token 1')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Print the slip' })).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'OPD day list' })).toBeHidden();
    await page.emulateMedia({ media: 'screen' });
    await page.keyboard.press('Escape');
    await expect(slip).toBeHidden();
  });

  await test.step('another booking is cancelled with a coded reason and a note, in a dialog', async () => {
    await tabTo(page, page.getByRole('button', { name: 'Cancel: Ravi Kumar' }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Cancel the booking of Ravi Kumar' });
    await expect(dialog).toBeVisible();
    await tabTo(page, dialog.getByRole('radio', { name: 'The patient' }), 10);
    await page.keyboard.press('Space');
    await tabTo(page, dialog.getByRole('textbox', { name: 'Note (optional)' }), 10);
    await page.keyboard.type('Phoned: travelling');
    await expectAxeClean(page);
    await tabTo(page, dialog.getByRole('button', { name: 'Cancel the booking' }), 10);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: /\S/ })).toHaveText('Ravi Kumar: Cancelled.');
    await expect(rowOf(page, 'Ravi Kumar')).toContainText('Cancelled');
    await expectAxeClean(page);
  });

  await test.step('printed, the list is the doctor’s pages alone: no filters, buttons or header', async () => {
    await page.emulateMedia({ media: 'print' });
    const sheets = page.getByRole('heading', { level: 2 });
    await expect(sheets.first()).toHaveText(`OPD list: ${DOCTOR}`);
    for (const text of await sheets.allTextContents()) expect(text).toBe(`OPD list: ${DOCTOR}`);
    const morning = page.getByRole('table').first();
    await expect(morning).toContainText('Kamla Devi');
    await expect(morning).toContainText('Notes');
    await expect(page.getByRole('combobox')).toHaveCount(0);
    await expect(page.getByRole('button')).toHaveCount(0);
    await expect(page.getByRole('banner')).toBeHidden();
    await testInfo.attach('printed list', { body: await page.pdf({ format: 'A4' }), contentType: 'application/pdf' });
    await page.emulateMedia({ media: 'screen' });
  });

  await test.step('at a phone’s width the list fits and stays clean', async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectAxeClean(page);
    await testInfo.attach('day list 375', {
      body: await page.screenshot({ fullPage: true }),
      contentType: 'image/png',
    });
  });
});
