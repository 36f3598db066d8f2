/**
 * A desk's live feed as a browser reads it: `GET /api/staff/day/events/` over a streamed fetch,
 * parsed into server-sent events (a comment is kept too, as `:`), for the tests to wait on.
 */
import type { Member } from './staff-helpers';

export interface SentEvent {
  /** `booking`, `retry`, or `:` for a comment. */
  event: string;
  data: string;
}

export interface EventStream {
  status: number;
  headers: Headers;
  /** The next event (of `kind` when given), skipping others; rejects when the stream ends first or after `ms`. */
  next(kind?: string, ms?: number): Promise<SentEvent>;
  /** A refusal's JSON body (not for a stream). */
  body(): Promise<unknown>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

function parse(block: string): SentEvent {
  const lines = block.split('\n');
  if (lines.every((line) => line.startsWith(':'))) return { event: ':', data: lines.join('\n').slice(1).trim() };
  let event = 'message';
  const data: string[] = [];
  for (const line of lines) {
    const [field, ...rest] = line.split(':');
    const value = rest.join(':').replace(/^ /, '');
    if (field === 'event') event = value;
    if (field === 'data') data.push(value);
    if (field === 'retry') event = 'retry';
    if (field === 'retry') data.push(value);
  }
  return { event, data: data.join('\n') };
}

export async function openEvents(api: { baseUrl: string }, member: Member | null): Promise<EventStream> {
  const controller = new AbortController();
  const response = await fetch(`${api.baseUrl}/api/staff/day/events/`, {
    headers: {
      'x-forwarded-for': '10.0.0.1',
      accept: 'text/event-stream',
      ...(member ? { cookie: `staff_session=${member.cookie}` } : {}),
    },
    signal: controller.signal,
  });
  const queue: SentEvent[] = [];
  const waiting: Array<() => void> = [];
  let done = false;
  const wake = () => waiting.splice(0).forEach((resolve) => resolve());
  const ended = (async () => {
    if (!response.body || !response.headers.get('content-type')?.startsWith('text/event-stream')) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          queue.push(parse(buffer.slice(0, end)));
          buffer = buffer.slice(end + 2);
        }
        wake();
      }
    } catch {
      // Aborted by the test.
    }
  })().finally(() => {
    done = true;
    wake();
  });
  return {
    status: response.status,
    headers: response.headers,
    ended,
    close: () => controller.abort(),
    body: () => response.json(),
    async next(kind, ms = 5_000) {
      const deadline = Date.now() + ms;
      for (;;) {
        const index = queue.findIndex((sent) => kind === undefined || sent.event === kind);
        if (index >= 0) return queue.splice(0, index + 1).at(-1) as SentEvent;
        if (done) throw new Error(`the stream ended before a ${kind ?? 'further'} event`);
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no ${kind ?? ''} event within ${ms} ms`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiting.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
  };
}
