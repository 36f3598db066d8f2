import fs from 'node:fs/promises';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { request as playwrightRequest } from '@playwright/test';
import type { Page } from '@playwright/test';
import type { AvailabilityDay, Doctor } from 'contract';
import {
  SHIFTED_CLOCK,
  addStaff,
  deskApiEnv,
  deskSite,
  enrolByApi,
  expectAxeClean,
  morningOf,
  patientBooks,
  rowOf,
  startApi,
  startDeskSite,
  tabTo,
  totpCode,
  typeInto,
} from '../../support/desk';
import { expect, test } from '../../support/fixtures';
import { readEml } from '../../support/outbox';
import { startServer } from '../../support/servers';
import type { RunningServer } from '../../support/servers';

/**
 * An online consultation's joining details (issue 47), keyboard only at 1280 px: a patient books an
 * online consultation on the Hindi booking form in a browser of their own; the receptionist sees the
 * row as still needing its joining details, is refused a link that is not https (at the field, and
 * by the API for one too long), sends a meeting link, and for a second patient a call at the booked
 * time; the rows then say sent, and each patient's e-mail and SMS (the API's outbox files) are in
 * Hindi, the first with the link. Axe on each state. Its own site; the API's clock stands at 09:05
 * in Faridabad on the doctor's next day with two online times free, so the rows are today's.
 */
const site = deskSite(3930);
const { shell: SHELL } = site;
let dataDir = '';

const DOCTOR = 'Dr. Anita Sharma';
const RECEPTION = { email: 'meena.reception@hospital.example', name: 'Meena Joshi', role: 'reception' } as const;
const PASSWORD = 'monsoon teapot granite 47';
const FORM_PATIENT = { name: 'Savitri Devi', phone: '9876543120', email: 'savitri.devi.3120@example.in' };
const CALL_PATIENT = { name: 'Ramesh Chand', phone: '9876543231' };
const MEETING_LINK = 'https://meet.example.in/av-47';

let clockOffsetMs = 0;
const apiEnv = () => deskApiEnv(site, dataDir, { E2E_CLOCK_OFFSET_MS: String(clockOffsetMs) });

let servers = new Map<string, RunningServer>();
let secret = '';
let doctor: Doctor;
let onlineDay = '';
/** Two free online times of that day, after 09:05. */
let starts: string[] = [];

/** The doctor's next day (from tomorrow, within 31 days) with two online times free after 09:30. */
async function nextOnlineDay(): Promise<void> {
  const doctors = (await (await fetch(`${site.api}/api/doctor/doctor`)).json()) as Doctor[];
  const found = doctors.find((each) => each.doctor_name === DOCTOR);
  if (!found) throw new Error(`no seeded ${DOCTOR}`);
  doctor = found;
  const from = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const to = new Date(Date.now() + 31 * 86_400_000).toISOString().slice(0, 10);
  const answer = await fetch(`${site.api}/api/doctor/availability/?doctor=${doctor.id}&from=${from}&to=${to}`);
  for (const day of (await answer.json()) as AvailabilityDay[]) {
    const free = day.slots.filter((slot) => slot.available && slot.online && slot.start >= '09:30');
    if (free.length >= 2) {
      onlineDay = day.date;
      starts = free.slice(0, 2).map((slot) => slot.start);
      return;
    }
  }
  throw new Error(`${DOCTOR} has no day with two online times free`);
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'desk-joining-e2e-api-'));
  const seeding = await startApi(site, apiEnv(), SHIFTED_CLOCK);
  try {
    await nextOnlineDay();
  } finally {
    await seeding.stop();
  }
  clockOffsetMs = morningOf(onlineDay);
  const link = await addStaff(site, apiEnv(), RECEPTION, SHIFTED_CLOCK);
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

/** The patient's own browser: the Hindi booking form, typed key by key; answers the booking's reference. */
async function bookOnlineInHindi(page: Page, start: string): Promise<string> {
  await page.goto(`${SHELL}/hi/appointment?department=${doctor.department.id}&doctor=${doctor.id}`);
  const form = page.getByRole('form');
  await expect(form.locator('select[name="doctor"]')).toHaveValue(String(doctor.id));
  await form.locator('input[name="date"]').fill(onlineDay);
  await form.locator('input[name="mode"][value="ON"]').check({ force: true });
  const time = form.getByRole('radio', { name: new RegExp(`^${start},`) });
  await time.check();
  await expect(time).toBeChecked();
  await form.locator('input[name="patient_name"]').pressSequentially(FORM_PATIENT.name);
  await form.locator('input[name="email"]').pressSequentially(FORM_PATIENT.email);
  await form.locator('input[name="phone"]').pressSequentially(FORM_PATIENT.phone);
  await form.locator('[name="address"]').pressSequentially('House 9, Sector 15, Faridabad');
  await form.locator('input[name="consent"]').check({ force: true });
  await form.getByRole('button', { name: 'अपॉइंटमेंट बुक करें' }).click();
  const dialog = page.getByRole('dialog', { name: 'सफल' });
  await expect(dialog).toContainText('आपकी अपॉइंटमेंट बुक हो गई है।');
  const reference = (await dialog.getByText(/^APT-/).first().textContent())?.trim() ?? '';
  expect(reference).toMatch(/^APT-/);
  return reference;
}

