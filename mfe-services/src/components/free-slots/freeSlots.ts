import { todayInHospitalZone } from 'contract/rules';
import type { AvailabilitySlot, Weekday } from 'contract';
import { useAvailability, useServerRender } from 'shared-ui';
import type { QueryResult } from 'shared-ui';
import { useFormatters } from 'shared-ui/i18n';
import { useOpdWords } from '../doctor-opd';

/** Today and the 13 days after it: "the next two weeks". */
export const DAYS_AHEAD = 13;

/** `YYYY-MM-DD` plus whole days, on the calendar (no zone can shift it). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export interface FreeSlot {
  date: string;
  slot: AvailabilitySlot;
}

export interface FreeSlots {
  /** Rendering on the server (the prerender): the times are never asked for there. */
  onServer: boolean;
  status: QueryResult<unknown>['status'];
  /** The first `count` free slots of the next two weeks, earliest first (none until `success`). */
  free: FreeSlot[];
  retry: () => void;
}

/**
 * A doctor's first free slots of the next two weeks. Free times go stale within minutes: HTML
 * prerendered at build would promise times others have taken since. They are asked for in the
 * browser only, so the server's HTML shows the waiting state, as the live page does until the
 * answer is in.
 */
export function useFreeSlots(doctorId: number, count: number): FreeSlots {
  const onServer = useServerRender();
  const today = todayInHospitalZone();
  const availability = useAvailability(onServer ? undefined : doctorId, today, addDays(today, DAYS_AHEAD));
  const free = (availability.data ?? [])
    .flatMap((day) => day.slots.filter((slot) => slot.available).map((slot) => ({ date: day.date, slot })))
    .slice(0, count);
  return { onServer, status: availability.status, free, retry: availability.retry };
}

/** "Mon, 7 Dec": a free slot's day as the page's language writes it. */
export function useSlotDay(): (date: string) => string {
  const format = useFormatters();
  const { weekdayName } = useOpdWords();
  return (date) =>
    `${weekdayName(new Date(`${date}T12:00:00Z`).getUTCDay() as Weekday)}, ${format.date(date, 'short')}`;
}
