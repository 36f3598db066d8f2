import fs from 'node:fs';
import path from 'node:path';
import { BENCH_ROUTES } from './budgets';

/** Throttled runs per route and build; timings are reported as their median. */
export const BENCH_RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** `BENCH_ROUTES=/,/blog npm run bench` measures only those routes (for trying a change quickly). */
export const benchRoutes: readonly string[] = process.env.BENCH_ROUTES
  ? process.env.BENCH_ROUTES.split(',')
  : BENCH_ROUTES;
/** `BENCH_LIGHTHOUSE=0 npm run bench` leaves Lighthouse out (its step takes about half a minute a route). */
export const LIGHTHOUSE_ON = process.env.BENCH_LIGHTHOUSE !== '0';
/**
 * Lighthouse runs per route, the median one reported: one run's performance score moved by up to 15
 * points from one run to the next here (total blocking time 140-490 ms on `/services`, same build),
 * and Lighthouse's own guidance on variability is to take the median of several.
 */
export const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

export const RESULTS_DIR = path.join(__dirname, '..', 'test-results', 'bench');

/** The bench's steps, each writing one file per measured route: a route that fails keeps the others. */
export type Step = 'loads' | 'ttfb' | 'lighthouse';

const resultFile = (step: Step, route: string) => path.join(RESULTS_DIR, step, `${encodeURIComponent(route)}.json`);

export function writeResult(step: Step, route: string, result: unknown): void {
  fs.mkdirSync(path.dirname(resultFile(step, route)), { recursive: true });
  fs.writeFileSync(resultFile(step, route), JSON.stringify(result, null, 2));
}

export function readResult<T>(step: Step, route: string): T | undefined {
  const file = resultFile(step, route);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as T) : undefined;
}

/** One build's visits to a route: medians of its throttled runs, bytes and requests of the first. */
export interface VariantResult {
  /** Medians, ms from navigation start: first contentful paint, largest contentful paint. */
  fcp: number;
  lcp: number;
  cls: number;
  headingAt: number;
  /** First paint to the live page, ms: median of the runs that had a takeover (the single bundle has none). */
  live?: number;
  /** Every run's LCP and CLS, in order, to see the spread behind a median. */
  runs: { lcp: number; cls: number }[];
  js: number;
  css: number;
  images: number;
  requests: number;
  /** Runs whose HTML from the server held the page. */
  serverPages: number;
  /** Distinct console errors of all runs. */
  consoleErrors: string[];
}

export interface LoadsResult {
  route: string;
  /** The site as deployed: the page's HTML from the shell's server. */
  server: VariantResult;
  /** The same build, its server's HTML switched off (PRERENDERED_PAGES=off): today's client render. */
  client: VariantResult;
  /** The same pages built as one bundle (bench/single-bundle/). */
  single: VariantResult;
  /**
   * Each run's tap on Menu at the server HTML's first paint (bench/firstTap.ts): ms to the menu
   * open, or `lost`; `null` for a run that could not tap (no Menu shown).
   */
  firstTaps?: (number | 'lost' | null)[];
  /**
   * Each run's first paint to the live page with the route as a visit's second page
   * (bench/secondPage.ts), ms; `null` for a run that could not be timed.
   */
  secondPageLives?: (number | null)[];
}

/** Time to the server's answer under concurrent requests, ms (bench/ttfb.spec.ts). */
export interface TtfbResult {
  route: string;
  connections: number;
  requests: number;
  p50: number;
  p95: number;
  max: number;
  /** Answers that were not 200, and connection errors. */
  failures: number;
}

/** An audit that cost the route points, or a performance opportunity. */
export interface LighthouseFinding {
  category: string;
  id: string;
  title: string;
  score: number | null;
  /** What Lighthouse says it measured ("3 links found", "Potential savings of 120 KiB"). */
  displayValue?: string;
  /** Up to a few of the elements or resources it names. */
  items: string[];
}

export interface LighthouseResult {
  route: string;
  /** 0-100 per category. */
  scores: { performance: number; accessibility: number; 'best-practices': number; seo: number };
  /** Every run's performance score, in the order run (`scores` and the rest are the median run's). */
  performanceRuns: number[];
  metrics: { fcp: number; lcp: number; tbt: number; cls: number; si: number };
  findings: LighthouseFinding[];
  /** The page asks not to be indexed (its robots meta), as sign-in and account pages do on purpose. */
  noindex: boolean;
}
