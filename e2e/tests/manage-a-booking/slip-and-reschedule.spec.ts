import fs from 'node:fs/promises';
import { AxeBuilder } from '@axe-core/playwright';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { AvailabilityDay, AvailabilitySlot, Doctor } from 'contract';
import {
  referenceShownIn,
  seededDoctor,
  storedBooking,
  uniqueEmail,
  uniquePhone,
  visitDay,
} from '../../support/booking';
import { codeFor, sentCount } from '../../support/outbox';
import { API_URL } from '../../support/site';
import { expect, test } from '../../support/fixtures';

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const violations = async (scope: Page, include?: string) => {
  const builder = new AxeBuilder({ page: scope }).withTags(WCAG_22_AA);
  return (await (include ? builder.include(include) : builder).analyze()).violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
};

/**
 * Doctors no other journey books (one for each test here, which may run at once), from a fortnight
 * ahead: the days other journeys book stay clear.
 */
const SLIP_DOCTOR = 'Dr. Sunita Yadav';
const MOVE_DOCTOR = 'Dr. Pooja Saini';
const FROM_DAYS = 14;

interface Slot {
  date: string;
  slot: AvailabilitySlot;
}

async function availability(request: APIRequestContext, doctor: Doctor, from: string, to: string) {
  const answer = await request.get(`${API_URL}/api/doctor/availability/`, { params: { doctor: doctor.id, from, to } });
  expect(answer.status()).toBe(200);
  return (await answer.json()) as AvailabilityDay[];
}

/** The doctor's free times at the hospital on the first two days that have one. */
async function twoFreeDays(request: APIRequestContext, doctor: Doctor): Promise<[Slot, Slot]> {
  const free: Slot[] = [];
  for (const day of await availability(request, doctor, visitDay(FROM_DAYS), visitDay(FROM_DAYS + 30))) {
    const slot = day.slots.find((candidate) => candidate.available && !candidate.online);
    if (slot) free.push({ date: day.date, slot });
  }
  const [first, second] = free;
  if (!first || !second) throw new Error(`${doctor.doctor_name} has fewer than two days with a free time`);
  return [first, second];
}

/** Whether the API offers a time as free now. */
async function isFree(request: APIRequestContext, doctor: Doctor, { date, slot }: Slot): Promise<boolean> {
  const [day] = await availability(request, doctor, date, date);
  const found = day?.slots.find((candidate) => candidate.start === slot.start && !candidate.online);
  if (!found) throw new Error(`no ${slot.start} on ${date}`);
  return found.available;
}

const longDate = (date: string, weekday = false) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', {
    ...(weekday ? { weekday: 'long' } : {}),
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** The event's start as a calendar file may write it: in Asia/Kolkata with its zone, or in UTC. */
function startForms({ date, slot }: Slot): string[] {
  const local = `${date.replace(/-/g, '')}T${slot.start.replace(':', '')}00`;
  const utc = new Date(`${date}T${slot.start}:00+05:30`).toISOString().replace(/[-:]/g, '').slice(0, 15);
  return [`DTSTART;TZID=Asia/Kolkata:${local}`, `DTSTART:${utc}Z`];
}

const form = (page: Page) => page.getByRole('form', { name: 'Appointment form' });
const picker = (scope: Locator) => scope.getByRole('group', { name: /^(Time|New time)/ });

/** Books a time through the appointment form by touch, as the doctor's Book link opens it; answers the reference. */
async function bookByTouch(page: Page, doctor: Doctor, { date, slot }: Slot, phone: string): Promise<string> {
  await page.goto(`/appointment?doctor=${doctor.slug}`);
  await expect(form(page).getByRole('combobox', { name: 'Doctor' })).toHaveValue(String(doctor.id));
  await form(page).getByRole('textbox', { name: 'Date', exact: true }).fill(date);
  await form(page).getByText('Offline', { exact: true }).tap();
  const time = picker(form(page)).getByRole('radio', { name: `${slot.start}, available` });
  await picker(form(page)).locator('label').filter({ hasText: slot.start }).tap();
  await expect(time).toBeChecked();
  await form(page).getByRole('textbox', { name: 'Patient Name', exact: true }).fill('Geeta Rani');
  await form(page).getByRole('textbox', { name: 'Email', exact: true }).fill(uniqueEmail('geeta.rani'));
  await form(page).getByRole('textbox', { name: 'Phone', exact: true }).fill(phone);
  await form(page).getByRole('textbox', { name: 'Address', exact: true }).fill('House 21, Sector 28, Faridabad');
  await form(page)
    .getByText(/^I agree/)
    .tap();
  await form(page).getByRole('button', { name: 'Book Appointment' }).tap();
  return referenceShownIn(page.getByRole('dialog', { name: 'Success' }), 'APT');
}

