import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { SHELL_URL } from '../support/site';
import { LIGHTHOUSE_RUNS, RESULTS_DIR, writeResult } from './results';
import type { LighthouseFinding, LighthouseResult } from './results';

type Report = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/** Debian's Chromium where the machine has it (offline), as the suite uses; Playwright's elsewhere. */
const SYSTEM_CHROMIUM = '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  // Nothing but the site on localhost: no update checks, sync or component downloads.
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/** Elements or resources named per finding: enough to find them, not the whole table. */
const ITEMS_PER_FINDING = 5;
const reportsDir = path.join(RESULTS_DIR, 'lighthouse-reports');

/** Chromium for Lighthouse, with its debugging port open: one for every route of a run. */
export const launchChromium = (): Promise<chromeLauncher.LaunchedChrome> =>
  chromeLauncher.launch({
    chromePath: fs.existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : chromium.executablePath(),
    chromeFlags: CHROME_FLAGS,
  });

/** What an item of an audit's table names: the element's HTML, a link, a resource's URL, or a source line. */
function itemLabel(item: Record<string, unknown>): string | undefined {
  const text = (key: string) => (typeof item[key] === 'string' ? (item[key] as string) : undefined);
  const node = item.node as { snippet?: string } | undefined;
  const source = item.source as { url?: string } | undefined;
  const link = text('href') === undefined ? undefined : `"${text('text') ?? ''}" ${text('href')}`;
  return node?.snippet ?? link ?? text('url') ?? source?.url ?? text('description');
}

/** Every audit that costs the route points in a category, and each performance opportunity it lists. */
function findingsOf(report: Report): LighthouseFinding[] {
  const findings: LighthouseFinding[] = [];
  for (const id of CATEGORIES) {
    for (const ref of report.categories[id]?.auditRefs ?? []) {
      const audit = report.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1) continue;
      const costsPoints = ref.weight > 0;
      const opportunity = audit.scoreDisplayMode === 'metricSavings';
      if (!costsPoints && !opportunity) continue;
      const details = audit.details as { items?: Record<string, unknown>[] } | undefined;
      findings.push({
        category: id,
        id: audit.id,
        title: audit.title,
        score: audit.score,
        ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
        items: (details?.items ?? [])
          .map(itemLabel)
          .filter((label): label is string => Boolean(label))
          .slice(0, ITEMS_PER_FINDING),
      });
    }
  }
  return findings;
}

const numeric = (report: Report, id: string) => Math.round(report.audits[id]?.numericValue ?? 0);

/**
 * Runs Lighthouse on a route, again when it could not read its own trace (NO_NAVSTART and the like,
 * "Please run Lighthouse again": seen once in a few dozen runs here, on any route).
 */
async function runLighthouse(route: string, port: number, attempts = 3) {
  for (let attempt = 1; ; attempt += 1) {
    // Lighthouse's default: a mid-range phone on slow 4G, throttling simulated from an unthrottled load.
    const run = await lighthouse(`${SHELL_URL}${route}`, {
      port,
      output: 'html',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    if (!run) throw new Error(`${route}: Lighthouse returned no result`);
    const failure = run.lhr.runtimeError;
    if (!failure) return run;
    if (attempt >= attempts) throw new Error(`${route}: ${failure.message}`);
    console.warn(`${route}: Lighthouse failed (${failure.code}), running it again`);
  }
}

/** Whether the page asks search engines not to index it (Lighthouse's crawlable audit names the tag). */
function asksNoIndex(report: Report): boolean {
  const details = report.audits['is-crawlable']?.details as { items?: { source?: { snippet?: string } }[] } | undefined;
  return (details?.items ?? []).some((item) => /noindex/i.test(item.source?.snippet ?? ''));
}

/** Lighthouse's mobile audit of a route, in the Chromium listening on `port`: the median of its runs. */
export async function auditRoute(route: string, port: number): Promise<void> {
  const runs = [];
  for (let index = 0; index < LIGHTHOUSE_RUNS; index += 1) runs.push(await runLighthouse(route, port));
  // The run nearest the medians of first paint and time to interactive, as Lighthouse's CLI picks it.
  const report = computeMedianRun(runs.map((each) => each.lhr));
  const run = runs.find((each) => each.lhr === report) ?? runs[0]!;
  const score = (id: (typeof CATEGORIES)[number]) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const performanceScores = runs.map((each) => Math.round((each.lhr.categories.performance?.score ?? 0) * 100));
  const result: LighthouseResult = {
    route,
    performanceRuns: performanceScores,
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    metrics: {
      fcp: numeric(report, 'first-contentful-paint'),
      lcp: numeric(report, 'largest-contentful-paint'),
      tbt: numeric(report, 'total-blocking-time'),
      cls: +(report.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3),
      si: numeric(report, 'speed-index'),
    },
    findings: findingsOf(report),
    noindex: asksNoIndex(report),
  };
  writeResult('lighthouse', route, result);
  // The full report, to open in a browser.
  fs.mkdirSync(reportsDir, { recursive: true });
  fs.writeFileSync(path.join(reportsDir, `${encodeURIComponent(route)}.html`), String(run.report));
}
