/**
 * What one contact and one network may hold (docs/decisions/0014). A hold is a future booking:
 * booked, its day today or later in the hospital's zone. A contact is an e-mail inbox (as the
 * outbox counts one: case, `+tag` and Gmail's dots aside) or a phone's 10 digits, a booking matching
 * either; a network is the booking client's IPv4 /24 or IPv6 /64 (`client-network.ts`).
 *
 * - Without proof of the contact (the e-mailed code, or a signed-in account whose confirmed e-mail is
 *   the booking's) a contact holds one booking, a network 3, and one doctor's day 10% of its slots
 *   unproven; past any of these the booking asks for the code (`ProofRequiredError`).
 * - With proof or not, a contact holds at most 6, and 2 with one doctor on one day; a network 20
 *   (`HoldLimitError`).
 *
 * Checked inside the booking's transaction, after advisory locks on the contact, the network and
 * the doctor's day, so two bookings racing cannot both pass a cap; the slot's unique index still has
 * the last word on the slot itself.
 */
import { sql } from 'kysely';
import { fieldIssue, fieldIssueText, todayInHospitalZone } from 'contract';
import type { FieldIssue } from 'contract';
import type { BookingHoldLimits } from '../../config';
import type { ContactProof } from '../../db/schema';
import { doctorSessions, slotsOfSession, weekdayOf } from '../doctors';
import type { Db } from './repository';

export type { BookingHoldLimits } from '../../config';

/** The defaults of `API_HOLDS_*` (config.ts), for code that books without the server's config. */
export const DEFAULT_HOLD_LIMITS: BookingHoldLimits = {
  unprovenPerContact: 1,
  perContact: 6,
  perContactDoctorDay: 2,
  unprovenPerNetwork: 3,
  perNetwork: 20,
  unprovenDoctorDayPercent: 10,
};

export interface HoldRequest {
  email: string;
  phone: string;
  /** `networkKey(request.ip)`. */
  network: string;
  proof: ContactProof | null;
  day: string;
  /** A doctor booking's doctor; a lab booking holds no finite slot, so it has no day's share. */
  doctorId: number | null;
}

/** A phone as bookings are matched by it: its last 10 digits. */
export const phoneKey = (phone: string) => phone.replace(/\D/g, '').slice(-10);

/** The answer to a refused booking: the message and its code, on `field` when one is to blame. */
function refusalBody(message: string, issue: FieldIssue, field: string | null) {
  return {
    message,
    code: issue.code,
    ...(field ? { field, errors: { [field]: message }, issues: { [field]: issue } } : {}),
  };
}

/** The booking needs the contact's proof first: 403, naming `contact_code` (a code has been e-mailed). */
export class ProofRequiredError extends Error {
  readonly statusCode = 403;
  readonly issue: FieldIssue;

  constructor(readonly email: string) {
    const issue = fieldIssue('contactProofRequired', { email });
    super(fieldIssueText(issue));
    this.name = 'ProofRequiredError';
    this.issue = issue;
  }

  body() {
    return refusalBody(this.message, this.issue, 'contact_code');
  }
}

/** The code given with the booking is wrong, spent or expired: 403 on `contact_code`. */
export class ContactCodeWrongError extends Error {
  readonly statusCode = 403;
  readonly issue = fieldIssue('contactCodeWrong');

  constructor() {
    super(fieldIssueText(fieldIssue('contactCodeWrong')));
    this.name = 'ContactCodeWrongError';
  }

  body() {
    return refusalBody(this.message, this.issue, 'contact_code');
  }
}

/** A cap that proof does not lift: 409, the contact's (on `email`) or the network's (no field). */
export class HoldLimitError extends Error {
  readonly statusCode = 409;

  constructor(
    readonly issue: FieldIssue,
    readonly field: 'email' | null,
  ) {
    super(fieldIssueText(issue));
    this.name = 'HoldLimitError';
  }

  body() {
    return refusalBody(this.message, this.issue, this.field);
  }
}

/** Advisory locks in one order (day, contact, network), so two bookings never wait on each other in a circle. */
async function lockHolds(trx: Db, request: HoldRequest): Promise<void> {
  const keys = [
    request.doctorId === null ? null : sql`${`hold:day:${request.doctorId}:${request.day}`}`,
    sql`'hold:email:' || outbox_recipient_key(${request.email})`,
    sql`${`hold:phone:${phoneKey(request.phone)}`}`,
    sql`${`hold:network:${request.network}`}`,
  ];
  for (const key of keys) {
    if (key) await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(trx);
  }
}

/** The future bookings of both kinds (`doctor_id` null for a lab booking), as one relation. */
function heldBookings(today: string) {
  return sql`(
    select doctor_id, visit_date, email, phone, network_key, contact_proof from doctor_appointments
      where status = 'booked' and visit_date >= ${today}::date
    union all
    select null::integer, visit_date, email, phone, network_key, contact_proof from lab_appointments
      where status = 'booked' and visit_date >= ${today}::date
  )`;
}

