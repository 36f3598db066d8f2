import type { Page } from '@playwright/test';

/** The map provider answers with a blank page: the layout is the site's, not Google's. */
export async function stubMap(page: Page): Promise<void> {
  await page.route(/^https:\/\/www\.google\.com\/maps/, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>map</title>' }),
  );
}

/**
 * Widths against the screen: on a phone the layout viewport itself grows to hold something too wide
 * (and the browser zooms out), so `innerWidth` alone would hide it.
 */
export const widths = (page: Page) =>
  page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    layoutViewport: window.innerWidth,
    visualViewport: Math.round(window.visualViewport?.width ?? 0),
    screen: window.screen.width,
  }));
