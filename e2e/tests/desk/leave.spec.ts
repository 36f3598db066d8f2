import fs from 'node:fs/promises';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { request as playwrightRequest } from '@playwright/test';
import type { AvailabilityDay, Doctor } from 'contract';
import {
  SHIFTED_CLOCK,
  addStaff,
  deskApiEnv,
  deskSite,
  enrolByApi,
  expectAxeClean,
  patientBooks,
  startApi,
  startDeskSite,
  totpCode,
} from '../../support/desk';
import { expect, test } from '../../support/fixtures';
import { readEml } from '../../support/outbox';
import { startServer } from '../../support/servers';
import type { RunningServer } from '../../support/servers';

/**
 * Leave that reaches the patients (issue 48): an OPD manager marks a doctor on leave for tomorrow at
 * the desk; the patient booked tomorrow is listed, cancelled once the manager confirms, and told by
 * e-mail and SMS (read from the API's outbox files, as it writes them with no provider keys) with a
 * link; the patient follows it on a phone and moves to another doctor of the same department that
 * day. Axe on each state of the editor. Its own site; the API's clock stands on the day before.
 */
const site = deskSite(3870);
const { shell: SHELL } = site;
let dataDir = '';

const AWAY = 'Dr. Anita Sharma';
const COLLEAGUE = 'Dr. Rohit Malhotra';
const MANAGER = { email: 'kiran.opd@hospital.example', name: 'Kiran Bedi', role: 'opd_manager' } as const;
const PASSWORD = 'jasmine ledger harbour 48';
const PATIENT = { name: 'Sunita Yadav', start: '09:00', phone: '9876512345' };

let clockOffsetMs = 0;
const apiEnv = () => deskApiEnv(site, dataDir, { E2E_CLOCK_OFFSET_MS: String(clockOffsetMs) });

let servers = new Map<string, RunningServer>();
let secret = '';
let away: Doctor;
/** The doctor's OPD day with the colleague sitting too: the API's clock stands on the day before. */
let leaveDay = '';

const freeOn = (days: AvailabilityDay[], day: string, start: string) =>
  days.some((each) => each.date === day && each.slots.some((slot) => slot.start === start && slot.available));

async function availability(doctor: Doctor, from: string, to: string): Promise<AvailabilityDay[]> {
  const answer = await fetch(`${site.api}/api/doctor/availability/?doctor=${doctor.id}&from=${from}&to=${to}`);
  return (await answer.json()) as AvailabilityDay[];
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'desk-leave-e2e-api-'));
  const seeding = await startApi(site, apiEnv(), SHIFTED_CLOCK);
  try {
    const doctors = (await (await fetch(`${site.api}/api/doctor/doctor`)).json()) as Doctor[];
    const found = doctors.find((each) => each.doctor_name === AWAY);
    const colleague = doctors.find((each) => each.doctor_name === COLLEAGUE);
    if (!found || !colleague) throw new Error('the seeded cardiologists are missing');
    away = found;
    // From the day after tomorrow (so "the day before" is still ahead on every clock), within a month.
    const from = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const to = new Date(Date.now() + 29 * 86_400_000).toISOString().slice(0, 10);
    const [mine, theirs] = await Promise.all([availability(away, from, to), availability(colleague, from, to)]);
    leaveDay = mine.find((day) => freeOn(mine, day.date, '09:00') && freeOn(theirs, day.date, '10:30'))?.date ?? '';
    expect(leaveDay, 'a day both cardiologists sit').not.toBe('');
  } finally {
    await seeding.stop();
  }
  // The API stands at 11:00 in Faridabad on the day before: the leave is for tomorrow.
  clockOffsetMs = Date.parse(`${leaveDay}T11:00:00+05:30`) - 86_400_000 - Date.now();
  const link = await addStaff(site, apiEnv(), MANAGER, SHIFTED_CLOCK);
  const [started, booking] = await Promise.all([
    startDeskSite(site, apiEnv(), SHIFTED_CLOCK),
    startServer('mfe-booking', site.siteEnv, '/mf-manifest.json', site.ports.booking),
  ]);
  servers = new Map([...started, ['booking', booking]]);
  const enrolment = await playwrightRequest.newContext();
  try {
    secret = await enrolByApi(enrolment, site, link, PASSWORD, clockOffsetMs);
  } finally {
    await enrolment.dispose();
  }
});

