/** The hospital's calendar day is Asia/Kolkata's, whatever the visitor's or server's zone. */
export const HOSPITAL_TIME_ZONE = 'Asia/Kolkata';

const isoDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: HOSPITAL_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today in the hospital's zone as `YYYY-MM-DD` (the value an `<input type="date">` uses). */
export function todayInHospitalZone(now: Date = new Date()): string {
  return isoDay.format(now);
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
