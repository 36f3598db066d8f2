import type { Locator, Page } from '@playwright/test';
import type { DoctorAppointment, LabAppointment } from 'contract';
import { chooseTime, firstFreeSlot, seededDoctor, uniqueEmail, uniquePhone, visitDay } from '../../support/booking';
import { expect, pageSettled, test } from '../../support/fixtures';

/**
 * Issue 17, finding 4: a phone number typed as people type it, key by key on a touch phone, is
 * accepted on all four forms (the fields once stopped at 10 characters, leaving "+91 98110 ").
 * The bookings' answers carry the 10 digits the API stored.
 */
/** A number of the journey's own (a second booking of one phone asks for a code), as `+91 98110 22334`. */
function phoneNumber(): { typed: string; digits: string } {
  const digits = uniquePhone();
  return { typed: `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`, digits };
}

test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

/** Taps the phone field and types a number one key at a time; all of it stays in the field. Answers its digits. */
async function typePhone(field: Locator): Promise<string> {
  const { typed, digits } = phoneNumber();
  await field.tap();
  await field.pressSequentially(typed);
  await expect(field).toHaveValue(typed);
  return digits;
}

/** The JSON the API answers to the form's POST to `path`. */
const answerTo = (page: Page, path: string) =>
  page.waitForResponse(
    (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === path,
  );

test('a doctor appointment takes a number typed as +91 98110 22334', async ({ page, request }) => {
  const kavita = await seededDoctor(request, 'Dr. Kavita Arora');
  // Forty days on: other journeys book this doctor sooner, side by side with this one.
  const { date, slot } = await firstFreeSlot(request, kavita.id, visitDay(40));
  await page.goto('/appointment');
  await pageSettled(page);
  const fields = page.getByRole('form', { name: 'Appointment form' });
  await fields.getByRole('combobox', { name: 'Department' }).selectOption({ label: 'Orthopaedics' });
  const doctor = fields.getByRole('combobox', { name: 'Doctor' });
  await expect(doctor.getByRole('option', { name: 'Dr. Kavita Arora' })).toBeAttached();
  await doctor.selectOption({ label: 'Dr. Kavita Arora' });
  await fields.getByRole('textbox', { name: 'Date', exact: true }).fill(date);
  await fields.getByText('Offline', { exact: true }).tap();
  await chooseTime(fields, slot.start, true);
  await fields.getByRole('textbox', { name: 'Patient Name', exact: true }).fill('Mohan Lal');
  await fields.getByRole('textbox', { name: 'Email', exact: true }).fill(uniqueEmail('mohan'));
  const digits = await typePhone(fields.getByRole('textbox', { name: 'Phone', exact: true }));
  await fields.getByRole('textbox', { name: 'Address', exact: true }).fill('Flat 2B, NIT 5, Faridabad');
  await fields.getByText(/^I agree/).tap();
  const answer = answerTo(page, '/api/appointment/doctorappointment/');
  await fields.getByRole('button', { name: 'Book Appointment' }).tap();

  const dialog = page.getByRole('dialog', { name: 'Success' });
  await expect(dialog).toContainText('Your appointment is booked.');
  await expect(dialog.locator('strong').filter({ hasText: /^APT-/ })).toHaveText(/^APT-[0-9A-Z]{5}-[0-9A-Z]{5}$/);
  const booking = (await (await answer).json()) as DoctorAppointment;
  expect(booking.phone).toBe(digits);
});

test('a lab booking takes a number typed as +91 98110 22334', async ({ page }) => {
  await page.goto('/blood-test');
  await pageSettled(page);
  const fields = page.getByRole('form', { name: 'Lab test booking' });
  const picker = fields.getByRole('combobox', { name: 'Test' });
  await expect(picker).toBeEnabled();
  await picker.tap();
  await picker.fill('lipid profile');
  await page
    .getByRole('listbox', { name: 'Tests' })
    .getByRole('option', { name: /^Lipid Profile/ })
    .first()
    .tap();
  await expect(fields.getByRole('button', { name: /^Remove Lipid Profile/ })).toBeVisible();
  await fields.getByRole('textbox', { name: 'Date', exact: true }).fill(visitDay(2));
  await fields.getByRole('textbox', { name: 'Age', exact: true }).fill('41');
  await fields.getByRole('textbox', { name: 'Patient Name', exact: true }).fill('Arjun Yadav');
  await fields.getByRole('textbox', { name: 'Email', exact: true }).fill(uniqueEmail('arjun'));
  const digits = await typePhone(fields.getByRole('textbox', { name: 'Phone', exact: true }));
  await fields.getByRole('textbox', { name: 'Address', exact: true }).fill('Plot 9, Sector 37, Faridabad');
  await fields.getByText(/^I agree/).tap();
  const answer = answerTo(page, '/api/appointment/labappointment/');
  await fields.getByRole('button', { name: 'Book Lab Test' }).tap();

  const dialog = page.getByRole('dialog', { name: 'Success' });
  await expect(dialog).toContainText('Your lab visit is booked.');
  await expect(dialog.locator('strong').filter({ hasText: /^LAB-/ })).toHaveText(/^LAB-[0-9A-Z]{5}-[0-9A-Z]{5}$/);
  const booking = (await (await answer).json()) as LabAppointment;
  expect(booking.phone).toBe(digits);
});

test('the contact form takes a number typed as +91 98110 22334', async ({ page }) => {
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Send Us a Message' });
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Pooja Sharma');
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(uniqueEmail('pooja'));
  await typePhone(form.getByRole('textbox', { name: 'Phone', exact: true }));
  await form.getByRole('textbox', { name: 'Subject', exact: true }).fill('Visiting hours');
  await form.getByRole('textbox', { name: 'Message', exact: true }).fill('What are the visiting hours in the ICU?');
  await form.getByText(/^I agree/).tap();
  await form.getByRole('button', { name: 'Send Message' }).tap();

  await expect(page.getByRole('status').filter({ hasText: 'Thank you for contacting' })).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Phone', exact: true })).toHaveValue('');
});

test('registration takes a number typed as +91 98110 22334', async ({ page }) => {
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  await page.goto('/register');
  const form = page.getByRole('form', { name: 'Create your account' });
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Meera Joshi');
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(`meera.${suffix}@example.in`);
  await typePhone(form.getByRole('textbox', { name: 'Phone', exact: true }));
  await form.getByRole('textbox', { name: 'Age', exact: true }).fill('29');
  await form.getByRole('radio', { name: 'Female' }).check();
  await form.getByRole('textbox', { name: 'Login ID', exact: true }).fill(`meera.${suffix}`);
  await form.getByLabel(/^Password/).fill('monsoon-rain-2026');
  await form.getByText(/^I agree/).tap();
  await form.getByRole('button', { name: 'Register' }).tap();

  // The same answer for any address: the account works once the e-mailed link confirms it.
  await expect(page.getByRole('status').filter({ hasText: 'Thank you' })).toContainText(
    'open the link in it within 24 hours',
  );
});
