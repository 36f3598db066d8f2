import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { request as playwrightRequest } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import type { AvailabilityDay, Doctor, DoctorTimetables } from 'contract';
import { NEW_REFERENCE, referenceShownIn, todayInHospitalZone } from '../../support/booking';
import {
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
import { startServer } from '../../support/servers';
import type { RunningServer } from '../../support/servers';

/**
 * The OPD manager's timetable (issue 48): a manager adds a Saturday session to a doctor's week at
 * the desk (an overlapping one is refused at its field; another manager's save first is said,
 * the edits kept), and right after, a patient on a phone books a Saturday slot on the site by
 * touch, typing each field key by key; the reference the success dialog shows is the booking.
 * Axe on each state of the editor. Its own site (shell, desk, booking remote, API) on the wall clock.
 */
const site = deskSite(3880);
const { shell: SHELL } = site;
let dataDir = '';

const DOCTOR = 'Dr. Vikram Singh Chauhan';
const MANAGER = { email: 'nisha.opd@hospital.example', name: 'Nisha Kapoor', role: 'opd_manager' } as const;
const PASSWORD = 'marigold courtyard lamp 48';

const apiEnv = () => deskApiEnv(site, dataDir);

let servers = new Map<string, RunningServer>();
let secret = '';
/** The manager's enrolment context: its staff cookie makes "another manager's" save. */
let desk: APIRequestContext;
let doctor: Doctor;

/** The day `days` after today in Faridabad. */
function dayIn(days: number): string {
  const date = new Date(`${todayInHospitalZone()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
/** The first Saturday from tomorrow on in Faridabad. */
function nextSaturday(): string {
  for (let ahead = 1; ; ahead += 1) {
    const day = dayIn(ahead);
    if (new Date(`${day}T00:00:00Z`).getUTCDay() === 6) return day;
  }
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'desk-timetables-e2e-api-'));
  // The API seeds its new database; the staff command runs with it stopped.
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
  const [started, booking] = await Promise.all([
    startDeskSite(site, apiEnv()),
    startServer('mfe-booking', site.siteEnv, '/mf-manifest.json', site.ports.booking),
  ]);
  servers = new Map([...started, ['booking', booking]]);
  desk = await playwrightRequest.newContext();
  secret = await enrolByApi(desk, site, link, PASSWORD);
});

test.afterAll(async () => {
  await desk?.dispose();
  await Promise.all([...servers.values()].map((server) => server.stop()));
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The last session's fields in the editor. */
const lastSession = (page: Page) => page.getByRole('group', { name: /^Session \d+$/ }).last();

async function addSession(page: Page, session: { day: string; start: string; end: string; room: string }) {
  await page.getByRole('button', { name: 'Add a session' }).click();
  const row = lastSession(page);
  await expect(row.getByRole('combobox', { name: /^Day/ })).toBeFocused();
  await row.getByRole('combobox', { name: /^Day/ }).selectOption({ label: session.day });
  await row.getByRole('textbox', { name: /^Start/ }).pressSequentially(session.start);
  await row.getByRole('textbox', { name: /^End/ }).pressSequentially(session.end);
  await row.getByRole('textbox', { name: /^Room/ }).pressSequentially(session.room);
}

async function saturdaySlots(day: string): Promise<AvailabilityDay['slots']> {
  const answer = await fetch(`${site.api}/api/doctor/availability/?doctor=${doctor.id}&from=${day}&to=${day}`);
  return ((await answer.json()) as AvailabilityDay[])[0]?.slots ?? [];
}

test('a manager adds a Saturday session; a patient on a phone books a Saturday slot right after', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const saturday = nextSaturday();
  expect(await saturdaySlots(saturday)).toEqual([]);

  await test.step('the manager signs in and opens the doctor’s timetable', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${SHELL}/desk/sign-in`);
    await page.getByRole('textbox', { name: /^E-mail/ }).fill(MANAGER.email);
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByRole('textbox', { name: /^Code/ }).fill(totpCode(secret));
    await page.keyboard.press('Enter');
    await page.getByRole('navigation', { name: 'Desk pages' }).getByRole('link', { name: 'Timetables' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Timetables' })).toBeVisible();
    const doctors = page.getByRole('combobox', { name: /^Doctor/ });
    await expect(doctors.getByRole('option', { name: DOCTOR })).toBeAttached();
    await doctors.selectOption({ label: DOCTOR });
    const today = page.getByRole('table', { name: 'In effect today' });
    await expect(today.getByRole('rowheader', { name: 'Monday' })).toBeVisible();
    await expect(today.getByRole('rowheader', { name: 'Saturday' })).toHaveCount(0);
    await expect(page.getByText('No changes saved at the desk yet.')).toBeVisible();
    await expectAxeClean(page);
  });

  await test.step('a session overlapping another is refused at its field', async () => {
    await addSession(page, { day: 'Saturday', start: '16:00', end: '18:00', room: 'Room 21' });
    await addSession(page, { day: 'Saturday', start: '17:00', end: '19:00', room: 'Room 21' });
    await page.getByRole('button', { name: 'Save the timetable' }).click();
    const start = lastSession(page).getByRole('textbox', { name: /^Start/ });
    await expect(start).toBeFocused();
    await expect(start).toHaveAccessibleDescription(/This session overlaps the 16:00–18:00 session on the same day/);
    await expect(start).toHaveAttribute('aria-invalid', 'true');
    await expectAxeClean(page);
    await lastSession(page)
      .getByRole('button', { name: /^Remove session/ })
      .click();
  });

  await test.step('another manager saved first: told, the timetable as it is now, the edits kept', async () => {
    const now = (await (
      await desk.get(`${site.api}/api/staff/timetables/${doctor.id}/`, { headers: { origin: SHELL } })
    ).json()) as DoctorTimetables;
    const theirs = await desk.post(`${site.api}/api/staff/timetables/${doctor.id}/`, {
      headers: { origin: SHELL },
      data: { version: now.version, effective_from: dayIn(0), sessions: now.current?.sessions ?? [] },
    });
    expect(theirs.status()).toBe(200);
    await page.getByRole('button', { name: 'Save the timetable' }).click();
    await expect(page.getByRole('alert', { name: 'Someone else changed this timetable' })).toBeVisible();
    await expect(lastSession(page).getByRole('textbox', { name: /^Start/ })).toHaveValue('16:00');
    await expectAxeClean(page);
  });

  await test.step('saved again: in effect at once, and in the history', async () => {
    await page.getByRole('button', { name: 'Save the timetable' }).click();
    await expect(page.getByRole('status').filter({ hasText: /^Saved: the timetable takes effect from/ })).toBeVisible();
    await expect(
      page.getByRole('table', { name: /^In effect today/ }).getByRole('rowheader', { name: 'Saturday' }),
    ).toBeVisible();
    const history = page.getByRole('list', { name: 'History' });
    await expect(history.getByText(new RegExp(`^${MANAGER.name}, `)).first()).toBeVisible();
    await expect(history.getByText(/After: .*Saturday 16:00–18:00, Room 21, 15 min/).first()).toBeVisible();
    await expectAxeClean(page);
    await testInfo.attach('timetable editor 1280', {
      body: await page.screenshot({ fullPage: true }),
      contentType: 'image/png',
    });
    await page.setViewportSize({ width: 375, height: 740 });
    await expect(page.getByRole('button', { name: 'Save the timetable' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectAxeClean(page);
  });

  await test.step('a patient’s phone books the Saturday at 16:00 by touch, typing each field', async () => {
    expect((await saturdaySlots(saturday))[0]).toMatchObject({ start: '16:00', available: true, room: 'Room 21' });
    const phone = await browser.newContext({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });
    try {
      const patient = await phone.newPage();
      await patient.goto(`${SHELL}/appointment`);
      const form = patient.getByRole('form', { name: 'Appointment form' });
      await form.getByRole('combobox', { name: 'Department' }).selectOption({ label: 'Orthopaedics' });
      const doctors = form.getByRole('combobox', { name: 'Doctor' });
      await expect(doctors.getByRole('option', { name: DOCTOR })).toBeAttached();
      await doctors.selectOption({ label: DOCTOR });
      // The day is the phone's own date picker (a native date input), not typed.
      await form.getByRole('textbox', { name: 'Date', exact: true }).fill(saturday);
      await form.getByText('Offline', { exact: true }).tap();
      const time = form.getByRole('radio', { name: /^16:00,/ });
      await form
        .locator('label')
        .filter({ has: patient.getByRole('radio', { name: /^16:00,/ }) })
        .tap();
      await expect(time).toBeChecked();
      for (const [name, value] of [
        ['Patient Name', 'Shanti Devi'],
        ['Email', `shanti.${Date.now().toString(36)}@example.in`],
        ['Phone', '9812377001'],
        ['Address', 'House 12, Sector 16, Faridabad'],
      ] as const) {
        const field = form.getByRole('textbox', { name, exact: true });
        await field.tap();
        await field.pressSequentially(value);
      }
      await form.getByText(/^I agree/).tap();
      await form.getByRole('button', { name: 'Book Appointment' }).tap();
      const dialog = patient.getByRole('dialog', { name: 'Success' });
      await expect(dialog).toContainText('Your appointment is booked.');
      expect(await referenceShownIn(dialog, 'APT')).toMatch(NEW_REFERENCE);
    } finally {
      await phone.close();
    }
    expect((await saturdaySlots(saturday))[0]).toMatchObject({ start: '16:00', available: false });
  });
});
