import {
  appointmentForm,
  bookDoctorThroughApi,
  fillInDoctorBooking,
  firstFreeSlot,
  referenceShownIn,
  seededDoctor,
  storedBooking,
  uniqueEmail,
  uniquePhone,
  visitDay,
} from '../../support/booking';
import { expect, test } from '../../support/fixtures';
import { contactCodeFor } from '../../support/outbox';

/**
 * A second booking with the same e-mail (issue 43): the form asks for the code the API e-mailed,
 * keeps everything typed, and books with it. A patient booking for a family member meets one code.
 */
const DOCTOR = 'Dr. Anita Sharma';

test('a second booking with the same e-mail asks for the e-mailed code, then books', async ({ page, request }) => {
  const doctor = await seededDoctor(request, DOCTOR);
  const email = uniqueEmail('sunita.family');
  const phone = uniquePhone();
  await bookDoctorThroughApi(request, {
    department: doctor.department.id,
    doctor: doctor.id,
    date: visitDay(4),
    phone,
    email,
  });

  const { date, slot } = await firstFreeSlot(request, doctor.id, visitDay(5), true);
  await page.goto(`/appointment?doctor=${doctor.id}&department=${doctor.department.id}`);
  const fields = appointmentForm(page);
  await expect(fields.getByRole('combobox', { name: 'Doctor' })).toHaveValue(String(doctor.id));
  await fillInDoctorBooking(fields, { date, mode: 'Online', start: slot.start, name: 'Ramesh Devi', email, phone });
  const submit = fields.getByRole('button', { name: 'Book Appointment' });
  await submit.click();

  const code = fields.getByRole('textbox', { name: /^Code from the email/ });
  await expect(code).toBeVisible();
  await expect(code).toHaveAccessibleDescription(
    new RegExp(`We sent a 6-digit code to ${email.replace(/\./g, '\\.')}`),
  );
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(fields.getByRole('textbox', { name: 'Patient Name', exact: true })).toHaveValue('Ramesh Devi');
  await expect(fields.getByRole('checkbox', { name: /I agree/ })).toBeChecked();

  await code.fill(await contactCodeFor(email));
  await submit.click();
  const dialog = page.getByRole('dialog', { name: 'Success' });
  await expect(dialog).toContainText(`We have sent a confirmation to ${email}.`);
  const reference = await referenceShownIn(dialog, 'APT');
  expect(await storedBooking(request, reference, phone)).toMatchObject({
    date,
    slot_start: slot.start,
    status: 'booked',
  });
});
