import type { Page } from '@playwright/test';
import {
  NEW_REFERENCE,
  PRESCRIPTION_PDF,
  referenceShownIn,
  storedBooking,
  tabTo,
  uniqueEmail,
  uniquePhone,
  visitDay,
} from '../../support/booking';
import { expect, pageHeading, pageSettled, test } from '../../support/fixtures';
import { fromHomeMenu } from '../../support/visitor';

const form = (page: Page) => page.getByRole('form', { name: 'Lab test booking' });
const tests = (page: Page) => page.getByRole('listbox', { name: 'Tests' });

async function openLabPage(page: Page) {
  await fromHomeMenu(page, 'I Want To', 'Blood Test');
  await expect(pageHeading(page)).toHaveText('Book a Blood Test');
  await pageSettled(page);
  await expect(form(page).getByRole('combobox', { name: 'Test' })).toBeEnabled();
}

test.describe('booking a lab test', () => {
  test('with a prescription: the test sets its lab and price, the API stores the booking and the file', async ({
    page,
    request,
  }) => {
    const phone = uniquePhone();
    await openLabPage(page);
    const fields = form(page);
    const picker = fields.getByRole('combobox', { name: 'Test' });
    await picker.click();
    await expect(tests(page)).toBeVisible();
    await picker.fill('THYROID');
    await expect(tests(page).getByRole('option')).toHaveText(['Thyroid Profile (T3, T4, TSH) ₹600']);
    await tests(page)
      .getByRole('option', { name: /^Thyroid Profile \(T3, T4, TSH\)/ })
      .click();
    await expect(fields.getByRole('list', { name: 'Chosen tests' }).getByRole('button')).toHaveAccessibleName(
      'Remove Thyroid Profile (T3, T4, TSH)',
    );
    await expect(picker).toHaveValue('');
    await expect(fields.getByRole('combobox', { name: 'Lab' })).toHaveText(/Central Pathology Lab/);
    await expect(fields.getByRole('combobox', { name: 'Lab' }).locator('option:checked')).toHaveText(
      'Central Pathology Lab',
    );
    await expect(fields.getByText('Price', { exact: true }).locator('..')).toHaveText('Price ₹600');

    await fields.getByRole('textbox', { name: 'Date', exact: true }).fill(visitDay(2));
    await fields.getByRole('textbox', { name: 'Age', exact: true }).fill('58');
    await fields.getByRole('textbox', { name: 'Patient Name', exact: true }).fill('Kamla Devi');
    await fields.getByRole('textbox', { name: 'Email', exact: true }).fill(uniqueEmail('kamla'));
    await fields.getByRole('textbox', { name: 'Phone', exact: true }).fill(phone);
    await fields.getByRole('textbox', { name: 'Address', exact: true }).fill('House 40, Sector 28, Faridabad');
    await fields.getByLabel(/^Prescription/).setInputFiles(PRESCRIPTION_PDF);
    await fields.getByRole('checkbox', { name: /I agree/ }).check();
    await fields.getByRole('button', { name: 'Book Lab Test' }).click();

    const dialog = page.getByRole('dialog', { name: 'Success' });
    await expect(dialog).toContainText('Your lab visit is booked.');
    await expect(dialog).toContainText('PrescriptionAttached');
    const reference = await referenceShownIn(dialog, 'LAB');
    expect(reference).toMatch(NEW_REFERENCE);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(picker).toHaveValue('');
    await expect(fields.getByText('Price', { exact: true })).toBeHidden();
    await expect(fields.getByLabel(/^Prescription/)).toHaveValue('');

    const stored = await storedBooking(request, reference, phone);
    expect(stored).toMatchObject({
      kind: 'lab',
      reference,
      test_name: 'Thyroid Profile (T3, T4, TSH)',
      lab_name: 'Central Pathology Lab',
      test_price: 600,
      date: visitDay(2),
      status: 'booked',
    });
  });

  test('a file of another type is refused at once, before anything is sent', async ({ page }) => {
    await openLabPage(page);
    const file = form(page).getByLabel(/^Prescription/);
    await file.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(file).toHaveAccessibleDescription(
      /Please attach the prescription as an image \(JPEG, PNG or WebP\), a PDF or a Word \(DOC or DOCX\) file/,
    );
    await expect(file).toHaveValue('');
  });

  test('a lab with no matching test says so, and Clear search brings the list back', async ({ page }) => {
    await openLabPage(page);
    const fields = form(page);
    await fields.getByRole('combobox', { name: 'Lab' }).selectOption({ label: 'Aravali Diagnostics and Imaging' });
    const picker = fields.getByRole('combobox', { name: 'Test' });
    await picker.fill('cbc');
    await expect(fields.getByText('No tests found for selected lab matching “cbc”')).toBeVisible();
    await tests(page).getByRole('option', { name: 'Clear search' }).click();
    await expect(picker).toHaveValue('');
    await expect(tests(page).getByRole('option')).toHaveCount(10);
    await page.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(page.getByRole('listbox', { name: 'Tests' })).toBeHidden();
  });
});

