import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { request as playwrightRequest } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import type { Doctor } from 'contract';
import { todayInHospitalZone } from '../../support/booking';
import {
  addStaff,
  deskApiEnv,
  deskSite,
  enrolByApi,
  expectAxeClean,
  nextOpdDay,
  startApi,
  startDeskSite,
  totpCode,
} from '../../support/desk';
import { expect, test } from '../../support/fixtures';
import { startServer } from '../../support/servers';
import type { RunningServer } from '../../support/servers';

/**
 * The OPD manager's doctors and prices (issue 48): a manager schedules a doctor's fee from today at
 * the desk, and a patient's appointment form quotes the new fee for that doctor; a manager edits the
 * doctor's About text and the doctor's page, opened live, says it; a zero price is refused at its
 * field. Axe on each state of the editors, at 1280 and 375 px. Its own site on the wall clock.
 */
// 3890 with this helper's offset (300) would put the shell on 4190, a port browsers and fetch refuse.
const site = deskSite(3895);
// One site for both journeys: they run one after the other in one worker.
test.describe.configure({ mode: 'serial' });
const { shell: SHELL } = site;
let dataDir = '';

const DOCTOR = 'Dr. Rohit Malhotra';
const MANAGER = { email: 'farah.opd@hospital.example', name: 'Farah Siddiqui', role: 'opd_manager' } as const;
const PASSWORD = 'jasmine lantern river 29';
const ABOUT = 'Runs the heart failure clinic on Thursday mornings.';

const apiEnv = () => deskApiEnv(site, dataDir);

let servers = new Map<string, RunningServer>();
let secret = '';
let doctor: Doctor;
/** The manager's enrolment context (the API's staff cookie lands there). */
let desk: APIRequestContext;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'desk-doctors-e2e-api-'));
  const seeding = await startApi(site, apiEnv());
  try {
    const doctors = (await (await fetch(`${site.api}/api/doctor/doctor`)).json()) as Doctor[];
    const found = doctors.find((each) => each.doctor_name === DOCTOR);
    if (!found) throw new Error(`no seeded ${DOCTOR}`);
    doctor = found;
  } finally {
    await seeding.stop();
  }
  const link = await addStaff(site, apiEnv(), MANAGER);
  // Each server kept as it comes up, so one that fails to start leaves none running after the journey.
  const starting = await Promise.allSettled([
    startDeskSite(site, apiEnv()),
    startServer('mfe-booking', site.siteEnv, '/mf-manifest.json', site.ports.booking).then(
      (server) => new Map([['booking', server]]),
    ),
    startServer('mfe-services', site.siteEnv, '/mf-manifest.json', site.ports.services).then(
      (server) => new Map([['services', server]]),
    ),
  ]);
  for (const result of starting) {
    if (result.status === 'fulfilled') servers = new Map([...servers, ...result.value]);
  }
  const failed = starting.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  desk = await playwrightRequest.newContext();
  secret = await enrolByApi(desk, site, link, PASSWORD);
});

