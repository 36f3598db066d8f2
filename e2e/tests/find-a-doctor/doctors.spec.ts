import { AxeBuilder } from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { API_URL, PORTS } from '../../support/site';
import { expect, pageHeading, pageSettled, scrollTo, test } from '../../support/fixtures';
import { fromHomeMenu } from '../../support/visitor';

/**
 * /our-doctor: every doctor with a booking link, six to a page, the department and name filters and
 * the page in the address, the contact form.
 */
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

interface Department {
  id: number;
  department_name: string;
}
interface Doctor {
  id: number;
  doctor_name: string;
  image: string | null;
  about: string;
  department: Department;
}

const seeded = async (request: APIRequestContext) => ({
  doctors: (await (await request.get(`${API_URL}/api/doctor/doctor`)).json()) as Doctor[],
  departments: (await (await request.get(`${API_URL}/api/doctor/department/`)).json()) as Department[],
});

const doctorsRegion = (page: Page) => page.getByRole('region', { name: 'Meet our specialists' });
const doctorNames = (page: Page) => doctorsRegion(page).getByRole('heading', { level: 3 });
const filter = (page: Page) => page.getByRole('list', { name: 'Department' });
const nameBox = (page: Page) => page.getByRole('searchbox', { name: "Doctor's name" });
const pager = (page: Page) => page.getByRole('navigation', { name: 'Pages of doctors' });
const count = (page: Page) => doctorsRegion(page).getByRole('status');
const PER_PAGE = 6;

/** From the home page's menu; with a `query`, from a shared link (the filter or page in its address). */
async function openDoctors(page: Page, query = '') {
  if (query) await page.goto(`/our-doctor${query}`);
  else await fromHomeMenu(page, 'About Us', 'Our Doctors');
  await expect(pageHeading(page)).toHaveText('Our Doctors');
  await pageSettled(page);
}

test('every doctor books with their own id and department in the address, page by page', async ({ page, request }) => {
  const { doctors } = await seeded(request);
  expect(doctors.length).toBeGreaterThan(PER_PAGE);
  await openDoctors(page);
  const pages = Math.ceil(doctors.length / PER_PAGE);
  for (let number = 1; number <= pages; number += 1) {
    const onPage = doctors.slice((number - 1) * PER_PAGE, number * PER_PAGE);
    await expect(doctorNames(page)).toHaveText(onPage.map((doctor) => doctor.doctor_name));
    await expect(count(page)).toHaveText(
      `Showing ${(number - 1) * PER_PAGE + 1}–${(number - 1) * PER_PAGE + onPage.length} of ${doctors.length} doctors`,
    );
    for (const doctor of onPage) {
      await expect(
        doctorsRegion(page).getByRole('link', { name: `Book Appointment with ${doctor.doctor_name}` }),
      ).toHaveAttribute('href', `/appointment?doctor=${doctor.id}&department=${doctor.department.id}`);
    }
    if (number < pages) await pager(page).getByRole('link', { name: 'Next' }).click();
  }
  const last = doctors.at(-1);
  if (!last) throw new Error('no doctors seeded');
  await doctorsRegion(page)
    .getByRole('link', { name: `Book Appointment with ${last.doctor_name}` })
    .click();
  await expect(page).toHaveURL(`/appointment?doctor=${last.id}&department=${last.department.id}`);
});

