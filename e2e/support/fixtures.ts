import { test as base, expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';

export { expect };

/**
 * The splash shows on the first load of a visit, and the home page's pop-up 2 s after home shows,
 * once a visit; journeys that are not about them start past them (as a visitor who has seen both).
 */
export const test = base.extend<{ withSplash: boolean; withWelcomePopup: boolean; waitForLivePage: boolean }>({
  withSplash: [false, { option: true }],
  withWelcomePopup: [false, { option: true }],
  /** Off for journeys that time what happens from the first paint on (the pop-up's 2 s). */
  waitForLivePage: [true, { option: true }],
  page: async ({ page, withSplash, withWelcomePopup, waitForLivePage, javaScriptEnabled }, use) => {
    if (!withSplash) await page.addInitScript(() => window.sessionStorage.setItem('splash-seen', '1'));
    if (!withWelcomePopup) await page.addInitScript(() => window.sessionStorage.setItem('welcome-popup-seen', '1'));
    if (waitForLivePage && javaScriptEnabled !== false) waitForLivePageOnLoad(page);
    await use(page);
  },
});

/** How long a journey waits, after loading a page, for the live page to take the server's place. */
const LIVE_PAGE_WAIT_MS = 15_000;

/**
 * A page opened by its address shows the server's HTML first, which answers no taps or keys until
 * the live page takes its place; journeys act as a visitor does once the page is ready, so `goto`
 * and `reload` return then. A page that never goes live (its remote down or held back, which
 * journeys of failures arrange) returns after LIVE_PAGE_WAIT_MS with what it shows.
 */
function waitForLivePageOnLoad(page: Page): void {
  const waitForLive = async () => {
    // Only the site's pages have a page region (a remote running alone, or the kit page, has none).
    if ((await page.locator('[data-page-region]').count()) === 0) return;
    await page
      .locator('[data-page-region]:not([data-page-region="server"]):not(:has([data-server-page]))')
      .waitFor({ state: 'attached', timeout: LIVE_PAGE_WAIT_MS })
      .catch(() => undefined);
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const response = await goto(...args);
    if (response?.headers()['content-type']?.startsWith('text/html')) await waitForLive();
    return response;
  };
  page.reload = async (...args: Parameters<Page['reload']>) => {
    const response = await reload(...args);
    if (response?.headers()['content-type']?.startsWith('text/html')) await waitForLive();
    return response;
  };
}

/**
 * Marks the current document; `stillSameDocument` is true only if no full page load happened since,
 * which proves navigation went through the one client-side router.
 */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { sameDocumentMarker?: boolean }).sameDocumentMarker = true;
  });
}

export async function stillSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { sameDocumentMarker?: boolean }).sameDocumentMarker === true);
}

/** The page's one h1, which every page of the site has. */
export const pageHeading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });

/**
 * Waits until nothing on the page says it is still loading ("Loading page...", "Loading services...",
 * "Loading doctors..."): every loading state is a `role=status` whose text starts with "Loading".
 */
export async function pageSettled(page: Page): Promise<void> {
  await expect(page.getByRole('status').filter({ hasText: /^\s*Loading/ })).toHaveCount(0);
}

/**
 * Waits until the page the server wrote has given way to the live page (the shell marks the region
 * it wrote `data-page-region="server"`, and the server's HTML it keeps while a page's code loads
 * `data-server-page`): from then on the page answers taps and keys.
 */
export async function pageLive(page: Page): Promise<void> {
  await expect(page.locator('[data-page-region=""]:not(:has([data-server-page]))')).toHaveCount(1);
}

/**
 * Scrolls a part of the page into view. A part that came as the server's HTML is replaced by its live
 * copy as it nears the view, which can take the element away mid-scroll: then the live copy is scrolled to.
 */
export async function scrollTo(locator: Locator): Promise<void> {
  await expect(async () => {
    await locator.scrollIntoViewIfNeeded({ timeout: 5000 });
  }).toPass({ timeout: 20_000 });
}
