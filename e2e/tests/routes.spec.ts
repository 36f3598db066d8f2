import { SITE_ROUTES, documentTitle } from 'shared-ui/site-routes';
import { PORTS } from '../support/site';
import { expect, pageHeading, test } from '../support/fixtures';

const REMOTE_PORTS = { mfe_content: PORTS.content, mfe_services: PORTS.services, mfe_booking: PORTS.booking } as const;
/** Pages that show another remote's widget load that remote too. */
const WIDGET_REMOTES: Record<string, (keyof typeof REMOTE_PORTS)[]> = { '/blog': ['mfe_services'] };

test.describe("every route renders its owner's page", () => {
  for (const route of SITE_ROUTES) {
    const path = route.path.replace(':serviceSlug', 'cardiology');
    test(`${path} comes from ${route.owner}`, async ({ page }) => {
      const remoteEntries = new Set<number>();
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname === '/remoteEntry.js') remoteEntries.add(Number(url.port));
      });
      await page.goto(path);
      const heading = route.path === '/services/:serviceSlug' ? 'Cardiology' : route.heading;
      await expect(pageHeading(page)).toHaveText(heading);
      await expect(page).toHaveTitle(
        documentTitle(route.path === '/services/:serviceSlug' ? 'Cardiology' : route.title),
      );
      const expected = [route.owner, ...(WIDGET_REMOTES[route.path] ?? [])].map((remote) => REMOTE_PORTS[remote]);
      expect([...remoteEntries].sort()).toEqual(expected.sort());
    });
  }

  test('an unknown path shows the not-found page with links home and to services', async ({ page }) => {
    await page.goto('/this/does/not/exist');
    await expect(pageHeading(page)).toHaveText('Page not found');
    await expect(page).toHaveTitle(documentTitle('Page not found'));
    await page.getByRole('main').getByRole('link', { name: 'See our services' }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(pageHeading(page)).toHaveText('Our Services');
  });

  test('the terms page the footer links to exists', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Terms & Privacy' }).click();
    await expect(pageHeading(page)).toHaveText('Terms & Privacy');
  });

  test('the old misspelt appointment link lands on the appointment page', async ({ page }) => {
    await page.goto('/appoinment');
    await expect(page).toHaveURL(/\/appointment$/);
    await expect(pageHeading(page)).toHaveText('Book an Appointment');
  });
});
