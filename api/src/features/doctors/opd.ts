/**
 * A doctor's bookable slots, worked out from the weekly sessions, the days off and the slots already
 * held. Pure: the clock and the rows come in, so a test can put "now" at either edge of a day in
 * Asia/Kolkata. Times are `HH:MM` and days `YYYY-MM-DD`, both in the hospital's zone, compared as text.
 */
import { minutesInHospitalZone, todayInHospitalZone } from 'contract';
import type { AvailabilityDay, AvailabilitySlot, Weekday } from 'contract';

export interface SessionRow {
  weekday: number;
  start_time: string;
  end_time: string;
  room: string | null;
  online: boolean;
  slot_minutes: number;
}

/** One slot of a session, as a booking holds it. */
export interface SessionSlot {
  start: string;
  end: string;
  room: string | null;
  online: boolean;
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const timeOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The weekday of a calendar day: the same everywhere, so it is read in UTC. */
export function weekdayOf(day: string): Weekday {
  return new Date(`${day}T00:00:00Z`).getUTCDay() as Weekday;
}

export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both counted. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** A session cut into whole slots; a last piece shorter than a slot is not offered. */
export function slotsOfSession(session: SessionRow): SessionSlot[] {
  const slots: SessionSlot[] = [];
  const end = minutesOf(session.end_time);
  for (let start = minutesOf(session.start_time); start + session.slot_minutes <= end; start += session.slot_minutes) {
    slots.push({
      start: timeOf(start),
      end: timeOf(start + session.slot_minutes),
      room: session.room,
      online: session.online,
    });
  }
  return slots;
}

/** Now in the hospital's zone: the day, and the minutes since its midnight. */
export function hospitalNow(now: Date): { today: string; minutes: number } {
  return { today: todayInHospitalZone(now), minutes: minutesInHospitalZone(now) };
}

/**
 * A day's slots in time order, or none: not on a day off, not before today, and today only those
 * that have not started yet.
 */
export function slotsOfDay(day: string, sessions: readonly SessionRow[], daysOff: ReadonlySet<string>, now: Date) {
  const { today, minutes } = hospitalNow(now);
  if (day < today || daysOff.has(day)) return [];
  const weekday = weekdayOf(day);
  return sessions
    .filter((session) => session.weekday === weekday)
    .flatMap(slotsOfSession)
    .filter((slot) => day > today || minutesOf(slot.start) > minutes)
    .sort((a, b) => a.start.localeCompare(b.start));
}

/**
 * The free slots (not started, not held: `heldStarts` of that day) of each sitting on `day` that has
 * `quota` or fewer of them left: the places the site leaves to the desk (`DESK_COUNTER_QUOTA`).
 */
export function keptForCounter(
  day: string,
  sessions: readonly SessionRow[],
  daysOff: ReadonlySet<string>,
  heldStarts: ReadonlySet<string>,
  quota: number,
  now: Date,
): Set<string> {
  const kept = new Set<string>();
  if (quota === 0) return kept;
  const open = new Set(slotsOfDay(day, sessions, daysOff, now).map((slot) => `${slot.online} ${slot.start}`));
  for (const session of sessions.filter((sitting) => sitting.weekday === weekdayOf(day))) {
    const free = slotsOfSession(session).filter(
      (slot) => open.has(`${slot.online} ${slot.start}`) && !heldStarts.has(slot.start),
    );
    if (free.length <= quota) for (const slot of free) kept.add(slot.start);
  }
  return kept;
}

/**
 * Each day from `from` to `to` with at least one slot left, each slot marked free or held; the last
 * `counterQuota` free slots of a sitting are shown held, as the site may not book them.
 */
export function availability(
  from: string,
  to: string,
  sessions: readonly SessionRow[],
  daysOff: ReadonlySet<string>,
  held: ReadonlySet<string>,
  now: Date,
  counterQuota = 0,
): AvailabilityDay[] {
  const days: AvailabilityDay[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const slots = slotsOfDay(day, sessions, daysOff, now);
    if (slots.length === 0) continue;
    const heldStarts = new Set(slots.filter((slot) => held.has(heldKey(day, slot.start))).map((slot) => slot.start));
    const kept = keptForCounter(day, sessions, daysOff, heldStarts, counterQuota, now);
    days.push({
      date: day,
      slots: slots.map((slot): AvailabilitySlot => ({
        ...slot,
        available: !heldStarts.has(slot.start) && !kept.has(slot.start),
      })),
    });
  }
  return days;
}

/** How a held slot is looked up in the set `availability` takes. */
export const heldKey = (day: string, start: string) => `${day} ${start}`;
