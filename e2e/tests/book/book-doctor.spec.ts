import type { Page } from '@playwright/test';
import {
  NEW_REFERENCE,
  appointmentForm,
  chooseTime,
  fillInDoctorBooking,
  firstFreeSlot,
  referenceShownIn,
  seededDoctor,
  storedBooking,
  uniqueEmail,
  uniquePhone,
  visitDay,
} from '../../support/booking';
import { expect, pageHeading, test } from '../../support/fixtures';
import { fromHomeMenu, getAppointmentFromHome } from '../../support/visitor';

/**
 * A doctor booking as a visitor makes it: from a doctor's Get Appointment link in the home page's
 * Our Specialities grid, or from the menu's Book Appointment.
 */
const DOCTOR = 'Dr. Anita Sharma';

async function openFromDoctorLink(page: Page, doctor: { id: number; doctor_name: string; department: { id: number } }) {
  await getAppointmentFromHome(page, doctor.doctor_name);
  await expect(page).toHaveURL(new RegExp(`/appointment\\?doctor=${doctor.id}&department=${doctor.department.id}$`));
}

test.describe('booking a doctor', () => {
  test('from a Get Appointment link: pre-selected, booked, the reference the API stored, the form cleared', async ({
    page,
    request,
  }) => {
    const doctor = await seededDoctor(request, DOCTOR);
    const { date, slot } = await firstFreeSlot(request, doctor.id, visitDay(3), true);
    const phone = uniquePhone();
    const email = uniqueEmail('sunita.devi');
    await openFromDoctorLink(page, doctor);

    await expect(page.getByText('Pre-selected', { exact: true })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Pre-selected' })).toContainText(
      `${DOCTOR} (Cardiology) is already chosen below.`,
    );
    const steps = page.getByRole('region', { name: 'Book in four steps' });
    await expect(steps).toContainText('Please check your e-mail for the confirmation.');

    const fields = appointmentForm(page);
    await expect(fields.getByRole('combobox', { name: 'Department' })).toHaveValue(String(doctor.department.id));
    await expect(fields.getByRole('combobox', { name: 'Doctor' })).toHaveValue(String(doctor.id));
    await fillInDoctorBooking(fields, { date, mode: 'Online', start: slot.start, name: 'Sunita Devi', email, phone });
    const submit = fields.getByRole('button', { name: 'Book Appointment' });
    await submit.click();

    const dialog = page.getByRole('dialog', { name: 'Success' });
    await expect(dialog).toContainText('Your appointment is booked.');
    await expect(dialog).toContainText(`We have sent a confirmation to ${email}.`);
    const reference = await referenceShownIn(dialog, 'APT');
    expect(reference).toMatch(NEW_REFERENCE);
    await expect(dialog.getByRole('link', { name: 'Manage Booking' })).toHaveAttribute('href', '/manage-booking');

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(submit).toBeFocused();
    await expect(fields.getByRole('combobox', { name: 'Department' })).toHaveValue('');
    await expect(fields.getByRole('textbox', { name: 'Patient Name', exact: true })).toHaveValue('');
    await expect(fields.getByRole('textbox', { name: 'Phone', exact: true })).toHaveValue('');
    await expect(fields.getByRole('checkbox', { name: /I agree/ })).not.toBeChecked();
    await expect(page.getByText('Pre-selected', { exact: true })).toBeHidden();

    const stored = await storedBooking(request, reference, phone);
    expect(stored).toMatchObject({
      kind: 'doctor',
      reference,
      doctor_name: DOCTOR,
      department_name: 'Cardiology',
      mode: 'ON',
      date,
      slot_start: slot.start,
      status: 'booked',
    });
  });

  test('in Hindi: the same booking, read and answered in Hindi', async ({ page, request }) => {
    const doctor = await seededDoctor(request, 'Dr. Sanjay Gupta');
    const { date, slot } = await firstFreeSlot(request, doctor.id, visitDay(5));
    const phone = uniquePhone();
    await openFromDoctorLink(page, doctor);
    // The header's English | हिन्दी switch, as a visitor chooses.
    await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'हिन्दी' }).click();
    await expect(pageHeading(page)).toHaveText('अपॉइंटमेंट बुक करें');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    const fields = page.getByRole('form', { name: 'अपॉइंटमेंट फ़ॉर्म' });
    await expect(page.getByText('पहले से चुना गया', { exact: true })).toBeVisible();
    await fields.getByRole('button', { name: 'अपॉइंटमेंट बुक करें' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'कोई समस्या है' });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link', { name: 'तारीख़ ज़रूरी है' })).toBeVisible();
    await fields.getByRole('textbox', { name: 'तारीख़', exact: true }).fill(date);
    await fields.getByRole('radio', { name: 'ऑफ़लाइन' }).check();
    await chooseTime(fields, slot.start);
    await fields.getByRole('textbox', { name: 'मरीज़ का नाम', exact: true }).fill('राधा शर्मा');
    await fields.getByRole('textbox', { name: 'ईमेल', exact: true }).fill(uniqueEmail('radha'));
    await fields.getByRole('textbox', { name: 'फ़ोन', exact: true }).fill(phone);
    await fields.getByRole('textbox', { name: 'पता', exact: true }).fill('मकान 3, सेक्टर 9, फ़रीदाबाद');
    await fields.getByRole('checkbox', { name: /मैं सहमत हूँ/ }).check();
    await fields.getByRole('button', { name: 'अपॉइंटमेंट बुक करें' }).click();
    const dialog = page.getByRole('dialog', { name: 'सफल' });
    await expect(dialog).toContainText('आपकी अपॉइंटमेंट बुक हो गई है।');
    const reference = await referenceShownIn(dialog, 'APT');
    await dialog.getByRole('button', { name: 'ठीक है' }).click();
    const stored = await storedBooking(request, reference, phone);
    expect(stored).toMatchObject({ reference, doctor_name: 'Dr. Sanjay Gupta', mode: 'OFF', status: 'booked' });
  });
});

