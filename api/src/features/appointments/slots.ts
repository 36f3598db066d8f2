/**
 * A doctor booking's slot: whether the doctor sits then (for this mode), and the answer when another
 * booking holds it. The hold itself is the database's: a partial unique index over the booked
 * appointments' (doctor, day, slot start) (migration 0011), so of two bookings racing for a slot one
 * commits and the other gets PostgreSQL's unique violation, turned here into a 409.
 */
import { fieldIssue, fieldIssueText } from 'contract';
import type { AppointmentMode, FieldIssue, SlotTakenResponse } from 'contract';
import { BadInputError } from '../../http/errors';
import { sql } from 'kysely';
import { daysOff, doctorSessions, keptForCounter, sittingOfSlot, slotsOfDay } from '../doctors';
import type { SessionSlot } from '../doctors';
import { heldSlotStarts } from './repository';
import type { Db } from './repository';

const SLOT_INDEX = 'doctor_appointments_slot_key';

const longDay = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** `2026-12-03` as "3 December 2026". */
export const slotDay = (day: string) => longDay.format(new Date(`${day}T00:00:00Z`));

/** Another booking holds the slot: a 409 naming it. */
export class SlotTakenError extends Error {
  readonly statusCode = 409;
  readonly issue: FieldIssue;

  constructor(
    day: string,
    start: string,
    issue: FieldIssue = fieldIssue('slotTaken', { time: start, date: slotDay(day) }),
  ) {
    super(fieldIssueText(issue));
    this.name = 'SlotTakenError';
    this.issue = issue;
  }

  /** The answer's body: the contract's `{message, code, field}`, and the issue for another language. */
  body(): SlotTakenResponse & { issue: FieldIssue } {
    return { message: this.message, code: 'slot_taken', field: 'slot_start', issue: this.issue };
  }
}

/**
 * The slot is free, but among the last `quota` of its sitting that the site leaves to the desk
 * (`DESK_COUNTER_QUOTA`): a 409 like a taken slot's, so the site's form offers another time, its
 * issue naming the rule.
 */
export class SlotKeptForCounterError extends SlotTakenError {
  constructor(day: string, start: string, quota: number) {
    super(day, start, fieldIssue('slotKeptForCounter', { count: quota }));
    this.name = 'SlotKeptForCounterError';
  }
}

/**
 * Refuses the site a slot of a sitting with its quota (its own, else `quota`) or fewer free slots
 * left (none started): those are kept for patients at the counter. The sitting's bookings are counted under a lock of the
 * doctor's day, so two site bookings at once cannot both take the last place above the quota.
 */
export async function checkCounterQuota(
  db: Db,
  doctorId: number,
  day: string,
  slot: SessionSlot,
  quota: number,
  now: Date,
): Promise<void> {
  const sessions = await doctorSessions(db, doctorId, day);
  // The session's own quota (issue 48's timetable) wins over the hospital's setting.
  const sessionQuota = sittingOfSlot(day, sessions, slot.start, slot.online)?.counter_quota ?? quota;
  if (sessionQuota === 0) return;
  await sql`select pg_advisory_xact_lock(hashtext(${`counter-quota:${doctorId}:${day}`}))`.execute(db);
  const off = await daysOff(db, doctorId, day, day);
  const held = await heldSlotStarts(db, doctorId, day);
  const free = keptForCounter(day, sessions, off, held, quota, now);
  if (free.has(slot.start)) throw new SlotKeptForCounterError(day, slot.start, sessionQuota);
}

/** PostgreSQL's unique violation of the slot index (PGlite reports it the same way). */
export function isSlotConflict(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, constraint } = error as { code?: unknown; constraint?: unknown };
  return code === '23505' && constraint === SLOT_INDEX;
}

/**
 * The slot starting at `start` on `day` the doctor sits in `mode`; a 400 on `slot_start` when there
 * is none: not a slot of a session that day, on a day off, already started, or of the other mode.
 */
export async function bookableSlot(
  db: Db,
  doctorId: number,
  day: string,
  start: string,
  mode: AppointmentMode,
  now: Date,
): Promise<SessionSlot> {
  // Leave being saved for this day waits for this booking's commit (and lists it), or this waits
  // for the leave's and sees the day off (features/leave takes the same key exclusively).
  await sql`select pg_advisory_xact_lock_shared(hashtext(${`leave-day:${day}`}))`.execute(db);
  const sessions = await doctorSessions(db, doctorId);
  const off = await daysOff(db, doctorId, day, day);
  const matching = slotsOfDay(day, sessions, off, now).filter((slot) => slot.start === start);
  const wanted = matching.find((slot) => slot.online === (mode === 'ON'));
  if (wanted) return wanted;
  if (matching.length === 0) throw new BadInputError({ slot_start: fieldIssue('slotUnavailable') });
  throw new BadInputError({ slot_start: fieldIssue(mode === 'ON' ? 'slotInPerson' : 'slotOnline') });
}
