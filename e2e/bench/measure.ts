import { gzipSync } from 'node:zlib';
import type { Browser, Page, Response } from '@playwright/test';
import { expect, pageHeading } from '../support/fixtures';

/** What one cold visit to a route cost and how quickly it showed. */
export interface PageLoad {
  /** JavaScript fetched from the site's own servers, gzip bytes (the speed-measuring chunk apart). */
  js: number;
  /**
   * The speed-measuring chunk (shell/src/features/vitals), gzip bytes: fetched only on a visit the
   * run-time configuration samples (the suite samples every one), once the browser is idle after
   * the live page has taken over, so it is no part of the page's cold JavaScript.
   */
  measuringJs: number;
  /** Stylesheets fetched from them or written into the page, gzip bytes. */
  css: number;
  /** Images from any server (the site's and the API's), bytes as sent; SVG gzip, as a server sends it. */
  images: number;
  /** Requests to the site's own servers (HTML, config, manifests, scripts, styles), not to the API. */
  requests: number;
  /** First contentful paint, ms from navigation start. */
  fcp: number;
  /** Largest contentful paint, ms from navigation start. */
  lcp: number;
  cls: number;
  /** When the page's h1 was visible, ms from navigation start. */
  headingAt: number;
  /** First contentful paint to the live page's takeover (the shell's `live-page` mark), ms; absent without one. */
  live?: number;
  /** The server's answer held the page (its page region had content), not only the empty region. */
  serverPage: boolean;
  /** Console errors and uncaught exceptions of the visit, a hydration error among them. */
  consoleErrors: string[];
}

/** A stylesheet the server wrote into the page (site-server `inlineStylesheet`); its text is group 2. */
const INLINE_STYLESHEET = /<style data-href="([^"]*)">([^<]*)<\/style>/g;

/** The page region the shell's server writes a prerendered page into, and its marker when it wrote none. */
const PAGE_REGION = /<div data-page-region[^>]*>/;
const EMPTY_REGION = /<div data-page-region[^>]*><!--page-region--><\/div>/;

/** Whether a document from the server carries its page's HTML (site-server/src/prerendered-pages.ts). */
export const hasServerPage = (html: string): boolean => PAGE_REGION.test(html) && !EMPTY_REGION.test(html);

/** React's hydration and mismatch errors, in development wording or as production error codes. */
export const isHydrationError = (message: string): boolean =>
  /hydrat|did not match|Minified React error #(418|419|421|423|425)\b/i.test(message);

/** The name the shell gives its speed-measuring chunk (shell/src/features/vitals/VisitSpeed.tsx). */
const MEASURING_CHUNK = /\/visit-speed\.[^/]*\.js$/;

/** The User Timing mark the shell makes as the live page takes over (shell/src/features/vitals/liveMark.ts). */
const LIVE_MARK = 'live-page';

/** A mid-range phone on a slow 4G connection (Lighthouse's mobile profile). */
const PHONE_PROFILE = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1000 * 1000) / 8,
  uploadBytesPerSecond: (750 * 1000) / 8,
};

export async function throttle(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_PROFILE.cpuSlowdown });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE_PROFILE.latencyMs,
    downloadThroughput: PHONE_PROFILE.downloadBytesPerSecond,
    uploadThroughput: PHONE_PROFILE.uploadBytesPerSecond,
  });
}

function observePaints() {
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
}

/** The two screens budgets hold on: a phone held upright, and a laptop. */
export const SCREENS = {
  phone: { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false },
} as const;
export type Screen = keyof typeof SCREENS;

/**
 * Opens `url` in a fresh context on `screen` (a phone unless told; empty cache, splash already seen)
 * and waits until its heading shows and the network is quiet. `sitePorts` are the servers whose
 * files count.
 */
export async function loadRoute(
  browser: Browser,
  url: string,
  { sitePorts, throttled, screen = 'phone' }: { sitePorts: ReadonlySet<number>; throttled: boolean; screen?: Screen },
): Promise<PageLoad> {
  const context = await browser.newContext(SCREENS[screen]);
  try {
    await context.addInitScript(() => window.sessionStorage.setItem('splash-seen', '1'));
    await context.addInitScript(observePaints);
    const page = await context.newPage();
    let js = 0;
    let measuringJs = 0;
    let css = 0;
    let images = 0;
    let requests = 0;
    const pending: Promise<void>[] = [];
    const onResponse = (response: Response): void => {
      const { port, pathname } = new URL(response.url());
      const type = response.headers()['content-type'] ?? '';
      if (type.startsWith('image/')) {
        pending.push(
          response.body().then(
            (body) => void (images += type.startsWith('image/svg') ? gzipSync(body).length : body.length),
            // A redirect or an aborted image has no body to count.
            () => undefined,
          ),
        );
      }
      if (!sitePorts.has(Number(port))) return;
      requests += 1;
      if (!/\.(js|css)$/.test(pathname)) return;
      pending.push(
        response.body().then((body) => {
          if (MEASURING_CHUNK.test(pathname)) measuringJs += gzipSync(body).length;
          else if (pathname.endsWith('.js')) js += gzipSync(body).length;
          else css += gzipSync(body).length;
        }),
      );
    };
    page.on('response', onResponse);
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    page.on('pageerror', (error) => consoleErrors.push(error.message));
    if (throttled) await throttle(page);
    const answer = await page.goto(url, { timeout: 60_000 });
    await expect(pageHeading(page)).toBeVisible({ timeout: 60_000 });
    const headingAt = await page.evaluate(() => performance.now());
    const live = await liveAfterFirstPaint(page);
    await page.waitForLoadState('networkidle', { timeout: 60_000 });
    // A chunk a page fetches once idle (a widget near the fold) may answer after this point: stop
    // counting first, so every body read that was started is awaited before the context closes.
    page.off('response', onResponse);
    await Promise.all(pending);
    const { lcp, cls } = await page.evaluate(
      () => (window as unknown as { benchMetrics: { lcp: number; cls: number } }).benchMetrics,
    );
    const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0);
    const html = answer ? await answer.text() : '';
    // Stylesheets the server wrote into the page count as the CSS they are, not as the page's HTML.
    for (const sheet of html.matchAll(INLINE_STYLESHEET)) css += gzipSync(sheet[2] ?? '').length;
    const serverPage = hasServerPage(html);
    return { js, measuringJs, css, images, requests, fcp, lcp, cls, headingAt, live, serverPage, consoleErrors };
  } finally {
    await context.close();
  }
}

/**
 * On the site's pages (the shell's, with a page region): first contentful paint to the live page's
 * takeover, waiting for it. Undefined elsewhere (the single bundle has no server HTML to take over).
 */
export async function liveAfterFirstPaint(page: Page): Promise<number | undefined> {
  if ((await page.locator('[data-page-region]').count()) === 0) return undefined;
  const handle = await page.waitForFunction(
    (mark) => {
      const live = performance.getEntriesByName(mark, 'mark')[0];
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      return live && paint ? { ms: live.startTime - paint.startTime } : null;
    },
    LIVE_MARK,
    { timeout: 60_000 },
  );
  return (await handle.jsonValue())?.ms;
}

export const median = (values: readonly number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

export const kilobytes = (bytes: number): number => +(bytes / 1024).toFixed(1);
