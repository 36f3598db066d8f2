import type { APIRequestContext, Page } from '@playwright/test';
import type { Doctor } from 'contract';
import {
  chooseTime,
  firstFreeSlot,
  referenceShownIn,
  seededDepartments,
  storedBooking,
  uniqueEmail,
  uniquePhone,
  visitDay,
} from '../../support/booking';
import { expect, pageHeading, pageSettled, test } from '../../support/fixtures';
import { API_URL } from '../../support/site';
import { fromHomeMenu } from '../../support/visitor';

/**
 * Every speciality the site offers is bookable (issue 17). The API's test `specialities.test.ts`
 * maps each speciality content names to a seeded department with a doctor; here a patient finds
 * each department's doctors in the booking form, and a parent books a paediatrician.
 */
const form = (page: Page) => page.getByRole('form', { name: 'Appointment form' });

const seededDoctors = async (request: APIRequestContext) =>
  (await (await request.get(`${API_URL}/api/doctor/doctor`)).json()) as Doctor[];

test('every department offers its own doctors in the booking form', async ({ page, request }) => {
  const [departments, doctors] = await Promise.all([seededDepartments(request), seededDoctors(request)]);
  await fromHomeMenu(page, 'I Want To', 'Book Appointment');
  await expect(pageHeading(page)).toHaveText('Book an Appointment');
  const fields = form(page);
  const doctorSelect = fields.getByRole('combobox', { name: 'Doctor' });
  for (const department of departments) {
    const own = doctors.filter((doctor) => doctor.department.id === department.id);
    expect(own.length, `${department.department_name} has a doctor`).toBeGreaterThan(0);
    await fields.getByRole('combobox', { name: 'Department' }).selectOption({ label: department.department_name });
    for (const doctor of own) {
      await expect(doctorSelect.getByRole('option', { name: doctor.doctor_name, exact: true })).toBeAttached();
    }
  }
});

test.describe('on a phone, by touch', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  test('a parent finds a paediatrician on Our Doctors and books them: the API has the booking', async ({
    page,
    request,
  }) => {
    const doctors = await seededDoctors(request);
    const paediatrician = doctors.find((doctor) => doctor.department.department_name === 'Paediatrics');
    if (!paediatrician) throw new Error('no paediatrician seeded');
    const { date, slot } = await firstFreeSlot(request, paediatrician.id, visitDay(2));
    const phone = uniquePhone();

    await fromHomeMenu(page, 'About Us', 'Our Doctors');
    await page.getByRole('list', { name: 'Department' }).getByRole('link', { name: 'Paediatrics' }).tap();
    await expect(page).toHaveURL(`/our-doctor?department=${paediatrician.department.id}`);
    await page
      .getByRole('region', { name: 'Meet our specialists' })
      .getByRole('link', { name: `Book Appointment with ${paediatrician.doctor_name}` })
      .tap();
    await expect(page).toHaveURL(`/appointment?doctor=${paediatrician.id}&department=${paediatrician.department.id}`);
    await pageSettled(page);

    const fields = form(page);
    await expect(fields.getByRole('combobox', { name: 'Department' })).toHaveValue(String(paediatrician.department.id));
    await expect(fields.getByRole('combobox', { name: 'Doctor' })).toHaveValue(String(paediatrician.id));
    await fields.getByRole('textbox', { name: 'Date', exact: true }).fill(date);
    await fields.getByText('Offline', { exact: true }).tap();
    await chooseTime(fields, slot.start, true);
    await fields.getByRole('textbox', { name: 'Patient Name', exact: true }).fill('Aarav Sharma');
    await fields.getByRole('textbox', { name: 'Email', exact: true }).fill(uniqueEmail('neha.sharma'));
    await fields.getByRole('textbox', { name: 'Phone', exact: true }).fill(phone);
    await fields.getByRole('textbox', { name: 'Address', exact: true }).fill('House 12, Sector 15, Faridabad');
    await fields.getByText(/^I agree/).tap();
    await fields.getByRole('button', { name: 'Book Appointment' }).tap();

    const dialog = page.getByRole('dialog', { name: 'Success' });
    const reference = await referenceShownIn(dialog, 'APT');
    const stored = await storedBooking(request, reference, phone);
    expect(stored).toMatchObject({
      reference,
      doctor_name: paediatrician.doctor_name,
      department_name: 'Paediatrics',
      mode: 'OFF',
    });
  });
});
