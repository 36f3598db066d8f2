import type { Page } from '@playwright/test';
import { HOSPITAL } from 'contract/hospital';
import { expectCallsInFirstScreen } from '../../support/emergency';
import { SITE_PAGES } from '../../support/sitePaths';
import { expect, pageHeading, pageSettled, test } from '../../support/fixtures';

/**
 * A layout that holds at every width. Every page fits a phone's screen at 320 and 375 px, and
 * nothing on it moves while it loads (CLS under 0.05) at 375 and 1280 px, from the server's HTML
 * through the live page taking its place to the last part loaded further down; then, on that same
 * load, its header's Emergency control is in the first screen and calls in one tap (issue 17). On a
 * phone the header is short, and the floating call and chat buttons never cover a focused field.
 */
const paths = SITE_PAGES.map((route) => (route.path === '/search' ? '/search?q=heart' : route.url));

/** The map provider answers with a blank page: the layout is the site's, not Google's. */
async function stubMap(page: Page): Promise<void> {
  await page.route(/^https:\/\/www\.google\.com\/maps/, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>map</title>' }),
  );
}

/**
 * Widths against the screen: on a phone the layout viewport itself grows to hold something too wide
 * (and the browser zooms out), so `innerWidth` alone would hide it.
 */
const widths = (page: Page) =>
  page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    layoutViewport: window.innerWidth,
    visualViewport: Math.round(window.visualViewport?.width ?? 0),
    screen: window.screen.width,
  }));

for (const width of [320, 375]) {
  test.describe(`no sideways scroll at ${width}px`, () => {
    test.use({ viewport: { width, height: 740 }, screen: { width, height: 740 }, isMobile: true, hasTouch: true });

    // At 375 px each page's fit is checked on its first load, with its layout shift (below).
    if (width === 320) {
      for (const path of paths) {
        test(`${path} fits the screen`, async ({ page }) => {
          await stubMap(page);
          await page.goto(path);
          await expect(pageHeading(page)).toBeVisible();
          await pageSettled(page);
          expect(await widths(page)).toEqual({
            page: width,
            layoutViewport: width,
            visualViewport: width,
            screen: width,
          });
        });
      }
    }

    test('/contact fits the screen with its map open', async ({ page }) => {
      await stubMap(page);
      await page.goto('/contact');
      await page.getByRole('button', { name: 'Show the map' }).tap();
      await expect(page.getByTitle(`Map showing ${HOSPITAL.name}`)).toBeVisible();
      expect(await widths(page)).toEqual({ page: width, layoutViewport: width, visualViewport: width, screen: width });
    });

    test('the header is one short block: at most 120 px, every control at least 24 px square', async ({ page }) => {
      await page.goto('/');
      const header = page.getByRole('banner');
      const box = await header.boundingBox();
      expect(box?.height).toBeLessThanOrEqual(120);
      for (const control of await header.locator('a:visible, button:visible, input:visible').all()) {
        const size = await control.boundingBox();
        expect(size?.width).toBeGreaterThanOrEqual(24);
        expect(size?.height).toBeGreaterThanOrEqual(24);
        expect((size?.x ?? 0) + (size?.width ?? 0)).toBeLessThanOrEqual(width);
      }
    });
  });
}

