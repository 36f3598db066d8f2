import { AxeBuilder } from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import {
  NEW_REFERENCE,
  bookDoctorByName,
  bookDoctorThroughApi,
  bookLabThroughApi,
  seededDoctor,
  seededTest,
  storedBooking,
  uniqueEmail,
  uniquePhone,
  visitDay,
} from '../../support/booking';
import { codeFor, sentCount, emailFor, manageLinkIn } from '../../support/outbox';
import { SHELL_URL } from '../../support/site';
import { expect, pageHeading, test } from '../../support/fixtures';
import { fromHomeMenu } from '../../support/visitor';

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const violations = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze()).violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );

/** The API's words (the agreed design). */
const CODE_SENT =
  'If these details match a booking, we have sent a 6-digit code: by SMS to its mobile number if you typed that, otherwise to the email address it was made with. The code is valid for 10 minutes.';
const LINK_SPENT = 'This link has expired or has already been used. Please look your booking up with its reference.';

const findForm = (page: Page) => page.getByRole('form', { name: 'Find your booking' });
const codeForm = (page: Page) => page.getByRole('form', { name: 'Enter your code' });
const codeField = (page: Page) => codeForm(page).getByRole('textbox', { name: 'Code we sent you' });
const summary = (page: Page) => page.getByRole('alert').filter({ hasText: 'There is a problem' });

/** A button pressed as the device would: a tap on a touch screen, a click elsewhere. */
async function press(button: Locator, touch: boolean) {
  if (touch) await button.tap();
  else await button.click();
}

/** Types as a person does, key by key (what the field's input handling sees). */
async function typeInto(field: Locator, text: string) {
  await field.clear();
  await field.pressSequentially(text);
}

/** The reference as people type it: lower case, a space instead of a hyphen, O for a zero. */
const asTyped = (reference: string) => reference.toLowerCase().replace(/-/g, ' ').replace(/0/g, 'o');

/** Step one, then the code from the e-mail the API wrote; answers that code. */
async function askForCode(page: Page, reference: string, contact: string, touch: boolean): Promise<string> {
  const sent = await sentCount(reference);
  await typeInto(findForm(page).getByRole('textbox', { name: 'Booking reference' }), asTyped(reference));
  await typeInto(findForm(page).getByRole('textbox', { name: 'Phone number or e-mail' }), contact);
  await press(findForm(page).getByRole('button', { name: 'Send Code' }), touch);
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeFocused();
  await expect(page.getByText(CODE_SENT)).toBeVisible();
  await expect(page.getByText(`Booking reference: ${reference}`)).toBeVisible();
  return codeFor(reference, sent);
}

async function enterCode(page: Page, code: string, touch: boolean) {
  await typeInto(codeField(page), code);
  await press(codeForm(page).getByRole('button', { name: 'Show Booking' }), touch);
}

/** Another 6-digit code than `code`. */
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

const devices = [
  { name: 'desktop', use: {}, touch: false },
  { name: 'a phone', use: { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true }, touch: true },
] as const;

for (const device of devices) {
  test.describe(`managing a booking on ${device.name}`, () => {
    test.use(device.use);

    test('book, read the code from the e-mail, look the booking up and cancel it', async ({ page, request }) => {
      const doctor = await seededDoctor(request, 'Dr. Meenakshi Iyer');
      const phone = uniquePhone();
      const email = uniqueEmail();
      const reference = await bookDoctorThroughApi(request, {
        department: doctor.department.id,
        doctor: doctor.id,
        date: visitDay(10),
        phone,
        email,
      });
      expect(reference).toMatch(NEW_REFERENCE);
      const urls: string[] = [];
      page.on('request', (sent) => urls.push(sent.url()));

      await fromHomeMenu(page, 'I Want To', 'Manage a Booking');
      await expect(pageHeading(page)).toHaveText('Manage a Booking');
      const code = await askForCode(page, reference, `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`, device.touch);
      await expect(codeField(page)).toHaveAttribute('autocomplete', 'one-time-code');
      await expect(codeField(page)).toHaveAttribute('inputmode', 'numeric');
      await expect(codeField(page)).toHaveAttribute('maxlength', '6');
      expect(await violations(page)).toEqual([]);

      await enterCode(page, code, device.touch);
      const card = page.getByRole('article', { name: `Booking ${reference}` });
      await expect(card.getByRole('heading', { name: `Booking ${reference}` })).toBeFocused();
      await expect(card).toContainText('Doctor appointment');
      await expect(card).toContainText('Dr. Meenakshi Iyer');
      await expect(card).toContainText(doctor.department.department_name);
      await expect(card).toContainText('StatusBooked');
      await expect(card).not.toContainText('Ravi Kumar');
      expect(await violations(page)).toEqual([]);

      await press(card.getByRole('button', { name: 'Cancel Booking' }), device.touch);
      const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
      await expect(dialog.getByRole('button', { name: 'No, keep it' })).toBeFocused();
      await press(dialog.getByRole('button', { name: 'Yes, cancel it' }), device.touch);
      const done = page.getByRole('status').filter({ hasText: 'is cancelled' });
      await expect(done).toHaveText(
        `Your booking ${reference} is cancelled. We have sent you an e-mail to confirm it.`,
      );
      await expect(done).toBeFocused();
      await expect(card).toContainText('StatusCancelled');
      await expect(card.getByRole('button', { name: 'Cancel Booking' })).toHaveCount(0);

      expect(await storedBooking(request, reference, email)).toMatchObject({ reference, status: 'cancelled' });
      // Reference, phone, e-mail and code travel in bodies only.
      expect(
        urls.filter((url) => [phone, reference, code, encodeURIComponent(email)].some((v) => url.includes(v))),
      ).toEqual([]);
    });

    test('five wrong codes void the code, so even the right one fails; a new code opens it', async ({
      page,
      request,
    }) => {
      // Two e-mailed codes, six attempts and an axe run: about a minute on a busy 2-core machine.
      test.slow();
      const phone = uniquePhone();
      const reference = await bookLabThroughApi(request, {
        test: await seededTest(request, 'Complete Blood Count (CBC)'),
        date: visitDay(7),
        phone,
        email: uniqueEmail('asha'),
      });
      await fromHomeMenu(page, 'I Want To', 'Manage a Booking');
      const code = await askForCode(page, reference, phone, device.touch);

      for (let attempt = 1; attempt <= 5; attempt += 1) {
        await enterCode(page, wrong(code), device.touch);
        await expect(summary(page)).toBeFocused();
        await expect(summary(page)).toContainText('We could not');
      }
      expect(await violations(page)).toEqual([]);
      await enterCode(page, code, device.touch);
      await expect(summary(page)).toBeFocused();
      await expect(summary(page)).toContainText('We could not');
      await expect(page.getByRole('article')).toHaveCount(0);

      const sent = await sentCount(reference);
      await press(codeForm(page).getByRole('button', { name: 'Send a new code' }), device.touch);
      await expect(page.getByRole('status').filter({ hasText: 'A new code is on its way' })).toBeVisible();
      const fresh = await codeFor(reference, sent);
      await enterCode(page, fresh, device.touch);
      const card = page.getByRole('article', { name: `Booking ${reference}` });
      await expect(card.getByRole('heading')).toBeFocused();
      await expect(card).toContainText('Complete Blood Count (CBC)');
    });
  });
}

