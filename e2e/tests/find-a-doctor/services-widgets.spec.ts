import type { Page, Route } from '@playwright/test';
import { API_URL, PORTS } from '../../support/site';
import { servicePagePath } from '../../support/sitePaths';
import {
  expect,
  markDocument,
  pageHeading,
  pageSettled,
  scrollTo,
  stillSameDocument,
  test,
} from '../../support/fixtures';

/**
 * The services team's widgets inside other teams' pages: "Our Specialities" on the home page and
 * "Popular Services" in the blog's sidebar, each falling back alone when this remote is down.
 */
interface Doctor {
  id: number;
  doctor_name: string;
  image: string | null;
  about: string;
  department: { id: number; department_name: string };
}

const FALLBACK = 'This section is unavailable right now.';
const specialities = (page: Page) => page.getByRole('region', { name: 'Our Specialities' });
const doctorCard = (page: Page, name: string) =>
  specialities(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name }) });

/** The doctors list's request, whatever language it asks in (`?lang=en`). */
const doctorsList = (url: URL) => url.pathname === '/api/doctor/doctor';

/** Answers the doctors list with `change` applied to what the API sent. */
const changeDoctors = (page: Page, change: (doctors: Doctor[]) => unknown) =>
  page.route(doctorsList, async (route: Route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: change((await response.json()) as Doctor[]) });
  });

/**
 * The grid loads as it nears the viewport (it sits below the home page's first screen). Opened
 * from another page (`live`), the grid is not served as HTML with the page: it fetches the doctors
 * list itself, as the journeys that change that list need.
 */
async function openHome(page: Page, { live = false } = {}) {
  if (live) {
    await page.goto('/about');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  } else {
    await page.goto('/');
  }
  await expect(pageHeading(page)).toBeVisible();
  // The home page renders its sections below the first screen once the visitor starts to scroll.
  await page.evaluate(() => window.scrollBy(0, window.innerHeight));
  await scrollTo(specialities(page));
}

test.describe('Popular Services in the blog sidebar', () => {
  test('lists the first five services, each going to its page once', async ({ page, request }) => {
    const services = (await (await request.get(`${API_URL}/api/service/service-pages/`)).json()) as {
      slug: string;
      name: string;
    }[];
    await page.goto('/blog');
    const widget = page.getByRole('region', { name: 'Popular Services' });
    const links = widget.getByRole('link');
    await expect(links).toHaveText(services.slice(0, 5).map((service) => service.name));
    for (const [index, service] of services.slice(0, 5).entries()) {
      await expect(links.nth(index)).toHaveAttribute('href', servicePagePath(service.slug));
    }
    const before = await page.evaluate(() => history.length);
    await links.nth(1).click();
    await expect(pageHeading(page)).toHaveText(services[1]?.name ?? '');
    expect(await page.evaluate(() => history.length)).toBe(before + 1);
  });
});

