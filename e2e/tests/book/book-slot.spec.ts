import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import type { Doctor } from 'contract';
import {
  firstFreeSlot,
  longDate,
  referenceShownIn,
  seededDoctor,
  storedBooking,
  uniqueEmail,
  uniquePhone,
  visitDay,
} from '../../support/booking';
import { expect, test } from '../../support/fixtures';
import { API_URL } from '../../support/site';
import { PHONE_BY_TOUCH } from '../../support/visitor';

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const violations = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze()).violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );

const form = (page: Page) => page.getByRole('form', { name: 'Appointment form' });
const picker = (page: Page) => form(page).getByRole('group', { name: /^Time/ });

/** The patient's details and consent, typed the same in every browser of a journey. */
async function fillPatient(page: Page, phone: string, touch = false) {
  const fields = form(page);
  await fields.getByRole('textbox', { name: 'Patient Name', exact: true }).fill('Geeta Rani');
  await fields.getByRole('textbox', { name: 'Email', exact: true }).fill(uniqueEmail('geeta.rani'));
  await fields.getByRole('textbox', { name: 'Phone', exact: true }).fill(phone);
  await fields.getByRole('textbox', { name: 'Address', exact: true }).fill('House 21, Sector 28, Faridabad');
  if (touch) await fields.getByText(/^I agree/).tap();
  else await fields.getByRole('checkbox', { name: /I agree/ }).check();
}

/** The link of a doctor's Book button: the doctor and their department chosen, then the day and mode. */
async function openForDay(page: Page, doctor: Doctor, date: string) {
  await page.goto(`/appointment?doctor=${doctor.slug}`);
  const fields = form(page);
  await expect(fields.getByRole('combobox', { name: 'Doctor' })).toHaveValue(String(doctor.id));
  await expect(fields.getByRole('combobox', { name: 'Department' })).toHaveValue(String(doctor.department.id));
  await fields.getByRole('textbox', { name: 'Date', exact: true }).fill(date);
}

async function newVisitor(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript(() => {
    window.sessionStorage.setItem('splash-seen', '1');
    window.sessionStorage.setItem('welcome-popup-seen', '1');
  });
  return context.newPage();
}

