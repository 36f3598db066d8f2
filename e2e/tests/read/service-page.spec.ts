import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { HOSPITAL, telHref } from 'contract/hospital';
import { API_URL } from '../../support/site';
import { expect, markDocument, pageHeading, pageSettled, stillSameDocument, test } from '../../support/fixtures';

/** A service page read from the seeded API: every section, each toggle, the booking links. */
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

interface Department {
  id: number;
  department_name: string;
}
interface Doctor {
  id: number;
  doctor_name: string;
  department: Department;
}

const section = (page: Page, name: string) => page.getByRole('main').getByRole('region', { name, exact: true });

/** Opens a service page and scrolls through it, as a reader would. */
async function openService(page: Page, slug: string, heading: string) {
  await page.goto(`/services/${slug}`);
  await expect(pageHeading(page)).toHaveText(heading);
  await pageSettled(page);
  const height = await page.evaluate(() => document.body.scrollHeight);
  for (let top = 0; top < height; top += 600) {
    // Scrolled, then two frames: what came into view has been seen (and asked for what it shows).
    await page.evaluate(
      (y) =>
        new Promise((resolve) => {
          window.scrollTo(0, y);
          requestAnimationFrame(() => requestAnimationFrame(resolve));
        }),
      top,
    );
  }
  await pageSettled(page);
}

test('a service page shows every section of the service, in order', async ({ page }) => {
  await openService(page, 'cardiology', 'Cardiology');
  await expect(page).toHaveTitle('Cardiology | Aravali Care Hospital');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^Heart disease strikes/);

  const hero = section(page, 'Cardiology and Heart Care');
  await expect(hero.getByText('Expert care for every heartbeat')).toBeVisible();
  await expect(hero.getByRole('list', { name: 'Highlights' }).getByRole('listitem')).toHaveCount(4);
  const heroImages = hero.locator('img');
  await expect(heroImages).toHaveCount(2);
  for (const image of await heroImages.all()) {
    await expect(image).toHaveAttribute('width', '600');
    await expect(image).toHaveAttribute('height', '450');
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  }

  await expect(section(page, 'Our Cardiology Doctors')).toBeVisible();
  const headings = await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
  expect(headings).toEqual([
    'Cardiology and Heart Care',
    'Why Choose Us',
    'What We Offer',
    'Technology We Use',
    'Support Services',
    'When Should You See Us?',
    'Why We Lead',
    'Our Cardiology Doctors',
    'Frequently Asked Questions',
    'Look after your heart',
  ]);
  const leaders = section(page, 'Why We Lead');
  await expect(leaders.getByText('Cath lab for emergency angioplasty')).toBeVisible();
  // No case count or success rate the hospital has not supplied (issue 17).
  await expect(leaders).not.toContainText(/%|cases treated|success rate/i);
  await expect(section(page, 'Support Services').getByRole('heading', { level: 3 })).toHaveCount(3);
  await expect(section(page, 'When Should You See Us?').getByRole('listitem')).toHaveCount(6);
});

test('each toggle shows the rest of its list and hides it again', async ({ page }) => {
  await openService(page, 'cardiology', 'Cardiology');

  const why = section(page, 'Why Choose Us');
  const firstCard = why
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Heart Attack Care Without Delay' }) });
  await expect(firstCard.locator('ul li')).toHaveCount(4);
  const viewMore = firstCard.getByRole('button');
  await expect(viewMore).toHaveAccessibleName('View More about Heart Attack Care Without Delay');
  await viewMore.click();
  await expect(firstCard.locator('ul li')).toHaveCount(5);
  await expect(viewMore).toHaveAttribute('aria-expanded', 'true');
  await expect(viewMore).toContainText('View Less');
  // Each card opens on its own.
  const secondCard = why
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Complete Diagnostics Under One Roof' }) });
  await expect(secondCard.locator('ul li')).toHaveCount(4);
  await viewMore.click();
  await expect(firstCard.locator('ul li')).toHaveCount(4);

  for (const [name, label, collapsed, all] of [
    ['What We Offer', 'View All Services', 6, 7],
    ['Technology We Use', 'View All Technologies', 5, 6],
  ] as const) {
    const region = section(page, name);
    const items = region.getByRole('heading', { level: 3 });
    await expect(items).toHaveCount(collapsed);
    await region.getByRole('button', { name: label }).click();
    await expect(items).toHaveCount(all);
    await region.getByRole('button', { name: 'View Less' }).click();
    await expect(items).toHaveCount(collapsed);
  }

  const faqs = section(page, 'Frequently Asked Questions');
  const questions = faqs.getByRole('heading', { level: 3 });
  await expect(questions).toHaveCount(4);
  await faqs.getByRole('button', { name: 'View All FAQs' }).click();
  await expect(questions).toHaveCount(5);
  await faqs.getByRole('button', { name: 'What should I do if I have chest pain?' }).click();
  await expect(faqs.getByText(`call ${HOSPITAL.emergencyPhone} for an ambulance`)).toBeVisible();
  expect(await new AxeBuilder({ page }).include('main').withTags(WCAG_22_AA).analyze()).toMatchObject({
    violations: [],
  });
  await faqs.getByRole('button', { name: 'View Less' }).click();
  await expect(questions).toHaveCount(4);
});

