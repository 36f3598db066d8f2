import { todayInHospitalZone } from 'contract';
import { bookDoctorThroughApi, uniqueEmail, uniquePhone } from '../../support/booking';
import { API_URL } from '../../support/site';
import { emailFor } from '../../support/outbox';
import { expect, test } from '../../support/fixtures';

/** The hospital's numbers reach a patient from one place: the page, the service pages and the e-mails agree. */
test('the numbers a visitor sees are the ones the service pages and a confirmation e-mail give', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const supportLink = page.getByRole('banner').getByRole('link', { name: /^\+91/ });
  const supportPhone = (await supportLink.textContent())?.trim() ?? '';
  const emergencyPhone =
    (await page.getByRole('contentinfo').locator('address').getByRole('link').textContent())?.trim() ?? '';
  expect(supportPhone).toMatch(/^\+91[\d ]+$/);
  expect(emergencyPhone).toMatch(/^\+91[\d ]+$/);
  await expect(supportLink).toHaveAttribute('href', `tel:${supportPhone.replace(/\s/g, '')}`);

  const servicePage = await (await request.get(`${API_URL}/api/service/service-page/cardiology/`)).json();
  expect(servicePage.cta_section.emergency_contact).toBe(emergencyPhone);

  const doctors = await (await request.get(`${API_URL}/api/doctor/doctor`)).json();
  const doctor = doctors[0];
  const reference = await bookDoctorThroughApi(request, {
    department: doctor.department.id,
    doctor: doctor.id,
    date: todayInHospitalZone(),
    phone: uniquePhone(),
    email: uniqueEmail('facts.check'),
  });
  const email = await emailFor(reference);
  expect(email).toContain(emergencyPhone);
  expect(email).toContain(supportPhone);
});