interface Counts {
  contact: number;
  contactDoctorDay: number;
  network: number;
  networkUnproven: number;
  doctorDayUnproven: number;
}

async function countHolds(trx: Db, request: HoldRequest, today: string): Promise<Counts> {
  const doctor = request.doctorId ?? 0;
  const { rows } = await sql<Counts>`
    select
      count(*) filter (where is_contact)::int as "contact",
      count(*) filter (where is_contact and doctor_id = ${doctor} and visit_date = ${request.day}::date)::int
        as "contactDoctorDay",
      count(*) filter (where network_key = ${request.network})::int as "network",
      count(*) filter (where network_key = ${request.network} and contact_proof is null)::int as "networkUnproven",
      count(*) filter (where doctor_id = ${doctor} and visit_date = ${request.day}::date and contact_proof is null)::int
        as "doctorDayUnproven"
    from (
      select *, (outbox_recipient_key(email) = outbox_recipient_key(${request.email}) or phone = ${phoneKey(request.phone)})
        as is_contact
      from ${heldBookings(today)} as held
    ) as held
  `.execute(trx);
  const counts = rows[0];
  if (!counts) throw new Error('The hold counts returned no row');
  return counts;
}

/** The doctor's slots on `day` (both modes, whether taken or not): what the unproven share is of. */
export async function daySlotCount(trx: Db, doctorId: number, day: string): Promise<number> {
  const weekday = weekdayOf(day);
  const sessions = await doctorSessions(trx, doctorId);
  return sessions.filter((session) => session.weekday === weekday).flatMap(slotsOfSession).length;
}

/**
 * A booking moved to another doctor's day (reschedule) counts on that day as a new one would: its
 * contact's 2 with the doctor, and, unproven, the day's share. Otherwise one could book unproven on
 * many days and move them all onto one. A 409 (HoldLimitError): a move has no code step.
 */
export async function checkMove(
  trx: Db,
  limits: BookingHoldLimits,
  move: { id: number; doctorId: number; day: string },
): Promise<void> {
  const booking = await trx
    .selectFrom('doctor_appointments')
    .select(['email', 'phone', 'contact_proof', 'network_key'])
    .where('id', '=', move.id)
    .executeTakeFirstOrThrow();
  const request: HoldRequest = {
    email: booking.email,
    phone: booking.phone,
    network: booking.network_key ?? '',
    proof: booking.contact_proof,
    day: move.day,
    doctorId: move.doctorId,
  };
  await lockHolds(trx, request);
  // The booking itself is still on its old day, so it is not among the target day's counts.
  const counts = await countHolds(trx, request, todayInHospitalZone());
  if (counts.contactDoctorDay >= limits.perContactDoctorDay) {
    throw new HoldLimitError(fieldIssue('contactDayLimit', { max: limits.perContactDoctorDay }), null);
  }
  if (request.proof !== null) return;
  const slots = await daySlotCount(trx, move.doctorId, move.day);
  const share = Math.max(1, Math.floor((slots * limits.unprovenDoctorDayPercent) / 100));
  if (counts.doctorDayUnproven >= share) throw new HoldLimitError(fieldIssue('dayHoldLimit'), null);
}

/** Throws ProofRequiredError or HoldLimitError when the booking would pass a cap; call inside its transaction. */
export async function checkHolds(
  trx: Db,
  limits: BookingHoldLimits,
  request: HoldRequest,
  now: Date = new Date(),
): Promise<void> {
  await lockHolds(trx, request);
  const counts = await countHolds(trx, request, todayInHospitalZone(now));
  if (counts.contact >= limits.perContact) {
    throw new HoldLimitError(fieldIssue('contactHoldLimit', { max: limits.perContact }), 'email');
  }
  if (request.doctorId !== null && counts.contactDoctorDay >= limits.perContactDoctorDay) {
    throw new HoldLimitError(fieldIssue('contactDayLimit', { max: limits.perContactDoctorDay }), 'email');
  }
  if (counts.network >= limits.perNetwork) throw new HoldLimitError(fieldIssue('networkHoldLimit'), null);
  if (request.proof !== null) return;
  if (counts.contact >= limits.unprovenPerContact || counts.networkUnproven >= limits.unprovenPerNetwork) {
    throw new ProofRequiredError(request.email);
  }
  if (request.doctorId !== null) {
    const slots = await daySlotCount(trx, request.doctorId, request.day);
    const share = Math.max(1, Math.floor((slots * limits.unprovenDoctorDayPercent) / 100));
    if (counts.doctorDayUnproven >= share) throw new ProofRequiredError(request.email);
  }
}