test("lists the service's doctors, and books the service with its department chosen", async ({ page, request }) => {
  const departments = (await (await request.get(`${API_URL}/api/doctor/department/`)).json()) as Department[];
  const doctors = (await (await request.get(`${API_URL}/api/doctor/doctor`)).json()) as Doctor[];
  const idOf = (name: string) => departments.find((department) => department.department_name === name)?.id;

  await openService(page, 'cardiology', 'Cardiology');
  const cardiology = idOf('Cardiology');
  const team = section(page, 'Our Cardiology Doctors');
  const cardiologists = doctors.filter((doctor) => doctor.department.id === cardiology);
  await expect(team.getByRole('heading', { level: 3 })).toHaveText(cardiologists.map((doctor) => doctor.doctor_name));
  for (const doctor of cardiologists) {
    await expect(team.getByRole('link', { name: `Book Appointment with ${doctor.doctor_name}` })).toHaveAttribute(
      'href',
      `/appointment?doctor=${doctor.id}&department=${cardiology}`,
    );
  }

  const cta = section(page, 'Look after your heart');
  await expect(cta.getByRole('link', { name: HOSPITAL.emergencyPhone })).toHaveAttribute(
    'href',
    telHref(HOSPITAL.emergencyPhone),
  );
  await cta.getByRole('link', { name: 'Book Heart Checkup' }).click();
  await expect(page).toHaveURL(`/appointment?department=${cardiology}`);

  // Named differently from its department, Bariatric Surgery still books Bariatric & Laparoscopic Surgery.
  await openService(page, 'bariatric-surgery', 'Bariatric Surgery');
  await expect(page.getByRole('main').getByRole('link', { name: 'Book Assessment' })).toHaveAttribute(
    'href',
    `/appointment?department=${idOf('Bariatric & Laparoscopic Surgery')}`,
  );
});

test('a broken banner shows the fallback image, on the services page and a service page', async ({ page }) => {
  await page.route('**/media/services/cardiology-*.svg', (route) => route.fulfill({ status: 404, body: '' }));
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/services');
  const card = page.getByRole('group', { name: /^2 of \d+$/ });
  await expect(card.getByRole('heading')).toHaveText('Cardiology');
  const banner = card.locator('img');
  await expect(banner).toHaveAttribute('src', /service-fallback\.[0-9a-f]+\.svg$/);
  await expect.poll(() => banner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect((await banner.boundingBox())?.height).toBeCloseTo(160, 0);

  await openService(page, 'cardiology', 'Cardiology');
  const heroImages = section(page, 'Cardiology and Heart Care').locator('img');
  await expect(heroImages.first()).toHaveAttribute('src', /service-fallback\.[0-9a-f]+\.svg$/);
  await expect(heroImages.last()).toHaveAttribute('src', /service-fallback\.[0-9a-f]+\.svg$/);
});

test('an unknown service says so and leads to all services', async ({ page }) => {
  await page.goto('/services/no-such-service');
  await expect(pageHeading(page)).toHaveText('Service not found');
  await expect(page).toHaveTitle('Service not found | Aravali Care Hospital');
  await expect(page.getByText(/API Error/)).toHaveCount(0);
  expect(await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze()).toMatchObject({ violations: [] });
  await page.getByRole('main').getByRole('link', { name: 'See all our services' }).click();
  await expect(pageHeading(page)).toHaveText('Our Services');
});

// Matched by path: the client adds the visitor's language as a query (`?lang=en`).
const cardiologyPage = (url: URL) => url.pathname === '/api/service/service-page/cardiology/';

test("a service page the API cannot give says 'Error: …', and Retry loads it in place", async ({ page }) => {
  // Reached from another page: opened by its address, the page comes with what it was rendered from.
  await page.goto('/about');
  await page.route(cardiologyPage, (route) => route.fulfill({ status: 503, body: '{}' }));
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Services' }).hover();
  await nav.getByRole('link', { name: 'Cardiology' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(/^Error: API Error 503/);
  await markDocument(page);
  await page.unroute(cardiologyPage);
  await page.getByRole('main').getByRole('button', { name: 'Retry' }).click();
  await expect(pageHeading(page)).toHaveText('Cardiology');
  expect(await stillSameDocument(page)).toBe(true);
});

test.describe('on a phone, by touch', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test('the toggles answer a tap, and the page fits the screen', async ({ page }) => {
    await openService(page, 'cardiology', 'Cardiology');
    const details = section(page, 'What We Offer');
    await details.getByRole('button', { name: 'View All Services' }).tap();
    await expect(details.getByRole('heading', { level: 3 })).toHaveCount(7);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
  });
});
