import { expect, pageHeading, test } from '../../support/fixtures';
import { accountEmail, accountLinkIn } from './accountMail';
import { confirmedAccount, signIn } from './accountSteps';
import { expectNoAxeViolations } from './axe';

test.describe('a forgotten password', () => {
  test('reset from the e-mailed link: once only, then sign in with the new password', async ({ page, request }) => {
    // A journey through many pages, e-mails and axe runs: over a minute on a busy 2-core machine.
    test.slow();
    const patient = await confirmedAccount(page, request, 'Farah Khan', 'first-password-of-farah');

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot your Login ID or password?' }).click();
    await expect(pageHeading(page)).toHaveText('Forgot your password');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(patient.email);
    await page.getByRole('button', { name: 'Send the link' }).click();
    const sameAnswer = page.getByRole('status').filter({ hasText: 'If an account uses this address' });
    await expect(sameAnswer).toBeVisible();
    await expectNoAxeViolations(page);

    // The e-mail says the Login ID first (a forgotten Login ID comes back this way), then the link.
    const resetEmail = await accountEmail(patient.email, 'Your Login ID and a new password');
    expect(resetEmail).toContain(`Your Login ID is: ${patient.loginId}`);
    const link = accountLinkIn(resetEmail, '/account/reset-password');
    await page.goto(link);
    await expect(page).toHaveURL(/\/account\/reset-password$/);
    const form = page.getByRole('form', { name: 'Your new password' });
    await form
      .getByLabel(/^New password/)
      .first()
      .fill('password');
    await form.getByLabel(/^New password again/).fill('password');
    await form.getByRole('button', { name: 'Save the new password' }).click();
    await expect(page.getByRole('alert', { name: 'There is a problem' })).toBeFocused();
    await expectNoAxeViolations(page);
    await form
      .getByLabel(/^New password/)
      .first()
      .fill('a-quiet-lake-at-dawn');
    await form.getByLabel(/^New password again/).fill('a-quiet-lake-at-dawn');
    await form.getByRole('button', { name: 'Save the new password' }).click();
    await expect(page.getByRole('heading', { name: 'Your password is changed' })).toBeFocused();

    // The link works once.
    await page.goto(link);
    const again = page.getByRole('form', { name: 'Your new password' });
    await again
      .getByLabel(/^New password/)
      .first()
      .fill('another-quiet-lake');
    await again.getByLabel(/^New password again/).fill('another-quiet-lake');
    await again.getByRole('button', { name: 'Save the new password' }).click();
    await expect(page.getByRole('heading', { name: 'This link cannot be used' })).toBeFocused();
    await expectNoAxeViolations(page);

    await expect(page.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/account/forgot-password',
    );
    await page.goto('/login');
    await signIn(page, patient.loginId, 'a-quiet-lake-at-dawn');
    await expect(pageHeading(page)).toHaveText('My account');
  });
});