test.describe('the phone header', () => {
  test.use({
    viewport: { width: 375, height: 740 },
    screen: { width: 375, height: 740 },
    isMobile: true,
    hasTouch: true,
  });

  test('folds the support line and quick links into the menu, and switches language in one tap', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const support = page.getByRole('banner').getByRole('link', { name: HOSPITAL.supportPhone, exact: true });
    await expect(support).toBeHidden();
    await nav.getByRole('button', { name: 'Menu' }).tap();
    await expect(support).toBeVisible();
    await expect(support).toHaveAttribute('href', /^tel:/);
    const quickLinks = nav.getByRole('navigation', { name: 'Account and quick links' });
    await expect(quickLinks.getByRole('link', { name: 'Register' })).toBeVisible();

    await page.getByRole('banner').getByRole('button', { name: 'हिन्दी' }).tap();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect(page.getByRole('banner').getByRole('button', { name: 'English' })).toBeVisible();
  });

  test('the menu works from the keyboard, and Escape-free Tab out of it closes it', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const toggle = nav.getByRole('button', { name: 'Menu' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Home' })).toBeFocused();
    const about = nav.getByRole('button', { name: 'About Us' });
    await about.focus();
    await page.keyboard.press('ArrowDown');
    await expect(nav.getByRole('link', { name: 'About', exact: true })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(about).toBeFocused();
    await expect(about).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('floating buttons on a phone', () => {
  test.use({
    viewport: { width: 375, height: 740 },
    screen: { width: 375, height: 740 },
    isMobile: true,
    hasTouch: true,
  });

  test('/appointment: no focused field is under the call or chat button', async ({ page }) => {
    await page.goto('/appointment');
    await pageSettled(page);
    const form = page.getByRole('form', { name: 'Appointment form' });
    // A department first, so that the doctor field is enabled and every field can take focus.
    await form.getByRole('combobox', { name: 'Department' }).selectOption({ label: 'Orthopaedics' });
    const fields = form.locator('input:not([type="hidden"]):enabled, select:enabled, textarea:enabled');
    const floating = page.getByRole('complementary', { name: 'Help and chat' }).locator('a, button');
    const count = await fields.count();
    expect(count).toBeGreaterThan(5);
    for (let index = 0; index < count; index += 1) {
      const field = fields.nth(index);
      if (!(await field.isVisible())) continue;
      await field.focus();
      await expect(field).toBeFocused();
      await expect(floating.first()).toBeHidden();
      const fieldBox = await field.boundingBox();
      for (const button of await floating.all()) {
        if (!(await button.isVisible())) continue;
        const box = await button.boundingBox();
        const apart =
          !fieldBox ||
          !box ||
          box.x >= fieldBox.x + fieldBox.width ||
          fieldBox.x >= box.x + box.width ||
          box.y >= fieldBox.y + fieldBox.height ||
          fieldBox.y >= box.y + box.height;
        expect(apart).toBe(true);
      }
    }
    // Leaving the fields brings them back.
    await form.getByRole('button', { name: 'Book Appointment' }).focus();
    await expect(floating.first()).toBeVisible();
    await expect(floating.first()).toBeInViewport();
  });

  test('the footer keeps room below its last control for the floating buttons', async ({ page }) => {
    await page.goto('/appointment');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const last = page.getByRole('button', { name: 'Back to top' });
    const lastBox = await last.boundingBox();
    for (const button of await page.getByRole('complementary', { name: 'Help and chat' }).locator('a, button').all()) {
      const box = await button.boundingBox();
      if (!lastBox || !box) continue;
      expect(box.y >= lastBox.y + lastBox.height || lastBox.x >= box.x + box.width).toBe(true);
    }
  });
});

/**
 * Layout shift from navigation until the page is settled: the network quiet, then scrolled to the
 * bottom and back (late content below the first screen shifts too). Shifts right after input are
 * the visitor's own and do not count.
 */
async function cumulativeLayoutShift(page: Page, path: string): Promise<{ cls: number; servedHtml: string }> {
  await page.addInitScript(() => {
    let total = 0;
    const add = (entries: PerformanceEntryList) => {
      for (const entry of entries as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) total += entry.value;
      }
    };
    const observer = new PerformanceObserver((list) => add(list.getEntries()));
    observer.observe({ type: 'layout-shift', buffered: true });
    // The entries not yet handed to the callback are taken too, so the total is complete when read.
    (window as unknown as { layoutShiftTotal: () => number }).layoutShiftTotal = () => {
      add(observer.takeRecords());
      return total;
    };
  });
  // Requests in flight, so each scroll step waits for what it asked for, as a visitor reading down the
  // page would (a fling to the bottom before the rest of the page arrives is not what this measures).
  let inFlight = 0;
  let lastChange = Date.now();
  const settle = () => {
    inFlight -= 1;
    lastChange = Date.now();
  };
  page.on('request', () => {
    inFlight += 1;
    lastChange = Date.now();
  });
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  const response = await page.goto(path, { waitUntil: 'networkidle' });
  const servedHtml = (await response?.text()) ?? '';
  await expect(pageHeading(page)).toBeVisible();
  await pageSettled(page);
  for (let step = 1; step <= 4; step += 1) {
    await page.evaluate((fraction) => window.scrollTo(0, document.documentElement.scrollHeight * fraction), step / 4);
    await expect.poll(() => inFlight <= 0 && Date.now() - lastChange > 300, { intervals: [100] }).toBe(true);
  }
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, 0));
  // Two frames: the one that lays the page out at the top, and the next, by when its shifts are recorded.
  const cls = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            resolve((window as unknown as { layoutShiftTotal: () => number }).layoutShiftTotal()),
          ),
        );
      }),
  );
  return { cls, servedHtml };
}

/** The page region's first heading in the HTML the server sent, as text ('' where it sent none). */
function servedHeading(html: string): string {
  const region = html.split('data-page-region="server"')[1] ?? '';
  const heading = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(region)?.[1] ?? '';
  return heading
    .replace(/<[^>]*>/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .trim();
}

for (const width of [375, 1280]) {
  test.describe(`nothing moves while loading at ${width}px`, () => {
    test.use(
      width < 768
        ? { viewport: { width, height: 740 }, screen: { width, height: 740 }, isMobile: true, hasTouch: true }
        : { viewport: { width, height: 900 } },
    );
    for (const path of paths) {
      test(`${path}: CLS under 0.05, the live page in the server's place with no console error; it fits, Emergency in one tap`, async ({
        page,
      }) => {
        const errors: string[] = [];
        page.on('console', (message) => {
          if (message.type() === 'error') errors.push(message.text());
        });
        page.on('pageerror', (error) => errors.push(error.message));
        await stubMap(page);
        const { cls, servedHtml } = await cumulativeLayoutShift(page, path);
        test.info().annotations.push({ type: 'cls', description: `${path} @${width}: ${cls.toFixed(3)}` });
        expect(cls).toBeLessThan(0.05);
        // Every page arrives as HTML (search as it is before a query), whose heading the live page keeps.
        expect(servedHeading(servedHtml)).toBe(((await pageHeading(page).textContent()) ?? '').trim());
        expect(errors).toEqual([]);
        if (width < 768) {
          expect(await widths(page)).toEqual({
            page: width,
            layoutViewport: width,
            visualViewport: width,
            screen: width,
          });
        }
        await expectCallsInFirstScreen(page, width < 768, width);
      });
    }
  });
}
