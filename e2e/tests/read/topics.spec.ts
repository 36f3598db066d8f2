import type { Service } from 'contract';
import { expect, pageHeading, pageSettled, test } from '../../support/fixtures';
import { API_URL, SHELL_URL } from '../../support/site';

/**
 * Issue 17, finding 2: four topics had two pages that disagreed. Each is now one page; the
 * `/services/…` twin answers a permanent redirect from the server, and every link goes to the
 * topic page directly.
 */
const TOPICS = [
  { slug: 'accident-and-emergency', page: '/emergency', heading: 'Accident & Emergency' },
  { slug: 'diabetes-and-endocrinology', page: '/diabetes', heading: /Diabetes/ },
  { slug: 'home-care', page: '/homecare', heading: /Home Care/i },
  { slug: 'full-body-health-checkup', page: '/healthcheck', heading: /Health Check/i },
] as const;

test.describe('one page per topic', () => {
  for (const topic of TOPICS) {
    test(`/services/${topic.slug} is ${topic.page}`, async ({ page, request }) => {
      for (const path of [`/services/${topic.slug}`, `/services/${topic.slug}/`]) {
        const answer = await request.get(`${SHELL_URL}${path}?from=newsletter`, { maxRedirects: 0 });
        expect([301, 308], `${path} redirects permanently`).toContain(answer.status());
        expect(answer.headers()['location']).toBe(`${topic.page}?from=newsletter`);
      }
      await page.goto(`/services/${topic.slug}`);
      // /emergency moves to /emergency/ once its offline worker is registered (the worker's scope).
      await expect(page).toHaveURL(new RegExp(`${topic.page}/?$`));
      await expect(pageHeading(page)).toHaveText(topic.heading);
    });
  }

  test('the services menu and the services page lead to the topic pages, never to their twins', async ({
    page,
    request,
  }) => {
    const services = (await (await request.get(`${API_URL}/api/service/service-pages/`)).json()) as Service[];
    await page.goto('/');
    await pageSettled(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Services' }).hover();
    for (const topic of TOPICS) {
      const service = services.find((item) => item.slug === topic.slug);
      if (!service) throw new Error(`the API does not list ${topic.slug}`);
      await expect(nav.getByRole('link', { name: service.name, exact: true })).toHaveAttribute('href', topic.page);
    }

    await page.goto('/services');
    await pageSettled(page);
    const twins = page.getByRole('main').locator(TOPICS.map((topic) => `a[href^="/services/${topic.slug}"]`).join(','));
    await expect(twins).toHaveCount(0);
    for (const topic of TOPICS) {
      await expect(page.getByRole('main').locator(`a[href="${topic.page}"]`).first()).toBeAttached();
    }
  });

  test('inside the site, an old link to a twin replaces itself with the topic page', async ({ page }) => {
    await page.goto('/services');
    await pageSettled(page);
    // As a link the site no longer makes (an old article, a bookmark inside the app) would.
    await page.evaluate(() => {
      window.history.pushState({}, '', '/services/home-care');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page).toHaveURL('/homecare');
    await expect(pageHeading(page)).toHaveText(/Home Care/i);
    await page.goBack();
    await expect(page).toHaveURL('/services');
  });
});
