import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AvailabilityDay, Doctor } from 'contract';
import { devStandIns, devStandInSettings } from '../../../api/src/stand-ins/providers';
import { uniqueEmail, uniquePhone, visitDay } from '../../support/booking';
import type { RunningServer } from '../../support/servers';
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

/**
 * The desk's admin and inbox (issue 47): an admin made by the staff command signs in with a TOTP
 * computed here, adds a receptionist and sees the one-time link to hand over; the receptionist,
 * enrolled with that link, finds a message sent through the public contact API in the inbox and
 * marks it answered. A booking's SMS that the MSG91 stand-in never answers is unconfirmed: the admin
 * is warned it may have reached the patient, and sends it again. Its own site and API on a fresh
 * embedded database, as staff-sign-in.spec.ts.
 */
const site = deskSite(3850);
const { shell: SHELL, api: API } = site;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'desk-admin-e2e-api-'));

const ADMIN = { email: 'meera.admin@hospital.example', name: 'Meera Das', role: 'admin' } as const;
const RECEPTIONIST = { email: 'asha.reception@hospital.example', name: 'Asha Verma' };
const PASSWORD = 'lantern quietly orchard 47';

const standIns = devStandIns(site.api);
let apiEnv: Record<string, string> = {};

let servers = new Map<string, RunningServer>();
let adminLink = '';

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await standIns.start(site.apiPort + 5);
  // A send the stand-in does not answer gives up within a second: the SMS is then unconfirmed.
  apiEnv = deskApiEnv(site, dataDir, { ...devStandInSettings(standIns), NOTICE_REQUEST_TIMEOUT_MS: '1000' });
  await (await startApi(site, apiEnv)).stop();
  adminLink = await addStaff(site, apiEnv, ADMIN);
  servers = await startDeskSite(site, apiEnv);
});

test.afterAll(async () => {
  await Promise.all([...servers.values()].map((server) => server.stop()));
  await standIns.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test('an admin adds a receptionist, who answers a message; an unconfirmed SMS goes again', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const adminSecret = await enrolByApi(page.context().request, site, adminLink, PASSWORD);
  await page.context().clearCookies();
  let receptionLink = '';

  await test.step('the admin signs in with the app’s code and sees only the admin’s pages', async () => {
    await page.goto(`${SHELL}/desk/sign-in`);
    await page.getByRole('textbox', { name: /^E-mail/ }).fill(ADMIN.email);
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByRole('textbox', { name: /^Code/ }).fill(totpCode(adminSecret));
    await page.getByRole('button', { name: 'Sign in' }).click();
    const nav = page.getByRole('navigation', { name: 'Desk pages' });
    await expect(nav.getByRole('link', { name: 'Staff accounts' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Messages', exact: true })).toHaveCount(0);
    await nav.getByRole('link', { name: 'Staff accounts' }).click();
    await expect(page.getByRole('table', { name: 'Every staff account, with its state' })).toContainText(ADMIN.email);
    await expectAxeClean(page);
  });

  await test.step('sees no e-mail, SMS or WhatsApp message given up on a fresh database', async () => {
    await page.goto(`${SHELL}/desk/notices`);
    await expect(page.getByRole('heading', { level: 1, name: 'Undelivered messages' })).toBeVisible();
    await expect(page.getByText('Every e-mail has gone out.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'SMS and WhatsApp' })).toBeVisible();
    await expect(page.getByText('Every SMS and WhatsApp message has gone out.')).toBeVisible();
    await expectAxeClean(page);
    await page.getByRole('navigation', { name: 'Desk pages' }).getByRole('link', { name: 'Staff accounts' }).click();
    await expect(page.getByRole('table', { name: 'Every staff account, with its state' })).toBeVisible();
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
      await enrolByApi(reception.request, site, receptionLink, PASSWORD);
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

  await test.step('the admin sends again, once warned, an SMS the provider never answered', async () => {
    standIns.mode = 'hang';
    const phone = uniquePhone();
    const reference = await bookWithPhone(phone);
    await page.goto(`${SHELL}/desk/notices`);
    const table = page.getByRole('table', { name: 'SMS and WhatsApp messages not delivered, oldest first' });
    await expect(async () => {
      // Bounded: a click waiting on a list that is reloading must not outlast toPass.
      await page.getByRole('button', { name: 'Check again' }).last().click({ timeout: 2_000 });
      await expect(table.getByRole('row').filter({ hasText: reference })).toContainText('Not confirmed', {
        timeout: 1_000,
      });
    }).toPass({ timeout: 20_000 });
    const row = table.getByRole('row').filter({ hasText: reference });
    await expect(row).toContainText(/SMS\s*Confirmation/);
    await expect(row).toContainText(`******${phone.slice(-4)}`);
    await expectAxeClean(page);

    await row.getByRole('button', { name: /^Send SMS \d+ to \*{6}\d{4} again$/ }).click();
    const dialog = page.getByRole('dialog', { name: /^Send SMS \d+ again\?$/ });
    await expect(dialog).toContainText(`This SMS for booking ${reference} may already have reached the patient`);
    await expectAxeClean(page);
    standIns.mode = 'ok';
    await dialog.getByRole('button', { name: 'Send again' }).click();
    await expect(page.getByRole('status').filter({ hasText: /^SMS \d+ is queued to be sent again\.$/ })).toBeVisible();
    await expect
      .poll(
        () => standIns.accepted.filter((message) => message.to === `91${phone}` && message.channel === 'sms').length,
      )
      .toBe(1);
    // Delivered (the stand-in's receipts), it leaves the list.
    await expect(async () => {
      await page.getByRole('button', { name: 'Check again' }).last().click({ timeout: 2_000 });
      await expect(page.getByText('Every SMS and WhatsApp message has gone out.')).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
  });
});

/** A booking through the public API with this phone (SMS only, the default): answers its reference. */
async function bookWithPhone(phone: string): Promise<string> {
  const doctors = (await (
    await fetch(`${API}/api/doctor/doctor`, { signal: AbortSignal.timeout(15_000) })
  ).json()) as Doctor[];
  for (const doctor of doctors) {
    const query = new URLSearchParams({ doctor: String(doctor.id), from: visitDay(9), to: visitDay(30) });
    const days = (await (
      await fetch(`${API}/api/doctor/availability/?${query}`, { signal: AbortSignal.timeout(15_000) })
    ).json()) as AvailabilityDay[];
    for (const day of days) {
      const slot = day.slots.find((candidate) => candidate.available && !candidate.online);
      if (!slot) continue;
      const form = new FormData();
      const fields = {
        department: String(doctor.department.id),
        doctor: String(doctor.id),
        date: day.date,
        slot_start: slot.start,
        mode: 'OFF',
        patient_name: 'Kamla Devi',
        email: uniqueEmail('kamla.devi'),
        phone,
        address: 'House 4, Sector 21, Faridabad',
        consent: 'true',
      };
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      const booked = await fetch(`${API}/api/appointment/doctorappointment/`, {
        method: 'POST',
        headers: { origin: SHELL },
        body: form,
        signal: AbortSignal.timeout(15_000),
      });
      expect(booked.status).toBe(201);
      return ((await booked.json()) as { reference: string }).reference;
    }
  }
  throw new Error('no seeded doctor has a free in-person slot');
}