test.afterAll(async () => {
  await desk?.dispose();
  await Promise.all([...servers.values()].map((server) => server.stop()));
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Signs the manager in; `steps` ahead of now for a second sign-in (a code is good once, for a later step only). */
async function signIn(page: Page, steps = 0) {
  await page.goto(`${SHELL}/desk/sign-in`);
  await page.getByRole('textbox', { name: /^E-mail/ }).fill(MANAGER.email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('textbox', { name: /^Code/ }).fill(totpCode(secret, { steps }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('navigation', { name: 'Desk pages' })).toBeVisible();
}

/** Nothing wider than the phone's screen. */
async function fitsPhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
}

test('a manager schedules a fee from today and edits the About text; the patient’s pages say both', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page);

  await test.step('the doctors by department, one opened with the keyboard', async () => {
    await page.getByRole('navigation', { name: 'Desk pages' }).getByRole('link', { name: 'Doctors' }).click();
    const cardiology = page.getByRole('table', { name: 'Doctors in Cardiology' });
    await expect(cardiology.getByRole('rowheader', { name: DOCTOR })).toBeVisible();
    await expectAxeClean(page);
    const open = page.getByRole('button', { name: `Open ${DOCTOR}` });
    await open.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('form', { name: `Profile of ${DOCTOR}` })).toBeVisible();
    await expectAxeClean(page);
  });

  await test.step('a fee of ₹0 is refused at its field', async () => {
    const fees = page.getByRole('form', { name: `Fees of ${DOCTOR}` });
    const fee = fees.getByRole('textbox', { name: /^New fee/ });
    await fee.fill('0');
    await fees.getByRole('button', { name: 'Schedule fee' }).click();
    await expect(fee).toHaveAttribute('aria-invalid', 'true');
    await expect(fee).toHaveAccessibleDescription(/The price must be more than ₹0/);
    await expectAxeClean(page);
  });

  await test.step('a new in-person fee from today', async () => {
    const fees = page.getByRole('form', { name: `Fees of ${DOCTOR}` });
    await fees.getByRole('textbox', { name: /^New fee/ }).fill('1250');
    await expect(fees.getByRole('textbox', { name: /^Takes effect from/ })).toHaveValue(todayInHospitalZone());
    await fees.getByRole('button', { name: 'Schedule fee' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The fee is scheduled.' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Fees in effect today and scheduled' });
    await expect(table.getByRole('row', { name: /At the hospital/ })).toContainText('₹1,250');
    await expectAxeClean(page);
  });

  await test.step('the About text saved', async () => {
    const profile = page.getByRole('form', { name: `Profile of ${DOCTOR}` });
    const about = profile.getByRole('textbox', { name: /^About \(English\)/ });
    await about.fill(ABOUT);
    await profile.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByRole('status').filter({ hasText: `The profile of ${DOCTOR} is saved.` })).toBeVisible();
    await expectAxeClean(page);
    await page.setViewportSize({ width: 375, height: 740 });
    await fitsPhone(page);
    await expectAxeClean(page);
  });

  const patient = await (await browser.newContext({ viewport: { width: 375, height: 740 }, hasTouch: true })).newPage();
  try {
    await test.step('the patient’s appointment form quotes the new fee', async () => {
      const { day } = await nextOpdDay(site, DOCTOR, []);
      await patient.goto(`${SHELL}/appointment?doctor=${doctor.slug}`);
      const form = patient.getByRole('form', { name: 'Appointment form' });
      await expect(form.getByRole('combobox', { name: 'Doctor' })).toHaveValue(String(doctor.id));
      await form.getByRole('textbox', { name: 'Date', exact: true }).fill(day);
      await form.getByText('Offline', { exact: true }).tap();
      await expect(form.getByRole('group', { name: /^Time/ })).toContainText(
        'Consultation fee: ₹1,250 (at the hospital).',
      );
    });

    await test.step('the doctor’s page says the new About text', async () => {
      await patient.goto(`${SHELL}/our-doctor/${doctor.slug}`);
      await expect(patient.getByText(ABOUT)).toBeVisible();
    });
  } finally {
    await patient.context().close();
  }
});

test('a zero price is refused at its field on the prices page', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 1);
  await page.getByRole('navigation', { name: 'Desk pages' }).getByRole('link', { name: 'Prices' }).click();
  await expect(page.getByRole('table', { name: 'Packages' })).toBeVisible();
  await expectAxeClean(page);
  await page
    .getByRole('button', { name: /^Change the price of / })
    .first()
    .click();
  const form = page.getByRole('form', { name: /^New price of / });
  const price = form.getByRole('textbox', { name: /^New price/ });
  await price.fill('0');
  await form.getByRole('button', { name: 'Schedule price' }).click();
  await expect(price).toHaveAttribute('aria-invalid', 'true');
  await expect(price).toHaveAccessibleDescription(/The price must be more than ₹0/);
  await expectAxeClean(page);
  await page.setViewportSize({ width: 375, height: 740 });
  await fitsPhone(page);
  await expectAxeClean(page);
});
