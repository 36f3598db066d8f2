import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Locator } from '@playwright/test';
import type { AvailabilityDay, Doctor } from 'contract';
// The providers' stand-ins are the API's own test tool (npm run stand-ins -w api): one copy of them.
import { devStandIns, devStandInSettings } from '../../../api/src/stand-ins/providers';
import type { AcceptedMessage, ProviderStandIns } from '../../../api/src/stand-ins/providers';
import { chooseTime, uniqueEmail, uniquePhone, visitDay } from '../../support/booking';
import { deskApiEnv, deskSite, startApi } from '../../support/desk';
import type { RunningServer } from '../../support/servers';
import { startServer } from '../../support/servers';
import { PHONE_BY_TOUCH } from '../../support/visitor';
import { expect, test } from '../../support/fixtures';

/**
 * Issue 49's journey: the booking's messages reach the patient's phone through the providers'
 * documented APIs (MSG91's Flow API, WhatsApp's Cloud API), met here by their local stand-ins.
 * A site of its own (shell, remotes, the API's production server) whose API has the stand-ins'
 * keys, so the suite's other journeys keep writing their texts as files.
 */
const site = deskSite(3860);
let standIns: ProviderStandIns;
const servers: RunningServer[] = [];

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  standIns = devStandIns(site.api);
  await standIns.start(site.apiPort + 5);
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'hospital-e2e-texts-'));
  servers.push(
    ...(await Promise.all([
      startApi(site, deskApiEnv(site, dataDir, devStandInSettings(standIns))),
      startServer('shell', site.siteEnv, '/runtime-config.json', site.ports.shell),
      startServer('mfe-content', site.siteEnv, '/mf-manifest.json', site.ports.content),
      startServer('mfe-services', site.siteEnv, '/mf-manifest.json', site.ports.services),
      startServer('mfe-booking', site.siteEnv, '/mf-manifest.json', site.ports.booking),
    ])),
  );
});

test.afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await standIns.close();
});

/** The message the stand-in accepted for this number, by channel and template, once it has come. */
async function received(to: string, channel: 'sms' | 'whatsapp', template: string): Promise<AcceptedMessage> {
  const find = () =>
    standIns.accepted.find(
      (message) => message.to === `91${to}` && message.channel === channel && message.template === template,
    );
  await expect.poll(() => find() !== undefined, { timeout: 20_000 }).toBe(true);
  return find() as AcceptedMessage;
}

/** A seeded doctor of this site's API and their first free in-person slot from `daysAhead` days on. */
async function freeSlot(request: APIRequestContext, name: string, daysAhead: number) {
  const doctors = (await (await request.get(`${site.api}/api/doctor/doctor`)).json()) as Doctor[];
  const doctor = doctors.find((candidate) => candidate.doctor_name === name);
  if (!doctor) throw new Error(`no seeded doctor ${name}`);
  const days = (await (
    await request.get(`${site.api}/api/doctor/availability/`, {
      params: { doctor: doctor.id, from: visitDay(daysAhead), to: visitDay(daysAhead + 21) },
    })
  ).json()) as AvailabilityDay[];
  for (const day of days) {
    const slot = day.slots.find((candidate) => candidate.available && !candidate.online);
    if (slot) return { doctor, date: day.date, start: slot.start };
  }
  throw new Error(`${name} has no free slot in three weeks`);
}

/** Types as a person does, key by key. */
async function typeInto(field: Locator, text: string) {
  await field.pressSequentially(text);
}

