/**
 * Doctors' OPD: the weekly timetable, leave, fees and the bookable slots the API derives from them.
 * Times are `HH:MM` and days `YYYY-MM-DD` in the hospital's zone (Asia/Kolkata).
 */
import type { Doctor } from './entities';

/** 0 = Sunday … 6 = Saturday (Date#getDay), in Asia/Kolkata. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** One weekly OPD sitting, cut into slots of `slot_minutes` from `start` to `end`. */
export interface OpdSession {
  weekday: Weekday;
  /** `HH:MM` Asia/Kolkata. */
  start: string;
  /** `HH:MM`. */
  end: string;
  /** `Room 12`; null for an online session. */
  room: string | null;
  /** A video consultation session. */
  online: boolean;
  slot_minutes: number;
}

/** A day the doctor does not sit (leave, a holiday); `reason` in the page's language. */
export interface OpdException {
  /** `YYYY-MM-DD`. */
  date: string;
  reason: string;
}

/** Whole rupees. */
export interface DoctorFee {
  in_person: number;
  online: number;
}

/** `GET /api/doctor/doctors/{slug}/?lang=`. */
export interface DoctorProfile extends Doctor {
  slug: string;
  /**
   * `['MBBS', 'MD (Medicine)', 'DM (Cardiology)']`; empty, like `registration` and
   * `years_of_practice` null, until the hospital supplies them: credentials are never made up.
   */
  qualifications: string[];
  registration: { council: string; number: string } | null;
  /** BCP 47 codes: `['en', 'hi', 'pa']`. */
  languages: string[];
  years_of_practice: number | null;
  fee: DoctorFee;
  timetable: OpdSession[];
  /** Upcoming leave and holidays only. */
  exceptions: OpdException[];
}

/**
 * `GET /api/doctor/former/`: the doctors' pages that are pages no more (issue 48): a retired
 * doctor's answers 410 and leads to their department; a renamed doctor's old slug answers 301
 * with the slug they have now. For the page servers, which serve these answers from their HTML.
 */
export type FormerDoctorPage =
  | { doctor: number; slug: string; status: 410; department: { slug: string } }
  | { doctor: number; slug: string; status: 301; to: string };

export interface AvailabilitySlot {
  /** `HH:MM`. */
  start: string;
  end: string;
  /** Not yet held by a booking. */
  available: boolean;
  room: string | null;
  online: boolean;
}

/** `GET /api/doctor/availability/?doctor=&from=&to=`: one per day with at least one session. */
export interface AvailabilityDay {
  date: string;
  slots: AvailabilitySlot[];
}

/** A slot's start as the booking and reschedule send it. */
export const SLOT_TIME_PATTERN = /^(?:[01]\d|2[0-3]):[0-5]\d$/;

/** The most days one availability call covers, both ends counted. */
export const AVAILABILITY_MAX_DAYS = 31;

/** The 409 of a booking or reschedule whose slot another booking took first. */
export interface SlotTakenResponse {
  message: string;
  code: 'slot_taken';
  field: 'slot_start';
}

/**
 * Where a "morning" ends and an "evening" begins for the next-free choices: a slot starting before
 * 13:00 Asia/Kolkata is a morning one, from 13:00 an evening one. The OPD timetables sit 09:00-13:00
 * or 09:30-13:30 in the morning and from 14:00 to 20:00 after lunch; a 10:00-14:00 sitting's last
 * hour counts as evening, as a patient asking for a morning visit means before lunch.
 */
export const NEXT_FREE_EVENING_FROM = '13:00';

/** A department's earliest free slot of one kind, with the doctor who sits then. */
export interface NextFreeSlot {
  /** `doctor_name` in the language asked for (`?lang=`). */
  doctor: { id: number; slug: string; doctor_name: string };
  /** `YYYY-MM-DD`, Asia/Kolkata. */
  date: string;
  /** `HH:MM`. */
  start: string;
  end: string;
  online: boolean;
  room: string | null;
}

/**
 * `GET /api/doctor/next-free/?department=&lang=[&mode=ON|OFF]`: the earliest free morning and evening
 * slot across the department's doctors, from now to the booking window's last day (`until`), days off
 * and booked slots left out; null when there is none of that kind by then.
 */
export interface NextFreeTimes {
  department: number;
  /** The last day looked at: the booking window's end. */
  until: string;
  morning: NextFreeSlot | null;
  evening: NextFreeSlot | null;
}
