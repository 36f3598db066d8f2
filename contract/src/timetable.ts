/**
 * A doctor's weekly OPD timetable as the OPD manager edits it at the desk (issue 48): sessions
 * effective from a day. Saving one from day D ends the timetable in effect the day before D; the
 * bookings already made keep their slot and room. One schema for the desk's form and the API's
 * `PUT /api/staff/timetables/:doctorId/` (timetableSchema.ts, loaded on first use), so both name
 * the same field with the same code. This file has no yup: the desk's first render needs only it.
 */
import type { Weekday } from './opd';

export const TIMETABLE_LIMITS = {
  /** Sessions in one week: six a day is already more than any doctor sits. */
  sessionsMax: 42,
  slotMinutesMin: 5,
  slotMinutesMax: 120,
  /** As `DESK_COUNTER_QUOTA`'s bound. */
  counterQuotaMax: 100,
  roomMax: 80,
  /** History rows the editor shows. */
  historyMax: 50,
} as const;

export const WEEKDAYS: readonly Weekday[] = [1, 2, 3, 4, 5, 6, 0];

/** One weekly session as the editor and the API exchange it. */
export interface TimetableSession {
  weekday: Weekday;
  /** `HH:MM` Asia/Kolkata. */
  start_time: string;
  end_time: string;
  /** A video consultation session: no room. */
  online: boolean;
  /** `Room 12`; null when online. */
  room: string | null;
  slot_minutes: number;
  /** The last free slots of the session kept for the counter; null: the hospital's `DESK_COUNTER_QUOTA`. */
  counter_quota: number | null;
}

/** The sessions in effect from `effective_from` (null: since before the desk kept timetables) to `effective_until`. */
export interface Timetable {
  effective_from: string | null;
  /** The last day it applies; null while no later timetable is saved. */
  effective_until: string | null;
  sessions: TimetableSession[];
}

/** `GET /api/staff/timetables/:doctorId/`. */
export interface DoctorTimetables {
  doctor: { id: number; doctor_name: string; department_id: number; department_name: string };
  /** What a save must send back: a save by anyone else since makes it 409. */
  version: number;
  /** In effect today; null when the doctor has no sessions today's timetable. */
  current: Timetable | null;
  /** Saved to take effect later, earliest first. */
  scheduled: Timetable[];
  /** `DESK_COUNTER_QUOTA`: what a session without its own quota keeps. */
  counter_quota_default: number;
}

/** One saved change, as the editor's history lists it. */
export interface TimetableChange {
  id: string;
  /** ISO time. */
  at: string;
  /** The member; null for the command line or an account since removed. */
  by: { id: number; name: string } | null;
  effective_from: string;
  before: TimetableSession[];
  after: TimetableSession[];
}

/** The 409 of a save over another's: the timetable as it is now. */
export interface TimetableConflict {
  message: string;
  code: 'timetableStale';
  timetables: DoctorTimetables;
}

export const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
export const isTime = (value: unknown): value is string => typeof value === 'string' && HH_MM.test(value);

export interface SessionTimes {
  weekday?: unknown;
  start_time?: unknown;
  end_time?: unknown;
}

/**
 * The first session each one overlaps (same weekday, sharing a minute), by index: the later of
 * the two in the list is the one named, so the editor points at the row just added.
 */
export function overlappingSessions(sessions: readonly SessionTimes[]): Map<number, number> {
  const found = new Map<number, number>();
  sessions.forEach((session, index) => {
    const { weekday, start_time: start, end_time: end } = session;
    if (!isTime(start) || !isTime(end) || minutesOf(end) <= minutesOf(start)) return;
    const other = sessions.findIndex(
      (earlier, earlierIndex) =>
        earlierIndex < index &&
        earlier.weekday === weekday &&
        isTime(earlier.start_time) &&
        isTime(earlier.end_time) &&
        minutesOf(earlier.start_time) < minutesOf(end) &&
        minutesOf(start) < minutesOf(earlier.end_time),
    );
    if (other >= 0) found.set(index, other);
  });
  return found;
}
