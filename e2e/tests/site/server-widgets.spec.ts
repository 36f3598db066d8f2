import type { APIRequestContext, Page, Request } from '@playwright/test';
import { API_URL, PORTS } from '../../support/site';
import { expect, pageHeading, pageLive, scrollTo, test } from '../../support/fixtures';

/**
 * Another remote's widget served as HTML with the page that shows it (docs/decisions/0009): the
 * doctors grid on home, Popular Services in the blog's sidebar. Read without script; with script
 * shown at once, its code fetched only as the visitor moves to it, then the live widget in place.
 */
interface Doctor {
  doctor_name: string;
  slug: string;
}

const specialities = (page: Page) => page.getByRole('region', { name: 'Our Specialities' });
const popularServices = (page: Page) => page.getByRole('region', { name: 'Popular Services' });

/** The services remote's scripts this page has asked for (its stylesheets come with the HTML). */
function servicesScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (Number(url.port) === PORTS.services && url.pathname.endsWith('.js')) scripts.push(url.pathname);
  });
  return scripts;
}

const firstDoctors = async (request: APIRequestContext) =>
  ((await (await request.get(`${API_URL}/api/doctor/doctor`)).json()) as Doctor[]).slice(0, 8);

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("home shows the services team's doctors grid, its links leading to each doctor", async ({ page, request }) => {
    const doctors = await firstDoctors(request);
    await page.goto('/');
    await expect(specialities(page).getByRole('heading', { level: 3 })).toHaveText(
      doctors.map((doctor) => doctor.doctor_name),
    );
    const first = doctors[0];
    if (!first) throw new Error('the API has no doctors');
    await expect(
      specialities(page).getByRole('link', { name: `Get Appointment with ${first.doctor_name}` }),
    ).toHaveAttribute('href', /^\/appointment\?/);
    await specialities(page).getByRole('link', { name: first.doctor_name, exact: true }).click();
    await expect(page).toHaveURL(`/our-doctor/${first.slug}`);
    await expect(pageHeading(page)).toContainText(first.doctor_name);
  });

  test("the blog's sidebar lists Popular Services as links", async ({ page }) => {
    await page.goto('/blog');
    await expect(popularServices(page).getByRole('link')).toHaveCount(5);
    await expect(popularServices(page).getByRole('link', { name: 'Cardiology' })).toHaveAttribute(
      'href',
      '/services/cardiology',
    );
  });
});

test.describe('with JavaScript on a laptop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the grid shows from the served HTML; its code comes as the pointer reaches it, then it works in place', async ({
    page,
    request,
  }) => {
    const doctors = await firstDoctors(request);
    const first = doctors[0];
    if (!first) throw new Error('the API has no doctors');
    const scripts = servicesScripts(page);
    await page.goto('/');
    await pageLive(page);
    await page.evaluate(() => window.scrollBy(0, window.innerHeight));
    const grid = specialities(page).getByRole('list').first();
    await scrollTo(grid);
    await expect(specialities(page).getByRole('heading', { level: 3 })).toHaveText(
      doctors.map((doctor) => doctor.doctor_name),
    );
    await expect(specialities(page).locator('[data-server-widget]')).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    expect(scripts, 'the grid needs no code until the visitor goes to it').toEqual([]);

    const cardBefore = await specialities(page).getByRole('listitem').first().boundingBox();
    await specialities(page).getByRole('heading', { name: first.doctor_name }).hover();
    await expect.poll(() => scripts.some((script) => script.includes('DoctorsGrid'))).toBe(true);
    // The live grid took the served HTML's place, where it was, with no loading state between.
    await expect(specialities(page).locator('[data-server-widget]')).toHaveCount(0);
    await expect(specialities(page).getByRole('status')).toHaveCount(0);
    expect(await specialities(page).getByRole('listitem').first().boundingBox()).toEqual(cardBefore);

    await specialities(page)
      .getByRole('link', { name: `Get Appointment with ${first.doctor_name}` })
      .click();
    await expect(page).toHaveURL(/\/appointment\?/);
    await expect(pageHeading(page)).toBeVisible();
  });

  test("the blog's Popular Services: served, live on intent, its links through the router", async ({ page }) => {
    const scripts = servicesScripts(page);
    await page.goto('/blog');
    await pageLive(page);
    const links = popularServices(page).getByRole('link');
    await scrollTo(links.first());
    await expect(links).toHaveCount(5);
    await page.waitForLoadState('networkidle');
    expect(scripts).toEqual([]);

    await links.first().hover();
    await expect.poll(() => scripts.some((script) => script.includes('PopularServices'))).toBe(true);
    await expect(popularServices(page).locator('[data-server-widget]')).toHaveCount(0);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await popularServices(page).getByRole('link', { name: 'Cardiology' }).click();
    await expect(pageHeading(page)).toHaveText('Cardiology');
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });
});
