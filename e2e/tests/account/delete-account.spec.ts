import { bookLabThroughApi, seededTest, uniquePhone, visitDay } from '../../support/booking';
import { expect, pageHeading, test } from '../../support/fixtures';
import { confirmedAccount, signIn } from './accountSteps';
import { expectNoAxeViolations } from './axe';

const PASSWORD = 'tea-garden-in-the-hills';

test.describe('deleting an account', () => {
  test('asks the password in a dialog, then signs out everywhere and leaves nothing to sign in to', async ({
    page,
    request,
    browser,
  }) => {
    // A journey through many pages, e-mails and axe runs: over a minute on a busy 2-core machine.
    test.slow();
    const patient = await confirmedAccount(page, request, 'Harpreet Kaur', PASSWORD);

    // A booking made with the account's confirmed e-mail shows in My bookings too.
    const reference = await bookLabThroughApi(request, {
      test: await seededTest(request, 'Complete Blood Count (CBC)'),
      date: visitDay(5),
      phone: uniquePhone(),
      email: patient.email,
    });

    // A second browser signed in too: deletion ends its session as well.
    const otherContext = await browser.newContext();
    await otherContext.addInitScript(() => {
      window.sessionStorage.setItem('splash-seen', '1');
      window.sessionStorage.setItem('welcome-popup-seen', '1');
    });
    const other = await otherContext.newPage();
    for (const visitor of [page, other]) {
      await visitor.goto('/login');
      await signIn(visitor, patient.loginId, PASSWORD);
      await expect(pageHeading(visitor)).toHaveText('My account');
    }
    await expect(page.getByRole('article').filter({ hasText: reference })).toBeVisible();

    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel(/^Password/).fill('not-the-password');
    await dialog.getByRole('button', { name: 'Yes, delete my account' }).click();
    await expect(dialog.getByLabel(/^Password/)).toHaveAccessibleDescription(/not correct/);
    await expectNoAxeViolations(page);
    await dialog.getByLabel(/^Password/).fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Yes, delete my account' }).click();
    await expect(page.getByRole('heading', { name: 'Your account is deleted' })).toBeFocused();
    await expectNoAxeViolations(page);

    await other.goto('/account');
    await expect(other.getByRole('heading', { name: 'Please sign in' })).toBeVisible();
    await otherContext.close();

    await page.goto('/login');
    await signIn(page, patient.loginId, PASSWORD);
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid' })).toHaveText(
      'Invalid credentials. Please try again.',
    );
  });
});
