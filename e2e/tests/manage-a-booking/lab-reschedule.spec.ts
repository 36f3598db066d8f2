import fs from 'node:fs/promises';
import type { Page } from '@playwright/test';
import {
  bookLabThroughApi,
  seededTest,
  storedBooking,
  uniqueEmail,
  uniquePhone,
  visitDay,
} from '../../support/booking';
import { codeFor, sentCount } from '../../support/outbox';
import { expect, test } from '../../support/fixtures';

/**
 * Issue 44, finding 14: a home collection is moved from manage booking to another day and window,
 * as a doctor booking is, and its calendar file says the new window without the patient's address.
 * Days a month ahead, clear of the days other journeys book.
 */
const BOOKED_DAY = visitDay(33);
const NEW_DAY = visitDay(35);
const ADDRESS = 'House 12, Sector 15';

const dayMonthYear = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** Opens the booking on the manage page as its patient does: the reference, the phone, the e-mailed code. */
async function openByCode(
  page: Page,
  reference: string,
  phone: string,
  words: {
    find: string;
    reference: string;
    contact: string;
    send: string;
    code: string;
    codeField: string;
    show: string;
  },
) {
  const sent = await sentCount(reference);
  const find = page.getByRole('form', { name: words.find });
  await find.getByRole('textbox', { name: words.reference }).fill(reference);
  await find.getByRole('textbox', { name: words.contact }).fill(phone);
  await find.getByRole('button', { name: words.send }).tap();
  const codeForm = page.getByRole('form', { name: words.code });
  await codeForm.getByRole('textbox', { name: words.codeField }).fill(await codeFor(reference, sent));
  await codeForm.getByRole('button', { name: words.show }).tap();
}

const ENGLISH = {
  find: 'Find your booking',
  reference: 'Booking reference',
  contact: 'Phone number or e-mail',
  send: 'Send Code',
  code: 'Enter your code',
  codeField: 'Code we sent you',
  show: 'Show Booking',
};

test.describe('a home collection, managed on a phone by touch', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  test('moves to another day and window, and its calendar file has the new window', async ({
    page,
    request,
  }, testInfo) => {
    const phone = uniquePhone();
    const cbc = await seededTest(request, 'Complete Blood Count (CBC)');
    const reference = await bookLabThroughApi(request, {
      test: cbc,
      date: BOOKED_DAY,
      phone,
      email: uniqueEmail('kamla.devi'),
      homeWindow: '07-09',
    });

    await page.goto('/manage-booking');
    await openByCode(page, reference, phone, ENGLISH);
    const card = page.getByRole('article', { name: `Booking ${reference}` });
    await expect(card).toContainText('WhereAt your home, 7:00–9:00 am');
    await card.getByRole('button', { name: 'Reschedule' }).tap();
    const panel = page.getByRole('region', { name: 'Choose a new day and time' });
    await panel.getByRole('textbox', { name: 'New day' }).fill(NEW_DAY);
    await panel.getByRole('combobox', { name: /^Time/ }).selectOption('16-18');
    await panel.getByRole('button', { name: 'Move My Visit' }).tap();

    const moved = page.getByRole('status').filter({ hasText: 'is now on' });
    await expect(moved).toContainText(`Your visit ${reference} is now on`);
    await expect(moved).toContainText(dayMonthYear(NEW_DAY));
    await expect(panel).toBeHidden();
    await expect(card).toContainText('WhereAt your home, 4:00–6:00 pm');
    await expect(card).toContainText(dayMonthYear(NEW_DAY));
    // Nothing wider than the phone's screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: testInfo.outputPath('lab-moved-375.png'), fullPage: true });

    // The calendar file: the new day in the 16:00–18:00 window, at "Home collection", never the address.
    const download = page.waitForEvent('download');
    await card.getByRole('button', { name: 'Add to Calendar' }).tap();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${reference}.ics`);
    const event = (await fs.readFile(await file.path(), 'utf8')).replace(/\r\n[ \t]/g, '');
    expect(event).toContain(`DTSTART;TZID=Asia/Kolkata:${NEW_DAY.replace(/-/g, '')}T160000`);
    expect(event).toContain(`DTEND;TZID=Asia/Kolkata:${NEW_DAY.replace(/-/g, '')}T180000`);
    expect(event).toContain('LOCATION:Home collection');
    expect(event).not.toContain(ADDRESS);
    await expect(card.getByText(`The calendar file ${reference}.ics is saved.`, { exact: false })).toBeVisible();

    // The API holds the new day and window.
    expect(await storedBooking(request, reference, phone)).toMatchObject({
      reference,
      date: NEW_DAY,
      collection_window: '16-18',
    });
  });

  test('in Hindi, the new day and time are chosen in Hindi', async ({ page, request }, testInfo) => {
    const phone = uniquePhone();
    const reference = await bookLabThroughApi(request, {
      test: await seededTest(request, 'Lipid Profile'),
      date: BOOKED_DAY,
      phone,
      email: uniqueEmail('kamla.devi'),
      homeWindow: '09-11',
    });

    await page.goto('/hi/manage-booking');
    await openByCode(page, reference, phone, {
      find: 'अपनी बुकिंग खोजें',
      reference: 'बुकिंग संदर्भ संख्या',
      contact: 'फ़ोन नंबर या ईमेल',
      send: 'कोड भेजें',
      code: 'अपना कोड दर्ज करें',
      codeField: 'आपको भेजा गया कोड',
      show: 'बुकिंग दिखाएँ',
    });
    const card = page.getByRole('article', { name: `बुकिंग ${reference}` });
    await card.getByRole('button', { name: 'समय बदलें' }).tap();
    const panel = page.getByRole('region', { name: 'नया दिन और समय चुनें' });
    await panel.getByRole('textbox', { name: 'नया दिन' }).fill(NEW_DAY);
    await panel.getByRole('combobox', { name: /^समय/ }).selectOption('16-18');
    await expect(panel.getByRole('combobox', { name: /^समय/ })).toHaveValue('16-18');
    await expect(panel.getByRole('button', { name: 'मेरी विज़िट बदलें' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: testInfo.outputPath('lab-reschedule-hi-375.png'), fullPage: true });

    await panel.getByRole('button', { name: 'मेरी विज़िट बदलें' }).tap();
    await expect(page.getByRole('status').filter({ hasText: reference })).toContainText('आपकी विज़िट');
    await expect(card).toContainText('शाम 4:00–6:00');
  });
});