test.describe('the signed link of the confirmation e-mail', () => {
  test('opens the booking once, out of the address bar at once; used again it says so', async ({ page, request }) => {
    const reference = await bookDoctorByName(request, 'Dr. Meenakshi Iyer', visitDay(12));
    const link = manageLinkIn(await emailFor(reference));
    expect(link.startsWith(`${SHELL_URL}/manage-booking#token=`)).toBe(true);
    const token = new URL(link).hash.slice('#token='.length);
    const urls: string[] = [];
    page.on('request', (sent) => urls.push(sent.url()));

    await page.goto(link);
    const card = page.getByRole('article', { name: `Booking ${reference}` });
    await expect(card.getByRole('heading')).toBeFocused();
    expect(new URL(page.url()).hash).toBe('');
    expect(await page.evaluate(() => window.location.href)).not.toContain(token);
    await expect(card).toContainText('Dr. Meenakshi Iyer');
    await press(card.getByRole('button', { name: 'Cancel Booking' }), false);
    await page.getByRole('dialog').getByRole('button', { name: 'Yes, cancel it' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'is cancelled' })).toBeFocused();

    // The e-mail's link again, opened anew (from another page, so the document loads afresh).
    await page.goto('/contact');
    await page.goto(link);
    await expect(summary(page)).toBeFocused();
    await expect(summary(page)).toContainText(LINK_SPENT);
    await expect(findForm(page).getByRole('textbox', { name: 'Booking reference' })).toBeVisible();
    expect(new URL(page.url()).hash).toBe('');
    expect(await violations(page)).toEqual([]);
    await summary(page).getByRole('link').click();
    await expect(findForm(page).getByRole('textbox', { name: 'Booking reference' })).toBeFocused();
    expect(urls.filter((url) => url.includes(token))).toEqual([]);
  });
});

for (const width of [375, 1280]) {
  test(`on a Hindi page at ${width} px the doctor, the department and the room read in Hindi`, async ({
    page,
    request,
  }, testInfo) => {
    await page.setViewportSize({ width, height: width < 768 ? 740 : 900 });
    const reference = await bookDoctorByName(request, 'Dr. Meenakshi Iyer', visitDay(14));
    const { hash } = new URL(manageLinkIn(await emailFor(reference)));
    // The look-up answers the names in the page's language: no list of doctors is fetched to say them.
    const listsAsked: string[] = [];
    page.on('request', (sent) => {
      if (new URL(sent.url()).pathname === '/api/doctor/doctor') listsAsked.push(sent.url());
    });
    await page.addInitScript(() => {
      window.print = () => undefined;
    });
    await page.goto(`/hi/manage-booking${hash}`);
    const card = page.getByRole('article', { name: `बुकिंग ${reference}` });
    const row = (label: string) => card.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('+ dd');
    await expect(row('डॉक्टर')).toHaveText('डॉ. मीनाक्षी अय्यर');
    await expect(row('विभाग')).toHaveText('डायबिटीज़ और एंडोक्रिनोलॉजी');
    await expect(row('कमरा')).toHaveText('कमरा 32');
    await expect(card).not.toContainText(/Room|Meenakshi|Diabetes/);
    // The slip and the new-time step say them as the look-up answered them.
    await card.getByRole('button', { name: 'बुकिंग की पर्ची छापें' }).click();
    await expect(card.getByRole('region', { name: 'अपॉइंटमेंट पर्ची' })).toContainText('कमरा 32');
    await card.getByRole('button', { name: 'समय बदलें' }).click();
    await expect(page.getByText(/डॉ. मीनाक्षी अय्यर के साथ आपकी अपॉइंटमेंट/)).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText(/Room|Meenakshi|Iyer|Diabetes/);
    expect(listsAsked).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`manage-booking-hi-${width}.png`), fullPage: true });
  });
}
