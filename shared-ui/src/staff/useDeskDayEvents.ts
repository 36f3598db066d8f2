import { useEffect, useLayoutEffect, useRef } from 'react';
import { deskDayEventsUrl } from './staffCalls';

/**
 * Changes close together (a desk's burst, a re-opened stream) are one refetch, made this long after
 * the first of them: the later ones ride along rather than push it back, so a page watching a busy
 * morning's stream still refetches at least this often (the day list's "within 2 seconds").
 */
export const DESK_EVENTS_DEBOUNCE_MS = 250;

/** What one `event: booking` or `event: lab` says changed. */
interface DeskDayEvent {
  date?: unknown;
}

/**
 * The desk's live feed: an EventSource on the API's day events (with the staff cookie), calling
 * `onChange` (at most every DESK_EVENTS_DEBOUNCE_MS) for a change on `date` of the kind the page shows (`booking`, an OPD
 * booking, for the day list; `lab`, a lab booking, for the run sheet), and once the stream opens
 * again after an error, since changes made while it was down were never sent. EventSource
 * reconnects by itself; `date` null (no day shown yet) opens nothing.
 */
export function useDeskDayEvents(date: string | null, onChange: () => void, kind: 'booking' | 'lab' = 'booking'): void {
  const latest = useRef(onChange);
  useLayoutEffect(() => {
    latest.current = onChange;
  });

  useEffect(() => {
    if (date === null || typeof EventSource === 'undefined') return undefined;
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let closed = false;
    let failed = false;
    const changed = () => {
      if (timer !== undefined) return;
      timer = setTimeout(() => {
        timer = undefined;
        latest.current();
      }, DESK_EVENTS_DEBOUNCE_MS);
    };
    void deskDayEventsUrl().then(
      (url) => {
        if (closed) return;
        source = new EventSource(url, { withCredentials: true });
        source.addEventListener(kind, (event) => {
          let data: DeskDayEvent | null = null;
          try {
            data = JSON.parse((event as MessageEvent<string>).data) as DeskDayEvent;
          } catch {
            return;
          }
          if (data?.date === date) changed();
        });
        source.addEventListener('error', () => {
          failed = true;
        });
        source.addEventListener('open', () => {
          if (failed) changed();
          failed = false;
        });
      },
      () => undefined,
    );
    return () => {
      closed = true;
      clearTimeout(timer);
      source?.close();
    };
  }, [date, kind]);
}
