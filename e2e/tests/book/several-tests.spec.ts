import type { Locator, Page } from '@playwright/test';
import type { LabAppointment } from 'contract';
import { referenceShownIn, storedBooking, uniqueEmail, uniquePhone, visitDay } from '../../support/booking';
import { expect, test } from '../../support/fixtures';
import { fromHomeMenu } from '../../support/visitor';

/**
 * Issue 44, finding 13: a home collection takes several tests (one visit, one window, one charge:
 * the tests' prices and the collection charge once), and the lab form lists lab tests and lab
 * packages only; home care visits are booked from /homecare. At a phone's 375 px by touch and at 1280.
 */
const THYROID = 'Thyroid Profile (T3, T4, TSH)';
const LIPID = 'Lipid Profile';

/** A tap on the phone, a click at 1280. */
const press = (page: Page, target: Locator) => (page.viewportSize()?.width === 375 ? target.tap() : target.click());

/** Searches the picker and chooses the test named exactly so. */
async function chooseTest(page: Page, fields: Locator, name: string): Promise<void> {
  const picker = fields.getByRole('combobox', { name: 'Test' });
  await press(page, picker);
  await picker.fill(name.slice(0, 6));
  await press(
    page,
    page
      .getByRole('listbox', { name: 'Tests' })
      .getByRole('option', { name: new RegExp(`^${name.replace(/[()]/g, '\\$&')} ₹`) }),
  );
  await expect(fields.getByRole('button', { name: `Remove ${name}` })).toBeVisible();
  // The choice closes the list, off the fields below; the search keeps the focus for the next test.
  await expect(page.getByRole('listbox', { name: 'Tests' })).toBeHidden();
  await expect(picker).toBeFocused();
}

for (const size of [
  { name: 'a phone, 375 px, by touch', use: { viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true } },
  { name: '1280 px', use: { viewport: { width: 1280, height: 900 } } },
]) {
  test.describe(`on ${size.name}`, () => {
    test.use(size.use);

    test('the form from the menu lists no home care visit; two tests booked in one home collection', async ({
      page,
      request,
    }) => {
      await fromHomeMenu(page, 'I Want To', 'Blood Test');
      const fields = page.getByRole('form', { name: 'Lab test booking' });
      await expect(fields.getByRole('combobox', { name: 'Test' })).toBeEnabled();

      // Packages: health checks and diabetes programmes, no nursing or attendant visit.
      await press(page, fields.getByRole('radio', { name: 'A package' }));
      const packages = fields.getByRole('combobox', { name: 'Package' });
      await expect(packages.locator('option')).not.toHaveCount(1);
      await expect(packages.locator('optgroup')).toHaveCount(2);
      expect(
        await packages.locator('optgroup').evaluateAll((groups) => groups.map((group) => group.getAttribute('label'))),
      ).toEqual(['Health check packages', 'Diabetes programmes']);
      await expect(
        packages.locator('option', { hasText: /Nursing|Attendant|Physiotherapy|Doctor Visit|Post-operative/ }),
      ).toHaveCount(0);

      await press(page, fields.getByRole('radio', { name: 'Tests' }));
      await chooseTest(page, fields, THYROID);
      await chooseTest(page, fields, LIPID);
      await expect(fields.getByRole('list', { name: 'Chosen tests' }).getByRole('button')).toHaveText([
        `${THYROID}₹600`,
        `${LIPID}₹650`,
      ]);
      await expect(fields.getByText('Price', { exact: true }).locator('..')).toHaveText('Price ₹1,250');

      await press(page, fields.getByRole('radio', { name: 'At my home' }));
      await expect(fields.getByText('Price', { exact: true }).locator('..')).toHaveText('Price ₹1,350');
      await fields.getByRole('textbox', { name: 'Date', exact: true }).fill(visitDay(5));
      await fields.getByRole('textbox', { name: 'Pincode', exact: true }).fill('121002');
      await fields.getByRole('combobox', { name: 'Time', exact: true }).selectOption({ index: 1 });
      await fields.getByRole('textbox', { name: 'Age', exact: true }).fill('67');
      await fields.getByRole('textbox', { name: 'Patient Name', exact: true }).fill('Ram Prakash');
      await fields.getByRole('textbox', { name: 'Email', exact: true }).fill(uniqueEmail('ramprakash'));
      const phone = uniquePhone();
      await fields.getByRole('textbox', { name: 'Phone', exact: true }).fill(phone);
      await fields.getByRole('textbox', { name: 'Address', exact: true }).fill('House 31, Sector 9, Faridabad');
      await press(page, fields.getByText(/^I agree/));
      const answer = page.waitForResponse(
        (response) =>
          response.request().method() === 'POST' &&
          new URL(response.url()).pathname === '/api/appointment/labappointment/',
      );
      await press(page, fields.getByRole('button', { name: 'Book Lab Test' }));

      const dialog = page.getByRole('dialog', { name: 'Success' });
      await expect(dialog).toContainText(`Tests${THYROID}, ${LIPID}`);
      await expect(dialog).toContainText('LabCentral Pathology Lab');
      await expect(dialog).toContainText('At your home, 7:00–9:00 am');
      await expect(dialog).toContainText('₹1,350');
      const booked = (await (await answer).json()) as LabAppointment;
      expect(booked).toMatchObject({ package: null, collection: 'home', collection_window: '07-09', price: 1350 });
      expect(booked.tests).toHaveLength(2);
      const reference = await referenceShownIn(dialog, 'LAB');
      await press(page, dialog.getByRole('button', { name: 'Close' }));
      await expect(dialog).toBeHidden();

      const stored = await storedBooking(request, reference, phone);
      expect(stored).toMatchObject({
        kind: 'lab',
        reference,
        test_name: `${THYROID}, ${LIPID}`,
        lab_name: 'Central Pathology Lab',
        test_price: 1350,
        collection: 'home',
        collection_window: '07-09',
        date: visitDay(5),
      });
    });
  });
}
