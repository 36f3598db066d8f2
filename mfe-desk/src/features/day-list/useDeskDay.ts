import { useCallback, useEffect, useRef, useState } from 'react';
import type { DeskBooking, DeskDay } from 'contract/staff-desk';
import { getDeskDay, useDeskDayEvents } from 'shared-ui/staff';

export type DayState =
  { status: 'loading' } | { status: 'failed'; error: unknown } | { status: 'ready'; day: DeskDay; refreshing: boolean };

type Answer = { key: string } & ({ status: 'failed'; error: unknown } | { status: 'ready'; day: DeskDay });

/**
 * One day's list: asked for `date` (the API's today while null) and the search; asked again, quietly,
 * when another desk or the site changes a booking of that day (the live events) and after each
 * change made here, since the counts are the API's. Only the latest question's answer counts.
 * `today` is the API's today (its clock, the hospital's zone), learnt from a question without a date.
 */
export function useDeskDay(date: string | null, q: string) {
  const key = `${date ?? ''}|${q}`;
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [refreshing, setRefreshing] = useState(false);
  const [today, setToday] = useState<string | null>(null);
  const latest = useRef(0);

  const ask = useCallback(
    (quietly: boolean) => {
      const question = ++latest.current;
      getDeskDay({ date: date ?? undefined, q }).then(
        (day) => {
          if (question !== latest.current) return;
          if (date === null) setToday(day.date);
          setAnswer({ key, status: 'ready', day });
          setRefreshing(false);
        },
        (error: unknown) => {
          if (question !== latest.current) return;
          setRefreshing(false);
          // A quiet refresh that failed keeps the list shown: the next event or change asks again.
          if (!quietly) setAnswer({ key, status: 'failed', error });
        },
      );
    },
    [date, q, key],
  );

  useEffect(() => ask(false), [ask]);

  const state: DayState =
    answer === null || answer.key !== key
      ? { status: 'loading' }
      : answer.status === 'ready'
        ? { status: 'ready', day: answer.day, refreshing }
        : { status: 'failed', error: answer.error };

  const refresh = useCallback(() => {
    setRefreshing(true);
    ask(true);
  }, [ask]);
  const reload = useCallback(() => {
    setAnswer(null);
    ask(false);
  }, [ask]);
  useDeskDayEvents(state.status === 'ready' ? state.day.date : null, refresh);

  /** Shows a row as the API answered it (a change, or a 409's row as it is now) until the refetch. */
  const replaceRow = useCallback((booking: DeskBooking) => {
    setAnswer((previous) => {
      if (previous?.status !== 'ready') return previous;
      const doctors = previous.day.doctors.map((doctor) => ({
        ...doctor,
        sessions: doctor.sessions.map((session) => ({
          ...session,
          bookings: session.bookings.map((row) => (row.reference === booking.reference ? booking : row)),
        })),
      }));
      return { ...previous, day: { ...previous.day, doctors } };
    });
  }, []);

  return { state, today, reload, refresh, replaceRow };
}
