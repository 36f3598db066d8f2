import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { request as playwrightRequest } from '@playwright/test';
import type { Page } from '@playwright/test';
import type { Doctor } from 'contract';
import {
  SHIFTED_CLOCK,
  addStaff,
  chooseByArrows,
  deskApiEnv,
  deskSite,
  enrolByApi,
  expectAxeClean,
  morningOf,
  nextOpdDay,
  patientBooks,
  rowOf,
  startApi,
  startDeskSite,
  tabTo,
  totpCode,
  typeInto,
} from '../../support/desk';
import { expect, test } from '../../support/fixtures';
import type { RunningServer } from '../../support/servers';

/**
 * A walk-in at the counter (issue 47), keyboard only at 1280 px: a receptionist signs in with the
 * app's code, books a patient standing at the counter into the doctor's first free time, gives
 * them a token and finds the row on the day list; a second booking whose time a patient takes on
 * the site meanwhile is told so and offered the next free time, which it takes; then that patient
 * phones and is moved, from the day list, to another time.
 *
 * The API runs on the morning of the doctor's next OPD day (as day-list.spec.ts), so the walk-in
 * is today's and Arrived gives a token.
 */
const site = deskSite(3810);
const { shell: SHELL } = site;
let dataDir = '';

const DOCTOR = 'Dr. Anita Sharma';
const RECEPTION = { email: 'ravi.reception@hospital.example', name: 'Ravi Yadav', role: 'reception' } as const;
const PASSWORD = 'saffron window lantern 47';

let clockOffsetMs = 0;
const apiEnv = () => deskApiEnv(site, dataDir, { E2E_CLOCK_OFFSET_MS: String(clockOffsetMs) });

let servers = new Map<string, RunningServer>();
let secret = '';
let doctor: Doctor;
let opdDay = '';

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'desk-counter-e2e-api-'));
  const seeding = await startApi(site, apiEnv(), SHIFTED_CLOCK);
  try {
    ({ doctor, day: opdDay } = await nextOpdDay(site, DOCTOR, ['09:15', '09:30', '09:45']));
  } finally {
    await seeding.stop();
  }
  clockOffsetMs = morningOf(opdDay);
  const link = await addStaff(site, apiEnv(), RECEPTION, SHIFTED_CLOCK);
  servers = await startDeskSite(site, apiEnv(), SHIFTED_CLOCK);
  // Enrolled as on the enrolment page (staff-sign-in.spec.ts walks that page); the journey signs in.
  const enrolment = await playwrightRequest.newContext();
  try {
    secret = await enrolByApi(enrolment, site, link, PASSWORD, clockOffsetMs);
  } finally {
    await enrolment.dispose();
  }
});

