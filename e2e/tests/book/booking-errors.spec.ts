import { AxeBuilder } from '@axe-core/playwright';
import type { APIRequestContext, Page, Route } from '@playwright/test';
import {
  appointmentForm,
  bookingCall,
  fillInDoctorBooking,
  firstFreeSlot,
  seededDoctor,
  uniqueEmail,
  uniquePhone,
  visitDay,
} from '../../support/booking';
import { expect, pageHeading, pageSettled, test } from '../../support/fixtures';

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const violations = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze()).violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );

type Answer = (route: Route) => Promise<void>;
const answers: Record<string, Answer> = {
  400: (route) =>
    route.fulfill({
      status: 400,
      json: { message: 'Please check the highlighted fields.', errors: { phone: 'This number cannot take bookings' } },
    }),
  500: (route) => route.fulfill({ status: 500, json: { message: 'Something went wrong on our side.' } }),
  down: (route) => route.abort('connectionrefused'),
};

async function fillAppointment(
  page: Page,
  request: APIRequestContext,
  doctor: { id: number; department: { id: number } },
) {
  const { date, slot } = await firstFreeSlot(request, doctor.id, visitDay(7));
  await page.goto(`/appointment?doctor=${doctor.id}&department=${doctor.department.id}`);
  await expect(pageHeading(page)).toHaveText('Book an Appointment');
  await pageSettled(page);
  const form = appointmentForm(page);
  await expect(form.getByRole('combobox', { name: 'Doctor' })).toHaveValue(String(doctor.id));
  await fillInDoctorBooking(form, { date, mode: 'Offline', start: slot.start, name: 'Geeta Rani' });
  return form;
}

async function fillLab(page: Page) {
  await page.goto('/blood-test');
  await expect(pageHeading(page)).toHaveText('Book a Blood Test');
  await pageSettled(page);
  const form = page.getByRole('form', { name: 'Lab test booking' });
  const picker = form.getByRole('combobox', { name: 'Test' });
  await expect(picker).toBeEnabled();
  await picker.fill('ESR');
  await page.getByRole('listbox', { name: 'Tests' }).getByRole('option').first().click();
  await form.getByRole('textbox', { name: 'Date', exact: true }).fill(visitDay(7));
  await form.getByRole('textbox', { name: 'Age', exact: true }).fill('30');
  await form.getByRole('textbox', { name: 'Patient Name', exact: true }).fill('Geeta Rani');
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(uniqueEmail('geeta'));
  await form.getByRole('textbox', { name: 'Phone', exact: true }).fill(uniquePhone());
  await form.getByRole('textbox', { name: 'Address', exact: true }).fill('House 1, Sector 3, Faridabad');
  await form.getByRole('checkbox', { name: /I agree/ }).check();
  return form;
}