test.describe('booking a doctor on a phone, by touch', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  test('choose the department and doctor, fill in, tap Book: the API has the booking', async ({ page, request }) => {
    const doctor = await seededDoctor(request, 'Dr. Kavita Arora');
    const { date, slot } = await firstFreeSlot(request, doctor.id, visitDay(1));
    const phone = uniquePhone();
    await fromHomeMenu(page, 'I Want To', 'Book Appointment');
    const fields = appointmentForm(page);
    await fields.getByRole('combobox', { name: 'Department' }).selectOption({ label: 'Orthopaedics' });
    const doctorSelect = fields.getByRole('combobox', { name: 'Doctor' });
    await expect(doctorSelect.getByRole('option', { name: 'Dr. Kavita Arora' })).toBeAttached();
    await doctorSelect.selectOption({ label: 'Dr. Kavita Arora' });
    await fields.getByRole('textbox', { name: 'Date', exact: true }).fill(date);
    await fields.getByText('Offline', { exact: true }).tap();
    await expect(fields.getByRole('radio', { name: 'Offline' })).toBeChecked();
    await chooseTime(fields, slot.start, true);
    await fields.getByRole('textbox', { name: 'Patient Name', exact: true }).fill('Mohan Lal');
    await fields.getByRole('textbox', { name: 'Email', exact: true }).fill(uniqueEmail('mohan'));
    await fields.getByRole('textbox', { name: 'Phone', exact: true }).fill(phone);
    await fields.getByRole('textbox', { name: 'Address', exact: true }).fill('Flat 2B, NIT 5, Faridabad');
    await fields.getByText(/^I agree/).tap();
    await fields.getByRole('button', { name: 'Book Appointment' }).tap();
    const dialog = page.getByRole('dialog', { name: 'Success' });
    const reference = await referenceShownIn(dialog, 'APT');
    await dialog.getByRole('button', { name: 'OK' }).tap();
    await expect(dialog).toBeHidden();
    const stored = await storedBooking(request, reference, phone);
    expect(stored).toMatchObject({ reference, doctor_name: doctor.doctor_name, mode: 'OFF' });
  });
});
