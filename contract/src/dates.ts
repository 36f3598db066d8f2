/** The hospital's calendar day is Asia/Kolkata's, whatever the visitor's or server's zone. */
export const HOSPITAL_TIME_ZONE = 'Asia/Kolkata';

/**
 * Asia/Kolkata's offset from UTC, +05:30 all year: India has kept no daylight saving since 1945.
 * The hospital's day and clock are read from it by arithmetic rather than asked of a time-zone
 * formatter: a page's first `Intl` formatter loads the locale's data, 50–140 ms on a phone, inside
 * the first render of the page that needs today (the booking forms). `dates.test.ts` holds it to
 * ICU's Asia/Kolkata across the year.
 */
export const HOSPITAL_UTC_OFFSET_MINUTES = 330;

/** An instant as the hospital's wall clock reads it, in a Date's UTC fields. */
export function hospitalWallClock(now: Date): Date {
  return new Date(now.getTime() + HOSPITAL_UTC_OFFSET_MINUTES * 60_000);
}

/** This year in the hospital's zone (what a page's © says). */
export function yearInHospitalZone(now: Date = new Date()): number {
  return hospitalWallClock(now).getUTCFullYear();
}

/** Today in the hospital's zone as `YYYY-MM-DD` (the value an `<input type="date">` uses). */
export function todayInHospitalZone(now: Date = new Date()): string {
  return hospitalWallClock(now).toISOString().slice(0, 10);
}

/** Minutes since midnight in the hospital's zone. */
export function minutesInHospitalZone(now: Date = new Date()): number {
  const clock = hospitalWallClock(now);
  return clock.getUTCHours() * 60 + clock.getUTCMinutes();
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar day written `YYYY-MM-DD` (rejects 2026-02-30). */
export function isIsoDay(value: string): boolean {
  const match = ISO_DAY.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** How far ahead a visit may be booked: the hospital plans its rosters about half a year ahead. */
export const VISIT_HORIZON_MONTHS = 6;

/**
 * The last day a visit may be booked for, `YYYY-MM-DD`: the same day of the month six months after
 * today in the hospital's zone, or that month's last day when it is shorter (31 Aug → 28 Feb).
 * The date field shows it as its `max`; the API refuses anything later.
 */
export function latestVisitDay(now: Date = new Date()): string {
  const [year, month, day] = todayInHospitalZone(now).split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + VISIT_HORIZON_MONTHS, 1));
  const lastOfMonth = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastOfMonth));
  return target.toISOString().slice(0, 10);
}
