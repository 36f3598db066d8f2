import { SITE_ROUTES } from 'shared-ui/site-routes';
import { LEGACY_ARTICLE_PATHS } from '../../support/sitePaths';
import { expect, pageHeading, pageSettled, test } from '../../support/fixtures';

const TITLED = /^\S.* \| Aravali Care Hospital$/;

/**
 * Every page comes from its owner, headed, titled and described: checked on the load that checks all
 * a page promises at 1280 px (every-page.spec.ts). Here what that sweep does not load as such.
 */
test.describe('every page comes from its owner, headed and titled', () => {
  test("the search page before a query is the shell's, and loads no remote", async ({ page }) => {
    const remoteEntries: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/remoteEntry.js') remoteEntries.push(request.url());
    });
    await page.goto('/search');
    await expect(pageHeading(page)).toHaveText('Search');
    await expect(page).toHaveTitle(TITLED);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S.{19,}/);
    // It asks the content remote for its pages' words only once a query is typed (search.spec.ts).
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await pageSettled(page);
    expect(remoteEntries).toEqual([]);
  });

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
