/**
 * Where and when the hospital's team comes to a patient's home, for sample collection and home care
 * visits: the Faridabad pincodes it serves and the time windows it offers (Asia/Kolkata).
 */
import { minutesInHospitalZone } from './dates';

export const HOME_VISIT_PINCODES = [
  '121001',
  '121002',
  '121003',
  '121004',
  '121005',
  '121006',
  '121007',
  '121008',
  '121009',
  '121010',
  '121012',
  '121013',
] as const;

export interface HomeVisitWindow {
  /** What the form sends and the database keeps. */
  id: string;
  /** `HH:MM`, the hospital's zone. */
  start: string;
  end: string;
}

export const HOME_VISIT_WINDOWS: readonly HomeVisitWindow[] = [
  { id: '07-09', start: '07:00', end: '09:00' },
  { id: '09-11', start: '09:00', end: '11:00' },
  { id: '11-13', start: '11:00', end: '13:00' },
  { id: '16-18', start: '16:00', end: '18:00' },
];

/** Whole rupees added to a single test's price when its sample is collected at home (a home care visit's price includes the visit). */
export const HOME_COLLECTION_CHARGE = 100;

/** A booking for today cannot ask for a window this close to its start: the team needs time to reach the home. */
export const HOME_VISIT_NOTICE_MINUTES = 60;

export const isServedPincode = (value: string): boolean => (HOME_VISIT_PINCODES as readonly string[]).includes(value);

export const homeVisitWindow = (id: string): HomeVisitWindow | undefined =>
  HOME_VISIT_WINDOWS.find((window) => window.id === id);

/** The windows still open for a visit on `day` (`YYYY-MM-DD`) when today is `today`: all of them on a later day. */
export function openHomeVisitWindows(day: string, today: string, now: Date = new Date()): readonly HomeVisitWindow[] {
  if (day !== today) return HOME_VISIT_WINDOWS;
  const earliest = minutesInHospitalZone(now) + HOME_VISIT_NOTICE_MINUTES;
  return HOME_VISIT_WINDOWS.filter((window) => {
    const [hours, minutes] = window.start.split(':').map(Number) as [number, number];
    return hours * 60 + minutes >= earliest;
  });
}