test.describe('a doctor booking that fails', () => {
  for (const status of ['400', '500', 'down'] as const) {
    test(`when the API ${status === 'down' ? 'is down' : `answers ${status}`}: the Error dialog, every field kept`, async ({
      page,
      request,
    }) => {
      const doctor = await seededDoctor(request, 'Dr. Rohit Malhotra');
      const form = await fillAppointment(page, request, doctor);
      await page.route(bookingCall('doctorappointment'), answers[status] as Answer);
      const submit = form.getByRole('button', { name: 'Book Appointment' });
      await submit.click();
      const dialog = page.getByRole('dialog', { name: 'Error' });
      await expect(dialog).toContainText('Something went wrong! Please try again.');
      await expect(dialog.getByRole('button', { name: 'OK' })).toBeFocused();
      expect(await violations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(form.getByRole('textbox', { name: 'Patient Name', exact: true })).toHaveValue('Geeta Rani');
      await expect(form.getByRole('combobox', { name: 'Doctor' })).toHaveValue(String(doctor.id));
      await expect(form.getByRole('checkbox', { name: /I agree/ })).toBeChecked();
      expect(await violations(page)).toEqual([]);
    });
  }

  test("a 400's field errors land on their fields, under a focused error summary", async ({ page, request }) => {
    const doctor = await seededDoctor(request, 'Dr. Rohit Malhotra');
    const form = await fillAppointment(page, request, doctor);
    await page.route(bookingCall('doctorappointment'), answers['400'] as Answer);
    await form.getByRole('button', { name: 'Book Appointment' }).click();
    await page.getByRole('dialog', { name: 'Error' }).getByRole('button', { name: 'OK' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    await expect(summary).toBeFocused();
    await expect(form.getByRole('textbox', { name: 'Phone', exact: true })).toHaveAccessibleDescription(
      /This number cannot take bookings/,
    );
    await summary.getByRole('link', { name: 'This number cannot take bookings' }).click();
    await expect(form.getByRole('textbox', { name: 'Phone', exact: true })).toBeFocused();
  });

  test("the real API's 400 (a doctor of another department) lands on the Doctor field", async ({ page, request }) => {
    const doctor = await seededDoctor(request, 'Dr. Rohit Malhotra');
    const elsewhere = await seededDoctor(request, 'Dr. Neha Bansal');
    const form = await fillAppointment(page, request, doctor);
    // The form only offers the department's doctors: swap the doctor on the way, as a stale page might.
    await page.route(bookingCall('doctorappointment'), async (route) => {
      const body = route.request().postData() ?? '';
      const postData = body.replace(/(name="doctor"\r\n\r\n)\d+/, `$1${elsewhere.id}`);
      await route.continue({ postData });
    });
    await form.getByRole('button', { name: 'Book Appointment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Error' });
    await expect(dialog).toContainText('Something went wrong! Please try again.');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(form.getByRole('combobox', { name: 'Doctor' })).toHaveAccessibleDescription(
      'Dr. Neha Bansal is not in Cardiology',
    );
  });

  test("the departments failing says 'Error: API Error 500' in place of the list, and Retry recovers", async ({
    page,
  }) => {
    let failing = true;
    // By path: the client asks in the page's language (`?lang=en`).
    await page.route(
      (url) => url.pathname === '/api/doctor/department/',
      (route) => (failing ? route.fulfill({ status: 500, json: {} }) : route.continue()),
    );
    // Reached from another page: a page opened by its address comes with the lists it was rendered
    // with, which stay shown when the API fails to refresh them.
    await page.goto('/contact');
    await page
      .getByRole('navigation', { name: 'Account and quick links' })
      .getByRole('link', { name: 'Appointment' })
      .click();
    await expect(page.getByText('Error: API Error 500')).toBeVisible();
    expect(await violations(page)).toEqual([]);
    failing = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('combobox', { name: 'Department' })).toContainText('Cardiology');
  });
});

test('a booking page opened by its address keeps the lists it came with when the API cannot refresh them', async ({
  page,
}) => {
  await page.route(
    (url) => url.pathname === '/api/doctor/department/',
    (route) => route.fulfill({ status: 500, json: {} }),
  );
  await page.goto('/appointment');
  await pageSettled(page);
  await expect(page.getByRole('combobox', { name: 'Department' })).toContainText('Cardiology');
  await expect(page.getByText('Error: API Error 500')).toHaveCount(0);
});

test.describe('a lab booking that fails', () => {
  const TEXTS = {
    400: 'Please check your input data and try again.',
    500: 'Server error. Please try again later.',
    down: 'Network error. Please check your internet connection and try again.',
  } as const;
  for (const status of ['400', '500', 'down'] as const) {
    test(`when the API ${status === 'down' ? 'is down' : `answers ${status}`}: "${TEXTS[status]}"`, async ({
      page,
    }) => {
      const form = await fillLab(page);
      await page.route(bookingCall('labappointment'), answers[status] as Answer);
      await form.getByRole('button', { name: 'Book Lab Test' }).click();
      const dialog = page.getByRole('dialog', { name: 'Error' });
      await expect(dialog).toContainText(TEXTS[status]);
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
      await expect(form.getByRole('button', { name: /^Remove Erythrocyte Sedimentation Rate/ })).toBeVisible();
      await expect(form.getByRole('textbox', { name: 'Age', exact: true })).toHaveValue('30');
    });
  }

  test("a missing required field: 'Please fill all required fields!', then the summary", async ({ page }) => {
    await page.goto('/blood-test');
    await pageSettled(page);
    const form = page.getByRole('form', { name: 'Lab test booking' });
    await form.getByRole('textbox', { name: 'Patient Name', exact: true }).fill('Geeta Rani');
    await form.getByRole('button', { name: 'Book Lab Test' }).click();
    const dialog = page.getByRole('dialog', { name: 'Error' });
    await expect(dialog).toContainText('Please fill all required fields!');
    expect(await violations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link')).toHaveText([
      'Please choose a lab',
      'Please choose a test',
      'Date is required',
      'Age is required',
      'Email is required',
      'Phone number is required',
      'Address is required',
      'Please agree to the privacy notice to continue',
    ]);
    await expect(form.getByRole('textbox', { name: 'Patient Name', exact: true })).toHaveValue('Geeta Rani');
    expect(await violations(page)).toEqual([]);
  });

  test("the labs failing says 'Error: API error 500' in place of the select", async ({ page }) => {
    await page.route(
      (url) => url.pathname === '/api/lab/lab/',
      (route) => route.fulfill({ status: 500, json: {} }),
    );
    // Reached from another page, as above: the HTML of /blood-test comes with its labs.
    await page.goto('/contact');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'I Want To' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blood Test' }).click();
    await expect(page.getByText('Error: API error 500')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Lab' })).toHaveCount(0);
    expect(await violations(page)).toEqual([]);
  });
});
