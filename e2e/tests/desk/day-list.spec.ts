import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Doctor } from 'contract';
import {
  SHIFTED_CLOCK,
  addStaff,
  chooseByArrows,
  deskApiEnv,
  deskSite,
  expectAxeClean,
  morningOf,
  nextOpdDay,
  patientBooks as bookOnSite,
  rowOf,
  startApi,
  startDeskSite,
  tabTo,
  totpCode,
} from '../../support/desk';
import { expect, test } from '../../support/fixtures';
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
const site = deskSite(3805);
/** Made in beforeAll: the spec's module is also loaded by the runner, which runs no hook. */
let dataDir = '';

const DOCTOR = 'Dr. Anita Sharma';
const RECEPTION = { email: 'asha.reception@hospital.example', name: 'Asha Verma', role: 'reception' } as const;
const PASSWORD = 'copper lantern meadow 47';

/** How far the API's clock is moved: to 09:05 in Faridabad on the doctor's next OPD day. */
let clockOffsetMs = 0;
const apiEnv = () => deskApiEnv(site, dataDir, { E2E_CLOCK_OFFSET_MS: String(clockOffsetMs) });

let servers = new Map<string, RunningServer>();
let enrolmentLink = '';
let doctor: Doctor;
let opdDay = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'desk-day-e2e-api-'));
  // The first start seeds the database; on the wall clock it says the doctor's next OPD day.
  const seeding = await startApi(site, apiEnv(), SHIFTED_CLOCK);
  try {
    ({ doctor, day: opdDay } = await nextOpdDay(site, DOCTOR, ['09:15', '09:30']));
  } finally {
    await seeding.stop();
  }
  clockOffsetMs = morningOf(opdDay);
  enrolmentLink = await addStaff(site, apiEnv(), RECEPTION, SHIFTED_CLOCK);
  servers = await startDeskSite(site, apiEnv(), SHIFTED_CLOCK);
});

test.afterAll(async () => {
  await Promise.all([...servers.values()].map((server) => server.stop()));
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

const patientBooks = (name: string, start: string, phone: string) =>
  bookOnSite(site, doctor, opdDay, { name, start, phone });

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
    await page.keyboard.type(totpCode(secret, { clockOffsetMs }));
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
