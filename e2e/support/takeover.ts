import type { Page } from '@playwright/test';
import { SHELL_URL } from './site';

/**
 * Holds the live page back from taking over the server's HTML until `release` is called: every
 * script of the remotes waits (the shell's own come at once), and the page's clock stands still, so
 * the layout's wait for the page's code (1 s) does not run out meanwhile. Until then the visitor has
 * the server's HTML, as on a slow line. Call before `goto`; use with `waitForLivePage: false`.
 */
export async function holdTakeover(page: Page): Promise<{ release: () => Promise<void> }> {
  const gate: { open?: () => void } = {};
  const released = new Promise<void>((resolve) => {
    gate.open = resolve;
  });
  await page.route(
    (url) => url.origin !== SHELL_URL && url.pathname.endsWith('.js'),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1000);
  return {
    release: async () => {
      gate.open?.();
      await page.clock.resume();
    },
  };
}
