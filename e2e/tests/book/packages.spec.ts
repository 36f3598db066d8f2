import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { CarePackage, CarePackageKind, LabAppointment } from 'contract';
import { referenceShownIn, storedBooking, uniqueEmail, uniquePhone, visitDay } from '../../support/booking';
import { expect, pageHeading, pageSettled, test } from '../../support/fixtures';
import { API_URL } from '../../support/site';

/**
 * Issue 17, finding 3: every health check package, diabetes programme and home care visit is
 * bookable from its own button, with its price in rupees on the card and in the form; home sample
 * collection is an option of the lab booking (a served pincode and a time), not a lab.
 */

const TOPIC_PAGE: Record<CarePackageKind, string> = {
  'health-check': '/healthcheck',
  'diabetes-programme': '/diabetes',
  'home-care': '/homecare',
};

const BOOK_LINK: Record<CarePackageKind, string> = {
  'health-check': 'Book this package',
  'diabetes-programme': 'Book this programme',
  'home-care': 'Book this visit',
};

const rupees = (amount: number, locale = 'en-IN') =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }).format(amount);

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function packagesOf(request: APIRequestContext, kind: CarePackageKind, lang = 'en'): Promise<CarePackage[]> {
  const answer = await request.get(`${API_URL}/api/package/packages/?lang=${lang}`);
  expect(answer.status()).toBe(200);
  const all = (await answer.json()) as CarePackage[];
  return all.filter((item) => item.kind === kind);
}

const labForm = (page: Page) => page.getByRole('form', { name: 'Lab test booking' });

/** The package's card on its topic page, found by its heading. */
const cardOf = (page: Page, item: CarePackage): Locator =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: item.name, exact: true }) });

/** Fills the patient's part of the lab form, the phone key by key as a visitor types it. */
async function fillPatient(fields: Locator, phone: string): Promise<void> {
  await fields.getByRole('textbox', { name: 'Date', exact: true }).fill(visitDay(3));
  await fields.getByRole('textbox', { name: 'Age', exact: true }).pressSequentially('46');
  await fields.getByRole('textbox', { name: 'Patient Name', exact: true }).pressSequentially('Sunita Yadav');
  await fields.getByRole('textbox', { name: 'Email', exact: true }).fill(uniqueEmail('sunita'));
  await fields.getByRole('textbox', { name: 'Phone', exact: true }).pressSequentially(phone);
  await fields.getByRole('textbox', { name: 'Address', exact: true }).fill('House 7, Sector 21C, Faridabad');
  await fields.getByRole('checkbox', { name: /I agree/ }).check();
}

/** From the card's button to a stored booking of that package at its price. */
async function bookFromItsButton(page: Page, request: APIRequestContext, item: CarePackage): Promise<void> {
  await page.goto(TOPIC_PAGE[item.kind]);
  const card = cardOf(page, item);
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(rupees(item.price));
  await card.getByRole('link', { name: new RegExp(`^${BOOK_LINK[item.kind]} ?: ${escaped(item.name)}$`) }).click();

  await expect(page).toHaveURL(`/blood-test?package=${item.slug}`);
  await expect(pageHeading(page)).toBeVisible();
  // A home care visit's button opens the visit's own form (issue 44): no lab test or lab package to switch to.
  const homeVisit = item.kind === 'home-care';
  const fields = homeVisit ? page.getByRole('form', { name: 'Book a home care visit' }) : labForm(page);
  if (homeVisit) await expect(fields.getByRole('radio', { name: 'A package' })).toHaveCount(0);
  else await expect(fields.getByRole('radio', { name: 'A package' })).toBeChecked();
  await expect(fields.getByRole('combobox', { name: 'Package' }).locator('option:checked')).toHaveText(
    `${item.name} — ${rupees(item.price)}`,
  );
  await expect(fields.getByText('Price', { exact: true }).locator('..')).toContainText(rupees(item.price));

  const phone = uniquePhone();
  await fillPatient(fields, phone);
  if (item.place === 'home') {
    await fields.getByRole('textbox', { name: 'Pincode', exact: true }).pressSequentially('121002');
    await fields.getByRole('combobox', { name: 'Time', exact: true }).selectOption({ index: 1 });
  }
  const answer = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/appointment/labappointment/',
  );
  await fields.getByRole('button', { name: homeVisit ? 'Book the Visit' : 'Book Lab Test' }).click();
  const dialog = page.getByRole('dialog', { name: 'Success' });
  await expect(dialog).toContainText(item.name);
  await expect(dialog).toContainText(rupees(item.price));
  const reference = await referenceShownIn(dialog, 'LAB');
  const booked = (await (await answer).json()) as LabAppointment;
  expect(booked).toMatchObject({
    package: item.id,
    lab: null,
    test: null,
    price: item.price,
    collection: item.place === 'home' ? 'home' : 'lab',
  });
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  const stored = await storedBooking(request, reference, phone);
  expect(stored).toMatchObject({ kind: 'lab', test_name: item.name, lab_name: null, test_price: item.price });
}

