/**
 * The desk's live feed (issue 47), `GET /api/staff/day/events/` as server-sent events:
 * `event: booking` with `data: {"date","doctor","reference"}` whenever an OPD booking is made or
 * changed, and `event: lab` with `data: {"date","reference"}` whenever a lab booking is (the run
 * sheet's), by the site or at a desk, on this instance or another on the same PostgreSQL. The
 * changes come from the database's notifications (db/listener.ts), sent inside each change's
 * transaction, so a change that rolled back is never announced; nothing about the patient travels.
 * A comment every 15 s keeps proxies from closing a quiet stream and is when the stream's staff
 * session is checked again: a session that ended, went idle or grew too old closes its stream.
 */
import { PassThrough } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { isBookingReference, isIsoDay } from 'contract';

export const HEARTBEAT_MS = 15_000;
/** How long a browser waits before it reconnects a dropped stream (`retry:`). */
export const RETRY_MS = 3_000;
/**
 * A client this far behind in reading is dropped rather than buffered for: it reconnects and
 * reloads the day, which is what it would need anyway.
 */
const MOST_UNREAD_BYTES = 64 * 1024;

interface Stream {
  out: PassThrough;
  /** The staff session it was opened in, checked again at each heartbeat. */
  session: number;
}

/**
 * One notification's payload as the browser gets it: `booking` (an OPD booking: day, doctor and
 * reference) or `lab` (a lab booking, for the run sheet: day and reference), or null for anything else.
 */
function sentEvent(payload: string): { event: 'booking' | 'lab'; data: string } | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(payload);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { kind, date, doctor, reference } = parsed as Record<string, unknown>;
  if (typeof date !== 'string' || !isIsoDay(date)) return null;
  if (typeof reference !== 'string' || !isBookingReference(reference)) return null;
  if (kind === 'lab')
    return reference.startsWith('LAB-') ? { event: 'lab', data: JSON.stringify({ date, reference }) } : null;
  if (kind !== undefined) return null;
  if (typeof doctor !== 'number' || !Number.isSafeInteger(doctor)) return null;
  return { event: 'booking', data: JSON.stringify({ date, doctor, reference }) };
}

export class DayEvents {
  private readonly streams = new Set<Stream>();

  constructor(
    /** Whether a staff session is still live, without counting as its use. */
    private readonly isLive: (session: number) => Promise<boolean>,
    private readonly log: FastifyBaseLogger,
  ) {}

  get size(): number {
    return this.streams.size;
  }

  /** A new stream for the session; the caller calls `gone` when its client leaves. */
  open(session: number): { out: PassThrough; gone: () => void } {
    const stream: Stream = { out: new PassThrough(), session };
    this.streams.add(stream);
    stream.out.write(`retry: ${RETRY_MS}\n\n`);
    return { out: stream.out, gone: () => this.end(stream) };
  }

  private end(stream: Stream): void {
    if (!this.streams.delete(stream)) return;
    stream.out.end();
  }

  private write(stream: Stream, text: string): void {
    if (stream.out.writableLength > MOST_UNREAD_BYTES) {
      this.end(stream);
      return;
    }
    stream.out.write(text);
  }

  /** A notification heard from the database: to every stream, when it is a booking or lab event. */
  deliver(payload: string): void {
    const sent = sentEvent(payload);
    if (sent === null) {
      this.log.warn('a booking notification of an unknown form was not passed on');
      return;
    }
    for (const stream of this.streams) this.write(stream, `event: ${sent.event}\ndata: ${sent.data}\n\n`);
  }

  /** The heartbeat: each stream whose session has ended is closed, the others get a comment. */
  async beat(): Promise<void> {
    await Promise.all(
      [...this.streams].map(async (stream) => {
        let live: boolean;
        try {
          live = await this.isLive(stream.session);
        } catch (error) {
          // The database is unreachable for a moment: the stream stays until the next beat can tell.
          this.log.warn({ err: error }, 'a live stream’s session could not be checked');
          live = true;
        }
        if (live) this.write(stream, ': heartbeat\n\n');
        else this.end(stream);
      }),
    );
  }

  /** Ends every stream (the server is closing). */
  closeAll(): void {
    for (const stream of this.streams) this.end(stream);
  }
}
