import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { request as playwrightRequest } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import type { LabTest } from 'contract';
import {
  SHIFTED_CLOCK,
  addStaff,
  deskApiEnv,
  deskSite,
  enrolByApi,
  expectAxeClean,
  startApi,
  startDeskSite,
  totpCode,
} from '../../support/desk';
import { expect, test } from '../../support/fixtures';
import type { RunningServer } from '../../support/servers';

/**
 * The phlebotomist's run sheet (issue 47's Labs) at 1280 px: three lab bookings made on the site's
 * API (one at the lab, two home collections in two windows), a receptionist opens /desk/labs, sees
 * the lab visit then the home collections by pincode and window with the address, marks one
 * collected and one not reached (asked once more), and the printed sheet is the run sheet alone.
 * The sheet is live: a booking made on the site meanwhile, and a mark made at another desk, show
 * on it without a reload. An OPD manager then undoes a mark with a reason, which reception is not
 * offered. The API's clock is moved to 05:30 in Faridabad tomorrow, so every window is still open
 * to book and the marks fall on the booking's day, whatever the hour the suite runs.
 */
const site = deskSite(3920);
let dataDir = '';

const RECEPTION = { email: 'rekha.labs@hospital.example', name: 'Rekha Sharma', role: 'reception' } as const;
const MANAGER = { email: 'vikram.opd@hospital.example', name: 'Vikram Singh', role: 'opd_manager' } as const;
const PASSWORD = 'saffron bicycle orchard 47';

/** Tomorrow in Faridabad (the API's day once its clock is moved). */
const DAY = new Date(Date.now() + 24 * 60 * 60_000 + 5.5 * 60 * 60_000).toISOString().slice(0, 10);
const clockOffsetMs = Date.parse(`${DAY}T05:30:00+05:30`) - Date.now();
// Four bookings come from this one machine's network: past three the site would ask for a code.
const apiEnv = () =>
  deskApiEnv(site, dataDir, { E2E_CLOCK_OFFSET_MS: String(clockOffsetMs), API_HOLDS_UNPROVEN_PER_NETWORK: '10' });

let servers = new Map<string, RunningServer>();
let secret = '';
let managerSecret = '';
/** The manager's enrolled API session: the other desk whose mark the receptionist's sheet follows. */
let managerDesk: APIRequestContext | null = null;
let cbc: LabTest;
/** The references booked before the journeys, by patient. */
const booked = new Map<string, string>();

async function bookLab(fields: { test: LabTest; name: string; phone: string; home?: string }): Promise<string> {
  const home: Record<string, string> = fields.home
    ? { collection: 'home', pincode: '121003', collection_window: fields.home }
    : {};
  const answer = await fetch(`${site.api}/api/appointment/labappointment/`, {
    method: 'POST',
    body: Object.entries({
      lab: String(fields.test.lab),
      test: String(fields.test.id),
      date: DAY,
      age: '41',
      patient_name: fields.name,
      email: `${fields.phone}@example.in`,
      phone: fields.phone,
      address: `House ${fields.phone.slice(-3)}, Sector 15, Faridabad`,
      message: '',
      consent: 'true',
      ...home,
    }).reduce((form, [key, value]) => {
      form.append(key, value);
      return form;
    }, new FormData()),
  });
  expect(answer.status, await answer.clone().text()).toBe(201);
  return ((await answer.json()) as { reference: string }).reference;
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'desk-labs-e2e-api-'));
  // The first start makes and seeds the database; the staff command runs with it stopped.
  await (await startApi(site, apiEnv(), SHIFTED_CLOCK)).stop();
  const link = await addStaff(site, apiEnv(), RECEPTION, SHIFTED_CLOCK);
  const managerLink = await addStaff(site, apiEnv(), MANAGER, SHIFTED_CLOCK);
  servers = await startDeskSite(site, apiEnv(), SHIFTED_CLOCK);
  const desk = await playwrightRequest.newContext();
  try {
    secret = await enrolByApi(desk, site, link, PASSWORD, clockOffsetMs);
  } finally {
    await desk.dispose();
  }
  managerDesk = await playwrightRequest.newContext();
  managerSecret = await enrolByApi(managerDesk, site, managerLink, PASSWORD, clockOffsetMs);
  const tests = (await (await fetch(`${site.api}/api/lab/lab-tests/`)).json()) as LabTest[];
  const found = tests.find((each) => each.test_name === 'Complete Blood Count (CBC)');
  if (!found) throw new Error('no seeded CBC');
  cbc = found;
  booked.set('Sunita Yadav', await bookLab({ test: cbc, name: 'Sunita Yadav', phone: '9876503210' }));
  booked.set('Mohan Lal', await bookLab({ test: cbc, name: 'Mohan Lal', phone: '9876504321', home: '09-11' }));
  booked.set('Kamla Devi', await bookLab({ test: cbc, name: 'Kamla Devi', phone: '9876505432', home: '07-09' }));
});

