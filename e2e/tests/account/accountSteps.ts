import type { APIRequestContext, Page } from '@playwright/test';
import { uniquePhone } from '../../support/booking';
import { expect } from '../../support/fixtures';
import { API_URL, SHELL_URL } from '../../support/site';
import { accountEmail, accountLinkIn, confirmWithPassword, newPatient } from './accountMail';

/** Signs in on the login page (the page is there already) with the Login ID or the e-mail address. */
export async function signIn(page: Page, loginId: string, password: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Log in to your account' });
  await form.getByRole('textbox', { name: 'Login ID or e-mail', exact: true }).fill(loginId);
  await form.getByLabel(/^Password/).fill(password);
  await form.getByRole('button', { name: 'Login' }).click();
}

/**
 * An account of this run's own, signed up through the API and confirmed from its e-mail's link on
 * the page (which sets the password): ready to sign in, not signed in yet.
 */
export async function confirmedAccount(
  page: Page,
  request: APIRequestContext,
  name: string,
  password: string,
): Promise<ReturnType<typeof newPatient>> {
  const patient = newPatient(name);
  const signUp = await request.post(`${API_URL}/api/patents/`, {
    headers: { Origin: SHELL_URL },
    data: {
      name: patient.name,
      email: patient.email,
      phone: uniquePhone(),
      age: 52,
      gender: 'F',
      login_id: patient.loginId,
      password,
      consent: true,
    },
  });
  expect(signUp.status()).toBe(201);
  const email = await accountEmail(patient.email, 'Confirm your e-mail to start using your account');
  await page.goto(accountLinkIn(email, '/account/confirm'));
  await confirmWithPassword(page, password);
  return patient;
}
