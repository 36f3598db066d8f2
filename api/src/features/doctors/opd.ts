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
  /** The first day the session is held (`YYYY-MM-DD`); null: since before the desk kept timetables. */
  effective_from: string | null;
  /** The last day; null until a later timetable replaces it. */
  effective_until: string | null;
  /** The last free slots kept for the counter; null: the hospital's `DESK_COUNTER_QUOTA`. */
  counter_quota: number | null;
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

/** Whether the session is held on `day`: the timetable in effect that day (issue 48). */
export const inEffectOn = (session: SessionRow, day: string) =>
  (session.effective_from === null || session.effective_from <= day) &&
  (session.effective_until === null || day <= session.effective_until);

/** The sessions held on `day`: its weekday's, of the timetable in effect then. */
export const sittingsOn = (day: string, sessions: readonly SessionRow[]) =>
  sessions.filter((session) => session.weekday === weekdayOf(day) && inEffectOn(session, day));

/** A session cut into whole slots; a last piece shorter than a slot is not offered. */
export function slotsOfSession(
  session: Pick<SessionRow, 'start_time' | 'end_time' | 'room' | 'online' | 'slot_minutes'>,
): SessionSlot[] {
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
  return (
    sittingsOn(day, sessions)
      // One session off (leave for a sitting): keyed by the day and the session's start.
      .filter((session) => !daysOff.has(`${day} ${session.start_time}`))
      .flatMap(slotsOfSession)
      .filter((slot) => day > today || minutesOf(slot.start) > minutes)
      .sort((a, b) => a.start.localeCompare(b.start))
  );
}

/**
 * The free slots (not started, not held: `heldStarts` of that day) of each sitting on `day` that has
 * its quota or fewer of them left: the places the site leaves to the desk. A session's own
 * `counter_quota` wins over `quota` (`DESK_COUNTER_QUOTA`).
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
  const sittings = sittingsOn(day, sessions).filter((session) => (session.counter_quota ?? quota) > 0);
  if (sittings.length === 0) return kept;
  const open = new Set(slotsOfDay(day, sessions, daysOff, now).map((slot) => `${slot.online} ${slot.start}`));
  for (const session of sittings) {
    const free = slotsOfSession(session).filter(
      (slot) => open.has(`${slot.online} ${slot.start}`) && !heldStarts.has(slot.start),
    );
    if (free.length <= (session.counter_quota ?? quota)) for (const slot of free) kept.add(slot.start);
  }
  return kept;
}

/**
 * Each day from `from` to `to` with at least one slot left, each slot marked free or held; the last
 * free slots of a sitting (its quota, else `counterQuota`) are shown held, as the site may not book them.
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

/** The session on `day` whose slot starts at `start` in this mode, if any: whose quota a booking counts against. */
export const sittingOfSlot = (day: string, sessions: readonly SessionRow[], start: string, online: boolean) =>
  sittingsOn(day, sessions).find(
    (session) => session.online === online && slotsOfSession(session).some((slot) => slot.start === start),
  );

/** How a held slot is looked up in the set `availability` takes. */
export const heldKey = (day: string, start: string) => `${day} ${start}`;
