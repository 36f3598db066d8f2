import type { Locator, Page } from '@playwright/test';
import {
  bookDoctorByName,
  chooseTime,
  firstFreeSlot,
  seededDoctor,
  uniqueEmail,
  uniquePhone,
  visitDay,
  bookingCall,
} from '../../support/booking';
import { emailFor, manageLinkIn } from '../../support/outbox';
import { expect, test } from '../../support/fixtures';

/**
 * Every outcome a patient reads in a dialog fits a 320 and a 375 px phone without sideways scroll,
 * in English and Hindi: the booking reference whole (it was cut to "APT-156PE-122T"), a long
 * e-mail address wrapped, the slip inside the dialog.
 */

/** Nothing in the dialog is wider than the dialog, and the dialog is inside the screen. */
async function expectFits(page: Page, dialog: Locator, width: number) {
  await expect(dialog).toBeVisible();
  const measured = await dialog.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const clipped = [...element.querySelectorAll<HTMLElement>('*')]
      .filter((inner) => inner.scrollWidth > inner.clientWidth + 1 && getComputedStyle(inner).overflowX !== 'auto')
      .map((inner) => (inner.textContent ?? '').trim().slice(0, 40));
    return {
      left: box.left,
      right: box.right,
      sideways: element.scrollWidth > element.clientWidth,
      clipped,
      page: document.documentElement.scrollWidth,
    };
  });
  expect(measured).toEqual({
    left: expect.any(Number),
    right: expect.any(Number),
    sideways: false,
    clipped: [],
    page: width,
  });
  expect(measured.left).toBeGreaterThanOrEqual(0);
  expect(measured.right).toBeLessThanOrEqual(width);
}

const TEXTS = {
  en: { book: 'Book Appointment', success: 'Success', cancel: 'Cancel Booking', cancelTitle: 'Cancel this booking?' },
  hi: { book: 'अपॉइंटमेंट बुक करें', success: 'सफल', cancel: 'बुकिंग रद्द करें', cancelTitle: 'यह बुकिंग रद्द करें?' },
} as const;

for (const width of [320, 375]) {
  for (const language of ['en', 'hi'] as const) {
    test.describe(`at ${width} px, ${language === 'en' ? 'English' : 'Hindi'}`, () => {
      test.use({ viewport: { width, height: 740 }, hasTouch: true, isMobile: true });

      test('the booking confirmation, with a long e-mail address', async ({ page, request }) => {
        const doctor = await seededDoctor(request, 'Dr. Kavita Arora');
        const { date, slot } = await firstFreeSlot(request, doctor.id, visitDay(width === 320 ? 5 : 6));
        const prefix = language === 'hi' ? '/hi' : '';
        await page.goto(`${prefix}/appointment?department=${doctor.department.id}&doctor=${doctor.id}`);
        const fields = page.getByRole('form');
        await fields.locator('input[name="date"]').fill(date);
        await fields.locator('input[name="mode"][value="OFF"]').check({ force: true });
        await chooseTime(fields, slot.start, true);
        await fields.locator('input[name="patient_name"]').fill('Mohan Lal');
        await fields.locator('input[name="email"]').fill(uniqueEmail('mohan.lal.with.a.long.address'));
        await fields.locator('input[name="phone"]').fill(uniquePhone());
        await fields.locator('[name="address"]').fill('Flat 2B, NIT 5, Faridabad');
        await fields.locator('input[name="consent"]').check({ force: true });
        // The widest reference there can be (W is the widest letter references use): it must fit too.
        await page.route(bookingCall('doctorappointment'), async (route) => {
          const response = await route.fetch();
          const booked = (await response.json()) as Record<string, unknown>;
          await route.fulfill({ response, json: { ...booked, reference: 'APT-WWWWW-WWWWW' } });
        });
        await fields.getByRole('button', { name: TEXTS[language].book }).tap();
        const dialog = page.getByRole('dialog', { name: TEXTS[language].success });
        await expect(dialog.getByText('APT-WWWWW-WWWWW').first()).toBeVisible();
        await expectFits(page, dialog, width);
      });

      test('the cancel question from the e-mailed link', async ({ page, request }) => {
        const reference = await bookDoctorByName(request, 'Dr. Meenakshi Iyer', visitDay(width === 320 ? 7 : 8));
        const link = new URL(manageLinkIn(await emailFor(reference)));
        if (language === 'hi') link.pathname = `/hi${link.pathname}`;
        await page.goto(link.toString());
        const card = page.getByRole('article').filter({ hasText: reference });
        await card.getByRole('button', { name: TEXTS[language].cancel }).tap();
        await expectFits(page, page.getByRole('dialog', { name: TEXTS[language].cancelTitle }), width);
      });
    });
  }
}
