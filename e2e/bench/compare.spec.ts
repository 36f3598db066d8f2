import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { Browser } from '@playwright/test';
import { SHELL_URL } from '../support/site';
import { BENCH_ROUTES, SITE_PORTS, budgetFor, expectWithinBytesAndRequests } from './budgets';
import { kilobytes, loadRoute, median } from './measure';
import type { PageLoad } from './measure';
import { SINGLE_BUNDLE_PORT, SINGLE_BUNDLE_URL } from './single-bundle/port';

/** Throttled runs per route and build; LCP is reported as their median. */
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** `BENCH_ROUTES=/,/blog npm run bench` measures only those routes (for trying a change quickly). */
const routes = process.env.BENCH_ROUTES ? process.env.BENCH_ROUTES.split(',') : BENCH_ROUTES;
const resultsDir = path.join(__dirname, '..', 'test-results', 'bench');
/** One file per measured route: a route that fails restarts the worker, and the table keeps the others. */
const rowsDir = path.join(resultsDir, 'routes');

interface Row {
  route: string;
  federated: PageLoad & { lcpMedian: number; clsMedian: number };
  single: PageLoad & { lcpMedian: number };
}

const rowFile = (route: string) => path.join(rowsDir, `${encodeURIComponent(route)}.json`);
const measuredRows = (): Row[] =>
  routes
    .filter((route) => fs.existsSync(rowFile(route)))
    .map((route) => JSON.parse(fs.readFileSync(rowFile(route), 'utf8')) as Row);

const ratio = (federated: number, single: number) => (single > 0 ? (federated / single).toFixed(2) : '-');

function table(rows: readonly Row[]): string {
  const header = [
    'route',
    'JS KB fed',
    'JS KB single',
    'JS ratio',
    'img KB fed',
    'requests fed',
    'requests single',
    'LCP ms fed',
    'LCP ms single',
    'LCP ratio',
    'JS budget KB',
  ];
  const lines = rows.map(({ route, federated, single }) => [
    route,
    String(kilobytes(federated.js)),
    String(kilobytes(single.js)),
    ratio(federated.js, single.js),
    String(kilobytes(federated.images)),
    String(federated.requests),
    String(single.requests),
    String(Math.round(federated.lcpMedian)),
    String(Math.round(single.lcpMedian)),
    ratio(federated.lcpMedian, single.lcpMedian),
    String(kilobytes(budgetFor(route).jsGzipBytes)),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column]?.length ?? 0)),
  );
  const format = (cells: string[]) =>
    `| ${cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join(' | ')} |`;
  return [format(header), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`, ...lines.map(format)].join(
    '\n',
  );
}

test.afterAll(() => {
  const rows = measuredRows();
  if (rows.length === 0) return;
  const summary = table(rows);
  console.info(
    `\nPage weight, federated against the same pages as one bundle (${RUNS} throttled runs each: 4x CPU, 150 ms, 1.6 Mbit/s; JS gzip and requests of a cold first visit)\n${summary}\n`,
  );
  fs.mkdirSync(resultsDir, { recursive: true });
  fs.writeFileSync(path.join(resultsDir, 'summary.md'), `${summary}\n`);
  fs.writeFileSync(path.join(resultsDir, 'summary.json'), JSON.stringify(rows, null, 2));
});

/** A throttled visit once hung in Chromium (its page never finished loading); such a visit is run again. */
async function measured(browser: Browser, url: string, sitePorts: ReadonlySet<number>): Promise<PageLoad> {
  try {
    return await loadRoute(browser, url, { sitePorts, throttled: true });
  } catch (error) {
    console.warn(`${url}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}; measuring again`);
    return loadRoute(browser, url, { sitePorts, throttled: true });
  }
}

for (const route of routes) {
  test(`${route}: federated against one bundle`, async ({ browser }) => {
    const federated: PageLoad[] = [];
    const single: PageLoad[] = [];
    // Alternated, so a busy moment of the machine falls on both builds alike.
    for (let run = 0; run < RUNS; run += 1) {
      federated.push(await measured(browser, `${SHELL_URL}${route}`, SITE_PORTS));
      single.push(await measured(browser, `${SINGLE_BUNDLE_URL}${route}`, new Set([SINGLE_BUNDLE_PORT])));
    }
    const [firstFederated] = federated;
    const [firstSingle] = single;
    if (!firstFederated || !firstSingle) throw new Error('no run');
    const row: Row = {
      route,
      federated: {
        ...firstFederated,
        lcpMedian: median(federated.map((load) => load.lcp)),
        clsMedian: median(federated.map((load) => load.cls)),
      },
      single: { ...firstSingle, lcpMedian: median(single.map((load) => load.lcp)) },
    };
    fs.mkdirSync(rowsDir, { recursive: true });
    fs.writeFileSync(rowFile(route), JSON.stringify(row));
    expectWithinBytesAndRequests(route, firstFederated);
    expect
      .soft(median(federated.map((load) => load.cls)), `${route}: cumulative layout shift`)
      .toBeLessThanOrEqual(budgetFor(route).cls);
  });
}
