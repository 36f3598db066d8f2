import type { Locator, Page } from '@playwright/test';
import {
  appointmentForm,
  bookDoctorByName,
  fillInDoctorBooking,
  firstFreeSlot,
  seededDoctor,
  uniquePhone,
  visitDay,
} from '../../support/booking';
import { emergencyButton } from '../../support/emergency';
import { codeFor, sentCount } from '../../support/outbox';
import { expect, pageHeading, pageSettled, test } from '../../support/fixtures';

/**
 * Issue 18, finding 3: focus goes back where it was when any dialog closes. Each dialog of the site
 * is opened from the keyboard and closed by Escape and by its own button; then the element that
 * opened it has focus, and Tab and Shift+Tab go on from there as if it had never opened.
 */

/** Marks the elements before and after `opener` in the tab order, leaving focus on the opener. */
async function markNeighbours(page: Page, opener: Locator): Promise<void> {
  await opener.focus();
  await page.keyboard.press('Tab');
  // The chat launcher is the page's last control: after it, focus leaves the page (nothing to mark).
  await page.evaluate(() => {
    if (document.activeElement !== document.body) document.activeElement?.setAttribute('data-after-opener', '');
  });
  await opener.focus();
  await page.keyboard.press('Shift+Tab');
  await page.evaluate(() => document.activeElement?.setAttribute('data-before-opener', ''));
  await opener.focus();
}

/** Focus is on the opener, and the tab order around it is as before the dialog opened. */
async function expectFocusBackOn(page: Page, opener: Locator): Promise<void> {
  await expect(opener).toBeFocused();
  const after = page.locator('[data-after-opener]');
  if ((await after.count()) > 0) {
    await page.keyboard.press('Tab');
    await expect(after).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(opener).toBeFocused();
  }
  await page.keyboard.press('Shift+Tab');
  await expect(page.locator('[data-before-opener]')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(opener).toBeFocused();
}

/** Opens the dialog from `opener` by Enter, closes it with `close`, and checks where focus went. */
async function openAndClose(
  page: Page,
  opener: Locator,
  dialog: Locator,
  close: (dialog: Locator) => Promise<void>,
): Promise<void> {
  await opener.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await close(dialog);
  await expect(dialog).toBeHidden();
  await expectFocusBackOn(page, opener);
}

const byEscape = (page: Page) => async () => {
  await page.keyboard.press('Escape');
};
const byButton = (name: string | RegExp) => async (dialog: Locator) => {
  await dialog.getByRole('button', { name, exact: typeof name === 'string' }).click();
};

test.describe('the home pop-up', () => {
  test.use({ withWelcomePopup: true });

  for (const [how, close] of [
    ['Escape', (page: Page) => page.keyboard.press('Escape')],
    ['its Close button', (page: Page) => page.getByRole('dialog').getByRole('button', { name: 'Close' }).click()],
  ] as const) {
    test(`opened by itself, closed by ${how}: focus at the start of the page's content`, async ({ page }) => {
      await page.clock.install();
      await page.goto('/');
      await expect(pageHeading(page)).toBeVisible();
      await page.clock.runFor(2000);
      const popup = page.getByRole('dialog', { name: 'How can we help you today?' });
      await expect(popup).toBeVisible();
      await close(page);
      await expect(popup).toBeHidden();
      const main = page.getByRole('main');
      await expect(main).toBeFocused();
      // The next Tab is the page's first control, not the footer.
      await page.keyboard.press('Tab');
      const inMain = await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement));
      expect(inMain).toBe(true);
      await expect(page.getByRole('contentinfo').locator(':focus')).toHaveCount(0);
    });
  }
});

test('the chat: Escape and Close chat give focus back to the launcher', async ({ page }) => {
  await page.goto('/');
  const launcher = page.getByRole('button', { name: /^Chat with us/ });
  const panel = page.getByRole('dialog', { name: /Assistant|Aravali Care/ });
  await markNeighbours(page, launcher);
  await openAndClose(page, launcher, panel, byEscape(page));
  await openAndClose(page, launcher, panel, byButton('Close chat'));
});

