/**
 * Leave and closures as the OPD manager saves them at the desk (issue 48), and the rebook link a
 * patient whose booking the leave cancelled follows. Types and limits only (no yup, so the desk's
 * first render needs nothing more); the request schemas are leaveSchema.ts, loaded on first use.
 */
import type { AvailabilityDay } from './opd';

export const LEAVE_LIMITS = {
  /** A range of at most this many days (a year): longer leave is a retirement, not leave. */
  daysMax: 366,
  reasonMax: 200,
  /** References a confirmation may carry: a year of a busy doctor's bookings. */
  hitsMax: 5000,
} as const;

/** The desk history's reason of a booking cancelled by leave: the patient is told "doctor unavailable". */
export const LEAVE_CANCEL_REASON = 'doctor_unavailable';

/** Leave or a closure as the desk lists it. */
export interface LeaveEntry {
  id: number;
  /** Null: the whole hospital is closed (a public holiday). */
  doctor: { id: number; name: string; department: string } | null;
  /** `YYYY-MM-DD`, both counted. */
  from: string;
  to: string;
  /** `HH:MM`: only the session starting then (from = to); null for whole days. */
  session_start: string | null;
  reason: string;
  reason_hi: string | null;
  /** ISO 8601 when its bookings were cancelled and their patients told; null before. */
  confirmed_at: string | null;
  /** How many bookings it has cancelled so far. */
  cancelled: number;
}

/** The channels a patient's notice goes by: e-mail when there is one, SMS/WhatsApp by the booking's consent. */
export interface LeaveChannels {
  email: boolean;
  sms: boolean;
  whatsapp: boolean;
}

/** A booking the leave hits: as the desk's day list shows the patient (the phone's last four digits). */
export interface LeaveHit {
  reference: string;
  patient_name: string;
  phone_last4: string;
  /** `YYYY-MM-DD`. */
  date: string;
  slot_start: string | null;
  channels: LeaveChannels;
}

/** `POST /api/staff/leave/`: the saved leave and the bookings it hits (none cancelled yet). */
export interface LeaveSaved {
  leave: LeaveEntry;
  hits: LeaveHit[];
}

/** A notice's state: queued (not yet sent), sent, failed (given up), or none on that channel. */
export type LeaveNoticeState = 'queued' | 'sent' | 'failed' | 'none';

/** A booking the leave cancelled, and whether its patient was told on each channel. */
export interface LeaveTold {
  reference: string;
  patient_name: string;
  phone_last4: string;
  date: string;
  slot_start: string | null;
  email: LeaveNoticeState;
  sms: LeaveNoticeState;
  whatsapp: LeaveNoticeState;
  /** The patient has already booked again through the link. */
  rebooked: boolean;
}

/** `GET /api/staff/leave/:id/` and the confirmation's answer: the leave, what it still hits, who was told. */
export interface LeaveDetail {
  leave: LeaveEntry;
  hits: LeaveHit[];
  told: LeaveTold[];
}

/** The 409 of a confirmation whose hit list changed since the manager saw it: the list as it is now. */
export interface LeaveHitsChanged {
  code: 'leaveHitsChanged';
  message: string;
  hits: LeaveHit[];
}

/** A doctor with free slots, as the rebook page offers them. */
export interface RebookDoctor {
  doctor: { id: number; slug: string; name: string };
  days: AvailabilityDay[];
}

/** `POST /api/appointment/rebook/`: what the link opens, in the page's language. */
export interface RebookOffer {
  /** The cancelled booking. */
  reference: string;
  date: string;
  slot_start: string | null;
  mode: 'ON' | 'OFF';
  reason: string;
  department: { id: number; name: string };
  /** The same doctor's next free slots (none while away), then the department's other doctors'. */
  same_doctor: RebookDoctor;
  others: RebookDoctor[];
}

/** `POST /api/appointment/rebook/book/`: the new booking. */
export interface RebookBooked {
  reference: string;
  doctor: string;
  date: string;
  slot_start: string;
  mode: 'ON' | 'OFF';
}