test.describe('Our Specialities on the home page', () => {
  // A changed answer still being fetched when a test ends must not fail the next test.
  test.afterEach(({ page }) => page.unrouteAll({ behavior: 'ignoreErrors' }));

  test('shows each doctor with photo, name and department, and Get Appointment with their ids', async ({
    page,
    request,
  }) => {
    const doctors = (await (await request.get(`${API_URL}/api/doctor/doctor`)).json()) as Doctor[];
    await openHome(page);
    await pageSettled(page);
    // The home page asks for its first eight doctors: two rows of four on a wide screen.
    const shown = doctors.slice(0, 8);
    await expect(specialities(page).getByRole('heading', { level: 3 })).toHaveText(
      shown.map((doctor) => doctor.doctor_name),
    );
    for (const doctor of shown) {
      const card = doctorCard(page, doctor.doctor_name);
      await expect(card.getByText(doctor.department.department_name).first()).toBeVisible();
      await expect(card.getByRole('link', { name: `Get Appointment with ${doctor.doctor_name}` })).toHaveAttribute(
        'href',
        `/appointment?doctor=${doctor.id}&department=${doctor.department.id}`,
      );
      const photo = card.locator('img');
      await expect(photo).toHaveAttribute('width', '400');
      await expect(photo).toHaveAttribute('height', '500');
      await expect(photo).toHaveAttribute('loading', 'lazy');
    }
  });

  test('shows the About Doctor text on hover and on keyboard focus, and Escape hides it', async ({ page }) => {
    await openHome(page);
    const card = specialities(page).getByRole('listitem').first();
    const about = card.getByText('About Doctor').locator('..');
    const opacity = () => about.evaluate((element) => Number(getComputedStyle(element).opacity));
    await expect.poll(opacity).toBe(0);
    await card.hover();
    await expect.poll(opacity).toBe(1);
    await page.mouse.move(0, 0);
    await expect.poll(opacity).toBe(0);

    await card.getByRole('link', { name: /^Get Appointment/ }).focus();
    await expect.poll(opacity).toBe(1);
    await page.keyboard.press('Escape');
    await expect.poll(opacity).toBe(0);
    await page.keyboard.press('Tab');
    await expect.poll(opacity).toBe(0);
  });

  test("uses the default portrait for a doctor without a photo, and a 'Doctor Image' box for a broken one", async ({
    page,
  }) => {
    await changeDoctors(page, (doctors) =>
      doctors.map((doctor, index) => (index === 0 ? { ...doctor, image: null } : doctor)),
    );
    await page.route('**/media/doctors/dr-rohit-malhotra.svg', (route) => route.fulfill({ status: 404, body: '' }));
    await openHome(page, { live: true });
    const first = specialities(page).getByRole('listitem').first().locator('img');
    await expect(first).toHaveAttribute('src', /default-doctor\.[0-9a-f]+\.svg$/);
    await scrollTo(first);
    await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const broken = doctorCard(page, 'Dr. Rohit Malhotra');
    await scrollTo(broken);
    await expect(broken.getByText('Doctor Image', { exact: true })).toBeVisible();
  });

  test("says 'Failed to fetch doctors data', and Retry loads the grid in place", async ({ page }) => {
    await page.route(doctorsList, (route) => route.fulfill({ status: 500, json: {} }));
    await openHome(page, { live: true });
    await expect(specialities(page).getByRole('alert')).toHaveText(/Failed to fetch doctors data/);
    await markDocument(page);
    await page.unroute(doctorsList);
    await specialities(page).getByRole('button', { name: 'Retry' }).click();
    await expect(specialities(page).getByRole('heading', { level: 3 }).first()).toBeVisible();
    expect(await stillSameDocument(page)).toBe(true);
  });

  test("says 'Error: Invalid data format received' for an answer that is not a list", async ({ page }) => {
    await changeDoctors(page, (doctors) => ({ results: doctors }));
    await openHome(page, { live: true });
    await expect(specialities(page).getByRole('alert')).toHaveText('Error: Invalid data format received');
  });

  test.describe('on a phone, by touch', () => {
    test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

    test('shows the About Doctor text without hovering, and a tap books', async ({ page }) => {
      await openHome(page);
      const card = specialities(page).getByRole('listitem').first();
      await scrollTo(card);
      await expect(card.getByText('About Doctor')).toBeInViewport();
      const link = card.getByRole('link', { name: /^Get Appointment/ });
      const href = (await link.getAttribute('href')) ?? '';
      await link.tap();
      await expect(page).toHaveURL(href);
    });
  });
});

// Reached from another page: the widget is not served with it, so its code is what shows it.
test('with this remote down, the blog keeps its page and only Popular Services falls back', async ({ page }) => {
  await page.goto('/about');
  await page.route(`http://localhost:${PORTS.services}/**`, (route) => route.abort('connectionrefused'));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click();
  await expect(pageHeading(page)).toBeVisible();
  await expect(page.getByRole('complementary').getByText(FALLBACK)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});

test('with this remote down, the home page keeps its page and only Our Specialities falls back', async ({ page }) => {
  await page.goto('/about');
  await page.route(`http://localhost:${PORTS.services}/**`, (route) => route.abort('connectionrefused'));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await page.evaluate(() => window.scrollBy(0, window.innerHeight));
  await expect(pageHeading(page)).toBeVisible();
  await expect(page.getByRole('main').getByText(FALLBACK)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('contentinfo')).toBeVisible();
});
