import { expect } from '@playwright/test';
import type { Browser } from '@playwright/test';
import { SHELL_URL } from '../support/site';
import { SITE_PORTS, budgetFor, expectWithinBytesAndRequests } from './budgets';
import { CLIENT_RENDER_PORT, CLIENT_RENDER_URL } from './client-render/port';
import { loadRoute, median } from './measure';
import type { PageLoad } from './measure';
import { BENCH_RUNS, writeResult } from './results';
import type { LoadsResult, VariantResult } from './results';
import { SINGLE_BUNDLE_PORT, SINGLE_BUNDLE_URL } from './single-bundle/port';

/** A throttled visit once hung in Chromium (its page never finished loading); such a visit is run again. */
async function measured(browser: Browser, url: string, sitePorts: ReadonlySet<number>): Promise<PageLoad> {
  try {
    return await loadRoute(browser, url, { sitePorts, throttled: true });
  } catch (error) {
    console.warn(`${url}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}; measuring again`);
    return loadRoute(browser, url, { sitePorts, throttled: true });
  }
}

function summarized(loads: readonly PageLoad[]): VariantResult {
  const [first] = loads;
  if (!first) throw new Error('no run');
  return {
    lcp: median(loads.map((load) => load.lcp)),
    cls: median(loads.map((load) => load.cls)),
    headingAt: median(loads.map((load) => load.headingAt)),
    runs: loads.map(({ lcp, cls }) => ({ lcp, cls })),
    js: first.js,
    css: first.css,
    images: first.images,
    requests: first.requests,
    serverPages: loads.filter((load) => load.serverPage).length,
    consoleErrors: [...new Set(loads.flatMap((load) => load.consoleErrors))],
  };
}

/** The client render's servers: its own shell, the suite's remotes. */
const CLIENT_RENDER_PORTS = new Set([...SITE_PORTS, CLIENT_RENDER_PORT]);

/**
 * `BENCH_RUNS` throttled cold visits to a route on each build, interleaved so a busy moment of the
 * machine falls on every build alike: the site as deployed (server HTML), the same build with its
 * server's HTML off (client render) and one bundle. The server HTML's bytes and requests are held
 * to their budgets, its CLS to the suite's limit; timings are only reported.
 */
export async function measureLoads(browser: Browser, route: string): Promise<void> {
  const variants = {
    server: { url: `${SHELL_URL}${route}`, ports: SITE_PORTS, loads: [] as PageLoad[] },
    client: { url: `${CLIENT_RENDER_URL}${route}`, ports: CLIENT_RENDER_PORTS, loads: [] as PageLoad[] },
    single: { url: `${SINGLE_BUNDLE_URL}${route}`, ports: new Set([SINGLE_BUNDLE_PORT]), loads: [] as PageLoad[] },
  };
  for (let run = 0; run < BENCH_RUNS; run += 1) {
    for (const variant of Object.values(variants)) {
      variant.loads.push(await measured(browser, variant.url, variant.ports));
    }
  }
  const result: LoadsResult = {
    route,
    server: summarized(variants.server.loads),
    client: summarized(variants.client.loads),
    single: summarized(variants.single.loads),
  };
  writeResult('loads', route, result);
  const [firstServerLoad] = variants.server.loads;
  if (firstServerLoad) expectWithinBytesAndRequests(route, firstServerLoad);
  expect.soft(result.server.cls, `${route}: cumulative layout shift`).toBeLessThanOrEqual(budgetFor(route).cls);
}