test.afterAll(async () => {
  await managerDesk?.dispose();
  await Promise.all([...servers.values()].map((server) => server.stop()));
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

test('a receptionist works the lab run sheet: visits, home collections by window, marks, the printed sheet', async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1280, height: 900 });

  await test.step('signed in, the run sheet shows the lab visit, then the collections by pincode and window', async () => {
    await page.goto(`${site.shell}/desk/sign-in`);
    await page.getByRole('textbox', { name: /^E-mail/ }).fill(RECEPTION.email);
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByRole('textbox', { name: /^Code/ }).fill(totpCode(secret, { clockOffsetMs }));
    await page.keyboard.press('Enter');
    await page.getByRole('navigation', { name: 'Desk pages' }).getByRole('link', { name: 'Lab run sheet' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Lab run sheet' })).toBeVisible();
    await expect(page.getByLabel('Day')).toHaveValue(DAY);
    const tables = page.getByRole('table');
    await expect(tables).toHaveCount(3);
    await expect(tables.nth(0)).toContainText('Sunita Yadav');
    await expect(tables.nth(0)).not.toContainText('Sector 15');
    await expect(tables.nth(1)).toHaveAccessibleName('Pincode 121003, 07:00–09:00: 1 collection');
    await expect(tables.nth(1)).toContainText('Kamla Devi');
    await expect(tables.nth(1)).toContainText('House 432, Sector 15, Faridabad');
    await expect(tables.nth(2)).toContainText('Mohan Lal');
    await expect(page.getByText('9876503210')).toHaveCount(0);
    await expectAxeClean(page);
  });

  await test.step('Collected at once, Not reached asked once more', async () => {
    await page.getByRole('button', { name: 'Mark Kamla Devi collected' }).click();
    await expect(page.getByRole('status').filter({ hasText: /\S/ })).toHaveText('Kamla Devi: collected.');
    // Only an OPD manager undoes a mark: reception is not offered it.
    await expect(page.getByRole('button', { name: 'Undo the mark of Kamla Devi' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Mark Mohan Lal not reached' }).click();
    const dialog = page.getByRole('dialog', { name: 'Not reached: Mohan Lal?' });
    await expectAxeClean(page);
    await dialog.getByRole('button', { name: 'Mark not reached' }).click();
    await expect(page.getByRole('status').filter({ hasText: /\S/ })).toHaveText('Mohan Lal: not reached.');
    await expect(page.getByRole('table').nth(2)).toContainText('Not reached');
    await expectAxeClean(page);
  });

  await test.step('live: a home collection booked on the site and a mark at another desk show without a reload', async () => {
    const started = Date.now();
    await bookLab({ test: cbc, name: 'Ravi Kumar', phone: '9876506543', home: '07-09' });
    const window = page.getByRole('table', { name: 'Pincode 121003, 07:00–09:00: 2 collections' });
    await expect(window).toContainText('Ravi Kumar', { timeout: 5_000 });
    testInfo.annotations.push({ type: 'site booking to the sheet', description: `${Date.now() - started} ms` });
    const marked = await managerDesk?.post(`${site.api}/api/staff/labs/${booked.get('Sunita Yadav')}/collected/`, {
      data: { version: 1 },
      headers: { origin: site.shell },
    });
    expect(marked?.status()).toBe(200);
    await expect(page.getByRole('table').first()).toContainText(/Collected \d/, { timeout: 5_000 });
    await expectAxeClean(page);
  });

  await test.step('printed, the run sheet alone: no buttons, a notes column', async () => {
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button')).toHaveCount(0);
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('table').first()).toContainText('Notes');
    await testInfo.attach('run sheet', { body: await page.pdf({ format: 'A4' }), contentType: 'application/pdf' });
    await page.emulateMedia({ media: 'screen' });
  });
});

test('an OPD manager undoes a mark with a reason, kept in the booking’s history', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${site.shell}/desk/sign-in`);
  await page.getByRole('textbox', { name: /^E-mail/ }).fill(MANAGER.email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('textbox', { name: /^Code/ }).fill(totpCode(managerSecret, { clockOffsetMs }));
  await page.keyboard.press('Enter');
  await page.getByRole('navigation', { name: 'Desk pages' }).getByRole('link', { name: 'Lab run sheet' }).click();
  const kamla = page.getByRole('table', { name: 'Pincode 121003, 07:00–09:00: 2 collections' });
  await expect(kamla).toContainText(/Collected \d/);

  await page.getByRole('button', { name: 'Undo the mark of Kamla Devi' }).click();
  const dialog = page.getByRole('dialog', { name: 'Undo the mark of Kamla Devi?' });
  await dialog.getByRole('button', { name: 'Undo the mark' }).click();
  await expect(dialog.getByText('Say why the mark is undone.')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Reason' })).toBeFocused();
  await expectAxeClean(page);
  await page.keyboard.type('Marked on the wrong patient');
  await dialog.getByRole('button', { name: 'Undo the mark' }).click();
  await expect(page.getByRole('status').filter({ hasText: /\S/ })).toHaveText(
    'Kamla Devi: mark undone, to collect again.',
  );
  await expect(page.getByRole('button', { name: 'Mark Kamla Devi collected' })).toBeVisible();
  await expectAxeClean(page);

  await page.getByRole('button', { name: 'History of Kamla Devi' }).click();
  const history = page.getByRole('dialog', { name: `History of ${booked.get('Kamla Devi')}` });
  await expect(history.getByRole('listitem').first()).toContainText('Vikram Singh');
  await expect(history).toContainText('Marked on the wrong patient');
});
