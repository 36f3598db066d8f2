import { SITE_ROUTES } from 'shared-ui/site-routes';
import { PORTS } from '../../support/site';
import { LEGACY_ARTICLE_PATHS, SITE_PAGES } from '../../support/sitePaths';
import { expect, pageHeading, test } from '../../support/fixtures';

const REMOTE_PORTS = { mfe_content: PORTS.content, mfe_services: PORTS.services, mfe_booking: PORTS.booking } as const;
type Remote = keyof typeof REMOTE_PORTS;
/**
 * Pages that show another remote's widget load that remote too. Home's doctors grid and the blog's
 * Popular Services come as HTML with the page: their remote loads only as the visitor moves to them
 * (server-widgets.spec.ts). /search asks the content remote for its pages' words only once a query
 * is typed (search.spec.ts), so the empty search page loads no remote.
 */
const WIDGET_REMOTES: Record<string, Remote[]> = {
  '/our-doctor': ['mfe_booking'],
};
const TITLED = /^\S.* \| Aravali Care Hospital$/;

test.describe('every page comes from its owner, headed and titled', () => {
  for (const route of SITE_PAGES) {
    test(`${route.url} comes from ${route.owner}`, async ({ page }) => {
      const remoteEntries = new Set<number>();
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname === '/remoteEntry.js') remoteEntries.add(Number(url.port));
      });
      await page.goto(route.url);
      await expect(pageHeading(page)).toBeVisible();
      await expect(pageHeading(page)).not.toHaveText('');
      await expect(page).toHaveTitle(TITLED);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S.{19,}/);
      const owners = route.owner === 'shell' ? [] : [route.owner];
      const expected = [...owners, ...(WIDGET_REMOTES[route.path] ?? [])].map((remote) => REMOTE_PORTS[remote]);
      // A widget below the fold (home's doctors grid) loads as the visitor scrolls to it.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expect.poll(() => [...remoteEntries].sort()).toEqual(expected.sort());
    });
  }

  test('the page module names the document: a service page after its service', async ({ page }) => {
    await page.goto('/services/cardiology');
    await expect(pageHeading(page)).toHaveText('Cardiology');
    await expect(page).toHaveTitle('Cardiology | Aravali Care Hospital');
  });

  for (const legacyPath of LEGACY_ARTICLE_PATHS) {
    test(`the original article address ${legacyPath} leads to its article under /blog/`, async ({ page }) => {
      await page.goto(legacyPath);
      await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/);
      await expect(pageHeading(page)).not.toHaveText('');
      await expect(page).toHaveTitle(TITLED);
    });
  }

  test('an unknown path shows the not-found page with links home and to services', async ({ page }) => {
    await page.goto('/this/does/not/exist');
    await expect(pageHeading(page)).toHaveText('Page not found');
    await expect(page).toHaveTitle('Page not found | Aravali Care Hospital');
    await page.getByRole('main').getByRole('link', { name: 'See our services' }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(pageHeading(page)).toHaveText('Our Services');
  });

  test('the terms page the footer links to exists', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Terms & Privacy' }).click();
    await expect(page).toHaveURL(/\/terms$/);
    await expect(pageHeading(page)).toHaveText('Terms & Privacy');
  });

  test('the old misspelt appointment link lands on the appointment page', async ({ page }) => {
    await page.goto('/appoinment');
    await expect(page).toHaveURL(/\/appointment$/);
    await expect(pageHeading(page)).toBeVisible();
  });

  test('the route table lists every page once', () => {
    const paths = SITE_ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
