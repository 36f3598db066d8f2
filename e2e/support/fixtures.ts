import { test as base, expect } from '@playwright/test';
import type { Page } from '@playwright/test';

export { expect };

/**
 * The splash shows on the first load of a visit, and the home page's pop-up 2 s after home shows,
 * once a visit; journeys that are not about them start past them (as a visitor who has seen both).
 */
export const test = base.extend<{ withSplash: boolean; withWelcomePopup: boolean }>({
  withSplash: [false, { option: true }],
  withWelcomePopup: [false, { option: true }],
  page: async ({ page, withSplash, withWelcomePopup }, use) => {
    if (!withSplash) await page.addInitScript(() => window.sessionStorage.setItem('splash-seen', '1'));
    if (!withWelcomePopup) await page.addInitScript(() => window.sessionStorage.setItem('welcome-popup-seen', '1'));
    await use(page);
  },
});

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