test.describe('booking a lab test with the keyboard alone', () => {
  test.use({ locale: 'en-US' });

  test('every field reached with Tab, the test chosen from the combobox with the arrows and Enter', async ({
    page,
    request,
  }) => {
    const phone = uniquePhone();
    const [year, month, day] = visitDay(4).split('-');
    await openLabPage(page);
    const fields = form(page);
    const key = (name: string) => page.keyboard.press(name);
    const type = (text: string) => page.keyboard.type(text);

    await tabTo(page, fields.getByRole('combobox', { name: 'Lab' }), 60);
    await tabTo(page, fields.getByRole('combobox', { name: 'Test' }));
    await expect(page.getByRole('listbox', { name: 'Tests' })).toBeVisible();
    await type('lipid profile');
    await key('ArrowDown');
    await expect(tests(page).getByRole('option', { name: 'Lipid Profile ₹650' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await key('Enter');
    await expect(fields.getByRole('button', { name: 'Remove Lipid Profile' })).toBeVisible();
    await expect(fields.getByRole('combobox', { name: 'Lab' }).locator('option:checked')).toHaveText(
      'Central Pathology Lab',
    );
    await tabTo(page, fields.getByRole('textbox', { name: 'Date', exact: true }));
    await type(`${month}${day}${year}`);
    await expect(fields.getByRole('textbox', { name: 'Date', exact: true })).toHaveValue(visitDay(4));
    await tabTo(page, fields.getByRole('textbox', { name: 'Age', exact: true }));
    await type('41');
    await tabTo(page, fields.getByRole('textbox', { name: 'Patient Name', exact: true }));
    await type('Arjun Yadav');
    await tabTo(page, fields.getByRole('textbox', { name: 'Email', exact: true }));
    await type(uniqueEmail('arjun'));
    await tabTo(page, fields.getByRole('textbox', { name: 'Phone', exact: true }));
    await type(phone);
    await tabTo(page, fields.getByRole('textbox', { name: 'Address', exact: true }));
    await type('Plot 9, Sector 37, Faridabad');
    await tabTo(page, fields.getByRole('checkbox', { name: /I agree/ }));
    await key('Space');
    await expect(fields.getByRole('checkbox', { name: /I agree/ })).toBeChecked();
    await tabTo(page, fields.getByRole('button', { name: 'Book Lab Test' }));
    await key('Enter');

    const dialog = page.getByRole('dialog', { name: 'Success' });
    await expect(dialog.getByRole('button', { name: 'OK' })).toBeFocused();
    const reference = await referenceShownIn(dialog, 'LAB');
    await key('Tab');
    await key('Tab');
    await key('Tab');
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await key('Escape');
    await expect(dialog).toBeHidden();
    await expect(fields.getByRole('button', { name: 'Book Lab Test' })).toBeFocused();

    const stored = await storedBooking(request, reference, phone);
    expect(stored).toMatchObject({ reference, test_name: 'Lipid Profile', lab_name: 'Central Pathology Lab' });
  });
});
