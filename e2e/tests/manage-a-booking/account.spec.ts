import type { Page } from '@playwright/test';
import { uniquePhone } from '../../support/booking';
import { expect, pageHeading, test } from '../../support/fixtures';

const registerForm = (page: Page) => page.getByRole('form', { name: 'Create your account' });
const loginForm = (page: Page) => page.getByRole('form', { name: 'Log in to your account' });

test.describe('an account', () => {
  test('register, then log in with the same login ID and password', async ({ page }) => {
    const suffix = Date.now().toString(36);
    const loginId = `meera.${suffix}`;
    const password = 'monsoon-rain-2026';

    await page.goto('/register');
    await expect(pageHeading(page)).toHaveText('Register');
    const form = registerForm(page);
    await expect(form.getByLabel(/^Password/)).toHaveAccessibleDescription('At least 8 characters.');
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Meera Joshi');
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill(`meera.${suffix}@example.in`);
    await form.getByRole('textbox', { name: 'Phone', exact: true }).fill(uniquePhone());
    await form.getByRole('textbox', { name: 'Age', exact: true }).fill('29');
    await form.getByRole('radio', { name: 'Female' }).check();
    await form.getByRole('textbox', { name: 'Login ID', exact: true }).fill(loginId);
    await form.getByLabel(/^Password/).fill(password);
    await form.getByRole('button', { name: 'Show password' }).click();
    await expect(form.getByRole('textbox', { name: 'Password', exact: true })).toHaveValue(password);
    await form.getByRole('checkbox', { name: /I agree/ }).check();
    await form.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Registered successfully!' })).toHaveText(
      'Registered successfully! You can now log in with your login ID.',
    );
    await expect(form.getByRole('textbox', { name: 'Login ID', exact: true })).toHaveValue('');

    // The same login ID again: the API's reason, on the field.
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Meera Joshi');
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill(`other.${suffix}@example.in`);
    await form.getByRole('textbox', { name: 'Phone', exact: true }).fill(uniquePhone());
    await form.getByRole('textbox', { name: 'Age', exact: true }).fill('29');
    await form.getByRole('radio', { name: 'Female' }).check();
    await form.getByRole('textbox', { name: 'Login ID', exact: true }).fill(loginId);
    await form.getByLabel(/^Password/).fill(password);
    await form.getByRole('checkbox', { name: /I agree/ }).check();
    await form.getByRole('button', { name: 'Register' }).click();
    const taken = 'This login ID is already taken. Please choose another.';
    await expect(page.getByRole('alert').filter({ hasText: taken }).last()).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Login ID', exact: true })).toHaveAccessibleDescription(
      new RegExp(taken.replace('.', '\\.')),
    );

    await page.getByRole('link', { name: 'Log in' }).click();
    await expect(pageHeading(page)).toHaveText('Login');
    const login = loginForm(page);
    await login.getByRole('textbox', { name: 'Login ID', exact: true }).fill(loginId);
    await login.getByLabel(/^Password/).fill('not-my-password');
    await login.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid' })).toHaveText(
      'Invalid credentials. Please try again.',
    );
    await login.getByLabel(/^Password/).fill(password);
    await login.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Login successful!' })).toHaveText(
      'Login successful! Welcome, Meera Joshi.',
    );
  });

  test('the login page links to register, and back', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Register?' }).click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(pageHeading(page)).toHaveText('Register');
    await page.getByRole('main').getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});
