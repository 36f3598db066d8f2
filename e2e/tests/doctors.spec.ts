import { AxeBuilder } from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { API_URL, PORTS } from '../support/site';
import { expect, pageHeading, pageSettled, test } from '../support/fixtures';

/** /our-doctor: every doctor with a booking link, the department filter in the address, the contact form. */
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

interface Department {
  id: number;
  department_name: string;
}
interface Doctor {
  id: number;
  doctor_name: string;
  image: string | null;
  department: Department;
}

const seeded = async (request: APIRequestContext) => ({
  doctors: (await (await request.get(`${API_URL}/api/doctor/doctor`)).json()) as Doctor[],
  departments: (await (await request.get(`${API_URL}/api/doctor/department/`)).json()) as Department[],
});

const doctorsRegion = (page: Page) => page.getByRole('region', { name: 'Meet our specialists' });
const doctorNames = (page: Page) => doctorsRegion(page).getByRole('heading', { level: 3 });
const filter = (page: Page) => page.getByRole('list', { name: 'Department' });

async function openDoctors(page: Page, query = '') {
  await page.goto(`/our-doctor${query}`);
  await expect(pageHeading(page)).toHaveText('Our Doctors');
  await pageSettled(page);
}

test('every doctor books with their own id and department in the address', async ({ page, request }) => {
  const { doctors } = await seeded(request);
  await openDoctors(page);
  await expect(doctorNames(page)).toHaveText(doctors.map((doctor) => doctor.doctor_name));
  for (const doctor of doctors) {
    await expect(
      doctorsRegion(page).getByRole('link', { name: `Book Appointment with ${doctor.doctor_name}` }),
    ).toHaveAttribute('href', `/appointment?doctor=${doctor.id}&department=${doctor.department.id}`);
  }
  const first = doctors[0];
  if (!first) throw new Error('no doctors seeded');
  await doctorsRegion(page)
    .getByRole('link', { name: `Book Appointment with ${first.doctor_name}` })
    .click();
  await expect(page).toHaveURL(`/appointment?doctor=${first.id}&department=${first.department.id}`);
});

test('the department filter lives in the address: shared, reloaded and undone with Back', async ({ page, request }) => {
  const { doctors, departments } = await seeded(request);
  const emergency = departments.find((department) => department.department_name === 'Emergency Medicine');
  if (!emergency) throw new Error('no Emergency Medicine department');
  const inEmergency = doctors.filter((doctor) => doctor.department.id === emergency.id);

  await openDoctors(page);
  await expect(filter(page).getByRole('link')).toHaveText([
    'All Departments',
    ...departments.map((department) => department.department_name),
  ]);
  await filter(page).getByRole('link', { name: 'Emergency Medicine' }).click();
  await expect(page).toHaveURL(`/our-doctor?department=${emergency.id}`);
  await expect(doctorNames(page)).toHaveText(inEmergency.map((doctor) => doctor.doctor_name));
  await expect(filter(page).getByRole('link', { name: 'Emergency Medicine' })).toHaveAttribute('aria-current', 'true');
  await expect(page.getByRole('main').getByRole('link', { name: 'Book an Appointment' })).toHaveAttribute(
    'href',
    `/appointment?department=${emergency.id}`,
  );
  expect(await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze()).toMatchObject({ violations: [] });

  await page.reload();
  await expect(doctorNames(page)).toHaveText(inEmergency.map((doctor) => doctor.doctor_name));
  await page.goBack();
  await expect(page).toHaveURL('/our-doctor');
  await expect(doctorNames(page)).toHaveCount(doctors.length);

  await openDoctors(page, '?department=99999');
  await expect(doctorsRegion(page).getByText('No doctors found.')).toBeVisible();
  await doctorsRegion(page).getByRole('link', { name: 'Show all doctors' }).click();
  await expect(doctorNames(page)).toHaveCount(doctors.length);
});

test("a broken photo becomes a grey 'Doctor Image' box of the photo's size", async ({ page, request }) => {
  const { doctors } = await seeded(request);
  const first = doctors[0];
  if (!first?.image) throw new Error('the first doctor has no photo');
  await page.route(`**/media/${first.image}`, (route) => route.fulfill({ status: 404, body: '' }));
  await openDoctors(page);
  const card = doctorsRegion(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: first.doctor_name }) });
  const placeholder = card.getByText('Doctor Image', { exact: true });
  await expect(placeholder).toBeVisible();
  const neighbour = doctorsRegion(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3 }) })
    .nth(1)
    .locator('img');
  const [box, photo] = [await placeholder.locator('..').boundingBox(), await neighbour.boundingBox()];
  expect(box?.width).toBeCloseTo(photo?.width ?? 0, 0);
  expect(box?.height).toBeCloseTo(photo?.height ?? 0, 0);
});

test('links to the booking and contact pages, and shows the booking team’s contact form', async ({ page }) => {
  await openDoctors(page);
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  await expect(main.getByRole('link', { name: 'Book an Appointment' })).toHaveAttribute('href', '/appointment');
  // The form comes as the visitor scrolls down to it.
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect(main.getByRole('heading', { name: 'Send Us Message' })).toBeVisible();
});

test('with the booking remote down only the contact form falls back', async ({ page }) => {
  await page.route(`http://localhost:${PORTS.booking}/**`, (route) => route.abort('connectionrefused'));
  await openDoctors(page);
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect(page.getByRole('main').getByText('This section is unavailable right now.')).toBeVisible({
    timeout: 15_000,
  });
  await expect(doctorNames(page).first()).toBeVisible();
  await expect(filter(page)).toBeVisible();
});

test.describe('on a phone, by touch', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test('a tap on a department chip filters, and the doctors fit the screen', async ({ page, request }) => {
    const { departments } = await seeded(request);
    const cardiology = departments.find((department) => department.department_name === 'Cardiology');
    await openDoctors(page);
    await filter(page).getByRole('link', { name: 'Cardiology' }).tap();
    await expect(page).toHaveURL(`/our-doctor?department=${cardiology?.id}`);
    await expect(doctorNames(page)).toHaveCount(2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
  });
});
