/**
 * A doctor booking's slot: whether the doctor sits then (for this mode), and the answer when another
 * booking holds it. The hold itself is the database's: a partial unique index over the booked
 * appointments' (doctor, day, slot start) (migration 0011), so of two bookings racing for a slot one
 * commits and the other gets PostgreSQL's unique violation, turned here into a 409.
 */
import { fieldIssue, fieldIssueText } from 'contract';
import type { AppointmentMode, FieldIssue, SlotTakenResponse } from 'contract';
import { BadInputError } from '../../http/errors';
import { daysOff, doctorSessions, slotsOfDay } from '../doctors';
import type { SessionSlot } from '../doctors';
import type { Db } from './repository';

const SLOT_INDEX = 'doctor_appointments_slot_key';

const longDay = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** `2026-12-03` as "3 December 2026". */
export const slotDay = (day: string) => longDay.format(new Date(`${day}T00:00:00Z`));

/** Another booking holds the slot: a 409 naming it. */
export class SlotTakenError extends Error {
  readonly statusCode = 409;
  readonly issue: FieldIssue;

  constructor(day: string, start: string) {
    const issue = fieldIssue('slotTaken', { time: start, date: slotDay(day) });
    super(fieldIssueText(issue));
    this.name = 'SlotTakenError';
    this.issue = issue;
  }

  /** The answer's body: the contract's `{message, code, field}`, and the issue for another language. */
  body(): SlotTakenResponse & { issue: FieldIssue } {
    return { message: this.message, code: 'slot_taken', field: 'slot_start', issue: this.issue };
  }
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
  const sessions = await doctorSessions(db, doctorId);
  const off = await daysOff(db, doctorId, day, day);
  const matching = slotsOfDay(day, sessions, off, now).filter((slot) => slot.start === start);
  const wanted = matching.find((slot) => slot.online === (mode === 'ON'));
  if (wanted) return wanted;
  if (matching.length === 0) throw new BadInputError({ slot_start: fieldIssue('slotUnavailable') });
  throw new BadInputError({ slot_start: fieldIssue(mode === 'ON' ? 'slotInPerson' : 'slotOnline') });
}