test.describe('a booking in Hindi on a phone, WhatsApp ticked', () => {
  test.use(PHONE_BY_TOUCH);

  test('the WhatsApp stand-in receives the confirmation in Hindi, and no SMS goes', async ({ page, request }) => {
    const { doctor, date, start } = await freeSlot(request, 'Dr. Anita Sharma', 9);
    const phone = uniquePhone();

    await page.goto(`${site.shell}/hi/appointment?department=${doctor.department.id}&doctor=${doctor.id}`);
    const form = page.getByRole('form');
    await expect(form.locator('select[name="doctor"]')).toHaveValue(String(doctor.id));
    await form.locator('input[name="date"]').fill(date);
    await form.getByText('ऑफ़लाइन', { exact: true }).tap();
    await expect(form.getByRole('radio', { name: 'ऑफ़लाइन' })).toBeChecked();
    await chooseTime(form, start, true);
    await typeInto(form.getByRole('textbox', { name: /^मरीज़ का नाम/ }), 'Savitri Devi');
    await typeInto(form.getByRole('textbox', { name: /^ईमेल/ }), uniqueEmail('savitri.devi'));
    await typeInto(form.getByRole('textbox', { name: /^फ़ोन/ }), phone);
    await typeInto(form.getByRole('textbox', { name: /^पता/ }), 'House 9, Sector 15, Faridabad');

    const texts = form.getByRole('group', { name: 'आपके फ़ोन पर संदेश' });
    await texts.scrollIntoViewIfNeeded();
    await expect(texts).toContainText('ऊपर लिखे फ़ोन नंबर पर जाते हैं');
    await expect(texts.getByRole('checkbox', { name: 'SMS से' })).toBeChecked();
    const whatsapp = texts.getByRole('checkbox', { name: 'WhatsApp से' });
    await expect(whatsapp).not.toBeChecked();
    await texts.locator('label').filter({ hasText: 'WhatsApp से' }).tap();
    await expect(whatsapp).toBeChecked();
    await form.locator('label').filter({ hasText: 'मैं सहमत हूँ' }).tap();
    await form.getByRole('button', { name: 'अपॉइंटमेंट बुक करें' }).tap();

    const dialog = page.getByRole('dialog', { name: 'सफल' });
    const reference = ((await dialog.getByText(/^APT-/).first().textContent()) ?? '').trim();
    expect(reference).toMatch(/^APT-/);

    const confirmation = await received(phone, 'whatsapp', 'booking_confirmation');
    expect(confirmation.language).toBe('hi');
    expect(confirmation.variables[0]).toBe('Savitri Devi');
    expect(confirmation.variables).toContain(reference);
    // No clinical detail: the doctor is not named in a text.
    expect(confirmation.variables.join(' ')).not.toMatch(/Anita|अनीता/);
    // The SMS waits on standby behind WhatsApp (sent only if WhatsApp is not delivered in 10 minutes).
    expect(standIns.accepted.filter((message) => message.to === `91${phone}` && message.channel === 'sms')).toEqual([]);
  });
});

test('the manage-booking code goes by SMS to the phone typed, and opens the booking', async ({ page, request }) => {
  const { doctor, date, start } = await freeSlot(request, 'Dr. Sanjay Gupta', 9);
  const phone = uniquePhone();
  const booked = await request.post(`${site.api}/api/appointment/doctorappointment/`, {
    multipart: {
      department: String(doctor.department.id),
      doctor: String(doctor.id),
      date,
      slot_start: start,
      mode: 'OFF',
      patient_name: 'Ravi Kumar',
      email: uniqueEmail(),
      phone,
      address: 'House 12, Sector 15, Faridabad',
      consent: 'true',
    },
  });
  expect(booked.status()).toBe(201);
  const { reference } = (await booked.json()) as { reference: string };

  await page.goto(`${site.shell}/manage-booking`);
  const find = page.getByRole('form', { name: 'Find your booking' });
  await typeInto(find.getByRole('textbox', { name: 'Booking reference' }), reference);
  await typeInto(find.getByRole('textbox', { name: 'Phone number or e-mail' }), `+91 ${phone}`);
  await find.getByRole('button', { name: 'Send Code' }).click();
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeFocused();

  const sms = await received(phone, 'sms', 'dev-code-en');
  const [code, codeReference] = sms.variables;
  expect(code).toMatch(/^\d{6}$/);
  expect(codeReference).toBe(reference);

  const codeForm = page.getByRole('form', { name: 'Enter your code' });
  await typeInto(codeForm.getByRole('textbox', { name: 'Code we sent you' }), code ?? '');
  await codeForm.getByRole('button', { name: 'Show Booking' }).click();
  await expect(page.getByRole('article', { name: `Booking ${reference}` })).toBeVisible();
});
