import { test } from '@playwright/test';
import { BENCH_ROUTES, SITE_PORTS, expectWithinBytesAndRequests } from './budgets';
import { kilobytes, loadRoute } from './measure';

/**
 * The fast form of `npm run bench`, part of the suite: bytes and requests of one cold visit to each
 * route against bench/budgets.json. Deterministic, so it gates; timings are left to the bench.
 */
for (const route of BENCH_ROUTES) {
  test(`${route} stays within its byte and request budget`, async ({ browser }) => {
    const load = await loadRoute(browser, route, { sitePorts: SITE_PORTS, throttled: false });
    console.info(
      `${route}: ${kilobytes(load.js)} KB JS, ${kilobytes(load.css)} KB CSS, ${kilobytes(load.images)} KB images, ${load.requests} requests`,
    );
    expectWithinBytesAndRequests(route, load);
  });
}
