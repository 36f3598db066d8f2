import type { Browser } from '@playwright/test';
import { SHELL_URL } from '../support/site';
import { SCREENS, liveAfterFirstPaint, throttle } from './measure';

/** The page a visit starts on before the measured one: the home, or About when the home is measured. */
const firstPageBefore = (route: string): string => (route === '/' ? '/about' : '/');

/**
 * A throttled phone's second page of a visit (how issue 45 measured "live"): the visit opens
 * another page first and lets it settle, so the shell's and the remotes' hashed files are in the
 * browser's cache, then loads `route` as a new document. Returns its first paint to the live page,
 * ms, or `null` when the page had no takeover to time.
 */
export async function measureSecondPageLive(browser: Browser, route: string): Promise<number | null> {
  const context = await browser.newContext(SCREENS.phone);
  try {
    await context.addInitScript(() => window.sessionStorage.setItem('splash-seen', '1'));
    const page = await context.newPage();
    await throttle(page);
    await page.goto(`${SHELL_URL}${firstPageBefore(route)}`, { waitUntil: 'commit', timeout: 60_000 });
    await liveAfterFirstPaint(page);
    await page.waitForLoadState('networkidle', { timeout: 60_000 });
    await page.goto(`${SHELL_URL}${route}`, { waitUntil: 'commit', timeout: 60_000 });
    return (await liveAfterFirstPaint(page)) ?? null;
  } finally {
    await context.close();
  }
}
