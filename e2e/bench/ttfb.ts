import { expect } from '@playwright/test';
import autocannon from 'autocannon';
import { SHELL_URL } from '../support/site';
import { median } from './measure';
import { writeResult } from './results';
import type { TtfbResult } from './results';

/** Visitors at once, as the issue asks, against the shell's server on this machine (no throttling). */
export const TTFB_CONNECTIONS = 50;
const REQUESTS = Number(process.env.BENCH_TTFB_REQUESTS ?? 500);
/** A burst before the measured one, its times not kept: see `measureTtfb`. */
const WARM_UP_REQUESTS = 200;
/** As a browser asks: the page is answered compressed when it may be (each encoding is made once). */
const ACCEPT_ENCODING = 'br, gzip';

/** The value at or below which `share` of the sorted values fall (nearest rank). */
const percentile = (sorted: readonly number[], share: number): number =>
  sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)] ?? 0;

/**
 * Each request's time from being sent to its whole answer: the shell's server writes a page in one
 * piece, so on this machine that is its time to first byte within a fraction of a millisecond.
 */
function hammer(url: string, amount = REQUESTS): Promise<{ times: number[]; failures: number }> {
  const times: number[] = [];
  let failures = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      { url, connections: TTFB_CONNECTIONS, amount, headers: { 'accept-encoding': ACCEPT_ENCODING } },
      (error, result) => (error ? reject(error) : resolve({ times, failures: failures + result.errors })),
    );
    instance.on('response', (_client, status, _bytes, ms) => {
      if (status === 200) times.push(ms);
      else failures += 1;
    });
  });
}

/** The shell server's time to first byte for a route under `TTFB_CONNECTIONS` concurrent requests. */
export async function measureTtfb(route: string): Promise<void> {
  // A first request reads the remotes' indexes and the fragment and makes the page in the encoding
  // the measured ones ask for, as the first visitor after a deploy would; every later one is measured.
  const first = await fetch(`${SHELL_URL}${route}`, { headers: { 'accept-encoding': ACCEPT_ENCODING } });
  expect(first.status).toBe(200);
  // The server as it runs for visitors, not as it starts: the first burst of 50 at once on a just
  // started server meets code not yet compiled by V8 and sockets not yet opened, and on this 2-core
  // machine put the tail of whichever route came first 20-30 ms above its next burst's.
  const warmUp = await hammer(`${SHELL_URL}${route}`, WARM_UP_REQUESTS);
  expect.soft(warmUp.failures, `${route}: answers other than 200 while warming up`).toBe(0);
  const { times, failures } = await hammer(`${SHELL_URL}${route}`);
  const sorted = [...times].sort((a, b) => a - b);
  const result: TtfbResult = {
    route,
    connections: TTFB_CONNECTIONS,
    requests: times.length + failures,
    p50: median(sorted),
    p95: percentile(sorted, 0.95),
    max: sorted.at(-1) ?? 0,
    failures,
  };
  writeResult('ttfb', route, result);
  expect.soft(failures, `${route}: answers other than 200 under load`).toBe(0);
}
