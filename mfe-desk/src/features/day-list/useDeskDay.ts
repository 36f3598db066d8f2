import { useCallback, useState } from 'react';
import type { DeskBooking, DeskDay } from 'contract/staff-desk';
import { getDeskDay, useDeskDayEvents } from 'shared-ui/staff';
import { useDeskLoad } from '../../components/useDeskLoad';

export type DayState =
  { status: 'loading' } | { status: 'failed'; error: unknown } | { status: 'ready'; day: DeskDay; refreshing: boolean };

/** Rows as the API answered a change here, for the question they were changed under. */
interface Replaced {
  load: (() => Promise<DeskDay>) | null;
  rows: ReadonlyMap<string, DeskBooking>;
}

/** The day with each row the API answered a change with, until a read brings that row as new or newer. */
const withRows = (day: DeskDay, rows: ReadonlyMap<string, DeskBooking>): DeskDay =>
  rows.size === 0
    ? day
    : {
        ...day,
        doctors: day.doctors.map((doctor) => ({
          ...doctor,
          sessions: doctor.sessions.map((session) => ({
            ...session,
            bookings: session.bookings.map((row) => {
              const answered = rows.get(row.reference);
              return answered && answered.version > row.version ? answered : row;
            }),
          })),
        })),
      };

/**
 * One day's list: asked for `date` (the API's today while null) and the search, through the desk's
 * one read (components/useDeskLoad); asked again quietly when another desk or the site changes a
 * booking of that day (the live events) and after each change made here, since the counts are the
 * API's. `today` is the API's today (its clock, the hospital's zone), learnt from a question
 * without a date.
 */
export function useDeskDay(date: string | null, q: string) {
  const load = useCallback(() => getDeskDay({ date: date ?? undefined, q }), [date, q]);
  const [loaded, reload, refresh] = useDeskLoad(load);
  const [today, setToday] = useState<string | null>(null);
  const [replaced, setReplaced] = useState<Replaced>({ load: null, rows: new Map() });

  const answered = loaded.status === 'loaded' ? loaded.data : null;
  // Learnt while rendering the answer (React's adjusting state on a prop), not in an effect after it.
  if (date === null && answered !== null && answered.date !== today) setToday(answered.date);

  const state: DayState =
    loaded.status === 'loaded'
      ? {
          status: 'ready',
          day: replaced.load === load ? withRows(loaded.data, replaced.rows) : loaded.data,
          refreshing: loaded.refreshing,
        }
      : loaded.status === 'failed'
        ? { status: 'failed', error: loaded.error }
        : { status: 'loading' };

  useDeskDayEvents(state.status === 'ready' ? state.day.date : null, refresh);

  /** Shows a row as the API answered it (a change, or a 409's row as it is now) until a read catches up. */
  const replaceRow = useCallback(
    (booking: DeskBooking) =>
      setReplaced((before) => ({
        load,
        rows: new Map([...(before.load === load ? before.rows : []), [booking.reference, booking]]),
      })),
    [load],
  );

  return { state, today, reload, refresh, replaceRow };
}
