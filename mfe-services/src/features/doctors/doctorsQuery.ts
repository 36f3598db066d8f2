import type { Doctor, Weekday } from 'contract';

/** Doctors shown on one page of /our-doctor: two rows at the desktop's three columns, a short scroll on a phone. */
export const DOCTORS_PER_PAGE = 6;

/** What /our-doctor's address asks for: `?department=3&name=sharma&day=2&language=pa&page=2`. */
export interface DoctorsQuery {
  /** A department id, or undefined for every department. */
  department: number | undefined;
  /** A weekday the doctor sits in OPD (0 = Sunday), or undefined for any. */
  day: Weekday | undefined;
  /** A language code the doctor consults in (`pa`), or '' for any. */
  language: string;
  /** Part of a doctor's name, as typed (trimmed). */
  name: string;
  /** 1-based; anything that is not a page number is the first page. */
  page: number;
}

const wholeNumber = (value: string | null) => (value !== null && /^\d{1,9}$/.test(value) ? Number(value) : undefined);

const weekday = (value: string | null): Weekday | undefined =>
  value !== null && /^[0-6]$/.test(value) ? (Number(value) as Weekday) : undefined;

/** Whether a doctor passes the day and language filters (a list answer without OPD data passes neither). */
export function opdMatches(doctor: Pick<Doctor, 'opd_days' | 'languages'>, query: DoctorsQuery): boolean {
  return (
    (query.day === undefined || (doctor.opd_days ?? []).includes(query.day)) &&
    (query.language === '' || (doctor.languages ?? []).includes(query.language))
  );
}

export function doctorsQueryFrom(params: URLSearchParams): DoctorsQuery {
  return {
    department: wholeNumber(params.get('department')),
    day: weekday(params.get('day')),
    language: /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(params.get('language') ?? '')
      ? (params.get('language') ?? '')
      : '',
    name: (params.get('name') ?? '').trim(),
    page: Math.max(1, wholeNumber(params.get('page')) ?? 1),
  };
}

/** For comparing names as typed: any case, extra spaces and accents ignored, "Dr." not needed. */
const folded = (text: string) =>
  text.normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase().replace(/\s+/g, ' ').trim();

/** Whether a doctor's name contains what the visitor typed ("sharma", "anita sh", "dr. anita"). */
export function nameMatches(doctorName: string, typed: string): boolean {
  const wanted = folded(typed);
  return wanted === '' || folded(doctorName).includes(wanted);
}

/** The page that exists nearest the one asked for, and where it starts and ends in the list. */
export function pageOf(total: number, asked: number) {
  const pages = Math.max(1, Math.ceil(total / DOCTORS_PER_PAGE));
  const page = Math.min(asked, pages);
  const start = (page - 1) * DOCTORS_PER_PAGE;
  return { page, pages, start, end: Math.min(start + DOCTORS_PER_PAGE, total) };
}