test('a page link moves to the top of the list, and Back returns to the page before', async ({ page, request }) => {
  const { doctors } = await seeded(request);
  await openDoctors(page);
  await pager(page).getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL('/our-doctor?page=2');
  await expect(doctorNames(page)).toHaveText(doctors.slice(6, 12).map((doctor) => doctor.doctor_name));
  await expect(count(page)).toBeFocused();
  await expect(count(page)).toBeInViewport();
  await expect(pager(page).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await page.goBack();
  await expect(page).toHaveURL('/our-doctor');
  await expect(doctorNames(page)).toHaveText(doctors.slice(0, 6).map((doctor) => doctor.doctor_name));
});

test('the name filter narrows the list as the visitor types, and says when no doctor matches', async ({
  page,
  request,
}) => {
  const { doctors } = await seeded(request);
  const someone = doctors[7];
  if (!someone) throw new Error('fewer than 8 doctors seeded');
  const surname = someone.doctor_name.split(' ').at(-1) ?? '';
  const named = doctors.filter((doctor) => doctor.doctor_name.toLowerCase().includes(surname.toLowerCase()));
  await openDoctors(page, '?page=2');
  await nameBox(page).fill(surname.toLowerCase());
  await expect(page).toHaveURL(`/our-doctor?name=${surname.toLowerCase()}`);
  await expect(doctorNames(page)).toHaveText(named.map((doctor) => doctor.doctor_name));
  await expect(pager(page)).toHaveCount(0);
  await page.reload();
  await expect(nameBox(page)).toHaveValue(surname.toLowerCase());
  await expect(doctorNames(page)).toHaveText(named.map((doctor) => doctor.doctor_name));

  await nameBox(page).fill('zzqx');
  await expect(doctorsRegion(page).getByText('No doctor’s name contains “zzqx”.')).toBeVisible();
  expect(await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze()).toMatchObject({ violations: [] });
  await doctorsRegion(page).getByRole('link', { name: 'Show all doctors' }).click();
  await expect(nameBox(page)).toHaveValue('');
  await expect(doctorNames(page)).toHaveCount(PER_PAGE);
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
  await expect(doctorNames(page)).toHaveCount(PER_PAGE);
  await expect(count(page)).toHaveText(`Showing 1–6 of ${doctors.length} doctors`);

  await openDoctors(page, '?department=99999');
  await expect(doctorsRegion(page).getByText('No doctors found.')).toBeVisible();
  await doctorsRegion(page).getByRole('link', { name: 'Show all doctors' }).click();
  await expect(doctorNames(page)).toHaveCount(PER_PAGE);
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
  await scrollTo(page.getByRole('contentinfo'));
  await expect(main.getByRole('heading', { name: 'Send Us Message' })).toBeVisible();
});

test('with the booking remote down only the contact form falls back', async ({ page }) => {
  await page.route(`http://localhost:${PORTS.booking}/**`, (route) => route.abort('connectionrefused'));
  await openDoctors(page);
  await scrollTo(page.getByRole('contentinfo'));
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

  test('pages turn by a tap, each card shows the photo beside the name, and Read more opens a bio in place', async ({
    page,
    request,
  }) => {
    const { doctors } = await seeded(request);
    await openDoctors(page);
    const firstCard = doctorsRegion(page)
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3 }) })
      .first();
    const [photo, name] = [
      await firstCard.locator('img').boundingBox(),
      await firstCard.getByRole('heading', { level: 3 }).boundingBox(),
    ];
    // Beside: the name starts right of the photo, level with it.
    expect(name?.x).toBeGreaterThan((photo?.x ?? 0) + (photo?.width ?? 0));
    expect(name?.y).toBeLessThan((photo?.y ?? 0) + (photo?.height ?? 0));

    const first = doctors[0];
    if (!first) throw new Error('no doctors seeded');
    const more = firstCard.getByRole('button', { name: `Read more about ${first.doctor_name}` });
    const bio = firstCard.getByText(first.about);
    const closed = (await bio.boundingBox())?.height ?? 0;
    await more.tap();
    await expect(firstCard.getByRole('button', { name: `Read less about ${first.doctor_name}` })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect((await bio.boundingBox())?.height).toBeGreaterThan(closed);

    await pager(page).getByRole('link', { name: 'Page 3' }).tap();
    await expect(page).toHaveURL('/our-doctor?page=3');
    await expect(doctorNames(page)).toHaveText(doctors.slice(12, 18).map((doctor) => doctor.doctor_name));
    await expect(count(page)).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
  });
});
