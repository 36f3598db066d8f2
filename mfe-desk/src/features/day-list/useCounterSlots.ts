import { useCallback } from 'react';
import type { AvailabilitySlot } from 'contract';
import type { DeskDay } from 'contract/staff-desk';
import { getAvailability } from 'shared-ui';
import { getDeskDay, useDeskDayEvents } from 'shared-ui/staff';
import { useDeskLoad } from '../../components/useDeskLoad';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export interface CounterSlots {
  status: 'idle' | 'loading' | 'error' | 'ready';
  /** The day's times of the mode, each free or held, as the slot picker takes them. */
  slots: { start: string; available: boolean; online: boolean }[];
  /** How many of the free times the site may not book (DESK_COUNTER_QUOTA): only the desk can. */
  kept: number;
  failure: unknown;
  reload: () => void;
}

/** The starts held on the desk's day: by any booking not cancelled (arrived, completed and no-show too). */
const heldStarts = (day: DeskDay) =>
  new Set(
    day.doctors.flatMap((doctor) =>
      doctor.sessions.flatMap((sitting) =>
        sitting.bookings.flatMap((booking) =>
          booking.status !== 'cancelled' && booking.slot_start !== null ? [booking.slot_start] : [],
        ),
      ),
    ),
  );

/**
 * A doctor's times on one day for the counter: the site's availability gives the day's times (not
 * started, not on leave), which it marks taken when held and also when kept for the counter; the
 * desk's day says which are held, so the kept ones are free here. Live: a booking made elsewhere
 * that day (the day's events) loads them again.
 */
export function useCounterSlots(doctor: number | undefined, date: string, online: boolean): CounterSlots {
  const asked = doctor !== undefined && DAY.test(date);
  const load = useCallback(async () => {
    if (doctor === undefined || !DAY.test(date)) return null;
    const [days, day] = await Promise.all([getAvailability(doctor, date, date), getDeskDay({ date, doctor })]);
    return { times: days.find((each) => each.date === date)?.slots ?? [], held: heldStarts(day) };
  }, [doctor, date]);
  const [state, reload] = useDeskLoad(load);
  useDeskDayEvents(asked ? date : null, reload);

  const base = { slots: [], kept: 0, failure: null, reload };
  if (!asked) return { ...base, status: 'idle' };
  if (state.status === 'loading') return { ...base, status: 'loading' };
  if (state.status === 'failed') return { ...base, status: 'error', failure: state.error };
  const times = (state.data?.times ?? []).filter((slot: AvailabilitySlot) => slot.online === online);
  const held = state.data?.held ?? new Set<string>();
  return {
    ...base,
    status: 'ready',
    slots: times.map((slot) => ({ start: slot.start, available: !held.has(slot.start), online: slot.online })),
    kept: times.filter((slot) => !slot.available && !held.has(slot.start)).length,
  };
}