test.describe('every package is bookable from its button with its price', () => {
  test.setTimeout(180_000);

  for (const kind of Object.keys(TOPIC_PAGE) as CarePackageKind[]) {
    test(`${kind}: each card shows its price, and its button books it`, async ({ page, request }) => {
      const items = await packagesOf(request, kind);
      expect(items.length, `the API offers ${kind} packages`).toBeGreaterThan(0);
      for (const item of items) {
        await test.step(item.name, () => bookFromItsButton(page, request, item));
      }
    });
  }
});

test('on a phone, by touch: a health check booked from its card', async ({ browser, request }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  const [item] = await packagesOf(request, 'health-check');
  if (!item) throw new Error('no health check package');
  await page.goto('/healthcheck');
  await pageSettled(page);
  const card = cardOf(page, item);
  await expect(card).toContainText(rupees(item.price));
  await card.getByRole('link', { name: new RegExp(`^Book this package ?: ${escaped(item.name)}$`) }).tap();
  await expect(page).toHaveURL(`/blood-test?package=${item.slug}`);
  const fields = labForm(page);
  await expect(fields.getByText('Price', { exact: true }).locator('..')).toContainText(rupees(item.price));
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, 'the form fits the phone’s width').toBeLessThanOrEqual(375);
  await context.close();
});

test('in Hindi, the packages and their prices are shown in Hindi', async ({ page, request }) => {
  const [english] = await packagesOf(request, 'home-care');
  const [hindi] = await packagesOf(request, 'home-care', 'hi');
  if (!english || !hindi) throw new Error('no home care visit');
  expect(hindi.slug).toBe(english.slug);
  expect(hindi.name).not.toBe(english.name);
  expect(hindi.name).toMatch(/[\u0900-\u097F]/);
  await page.goto('/homecare');
  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'हिन्दी' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  const card = cardOf(page, hindi);
  await expect(card).toContainText(rupees(hindi.price, 'hi-IN'));
  await expect(card.getByRole('link', { name: new RegExp(`: ${escaped(hindi.name)}$`) })).toHaveAttribute(
    'href',
    `/hi/blood-test?package=${hindi.slug}`,
  );
});

test.describe('home sample collection is an option of the lab booking', () => {
  test('a test taken at home: a served pincode, a time, and the collection charge in the price', async ({
    page,
    request,
  }) => {
    await page.goto('/blood-test');
    await pageSettled(page);
    const fields = labForm(page);
    await expect(fields.getByRole('combobox', { name: 'Lab' }).getByRole('option')).not.toContainText([
      'Home Sample Collection',
    ]);
    const picker = fields.getByRole('combobox', { name: 'Test' });
    await expect(picker).toBeEnabled();
    await picker.click();
    await picker.pressSequentially('HbA1c');
    await page
      .getByRole('listbox', { name: 'Tests' })
      .getByRole('option', { name: /^HbA1c/ })
      .click();
    // The choice closes the list (issue 44).
    await expect(page.getByRole('listbox', { name: 'Tests' })).toBeHidden();
    const price = fields.getByText('Price', { exact: true }).locator('..');
    await expect(price).toContainText(rupees(550));

    await fields.getByRole('radio', { name: 'At my home' }).check();
    await expect(fields.getByText(`Home collection charge: ${rupees(100)}`)).toBeVisible();
    await expect(price).toContainText(rupees(650));

    const phone = uniquePhone();
    await fillPatient(fields, phone);
    const pincode = fields.getByRole('textbox', { name: 'Pincode', exact: true });
    await pincode.pressSequentially('110001');
    const time = fields.getByRole('combobox', { name: 'Time', exact: true });
    await time.selectOption({ label: '7:00–9:00 am' });
    await fields.getByRole('button', { name: 'Book Lab Test' }).click();
    await expect(fields.getByText(/We come to homes in Faridabad only/).first()).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Success' })).toBeHidden();

    await pincode.clear();
    await pincode.pressSequentially('121006');
    const answer = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' &&
        new URL(response.url()).pathname === '/api/appointment/labappointment/',
    );
    await fields.getByRole('button', { name: 'Book Lab Test' }).click();
    const dialog = page.getByRole('dialog', { name: 'Success' });
    const reference = await referenceShownIn(dialog, 'LAB');
    expect(await (await answer).json()).toMatchObject({
      collection: 'home',
      pincode: '121006',
      collection_window: '07-09',
      price: 650,
    });
    const stored = await storedBooking(request, reference, phone);
    expect(stored).toMatchObject({ test_price: 650, collection: 'home', collection_window: '07-09' });
  });

  test('an imaging test is done at the lab only: no home option', async ({ page }) => {
    await page.goto('/blood-test');
    await pageSettled(page);
    const fields = labForm(page);
    const picker = fields.getByRole('combobox', { name: 'Test' });
    await expect(picker).toBeEnabled();
    await picker.click();
    await picker.pressSequentially('MRI');
    await page
      .getByRole('listbox', { name: 'Tests' })
      .getByRole('option', { name: /^MRI Knee/ })
      .click();
    await expect(fields.getByRole('radio', { name: 'At my home' })).toHaveCount(0);
    await expect(fields.getByRole('textbox', { name: 'Pincode', exact: true })).toHaveCount(0);
  });
});