/** Keyboard only: opens the row's Joining details dialog. */
async function openJoining(page: Page, name: string) {
  await tabTo(page, page.getByRole('button', { name: `Joining details: ${name}` }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Joining details for ${name}` });
  await expect(dialog).toBeVisible();
  return dialog;
}

const NOT_SENT = /Joining details(: not yet| not sent: starts soon)/;

test('a receptionist sends an online patient a meeting link and another a call; each is told in Hindi', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });

  const patient = await browser.newContext({ locale: 'hi-IN', viewport: { width: 1280, height: 900 } });
  let reference = '';
  try {
    reference = await bookOnlineInHindi(await patient.newPage(), starts[0] ?? '');
  } finally {
    await patient.close();
  }
  const called = await patientBooks(site, doctor, onlineDay, {
    name: CALL_PATIENT.name,
    start: starts[1] ?? '',
    phone: CALL_PATIENT.phone,
    mode: 'ON',
    language: 'hi',
  });

  await test.step('signed in by keyboard, the online rows say their joining details are not sent', async () => {
    await page.goto(`${SHELL}/desk/sign-in`);
    await typeInto(page, page.getByRole('textbox', { name: /^E-mail/ }), RECEPTION.email);
    await typeInto(page, page.getByLabel(/^Password/), PASSWORD);
    await typeInto(page, page.getByRole('textbox', { name: /^Code/ }), totpCode(secret, { clockOffsetMs }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'OPD day list' })).toBeVisible();
    await expect(page.getByLabel('Date')).toHaveValue(onlineDay);
    await expect(rowOf(page, FORM_PATIENT.name)).toContainText(reference);
    await expect(rowOf(page, FORM_PATIENT.name)).toContainText(NOT_SENT);
    await expect(rowOf(page, CALL_PATIENT.name)).toContainText(NOT_SENT);
    await expectAxeClean(page);
  });

  await test.step('a link that is not https is refused at its field, and one too long by the API', async () => {
    const dialog = await openJoining(page, FORM_PATIENT.name);
    await expect(dialog.getByRole('radio', { name: 'A meeting link' })).toBeChecked();
    const field = dialog.getByRole('textbox', { name: 'Meeting link (https://…)' });
    await typeInto(page, field, 'http://meet.example.in/av-47');
    await page.keyboard.press('Enter');
    await expect(dialog.getByText('Please give the meeting link as https://…, at most 300 characters')).toBeVisible();
    await expect(field).toBeFocused();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expectAxeClean(page);
    // The field takes no more than 300 characters; the API refuses a longer one sent past it.
    const tooLong = await page.request.post(`${site.api}/api/staff/bookings/${reference}/join/`, {
      data: { version: 1, how: 'link', link: `https://meet.example.in/${'a'.repeat(300)}`, resend: false },
      headers: { origin: SHELL },
    });
    expect(tooLong.status()).toBe(400);
    expect(((await tooLong.json()) as { issues: Record<string, { code: string }> }).issues).toMatchObject({
      link: { code: 'deskJoinLink' },
    });
    await expect(rowOf(page, FORM_PATIENT.name)).toContainText(NOT_SENT);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  await test.step('a meeting link sent: the row says so', async () => {
    const dialog = await openJoining(page, FORM_PATIENT.name);
    await typeInto(page, dialog.getByRole('textbox', { name: 'Meeting link (https://…)' }), MEETING_LINK);
    await expectAxeClean(page);
    await tabTo(page, dialog.getByRole('button', { name: 'Send to the patient' }), 10);
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: /\S/ })).toHaveText(
      `Joining details sent to ${FORM_PATIENT.name}.`,
    );
    await expect(rowOf(page, FORM_PATIENT.name)).toContainText('Joining details sent');
    await expectAxeClean(page);
  });

  await test.step('a call at the booked time for the other: the row says sent too', async () => {
    const dialog = await openJoining(page, CALL_PATIENT.name);
    const call = dialog.getByRole('radio', { name: 'The doctor calls at the booked time' });
    await tabTo(page, dialog.getByRole('radio', { name: 'A meeting link' }), 10);
    await page.keyboard.press('ArrowDown');
    await expect(call).toBeChecked();
    await expect(dialog.getByRole('textbox', { name: 'Meeting link (https://…)' })).toHaveCount(0);
    await expectAxeClean(page);
    await tabTo(page, dialog.getByRole('button', { name: 'Send to the patient' }), 10);
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(rowOf(page, CALL_PATIENT.name)).toContainText('Joining details sent');
    await expect(rowOf(page, FORM_PATIENT.name)).toContainText('Joining details sent');
    await expectAxeClean(page);
    await testInfo.attach('joining sent 1280', {
      body: await page.screenshot({ fullPage: true }),
      contentType: 'image/png',
    });
  });

  await test.step('each patient is told in Hindi: the link, or the call at the booked time', async () => {
    // The booking's confirmation says how joining will work too: the joining e-mail is the one with the details.
    const linkMail = await outboxText(reference, '.eml', /यह लिंक खोलें: https/);
    expect(linkMail).toContain(`प्रिय ${FORM_PATIENT.name},`);
    expect(linkMail).toContain(`जुड़ने के लिए अपने समय से कुछ मिनट पहले यह लिंक खोलें: ${MEETING_LINK}`);
    expect(linkMail).toContain(`${starts[0]} बजे`);
    expect(linkMail).not.toMatch(/Dear|How to join/);
    const linkSms = await outboxText(reference, '.sms.txt', /av-47/);
    expect(linkSms).toContain(MEETING_LINK);
    expect(linkSms).toMatch(/[\u0900-\u097F]/);

    const callMail = await outboxText(called, '.eml', /डॉक्टर उसी समय/);
    expect(callMail).toContain('डॉक्टर उसी समय आपके दिए फ़ोन नंबर पर कॉल करेंगे।');
    expect(callMail).toContain(`${starts[1]} बजे`);
    expect(callMail).not.toContain('https://meet');
    const callSms = await outboxText(called, '.sms.txt', /डॉक्टर इसी नंबर पर कॉल करेंगे/);
    expect(callSms).not.toContain('https://meet');
  });
});