test.describe('booking a time on a phone, by touch', () => {
  test.use(PHONE_BY_TOUCH);

  test("the doctor's first free time, booked: the confirmation and the API have that time", async ({
    page,
    request,
  }) => {
    const doctor = await seededDoctor(request, 'Dr. Shalini Kaushik');
    const { date, slot } = await firstFreeSlot(request, doctor.id, visitDay(7));
    const phone = uniquePhone();
    await openForDay(page, doctor, date);
    await form(page).getByText('Offline', { exact: true }).tap();
    const time = picker(page).getByRole('radio', { name: `${slot.start}, available` });
    await expect(time).toBeEnabled();
    await expect(picker(page)).toContainText('Please arrive 15 minutes early.');
    await expect(picker(page)).toContainText('Consultation fee: ₹700 (at the hospital).');
    // A time is a whole tile to tap, at least 44 px tall.
    const tile = picker(page)
      .locator('label')
      .filter({ has: page.getByRole('radio', { name: `${slot.start}, available` }) });
    expect((await tile.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    expect(await violations(page)).toEqual([]);
    await tile.tap();
    await expect(time).toBeChecked();
    await fillPatient(page, phone, true);
    await form(page).getByRole('button', { name: 'Book Appointment' }).tap();

    const dialog = page.getByRole('dialog', { name: 'Success' });
    await expect(dialog).toContainText(`Time${slot.start}–${slot.end}`);
    await expect(dialog).toContainText(`Room${slot.room ?? ''}`);
    await expect(dialog).toContainText('Dr. Shalini Kaushik');
    await expect(dialog).toContainText(longDate(date));
    const reference = await referenceShownIn(dialog, 'APT');
    await dialog.getByRole('button', { name: 'OK' }).tap();
    const stored = await storedBooking(request, reference, phone);
    expect(stored).toMatchObject({ reference, date, slot_start: slot.start, slot_end: slot.end, mode: 'OFF' });
  });
});

test.describe('arriving from a scheduling app (FHIR Slot)', () => {
  test.use(PHONE_BY_TOUCH);

  test('the free Slot’s booking link opens the form with its doctor, day and time; the patient books it', async ({
    page,
    request,
  }) => {
    const doctor = await seededDoctor(request, 'Dr. Farhan Qureshi');
    const searched = await request.get(
      `${API_URL}/fhir/R4/Slot?schedule=${doctor.id}-hospital&status=free&start=ge${visitDay(8)}`,
    );
    expect(searched.status()).toBe(200);
    const bundle = (await searched.json()) as {
      entry: { resource: { start: string; extension: { url: string; valueUrl?: string }[] } }[];
    };
    const slot = bundle.entry[0]?.resource;
    const link = slot?.extension.find((extension) => extension.url.endsWith('/booking-deep-link'))?.valueUrl;
    if (!slot || !link) throw new Error('the feed offered no free slot with a booking link');
    const [date, time] = [slot.start.slice(0, 10), slot.start.slice(11, 16)];

    await page.goto(`/appointment${new URL(link).search}`);
    const fields = form(page);
    await expect(fields.getByRole('combobox', { name: 'Doctor' })).toHaveValue(String(doctor.id));
    await expect(fields.getByRole('combobox', { name: 'Department' })).toHaveValue(String(doctor.department.id));
    await expect(fields.getByRole('textbox', { name: 'Date', exact: true })).toHaveValue(date);
    await expect(picker(page).getByRole('radio', { name: `${time}, available` })).toBeChecked();
    expect(await violations(page)).toEqual([]);
    const phone = uniquePhone();
    await fillPatient(page, phone, true);
    await fields.getByRole('button', { name: 'Book Appointment' }).tap();

    const dialog = page.getByRole('dialog', { name: 'Success' });
    await expect(dialog).toContainText('Dr. Farhan Qureshi');
    const reference = await referenceShownIn(dialog, 'APT');
    const stored = await storedBooking(request, reference, phone);
    expect(stored).toMatchObject({ reference, date, slot_start: time, mode: 'OFF' });
  });
});

test.describe('two patients choosing the same time', () => {
  test('the second is told it was just taken; the picker shows it booked; what they typed stays', async ({
    page,
    browser,
    request,
  }) => {
    const doctor = await seededDoctor(request, 'Dr. Deepak Rathi');
    const { date, slot } = await firstFreeSlot(request, doctor.id, visitDay(7));
    const other = await newVisitor(browser);
    const phones = [uniquePhone(), uniquePhone()];
    for (const [index, visitor] of [page, other].entries()) {
      await openForDay(visitor, doctor, date);
      await form(visitor).getByRole('radio', { name: 'Offline' }).check();
      await picker(visitor)
        .getByRole('radio', { name: `${slot.start}, available` })
        .check();
      await fillPatient(visitor, phones[index] ?? '');
    }

    await form(page).getByRole('button', { name: 'Book Appointment' }).click();
    await expect(page.getByRole('dialog', { name: 'Success' })).toContainText(`${slot.start}–${slot.end}`);

    await form(other).getByRole('button', { name: 'Book Appointment' }).click();
    const message = `The ${slot.start} slot on ${longDate(date)} has just been booked by someone else. Please choose another time.`;
    const summary = other.getByRole('alert').filter({ hasText: 'There is a problem' });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link', { name: message })).toBeVisible();
    await expect(other.getByRole('dialog')).toBeHidden();
    const taken = picker(other).getByRole('radio', { name: `${slot.start}, booked` });
    await expect(taken).toBeDisabled();
    await expect(
      picker(other)
        .locator('label')
        .filter({ has: other.getByRole('radio', { name: `${slot.start}, booked` }) }),
    ).toContainText('Booked');
    await expect(picker(other)).toContainText(message);
    const fields = form(other);
    await expect(fields.getByRole('radio', { name: 'Offline' })).toBeChecked();
    await expect(fields.getByRole('textbox', { name: 'Date', exact: true })).toHaveValue(date);
    await expect(fields.getByRole('textbox', { name: 'Patient Name', exact: true })).toHaveValue('Geeta Rani');
    await expect(fields.getByRole('textbox', { name: 'Phone', exact: true })).toHaveValue(phones[1] ?? '');
    await expect(fields.getByRole('checkbox', { name: /I agree/ })).toBeChecked();
    expect(await violations(other)).toEqual([]);

    // The link in the summary takes the patient to the picker's first free time.
    await summary.getByRole('link', { name: message }).click();
    await expect(other.locator(':focus')).toHaveAccessibleName(/^\d\d:\d\d, available$/);
    await other.context().close();
  });
});
