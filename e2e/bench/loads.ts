import { expect } from '@playwright/test';
import type { Browser } from '@playwright/test';
import { SHELL_URL } from '../support/site';
import { SITE_PORTS, budgetFor, expectWithinBytesAndRequests } from './budgets';
import { CLIENT_RENDER_PORT, CLIENT_RENDER_URL } from './client-render/port';
import { measureFirstTap } from './firstTap';
import type { FirstTap } from './firstTap';
import { loadRoute, median } from './measure';
import { measureSecondPageLive } from './secondPage';
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
    fcp: median(loads.map((load) => load.fcp)),
    lcp: median(loads.map((load) => load.lcp)),
    cls: median(loads.map((load) => load.cls)),
    headingAt: median(loads.map((load) => load.headingAt)),
    live: liveMedian(loads),
    runs: loads.map(({ lcp, cls }) => ({ lcp, cls })),
    js: first.js,
    css: first.css,
    images: first.images,
    requests: first.requests,
    serverPages: loads.filter((load) => load.serverPage).length,
    consoleErrors: [...new Set(loads.flatMap((load) => load.consoleErrors))],
  };
}

function liveMedian(loads: readonly PageLoad[]): number | undefined {
  const lives = loads.flatMap((load) => (load.live === undefined ? [] : [load.live]));
  return lives.length > 0 ? median(lives) : undefined;
}

/** A run that could not tap (its page showed no Menu in time) is reported as such, not as a failure of the bench. */
async function firstTapOf(browser: Browser, url: string): Promise<FirstTap | null> {
  try {
    return await measureFirstTap(browser, url);
  } catch (error) {
    console.warn(`${url}: no first tap (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`);
    return null;
  }
}

/** A run whose second page could not be timed is reported as such, not as a failure of the bench. */
async function secondPageLiveOf(browser: Browser, route: string): Promise<number | null> {
  try {
    return await measureSecondPageLive(browser, route);
  } catch (error) {
    console.warn(`${route}: no second page (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`);
    return null;
  }
}

/** The client render's servers: its own shell, the suite's remotes. */
const CLIENT_RENDER_PORTS = new Set([...SITE_PORTS, CLIENT_RENDER_PORT]);

/**
 * `BENCH_RUNS` throttled cold visits to a route on each build, interleaved so a busy moment of the
 * machine falls on every build alike: the site as deployed (server HTML), the same build with its
 * server's HTML off (client render) and one bundle, and a tap on Menu at the server HTML's first
 * paint, and the route as a visit's second page (cached files). The server HTML's bytes and requests are held to their budgets, its CLS to the suite's
 * limit; timings, the live page and the first tap are only reported.
 */
export async function measureLoads(browser: Browser, route: string): Promise<void> {
  const variants = {
    server: { url: `${SHELL_URL}${route}`, ports: SITE_PORTS, loads: [] as PageLoad[] },
    client: { url: `${CLIENT_RENDER_URL}${route}`, ports: CLIENT_RENDER_PORTS, loads: [] as PageLoad[] },
    single: { url: `${SINGLE_BUNDLE_URL}${route}`, ports: new Set([SINGLE_BUNDLE_PORT]), loads: [] as PageLoad[] },
  };
  const firstTaps: (FirstTap | null)[] = [];
  const secondPageLives: (number | null)[] = [];
  for (let run = 0; run < BENCH_RUNS; run += 1) {
    for (const variant of Object.values(variants)) {
      variant.loads.push(await measured(browser, variant.url, variant.ports));
    }
    firstTaps.push(await firstTapOf(browser, variants.server.url));
    secondPageLives.push(await secondPageLiveOf(browser, route));
  }
  const result: LoadsResult = {
    route,
    server: summarized(variants.server.loads),
    client: summarized(variants.client.loads),
    single: summarized(variants.single.loads),
    firstTaps,
    secondPageLives,
  };
  writeResult('loads', route, result);
  const [firstServerLoad] = variants.server.loads;
  if (firstServerLoad) expectWithinBytesAndRequests(route, firstServerLoad);
  expect.soft(result.server.cls, `${route}: cumulative layout shift`).toBeLessThanOrEqual(budgetFor(route).cls);
}
