import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { SITE_PAGES } from '../support/sitePaths';
import type { Page } from '@playwright/test';
import { PORTS } from '../support/site';
import { expect, pageHeading, test } from '../support/fixtures';

interface Budget {
  jsGzipBytes: number;
  cssGzipBytes: number;
  requests: number;
  cls: number;
}

const budgets = JSON.parse(fs.readFileSync(path.join(__dirname, 'budgets.json'), 'utf8')) as {
  default: Budget;
  routes: Record<string, Partial<Budget>>;
};
const RUNS = 3;
const SITE_PORTS = new Set<number>([PORTS.shell, PORTS.content, PORTS.services, PORTS.booking]);
const paths = SITE_PAGES.map((route) => route.url);
const resultsDir = path.join(__dirname, '..', 'test-results', 'bench');

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** A mid-range phone: 4x slower CPU, a fast 4G connection. */
async function throttle(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 60,
    downloadThroughput: (9 * 1024 * 1024) / 8,
    uploadThroughput: (1.5 * 1024 * 1024) / 8,
  });
}

async function loadOnce(page: Page, url: string) {
  let js = 0;
  let css = 0;
  let requests = 0;
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    const { port, pathname } = new URL(response.url());
    if (!SITE_PORTS.has(Number(port))) return;
    requests += 1;
    if (!/\.(js|css)$/.test(pathname)) return;
    pending.push(
      response.body().then((body) => {
        const size = gzipSync(body).length;
        if (pathname.endsWith('.js')) js += size;
        else css += size;
      }),
    );
  });
  await page.addInitScript(() => {
    const metrics = { lcp: 0, cls: 0 };
    (window as unknown as { benchMetrics: typeof metrics }).benchMetrics = metrics;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) metrics.lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) metrics.cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await throttle(page);
  await page.goto(url);
  await expect(pageHeading(page)).toBeVisible({ timeout: 60_000 });
  const headingAt = await page.evaluate(() => performance.now());
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  const { lcp, cls } = await page.evaluate(
    () => (window as unknown as { benchMetrics: { lcp: number; cls: number } }).benchMetrics,
  );
  return { js, css, requests, cls, lcp, headingAt };
}

for (const url of paths) {
  test(`${url} stays within its budget`, async ({ browser }) => {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) {
      const context = await browser.newContext({
        viewport: { width: 375, height: 740 },
        isMobile: true,
        hasTouch: true,
      });
      await context.addInitScript(() => window.sessionStorage.setItem('splash-seen', '1'));
      runs.push(await loadOnce(await context.newPage(), url));
      await context.close();
    }
    const first = runs[0];
    if (!first) throw new Error('no run');
    const budget = { ...budgets.default, ...budgets.routes[url] };
    const result = {
      route: url,
      'js gzip KB': +(first.js / 1024).toFixed(1),
      'css gzip KB': +(first.css / 1024).toFixed(1),
      requests: first.requests,
      cls: +median(runs.map((r) => r.cls)).toFixed(3),
      'heading ms (median)': Math.round(median(runs.map((r) => r.headingAt))),
      'lcp ms (median)': Math.round(median(runs.map((r) => r.lcp))),
    };
    console.info(JSON.stringify(result));
    fs.mkdirSync(resultsDir, { recursive: true });
    fs.writeFileSync(path.join(resultsDir, `${url.replaceAll('/', '_') || '_'}.json`), JSON.stringify(result, null, 2));
    expect.soft(first.js, 'JavaScript gzip bytes').toBeLessThanOrEqual(budget.jsGzipBytes);
    expect.soft(first.css, 'CSS gzip bytes').toBeLessThanOrEqual(budget.cssGzipBytes);
    expect.soft(first.requests, 'requests').toBeLessThanOrEqual(budget.requests);
    expect.soft(median(runs.map((r) => r.cls)), 'cumulative layout shift').toBeLessThanOrEqual(budget.cls);
  });
}
