import { test } from '@playwright/test';
import type { LaunchedChrome } from 'chrome-launcher';
import { auditRoute, launchChromium } from './lighthouse';
import { measureLoads } from './loads';
import { LIGHTHOUSE_ON, benchRoutes } from './results';
import { TTFB_CONNECTIONS, measureTtfb } from './ttfb';

/**
 * `npm run bench`, route by route, so a run cut short still has whole rows: throttled visits of the
 * three builds, the server's time to first byte under load, then Lighthouse (bench/summary.ts
 * reports them all at the end).
 */
let chromium: LaunchedChrome | undefined;

test.afterAll(() => chromium?.kill());

for (const route of benchRoutes) {
  test(`${route}: server HTML, client render and one bundle`, async ({ browser }) => {
    await measureLoads(browser, route);
  });

  test(`${route}: time to first byte under ${TTFB_CONNECTIONS} concurrent requests`, async () => {
    await measureTtfb(route);
  });

  if (LIGHTHOUSE_ON) {
    test(`${route}: Lighthouse, mobile`, async () => {
      chromium ??= await launchChromium();
      await auditRoute(route, chromium.port);
    });
  }
}
