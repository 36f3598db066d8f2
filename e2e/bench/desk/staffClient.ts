import { performance } from 'node:perf_hooks';
import type { APIRequestContext } from '@playwright/test';

/**
 * A signed-in desk as the bench drives it: the staff cookie its enrolment left in a Playwright
 * request context, sent by Node's own fetch (which keeps its connections alive as a browser does),
 * so the times measured are the API's and the network's, not a test driver's.
 */
export interface Desk {
  email: string;
  request: APIRequestContext;
  cookie: string;
}

export interface Answer<T> {
  status: number;
  body: T;
  ms: number;
}

export async function cookieOf(request: APIRequestContext): Promise<string> {
  const { cookies } = await request.storageState();
  return cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
}

/** One call to a staff route of the API at `api`, timed from sending to the whole answer read. */
export async function staffCall<T>(
  desk: Desk,
  api: string,
  route: string,
  { body, origin }: { body?: unknown; origin: string },
): Promise<Answer<T>> {
  const started = performance.now();
  const answer = await fetch(`${api}${route}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      cookie: desk.cookie,
      origin,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await answer.text();
  const ms = performance.now() - started;
  return { status: answer.status, body: (text === '' ? null : JSON.parse(text)) as T, ms };
}

export interface BookingEvent {
  date: string;
  doctor: number;
  reference: string;
}

/** The `event: booking` blocks of a server-sent events text; the rest (an unfinished block) is kept. */
function readBlocks(buffer: string, onEvent: (event: BookingEvent) => void): string {
  let rest = buffer;
  for (let end = rest.indexOf('\n\n'); end >= 0; end = rest.indexOf('\n\n')) {
    const block = rest.slice(0, end);
    rest = rest.slice(end + 2);
    const data = /^data: (.*)$/m.exec(block)?.[1];
    if (/^event: booking$/m.test(block) && data !== undefined) onEvent(JSON.parse(data) as BookingEvent);
  }
  return rest;
}

async function follow(body: ReadableStream<Uint8Array>, onEvent: (event: BookingEvent) => void): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer = readBlocks(buffer + decoder.decode(value, { stream: true }), onEvent);
    }
  } catch {
    // Closed by `close` (aborted) or by the server going away: the bench asks nothing more of it.
  }
}

/** The desk's live stream (`GET /api/staff/day/events/`) on the API at `api`; `onEvent` hears each booking event. */
export async function openDayEvents(
  desk: Desk,
  api: string,
  onEvent: (event: BookingEvent) => void,
): Promise<{ close: () => void }> {
  const controller = new AbortController();
  const answer = await fetch(`${api}/api/staff/day/events/`, {
    headers: { cookie: desk.cookie, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  if (answer.status !== 200 || answer.body === null) throw new Error(`the day's events answered ${answer.status}`);
  void follow(answer.body, onEvent);
  return { close: () => controller.abort() };
}

export interface Spread {
  n: number;
  median: number;
  p95: number;
  max: number;
}

/** The nearest-rank percentile `p` (0-100) of `values`. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((sorted.length * p) / 100) - 1)] ?? Number.NaN;
}

export const spreadOf = (values: readonly number[]): Spread => ({
  n: values.length,
  median: percentile(values, 50),
  p95: percentile(values, 95),
  max: percentile(values, 100),
});