test.describe('after booking a time on a phone, by touch', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  test('the confirmation saves the calendar file and prints the slip alone', async ({ page, request }, testInfo) => {
    const doctor = await seededDoctor(request, SLIP_DOCTOR);
    const [booked] = await twoFreeDays(request, doctor);
    const reference = await bookByTouch(page, doctor, booked, uniquePhone());
    const dialog = page.getByRole('dialog', { name: 'Success' });

    // Add to Calendar: a file named after the reference, with the booked time.
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Add to Calendar' }).tap();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${reference}.ics`);
    const event = await fs.readFile(await file.path(), 'utf8');
    expect(event).toContain('BEGIN:VEVENT');
    expect(event).toContain(reference);
    expect(startForms(booked).some((start) => event.includes(start))).toBe(true);
    await expect(dialog.getByText(`The calendar file ${reference}.ics is saved.`, { exact: false })).toBeVisible();

    // The slip: the booking and its reference as a QR code; printing shows the slip alone.
    const slip = dialog.getByRole('region', { name: 'Appointment Slip' });
    await expect(slip).toContainText(reference);
    await expect(slip).toContainText('Geeta Rani');
    await expect(slip).toContainText(SLIP_DOCTOR);
    await expect(slip).toContainText(`${booked.slot.start} to ${booked.slot.end}`);
    await expect(slip).toContainText(booked.slot.room ?? '');
    await expect(slip.getByRole('img', { name: `QR code of the reference ${reference}` })).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await page.evaluate(() => {
      const counted = window as unknown as { printed: number };
      counted.printed = 0;
      window.print = () => {
        counted.printed += 1;
      };
    });
    await slip.getByRole('button', { name: 'Print Slip' }).tap();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await page.emulateMedia({ media: 'print' });
    await expect(slip).toBeVisible();
    await expect(slip.getByRole('img', { name: `QR code of the reference ${reference}` })).toBeVisible();
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    await expect(form(page)).toBeHidden();
    await expect(dialog.getByRole('button', { name: 'Add to Calendar' })).toBeHidden();
    await expect(slip.getByRole('button', { name: 'Print Slip' })).toBeHidden();
    await page.screenshot({ path: testInfo.outputPath('slip-printed.png'), fullPage: true });
  });

  test('Manage booking moves it to another day; the old time is free again', async ({ page, request }, testInfo) => {
    const doctor = await seededDoctor(request, MOVE_DOCTOR);
    const [booked, later] = await twoFreeDays(request, doctor);
    const phone = uniquePhone();
    const reference = await bookByTouch(page, doctor, booked, phone);
    await page.getByRole('dialog', { name: 'Success' }).getByRole('button', { name: 'OK' }).tap();

    // The code from the e-mail opens the booking; Reschedule offers the doctor's free days.
    await page.goto('/manage-booking');
    const sent = await sentCount(reference);
    const find = page.getByRole('form', { name: 'Find your booking' });
    await find.getByRole('textbox', { name: 'Booking reference' }).fill(reference);
    await find.getByRole('textbox', { name: 'Phone number or e-mail' }).fill(phone);
    await find.getByRole('button', { name: 'Send Code' }).tap();
    const code = await codeFor(reference, sent);
    const codeForm = page.getByRole('form', { name: 'Enter your code' });
    await codeForm.getByRole('textbox', { name: 'Code we sent you' }).fill(code);
    await codeForm.getByRole('button', { name: 'Show Booking' }).tap();
    const card = page.getByRole('article', { name: `Booking ${reference}` });
    await expect(card).toContainText(`Time${booked.slot.start} to ${booked.slot.end}`);
    await card.getByRole('button', { name: 'Reschedule' }).tap();
    const panel = page.getByRole('region', { name: 'Choose a new time' });
    const day = panel.getByRole('combobox', { name: /^New day/ });
    await expect(day).toBeEnabled();
    await day.selectOption(later.date);
    const newTime = picker(panel).getByRole('radio', { name: `${later.slot.start}, available` });
    await picker(panel).locator('label').filter({ hasText: later.slot.start }).tap();
    await expect(newTime).toBeChecked();
    expect(await violations(page)).toEqual([]);
    await panel.getByRole('button', { name: 'Move My Appointment' }).tap();

    const moved = page.getByRole('status').filter({ hasText: 'is now on' });
    await expect(moved).toHaveText(
      `Your appointment ${reference} is now on ${longDate(later.date, true)} at ${later.slot.start}.`,
    );
    await expect(moved).toBeFocused();
    await expect(card).toContainText(`Time${later.slot.start} to ${later.slot.end}`);
    expect(await violations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('rescheduled.png'), fullPage: true });

    // The moved booking's slip prints with its new time (issue 44, finding 14).
    await page.evaluate(() => {
      const counted = window as unknown as { printed: number };
      counted.printed = 0;
      window.print = () => {
        counted.printed += 1;
      };
    });
    await card.getByRole('button', { name: 'Print the slip' }).tap();
    const slip = card.getByRole('region', { name: 'Appointment Slip' });
    await expect(slip.getByRole('img', { name: `QR code of the reference ${reference}` })).toBeVisible();
    await expect(slip).toContainText(`${later.slot.start} to ${later.slot.end}`);
    await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

    // The API holds the new time, and offers the old one to others again.
    expect(await storedBooking(request, reference, phone)).toMatchObject({
      reference,
      date: later.date,
      slot_start: later.slot.start,
    });
    expect(await isFree(request, doctor, booked)).toBe(true);
    expect(await isFree(request, doctor, later)).toBe(false);
  });
});
