import { test } from '@playwright/test';
import { BENCH_ROUTES, SITE_PORTS, expectWithinBytesAndRequests } from './budgets';
import { SCREENS, kilobytes, loadRoute } from './measure';
import type { Screen } from './measure';

/**
 * The fast form of `npm run bench`, part of the suite: bytes and requests of one cold visit to each
 * route, on a phone and on a laptop's wider first screen (which shows more of a page, so may fetch
 * more), against bench/budgets.json. Deterministic, so it gates; timings are left to the bench.
 */
for (const screen of Object.keys(SCREENS) as Screen[]) {
  for (const route of BENCH_ROUTES) {
    test(`${route} on a ${screen} stays within its byte and request budget`, async ({ browser }) => {
      const load = await loadRoute(browser, route, { sitePorts: SITE_PORTS, throttled: false, screen });
      console.info(
        `${route} (${screen}): ${kilobytes(load.js)} KB JS (and ${kilobytes(load.measuringJs)} KB measuring speed, after the takeover), ${kilobytes(load.css)} KB CSS, ${kilobytes(load.images)} KB images, ${load.requests} requests`,
      );
      expectWithinBytesAndRequests(route, load);
    });
  }
}
