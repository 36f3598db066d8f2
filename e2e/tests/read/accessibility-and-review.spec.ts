import type { APIRequestContext } from '@playwright/test';
import { HOSPITAL } from 'contract/hospital';
import { SITE_PAGES } from '../../support/sitePaths';
import { expect, pageHeading, test } from '../../support/fixtures';

/**
 * Issue 43, "said where patients look for it": the accessibility statement is one footer link away
 * from every page in either language, and a health article says when it was last reviewed and when
 * it is next due, in its page and in its structured data.
 */

/** The server's HTML of a page, as a search engine or a browser without scripts gets it. */
const htmlOf = async (request: APIRequestContext, path: string) => {
  const answer = await request.get(path);
  expect(answer.status(), path).toBe(200);
  return answer.text();
};

const footerOf = (html: string) => /<footer[\s\S]*<\/footer>/.exec(html)?.[0] ?? '';

const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? 'null') as Record<string, unknown>,
  );

test.describe('the accessibility statement', () => {
  test('every page, in English and Hindi, links to it from its footer', async ({ request }) => {
    // Six dozen pages read as the server sends them.
    test.slow();
    for (const route of SITE_PAGES) {
      expect(footerOf(await htmlOf(request, route.url)), route.url).toContain('href="/accessibility"');
      const hindi = `/hi${route.url === '/' ? '' : route.url}`;
      expect(footerOf(await htmlOf(request, hindi)), hindi).toContain('href="/hi/accessibility"');
    }
  });

  for (const { from, link, heading, path, checked } of [
    {
      from: '/about',
      link: 'Accessibility',
      heading: 'Accessibility statement',
      path: '/accessibility',
      checked: '5 December 2026',
    },
    { from: '/hi/about', link: 'सुलभता', heading: 'सुलभता विवरण', path: '/hi/accessibility', checked: '5 दिसंबर 2026' },
  ]) {
    test(`the footer's “${link}” leads to the statement at ${path}`, async ({ page, request }) => {
      await page.goto(from);
      await page.getByRole('contentinfo').getByRole('link', { name: link, exact: true }).click();
      await expect(page).toHaveURL(path);
      await expect(pageHeading(page)).toHaveText(heading);
      const main = page.getByRole('main');
      await expect(main).toContainText('WCAG) 2.2');
      await expect(main.getByRole('link', { name: HOSPITAL.email })).toHaveAttribute(
        'href',
        `mailto:${HOSPITAL.email}`,
      );
      await expect(main.getByRole('link', { name: HOSPITAL.supportPhone })).toHaveAttribute('href', /^tel:\+91/);
      await expect(main.locator('time[datetime="2026-12-05"]')).toHaveText(checked);
      expect(await htmlOf(request, path)).toContain(`<h1`);
      expect(await (await request.get('/sitemap.xml')).text()).toContain(`/accessibility</loc>`);
    });
  }
});

test.describe('a health page says when it was reviewed', () => {
  for (const { path, lastReviewed, shown } of [
    {
      path: '/blog/air-pollution-and-your-lungs',
      lastReviewed: '2025-11-10',
      shown: /^Page last reviewed:\s*10 November 2025\s*Next review due:\s*10 November 2026$/,
    },
    {
      path: '/hi/blog/air-pollution-and-your-lungs',
      lastReviewed: '2025-11-10',
      shown: /^पेज की पिछली समीक्षा:\s*10 नवंबर 2025\s*अगली समीक्षा की तारीख़:\s*10 नवंबर 2026$/,
    },
    {
      path: '/diabetes',
      lastReviewed: '2026-11-24',
      shown: /^Page last reviewed:\s*24 November 2026\s*Next review due:\s*24 November 2027$/,
    },
  ]) {
    test(`${path}: in its HTML, its structured data and its page`, async ({ page, request }) => {
      const html = await htmlOf(request, path);
      // React writes the attribute as dateTime; HTML's names are case-insensitive.
      expect(new RegExp(`<time datetime="${lastReviewed}">`, 'i').test(html), 'the review date in the HTML').toBe(true);
      const healthPage = jsonLdOf(html).find((node) => node['@type'] === 'MedicalWebPage');
      expect(healthPage).toMatchObject({ lastReviewed });

      await page.goto(path);
      await expect(
        page
          .getByRole('main')
          .locator('dl', { has: page.locator('time') })
          .last(),
      ).toHaveText(shown);
    });
  }
});
