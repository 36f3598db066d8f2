import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { SITE_PAGES } from '../support/sitePaths';
import { PORTS } from '../support/site';
import type { PageLoad } from './measure';

export interface Budget {
  jsGzipBytes: number;
  cssGzipBytes: number;
  requests: number;
  cls: number;
}

const budgets = JSON.parse(fs.readFileSync(path.join(__dirname, 'budgets.json'), 'utf8')) as {
  default: Budget;
  routes: Record<string, Partial<Budget>>;
};

/** Every page of the site, by the URL a visitor opens (legacy redirects left out). */
export const BENCH_ROUTES = SITE_PAGES.map((route) => route.url);

/** The federated site's servers: the shell and the three remotes. */
export const SITE_PORTS: ReadonlySet<number> = new Set([PORTS.shell, PORTS.content, PORTS.services, PORTS.booking]);

export const budgetFor = (route: string): Budget => ({ ...budgets.default, ...budgets.routes[route] });

/** Soft checks, so one run reports every route and measure that is over. */
export function expectWithinBytesAndRequests(route: string, load: PageLoad): void {
  const budget = budgetFor(route);
  expect.soft(load.js, `${route}: JavaScript gzip bytes`).toBeLessThanOrEqual(budget.jsGzipBytes);
  expect.soft(load.css, `${route}: CSS gzip bytes`).toBeLessThanOrEqual(budget.cssGzipBytes);
  expect.soft(load.requests, `${route}: requests`).toBeLessThanOrEqual(budget.requests);
}