for (const { name, use } of [
  { name: 'on a wide screen', use: { viewport: { width: 1280, height: 900 } } },
  { name: 'on a phone', use: { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true } },
]) {
  test.describe(`the header's Emergency control ${name}`, () => {
    test.use(use);

    test('Escape and the button itself close it, focus on the button', async ({ page }) => {
      await page.goto('/');
      const button = emergencyButton(page);
      const panel = page.getByRole('list', { name: 'Emergency: calls and directions' });
      await markNeighbours(page, button);
      await openAndClose(page, button, panel, byEscape(page));
      await openAndClose(page, button, panel, async () => {
        await page.keyboard.press('Enter');
      });
      // From inside the panel too.
      await button.focus();
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      await expect(panel.getByRole('link').first()).toHaveAccessibleName('Call 112 (national emergency)');
      await expect(panel.getByRole('link').first()).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await expectFocusBackOn(page, button);
    });
  });
}

test('the about page video tour: Escape and Close give focus back to the thumbnail', async ({ page }) => {
  await page.goto('/about');
  await pageSettled(page);
  const play = page.getByRole('button', { name: 'Play the hospital tour video' });
  const player = page.getByRole('dialog', { name: 'A tour of Aravali Care Hospital' });
  await markNeighbours(page, play);
  await openAndClose(page, play, player, byEscape(page));
  await openAndClose(page, play, player, byButton('Close'));
});

test('the booking result dialog: Escape and OK give focus back to Book Appointment', async ({ page, request }) => {
  const kavita = await seededDoctor(request, 'Dr. Kavita Arora');
  await page.goto('/appointment');
  await pageSettled(page);
  const form = appointmentForm(page);
  const submit = form.getByRole('button', { name: 'Book Appointment' });
  const result = page.getByRole('dialog', { name: 'Success' });
  for (const close of [byEscape(page), byButton('OK')]) {
    await form.getByRole('combobox', { name: 'Department' }).selectOption({ label: 'Orthopaedics' });
    const doctor = form.getByRole('combobox', { name: 'Doctor' });
    await expect(doctor.getByRole('option', { name: 'Dr. Kavita Arora' })).toBeAttached();
    await doctor.selectOption({ label: 'Dr. Kavita Arora' });
    // Each round books the next free time (the one before holds the last), days after the other
    // journeys that book this doctor.
    const { date, slot } = await firstFreeSlot(request, kavita.id, visitDay(80));
    await fillInDoctorBooking(form, { date, mode: 'Offline', start: slot.start, name: 'Asha Rani' });
    await markNeighbours(page, submit);
    await openAndClose(page, submit, result, close);
  }
});

test('the manage-booking cancel dialog: Escape and No, keep it give focus back to Cancel Booking', async ({
  page,
  request,
}) => {
  const phone = uniquePhone();
  const reference = await bookDoctorByName(request, 'Dr. Meenakshi Iyer', visitDay(12), { phone });
  await page.goto('/manage-booking');
  await expect(pageHeading(page)).toHaveText('Manage a Booking');
  await pageSettled(page);
  const sent = await sentCount(reference);
  const find = page.getByRole('form', { name: 'Find your booking' });
  await find.getByRole('textbox', { name: 'Booking reference' }).fill(reference);
  await find.getByRole('textbox', { name: 'Phone number or e-mail' }).fill(phone);
  await find.getByRole('button', { name: 'Send Code' }).click();
  const codeForm = page.getByRole('form', { name: 'Enter your code' });
  await codeForm.getByRole('textbox', { name: 'Code we sent you' }).fill(await codeFor(reference, sent));
  await codeForm.getByRole('button', { name: 'Show Booking' }).click();

  const card = page.getByRole('article', { name: `Booking ${reference}` });
  const cancel = card.getByRole('button', { name: 'Cancel Booking' });
  const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
  await markNeighbours(page, cancel);
  await openAndClose(page, cancel, dialog, byEscape(page));
  await openAndClose(page, cancel, dialog, byButton('No, keep it'));
});
