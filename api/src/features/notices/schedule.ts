/**
 * When a booking's reminders go: at 18:00 India time 3 days and 1 day before its day (a booking on
 * the 10th hears on the 7th and the 9th), and none that the booking was made on or after the day of
 * (a booking made the day before gets no reminder at all; the confirmation has just told it all).
 * Nothing reminds between 21:00 and 08:00 there: a reminder that falls due then waits until 08:00.
 * India keeps one offset all year (+05:30, no summer time), so the sums are plain.
 */
import type { NoticeKind } from '../../db/schema';

const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 24 * 60 * 60_000;
const HOUR_MS = 60 * 60_000;

/** The reminders' hour, India time: after work, before the quiet hours. */
export const REMINDER_HOUR = 18;
export const QUIET_FROM_HOUR = 21;
export const QUIET_UNTIL_HOUR = 8;

/** The day (`YYYY-MM-DD`) in India at `at`. */
export const dayInIndia = (at: Date): string => new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);

/** `hour`:00 India time on `day`. */
const atIndiaHour = (day: string, hour: number): Date =>
  new Date(Date.parse(`${day}T00:00:00Z`) - IST_OFFSET_MS + hour * HOUR_MS);

const daysBefore = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);

/** Is `at` within the quiet hours (21:00 to 08:00 India time)? */
export function isQuiet(at: Date): boolean {
  const hour = new Date(at.getTime() + IST_OFFSET_MS).getUTCHours();
  return hour >= QUIET_FROM_HOUR || hour < QUIET_UNTIL_HOUR;
}

/** `at`, or 08:00 India time after it when it falls in the quiet hours. */
export function heldToDaytime(at: Date): Date {
  if (!isQuiet(at)) return at;
  const local = new Date(at.getTime() + IST_OFFSET_MS);
  const day = local.toISOString().slice(0, 10);
  const morning = local.getUTCHours() >= QUIET_FROM_HOUR ? daysBefore(day, -1) : day;
  return atIndiaHour(morning, QUIET_UNTIL_HOUR);
}

export interface DueReminder {
  kind: Extract<NoticeKind, 'reminder3' | 'reminder1'>;
  at: Date;
}

/** The reminders of a booking on `visitDay` made (or moved) at `bookedAt`. */
export function remindersFor(visitDay: string, bookedAt: Date): DueReminder[] {
  const booked = dayInIndia(bookedAt);
  const due: DueReminder[] = [];
  for (const [kind, days] of [
    ['reminder3', 3],
    ['reminder1', 1],
  ] as const) {
    const day = daysBefore(visitDay, days);
    if (booked < day) due.push({ kind, at: heldToDaytime(atIndiaHour(day, REMINDER_HOUR)) });
  }
  return due;
}