test.afterAll(async () => {
  await Promise.all([...servers.values()].map((server) => server.stop()));
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** The outbox file of `reference` whose text matches `wanted` (an e-mail, or an SMS as `.sms.txt`), once written. */
async function outboxText(reference: string, suffix: '.eml' | '.sms.txt', wanted: RegExp): Promise<string> {
  const folder = path.join(dataDir, 'outbox');
  let text = '';
  await expect
    .poll(
      async () => {
        const names = (await fs.readdir(folder).catch(() => [] as string[])).filter(
          (name) => name.startsWith(`${reference}-`) && name.endsWith(suffix),
        );
        for (const name of names) {
          const raw = await fs.readFile(path.join(folder, name), 'utf8');
          const read = suffix === '.eml' ? readEml(raw) : raw;
          if (wanted.test(read)) text = read;
        }
        return text !== '';
      },
      { timeout: 30_000, message: `the ${suffix} of ${reference} matching ${wanted}` },
    )
    .toBe(true);
  return text;
}

test('a doctor on leave tomorrow: the patient is told and moves to another doctor of the department', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const reference = await patientBooks(site, away, leaveDay, PATIENT);

  await test.step('the manager signs in and opens Leave and closures', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${SHELL}/desk/sign-in`);
    await page.getByRole('textbox', { name: /^E-mail/ }).fill(MANAGER.email);
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByRole('textbox', { name: /^Code/ }).fill(totpCode(secret, { clockOffsetMs }));
    await page.keyboard.press('Enter');
    await page
      .getByRole('navigation', { name: 'Desk pages' })
      .getByRole('link', { name: 'Leave and closures' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Leave and closures' })).toBeVisible();
    await expect(page.getByText('No leave or closures ahead.')).toBeVisible();
    await expectAxeClean(page);
  });

  await test.step('a reason is asked for before anything is saved', async () => {
    await page.getByRole('button', { name: 'Save leave' }).click();
    await expect(page.getByRole('combobox', { name: /^Doctor/ })).toBeFocused();
    await expectAxeClean(page);
  });

  await test.step('saved: the bookings it hits are listed, none cancelled yet', async () => {
    const doctors = page.getByRole('combobox', { name: /^Doctor/ });
    await expect(doctors.getByRole('option', { name: AWAY })).toBeAttached();
    await doctors.selectOption({ label: AWAY });
    await page.getByLabel(/^First day/).fill(leaveDay);
    await page.getByLabel(/^Last day/).fill(leaveDay);
    await page.getByRole('textbox', { name: /^Reason, as the patients/ }).fill('Called away to a conference');
    await page.getByRole('button', { name: 'Save leave' }).click();
    const hits = page.getByRole('table', { name: 'Bookings this leave hits' });
    await expect(hits.getByRole('cell', { name: reference })).toBeVisible();
    await expect(hits.getByRole('cell', { name: PATIENT.name })).toBeVisible();
    await expect(page.getByText('Saved. These times are closed to new bookings now.')).toBeVisible();
    const days = await availability(away, leaveDay, leaveDay);
    expect(days).toEqual([]);
    await expectAxeClean(page);
  });

  await test.step('confirmed: cancelled, and who was told', async () => {
    await page.getByRole('button', { name: 'Cancel 1 bookings and tell the patients' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel 1 bookings?' });
    await expect(dialog).toBeVisible();
    await expectAxeClean(page);
    await dialog.getByRole('button', { name: 'Cancel 1 bookings and tell the patients' }).click();
    const told = page.getByRole('table', { name: 'Cancelled and told' });
    await expect(told.getByRole('cell', { name: reference })).toBeVisible();
    await expectAxeClean(page);
  });

  const email = await outboxText(reference, '.eml', /doctor unavailable/);
  const sms = await outboxText(reference, '.sms.txt', /the doctor is unavailable/);
  const link = /https?:\/\/\S+\/appointment\/rebook#token=[\w-]+/.exec(email)?.[0] ?? '';
  expect(link).toContain(`${SHELL}/appointment/rebook#token=`);
  expect(email).toContain('Reason: Called away to a conference');
  expect(sms).toContain('/appointment/rebook#token=');

  await test.step('the patient follows the link on a phone and books another doctor that day', async () => {
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const patient = await phone.newPage();
    try {
      await patient.goto(link);
      await expect(patient.getByText(/is cancelled: the doctor is unavailable that day/)).toBeVisible();
      // The token left the address bar.
      expect(new URL(patient.url()).hash).toBe('');
      const colleague = patient.getByRole('region', { name: COLLEAGUE });
      await colleague.getByRole('radio', { name: '10:30' }).first().tap();
      await patient.getByRole('button', { name: 'Book this time' }).tap();
      const done = patient.getByRole('status').filter({ hasText: 'Your new reference is' });
      await expect(done).toBeVisible();
      await expect(done).toContainText(COLLEAGUE);
      const newReference = /APT-[A-Z0-9-]+/.exec((await done.textContent()) ?? '')?.[0] ?? '';
      expect(newReference).not.toBe(reference);
      // The link is spent: opened again (a new tab), it says so.
      const again = await phone.newPage();
      await again.goto(link);
      await expect(again.getByRole('alert')).toContainText('This link has expired, was already used');
    } finally {
      await phone.close();
    }
  });
});
