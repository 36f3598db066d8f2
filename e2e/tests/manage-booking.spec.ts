import type { Page } from '@playwright/test';
import { bookDoctorThroughApi, seededDoctor, storedBooking, uniquePhone, visitDay } from '../support/booking';
import { expect, pageHeading, test } from '../support/fixtures';

const form = (page: Page) => page.getByRole('form', { name: 'Find your booking' });

async function lookUp(page: Page, reference: string, contact: string) {
  await form(page).getByRole('textbox', { name: 'Booking reference', exact: true }).fill(reference);
  await form(page).getByRole('textbox', { name: 'Phone number or e-mail', exact: true }).fill(contact);
  await form(page).getByRole('button', { name: 'Find Booking' }).click();
}

test.describe('managing a booking', () => {
  test('look it up, cancel it after confirming, and a look-up again shows it cancelled', async ({ page, request }) => {
    const doctor = await seededDoctor(request, 'Dr. Meenakshi Iyer');
    const phone = uniquePhone();
    const reference = await bookDoctorThroughApi(request, {
      department: doctor.department.id,
      doctor: doctor.id,
      date: visitDay(10),
      phone,
      email: 'ravi.kumar@example.in',
    });
    const urls: string[] = [];
    page.on('request', (sent) => urls.push(sent.url()));

    await page.goto('/manage-booking');
    await expect(pageHeading(page)).toHaveText('Manage a Booking');
    await lookUp(page, reference.toLowerCase(), `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`);
    const card = page.getByRole('article', { name: `Booking ${reference}` });
    await expect(card.getByRole('heading', { name: `Booking ${reference}` })).toBeFocused();
    await expect(card).toContainText('Doctor appointment');
    await expect(card).toContainText('Dr. Meenakshi Iyer');
    await expect(card).toContainText(doctor.department.department_name);
    await expect(card).toContainText('Offline');
    await expect(card).toContainText('StatusBooked');
    await expect(card).not.toContainText('Ravi Kumar');

    await card.getByRole('button', { name: 'Cancel Booking' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
    await expect(dialog).toContainText('Your appointment with Dr. Meenakshi Iyer on');
    await expect(dialog.getByRole('button', { name: 'No, keep it' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(card.getByRole('button', { name: 'Cancel Booking' })).toBeFocused();
    await card.getByRole('button', { name: 'Cancel Booking' }).click();
    await dialog.getByRole('button', { name: 'Yes, cancel it' }).click();
    const done = page.getByRole('status').filter({ hasText: 'is cancelled' });
    await expect(done).toHaveText(`Your booking ${reference} is cancelled. We have sent you an e-mail to confirm it.`);
    await expect(done).toBeFocused();
    await expect(card).toContainText('Cancelled');
    await expect(card.getByRole('button', { name: 'Cancel Booking' })).toHaveCount(0);

    await lookUp(page, reference, 'ravi.kumar@example.in');
    await expect(card.getByRole('heading', { name: `Booking ${reference}` })).toBeFocused();
    await expect(card).toContainText(/StatusCancelled\s*Cancelled on \d/);
    await expect(done).toHaveCount(0);

    const stored = await storedBooking(request, reference, phone);
    expect(stored).toMatchObject({ reference, status: 'cancelled', can_cancel: false });
    expect(urls.filter((url) => url.includes(phone) || url.includes(reference))).toEqual([]);
  });

  test('a wrong phone number gets the same not-found as an unknown reference', async ({ page }) => {
    await page.goto('/manage-booking');
    await lookUp(page, 'APT-999999', '9000000000');
    await expect(page.getByRole('alert').filter({ hasText: 'We could not find' })).toHaveText(
      'We could not find a booking with this reference and phone number or email. Please check both and try again.',
    );
  });
});
