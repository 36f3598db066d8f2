import { useEffect, useLayoutEffect, useRef } from 'react';
import { deskDayEventsUrl } from './staffCalls';

/** Changes close together (a desk's burst, a re-opened stream) are one refetch. */
export const DESK_EVENTS_DEBOUNCE_MS = 250;

/** What one `event: booking` or `event: lab` says changed. */
interface DeskDayEvent {
  date?: unknown;
}

/**
 * The desk's live feed: an EventSource on the API's day events (with the staff cookie), calling
 * `onChange` (debounced) for a change on `date` of the kind the page shows (`booking`, an OPD
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
      clearTimeout(timer);
      timer = setTimeout(() => latest.current(), DESK_EVENTS_DEBOUNCE_MS);
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
