import { axeViolations as violationsOn } from '../../support/axe';
import { expect, pageHeading, pageSettled, test } from '../../support/fixtures';

/** Each booking page's form and the button that sends it empty. */
const FORMS = [
  { path: '/appointment', submit: 'Book Appointment', dialog: false },
  { path: '/blood-test', submit: 'Book Lab Test', dialog: true },
  { path: '/contact', submit: 'Send Message', dialog: false },
  { path: '/login', submit: 'Login', dialog: false },
  { path: '/register', submit: 'Register', dialog: false },
  { path: '/manage-booking', submit: 'Send Code', dialog: false },
] as const;

for (const width of [1280, 375]) {
  test.describe(`booking pages at ${width}px, axe WCAG 2.2 AA`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const form of FORMS) {
      test(`${form.path} with the errors of an empty submit showing`, async ({ page }) => {
        await page.goto(form.path);
        await expect(pageHeading(page)).toBeVisible();
        await pageSettled(page);
        // The page as it loads is axe's in every-page.spec.ts, at both widths: here its states after a send.
        await page.getByRole('main').getByRole('button', { name: form.submit, exact: true }).click();
        if (form.dialog) {
          await expect(page.getByRole('dialog', { name: 'Error' })).toBeVisible();
          expect(await violationsOn(page)).toEqual([]);
          await page.keyboard.press('Escape');
        }
        await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toBeFocused();
        expect(await violationsOn(page)).toEqual([]);
      });
    }
  });
}

test('the open test picker, its empty state, and the price box have no violations', async ({ page }) => {
  await page.goto('/blood-test');
  await pageSettled(page);
  const picker = page.getByRole('combobox', { name: 'Test' });
  await expect(picker).toBeEnabled();
  await picker.click();
  await expect(page.getByRole('listbox', { name: 'Tests' })).toBeVisible();
  expect(await violationsOn(page)).toEqual([]);
  await picker.fill('no such test');
  await expect(page.getByText('No tests found matching “no such test”')).toBeVisible();
  expect(await violationsOn(page)).toEqual([]);
  await picker.fill('HbA1c');
  await page.getByRole('listbox', { name: 'Tests' }).getByRole('option').first().click();
  await expect(page.getByText('Price', { exact: true })).toBeVisible();
  expect(await violationsOn(page)).toEqual([]);
});
