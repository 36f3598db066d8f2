/**
 * The front desk's day (issue 47) without yup: an OPD booking's statuses as the desk works them, where
 * a booking came from, why one is cancelled, and the answers' shapes of `/api/staff/day/` and
 * `/api/staff/bookings/…`. The request schemas are in desk.ts.
 */

/**
 * A booking's status at the desk. It moves only forward: booked → arrived → completed, booked →
 * no_show, booked → cancelled; an OPD manager may reset it, with a reason.
 */
export const DESK_STATUSES = ['booked', 'arrived', 'completed', 'no_show', 'cancelled'] as const;
export type DeskStatus = (typeof DESK_STATUSES)[number];

/** The statuses an OPD manager may reset a booking to (a cancellation has its own action). */
export const DESK_RESET_TARGETS = ['booked', 'arrived', 'completed', 'no_show'] as const;
export type DeskResetTarget = (typeof DESK_RESET_TARGETS)[number];

/** How a booking was made: on the site, by phone at the desk, or at the counter. */
export const DESK_SOURCES = ['web', 'phone', 'walk_in'] as const;
export type DeskSource = (typeof DESK_SOURCES)[number];

/** Who asked for a cancellation made at the desk. */
export const DESK_CANCEL_REASONS = ['patient', 'doctor', 'hospital'] as const;
export type DeskCancelReason = (typeof DESK_CANCEL_REASONS)[number];

export const DESK_LIMITS = {
  /** A note or a reason typed at the desk, at most. */
  noteMax: 500,
  /** A search of the day's list, at most. */
  searchMax: 100,
} as const;

/** How an online consultation's patient joins: a meeting link, or the doctor calls at the booked time. */
export const DESK_JOIN_HOWS = ['link', 'call'] as const;
export type DeskJoinHow = (typeof DESK_JOIN_HOWS)[number];

export const DESK_JOIN_LIMITS = {
  /** A meeting link, at most (Zoom's with its passcode is about 90). */
  linkMax: 300,
  /** An online booking without joining details this close to its time stands out on the day list. */
  soonMinutes: 120,
} as const;

/** A meeting link the patient can open: https, a host, no spaces or credentials, a sane length. */
export function isMeetingLink(value: string): boolean {
  if (value.length > DESK_JOIN_LIMITS.linkMax || /\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.') && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

/** The joining details as the day list shows them: sent (how, when), never the link itself. */
export interface DeskJoining {
  how: DeskJoinHow;
  /** ISO 8601: when they were last sent to the patient. */
  sent_at: string;
}

/** One booking as the day list shows it: only what the desk needs (never the whole phone or the e-mail). */
export interface DeskBooking {
  reference: string;
  doctor_id: number;
  /** `YYYY-MM-DD`, Asia/Kolkata. */
  date: string;
  /** `HH:MM`; null for a booking made before slots. */
  slot_start: string | null;
  slot_end: string | null;
  /** `ON` online, `OFF` at the hospital. */
  mode: 'ON' | 'OFF';
  patient_name: string;
  /** Where known (a counter booking, or a patient's account). */
  age: number | null;
  sex: 'M' | 'F' | 'O' | null;
  /** The last four digits of the phone. */
  phone_last4: string;
  source: DeskSource;
  status: DeskStatus;
  /** The arrival's token for that doctor and day; null until arrived. */
  token: number | null;
  /** ISO 8601; null until arrived. */
  arrived_at: string | null;
  /** Arrived after the slot began. */
  late: boolean;
  /** Sent back with every change: a change to an older version is refused (409) with the row as it is. */
  version: number;
  /** An online booking's joining details: null until sent. Absent for an in-person booking. */
  joining?: DeskJoining | null;
}

/** What a session's rows add up to: `booked` counts every slot held (arrived, completed and no-show too). */
export interface DeskCounts {
  booked: number;
  arrived: number;
  completed: number;
  no_show: number;
  cancelled: number;
  free: number;
}

/** One sitting of the doctor that day (from the timetable); `start` null gathers bookings outside every sitting. */
export interface DeskSession {
  start: string | null;
  end: string | null;
  room: string | null;
  online: boolean;
  counts: DeskCounts;
  bookings: DeskBooking[];
}

export interface DeskDoctorDay {
  id: number;
  name: string;
  department: { id: number; name: string };
  /** The doctor is on leave that day. */
  day_off: boolean;
  sessions: DeskSession[];
}

/** `GET /api/staff/day/?date=&doctor=&q=`. */
export interface DeskDay {
  date: string;
  doctors: DeskDoctorDay[];
}

/** One entry of a booking's history: a status change or a staff member's view, newest first. */
export interface DeskHistoryEntry {
  id: number;
  at: string;
  /** Null for the server itself (the automatic no-show). */
  actor: { id: number; name: string; email: string } | null;
  /** `joining`: the online consultation's joining details sent (`reason` says `link` or `call`). */
  action: 'view' | 'status' | 'joining';
  from: DeskStatus | null;
  to: DeskStatus | null;
  /** A cancellation's `patient|doctor|hospital`, or a reset's words. */
  reason: string | null;
  note: string | null;
  /** The client's network (an IPv4 /24, an IPv6 /64); null for the server. */
  network: string | null;
}

/**
 * An online booking still waiting for its joining details while its time is near (or already past,
 * that day): the day list makes it stand out. `today` and `minutesNow` are the hospital's clock.
 */
export function joiningOverdue(booking: DeskBooking, today: string, minutesNow: number): boolean {
  if (booking.mode !== 'ON' || booking.status !== 'booked' || (booking.joining ?? null) !== null) return false;
  // Another day's row: ahead, it is not near yet; past, nothing can be sent for it any more.
  if (booking.date !== today) return false;
  if (booking.slot_start === null) return true;
  const start = Number(booking.slot_start.slice(0, 2)) * 60 + Number(booking.slot_start.slice(3, 5));
  return start - minutesNow <= DESK_JOIN_LIMITS.soonMinutes;
}
