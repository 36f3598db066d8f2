import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { SITE_PAGES } from '../../support/sitePaths';
import { expect, pageHeading, pageLive, test } from '../../support/fixtures';

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * Every page a visitor can open by its address arrives as HTML: all but the search results, which
 * are made for the query typed, and the account pages a signed-out visitor is sent on from.
 */
const PRERENDERED = SITE_PAGES.filter((route) => route.url !== '/search');

/** The page's text as a visitor without script reads it: the main region's, spaces collapsed. */
const mainText = async (page: Page) => ((await page.getByRole('main').textContent()) ?? '').replace(/\s+/g, ' ').trim();

test.describe('without JavaScript, every page reads as HTML', () => {
  test.use({ javaScriptEnabled: false });

  for (const route of PRERENDERED) {
    test(`${route.url}: its heading, text and working links`, async ({ page }) => {
      const response = await page.goto(route.url);
      expect(response?.status()).toBe(200);
      await expect(pageHeading(page)).toBeVisible();
      await expect(pageHeading(page)).not.toHaveText('');
      expect((await mainText(page)).length).toBeGreaterThan(80);
      await expect(page).toHaveTitle(/\S.* \| Aravali Care Hospital$/);
      // Every link in the page leads somewhere: an address, not a script's click handler.
      const hrefs = await page
        .getByRole('main')
        .locator('a')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      for (const href of hrefs) expect(href, 'a link without an address').toMatch(/^(\/|https?:|tel:|mailto:|#\w)/);
      // Pictures are there, and say what they show or are marked as decoration.
      const images = page.getByRole('main').locator('img');
      for (const alt of await images.evaluateAll((all) => all.map((image) => image.getAttribute('alt')))) {
        expect(alt).not.toBeNull();
      }
    });
  }

  test('the header and footer are there too, the services menu as links', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    const services = page.getByRole('navigation', { name: 'Main' }).locator('a[href="/services/cardiology"]');
    await expect(services).toHaveCount(1);
  });

  test('a form page shows its fields and how to book by phone', async ({ page }) => {
    await page.goto('/blood-test');
    await expect(page.getByRole('textbox', { name: 'Patient Name', exact: true })).toBeVisible();
    // Playwright finds no text inside <noscript>, so the message is read by its elements.
    const byPhone = page.getByRole('main').locator('noscript p');
    await expect(byPhone).toBeVisible();
    await expect(byPhone).toContainText('Booking online needs JavaScript, which is off in this browser.');
    await expect(byPhone.locator('a[href^="tel:+91"]')).toHaveText(/^\+91 [\d ]+$/);
  });
});

test.describe('the server answers with the status of the page', () => {
  test('an unknown address is a 404, and the visitor gets the not-found page', async ({ request, page }) => {
    expect((await request.get('/no-such-page')).status()).toBe(404);
    await page.goto('/no-such-page');
    await expect(pageHeading(page)).toHaveText('Page not found');
  });

  for (const path of ['/services/no-such-service', '/our-doctor/no-such-doctor', '/blog/no-such-article']) {
    test(`${path}, a page its owner does not have, is a 404 that says so`, async ({ request, page }) => {
      const answer = await request.get(path);
      expect(answer.status()).toBe(404);
      expect(await answer.text()).toContain('<meta name="robots" content="noindex">');
      await page.goto(path);
      await pageLive(page);
      await expect(pageHeading(page)).toHaveText(/not found/i);
    });
  }
});

// The live page taking the server's place, with no layout shift or console error: layout.spec.ts.

test.describe("axe on the server's HTML, before any script runs", () => {
  // Its pages never go live: the journey does not wait for them to.
  test.use({ waitForLivePage: false });
  for (const route of PRERENDERED) {
    test(`${route.url} has no WCAG 2.2 AA violations`, async ({ page }) => {
      // The site's scripts are held back, so what is checked is the HTML as it arrived.
      await page.route(/\.js(\?|$)/, (routed) => routed.abort());
      await page.goto(route.url);
      await expect(pageHeading(page)).toBeVisible();
      const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
      expect(
        results.violations.map(
          (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        ),
      ).toEqual([]);
    });
  }
});

const invitation = (page: Page) => page.getByRole('heading', { name: 'Please sign in' });
const check = (page: Page) => page.getByRole('status').filter({ hasText: 'Checking whether you are signed in...' });

test.describe('the account page before the API has said who is signed in', () => {
  test('without JavaScript it invites to sign in, with a working link', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/account');
    await expect(invitation(page)).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    await expect(check(page)).toBeHidden();
    await context.close();
  });

  for (const signedInBefore of [false, true]) {
    test(`shows ${signedInBefore ? 'the check where someone was signed in on this browser' : 'the invitation where no one has signed in here'} until the answer`, async ({
      page,
    }) => {
      if (signedInBefore) await page.addInitScript(() => window.localStorage.setItem('signed-in-here', '1'));
      const held = { answer: () => undefined as void };
      const answered = new Promise<void>((resolve) => (held.answer = resolve));
      await page.route('**/api/account/session/', async (route) => {
        await answered;
        await route.continue();
      });
      await page.goto('/account');
      await pageLive(page);
      await expect(signedInBefore ? check(page) : invitation(page)).toBeVisible();
      await expect(signedInBefore ? invitation(page) : check(page)).toBeHidden();
      held.answer();
      // Nobody is signed in: the API says so, the invitation stays, and the hint is gone.
      await expect(invitation(page)).toBeVisible();
      await expect(check(page)).toBeHidden();
      await expect.poll(() => page.evaluate(() => window.localStorage.getItem('signed-in-here'))).toBeNull();
    });
  }
});