test.afterAll(async () => {
  await Promise.all([...servers.values()].map((server) => server.stop()));
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Keyboard only: the counter form up to its time, for a walk-in with the doctor. */
async function startWalkIn(page: Page): Promise<void> {
  await tabTo(page, page.getByRole('link', { name: 'Book a walk-in or a phone call on this day' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Book a patient' })).toBeVisible();
  await expect(page.getByLabel(/^Date/)).toHaveValue(opdDay);
  await tabTo(page, page.getByRole('radio', { name: 'At the counter' }));
  await page.keyboard.press('Space');
  const doctors = page.getByRole('combobox', { name: /^Doctor/ });
  await expect(doctors.getByRole('option', { name: DOCTOR })).toBeAttached();
  await tabTo(page, doctors);
  await chooseByArrows(page, doctors, DOCTOR);
}

/** Keyboard only: the patient's details, the consent read out, and Book. */
async function fillPatient(page: Page, name: string, phone: string): Promise<void> {
  await typeInto(page, page.getByRole('textbox', { name: /^Patient’s full name/ }), name);
  await typeInto(page, page.getByRole('textbox', { name: /^Age/ }), '67');
  const sex = page.getByRole('combobox', { name: /^Sex/ });
  await tabTo(page, sex);
  await chooseByArrows(page, sex, 'Female');
  await typeInto(page, page.getByRole('textbox', { name: /^Mobile number/ }), phone);
  await typeInto(page, page.getByRole('textbox', { name: /^Address/ }), 'Village Mohna, Ballabgarh');
  await tabTo(page, page.getByRole('checkbox', { name: /read the privacy notice/ }));
  await page.keyboard.press('Space');
}

/** Keyboard only: Book. */
async function book(page: Page): Promise<void> {
  await tabTo(page, page.getByRole('button', { name: 'Book', exact: true }));
  await page.keyboard.press('Enter');
}

test('a receptionist books a walk-in by keyboard, gives a token, and a taken time offers the next', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });

  await test.step('signs in with the app’s code and lands on the day’s list', async () => {
    await page.goto(`${SHELL}/desk/sign-in`);
    await typeInto(page, page.getByRole('textbox', { name: /^E-mail/ }), RECEPTION.email);
    await typeInto(page, page.getByLabel(/^Password/), PASSWORD);
    await typeInto(page, page.getByRole('textbox', { name: /^Code/ }), totpCode(secret, { clockOffsetMs }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'OPD day list' })).toBeVisible();
    await expect(page.getByLabel('Date')).toHaveValue(opdDay);
  });

  await test.step('books the walk-in into the first free time', async () => {
    await startWalkIn(page);
    const first = page.getByRole('radio', { name: '09:15, available' });
    await tabTo(page, first);
    await page.keyboard.press('Space');
    await expect(first).toBeChecked();
    await fillPatient(page, 'Ram Pyari', '9812345678');
    await expectAxeClean(page);
    await testInfo.attach('counter form 1280', {
      body: await page.screenshot({ fullPage: true }),
      contentType: 'image/png',
    });
    await book(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Booked: Ram Pyari' })).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: /Reference/ })).toContainText(
      new RegExp(`Reference APT-[\\w-]+, ${DOCTOR}, .+ at 09:15\\.`),
    );
  });

  await test.step('Arrived gives token 1; the slip has it; the day list shows the row', async () => {
    await tabTo(page, page.getByRole('button', { name: 'Arrived now: give a token' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Token 1.')).toBeVisible();
    await tabTo(page, page.getByRole('button', { name: 'Slip' }));
    await page.keyboard.press('Enter');
    const slip = page.getByRole('dialog', { name: 'Slip for Ram Pyari' });
    await expect(slip).toContainText('Token 1');
    await expectAxeClean(page);
    await page.keyboard.press('Escape');
    await tabTo(page, page.getByRole('link', { name: 'Go to the day list' }));
    await page.keyboard.press('Enter');
    const row = rowOf(page, 'Ram Pyari');
    await expect(row.getByRole('cell').nth(1)).toHaveText('1');
    await expect(row).toContainText('Walk-in');
    await expect(row).toContainText('Arrived');
    await expect(row).toContainText('67 F');
  });

  await test.step('a time the site takes meanwhile is said taken, with the next free time to choose', async () => {
    await startWalkIn(page);
    const wanted = page.getByRole('radio', { name: '09:30, available' });
    await tabTo(page, wanted);
    await page.keyboard.press('Space');
    await fillPatient(page, 'Kishan Lal', '9812340000');
    await patientBooks(site, doctor, opdDay, { name: 'Meena Kumari', start: '09:30', phone: '9876500001' });
    await book(page);
    const taken = page.getByRole('alert').filter({ hasText: 'That time was just taken' });
    await expect(taken).toContainText('09:45 on');
    await expectAxeClean(page);
    await testInfo.attach('slot taken 1280', {
      body: await page.screenshot({ fullPage: true }),
      contentType: 'image/png',
    });
    await tabTo(page, taken.getByRole('button', { name: 'Choose 09:45' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Book', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Booked: Kishan Lal' })).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: /Reference/ })).toContainText('at 09:45.');
  });

  await test.step('from the day list, the second patient is moved to another free time', async () => {
    await tabTo(page, page.getByRole('link', { name: 'Go to the day list' }));
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByRole('button', { name: 'Move: Kishan Lal' }), 120);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Move the booking of Kishan Lal' });
    await tabTo(page, dialog.getByRole('radio', { name: '10:00, available' }), 10);
    await page.keyboard.press('Space');
    await tabTo(page, dialog.getByRole('radio', { name: 'The patient' }), 10);
    await page.keyboard.press('Space');
    await expectAxeClean(page);
    await tabTo(page, dialog.getByRole('button', { name: 'Move the booking' }), 10);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: /\S/ })).toContainText('Kishan Lal moved to');
    await expect(rowOf(page, 'Kishan Lal').getByRole('cell').first()).toHaveText('10:00');
    await tabTo(page, page.getByRole('link', { name: 'Book a walk-in or a phone call on this day' }), 120);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Book a patient' })).toBeVisible();
  });

  await test.step('at a phone’s width the form fits and stays clean', async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(page.getByRole('textbox', { name: /^Patient’s full name/ })).toHaveValue('');
    await expect(page.getByRole('alert').filter({ hasText: 'That time was just taken' })).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectAxeClean(page);
    await testInfo.attach('counter form 375', {
      body: await page.screenshot({ fullPage: true }),
      contentType: 'image/png',
    });
  });
});
