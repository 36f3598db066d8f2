import type { Page } from '@playwright/test';
import {
  chooseTime,
  firstFreeSlot,
  referenceShownIn,
  seededDoctor,
  storedBooking,
  uniquePhone,
  visitDay,
} from '../../support/booking';
import { expect, pageHeading, test } from '../../support/fixtures';
import { accountEmail, accountLinkIn, confirmWithPassword, newPatient } from './accountMail';
import { signIn } from './accountSteps';
import { expectNoAxeViolations } from './axe';

const PASSWORD = 'monsoon-rain-over-aravali';
const DOCTOR = 'Dr. Rohit Malhotra';

async function register(page: Page, patient: ReturnType<typeof newPatient>, phone: string) {
  await page.goto('/register');
  const form = page.getByRole('form', { name: 'Create your account' });
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(patient.name);
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(patient.email);
  await form.getByRole('textbox', { name: 'Phone', exact: true }).fill(phone);
  await form.getByRole('textbox', { name: 'Age', exact: true }).fill('29');
  await form.getByRole('radio', { name: 'Female' }).check();
  await form.getByRole('textbox', { name: 'Login ID', exact: true }).fill(patient.loginId);
  await form.getByLabel(/^Password/).fill(PASSWORD);
  await form.getByRole('checkbox', { name: /I agree/ }).check();
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Thank you' })).toContainText(
    'open the link in it within 24 hours',
  );
}

test.describe('an account', () => {
  test('sign up, confirm from the e-mail, sign in, book, see it in My bookings, cancel it, sign out', async ({
    page,
    request,
  }) => {
    // A journey through many pages, e-mails and axe runs: over a minute on a busy 2-core machine.
    test.slow();
    const patient = newPatient('Meera Joshi');
    const phone = uniquePhone();
    await register(page, patient, phone);
    await expectNoAxeViolations(page);

    // Not usable before the address is confirmed: said after the right password only.
    await page.goto('/login');
    await signIn(page, patient.loginId, PASSWORD);
    await expect(page.getByRole('alert').filter({ hasText: 'confirm' })).toHaveText(
      'Please confirm your e-mail address first: we have sent you a new link. Open it, then sign in.',
    );

    const email = await accountEmail(patient.email, 'Confirm your e-mail to start using your account');
    await page.goto(accountLinkIn(email, '/account/confirm'));
    // The confirmation asks for the password: the one typed at sign-up stops working.
    await expect(page).toHaveURL(/\/account\/confirm$/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expectNoAxeViolations(page);
    await confirmWithPassword(page, PASSWORD);
    await expect(page.getByRole('heading', { name: 'Your e-mail address is confirmed' })).toBeFocused();
    await expectNoAxeViolations(page);
    await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();

    await expect(pageHeading(page)).toHaveText('Login');
    await signIn(page, patient.loginId, 'not-my-password');
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid' })).toHaveText(
      'Invalid credentials. Please try again.',
    );
    // The e-mail address signs in as the Login ID does (a patient may not remember the Login ID).
    await signIn(page, patient.email.toUpperCase(), PASSWORD);
    await expect(page).toHaveURL(/\/account$/);
    await expect(pageHeading(page)).toHaveText('My account');
    await expect(page.getByText(`Signed in as ${patient.name} (${patient.email}).`)).toBeVisible();
    await expect(page.getByText('You have no upcoming appointments or lab tests.')).toBeVisible();
    await expectNoAxeViolations(page);

    // Booking while signed in: the patient's details are filled in from the account.
    const doctor = await seededDoctor(request, DOCTOR);
    // Three weeks on: other journeys book sooner.
    const { date, slot } = await firstFreeSlot(request, doctor.id, visitDay(21));
    await page.goto(`/appointment?doctor=${doctor.slug}`);
    const form = page.getByRole('form', { name: 'Appointment form' });
    await expect(form.getByRole('combobox', { name: 'Doctor' })).toHaveValue(String(doctor.id));
    await expect(form.getByRole('textbox', { name: 'Patient Name', exact: true })).toHaveValue(patient.name);
    await expect(form.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(patient.email);
    await expect(form.getByRole('textbox', { name: 'Phone', exact: true })).toHaveValue(phone);
    await form.getByRole('textbox', { name: 'Date', exact: true }).fill(date);
    await form.getByRole('radio', { name: 'Offline' }).check();
    await chooseTime(form, slot.start);
    await form.getByRole('textbox', { name: 'Address', exact: true }).fill('House 4, Sector 16, Faridabad');
    await form.getByRole('checkbox', { name: /I agree/ }).check();
    await form.getByRole('button', { name: 'Book Appointment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Success' });
    const reference = await referenceShownIn(dialog, 'APT');
    await page.keyboard.press('Escape');

    await page.goto('/account');
    const booking = page.getByRole('article').filter({ hasText: reference });
    await expect(booking).toContainText(DOCTOR);
    await expect(booking).toContainText(slot.start);
    await expect(booking).toContainText('Booked');
    await booking.getByRole('button', { name: `Cancel booking ${reference}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel this booking?' });
    await expect(confirm.getByRole('button', { name: 'No, keep it' })).toBeFocused();
    await expectNoAxeViolations(page);
    await confirm.getByRole('button', { name: 'Yes, cancel it' }).click();
    await expect(page.getByText(`Booking ${reference} is cancelled.`)).toBeFocused();
    await expect(booking).toContainText('Cancelled');
    // The API has it cancelled, as the patient would find it with the reference and phone.
    expect(await storedBooking(request, reference, phone)).toMatchObject({ reference, status: 'cancelled' });

    await page.getByRole('main').getByRole('button', { name: 'Sign out', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'You are signed out' })).toBeFocused();
    await page.goto('/account');
    await expect(page.getByRole('heading', { name: 'Please sign in' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    await expectNoAxeViolations(page);
  });

  test('the same answer for an address that already has an account; the owner is told by e-mail', async ({ page }) => {
    const patient = newPatient('Kavita Rao');
    await register(page, patient, uniquePhone());
    await register(page, { ...newPatient('Kavita Rao'), email: patient.email }, uniquePhone());
    const email = await accountEmail(patient.email, 'Someone tried to sign up with your e-mail');
    expect(email).toContain('/account/forgot-password');
  });
});
