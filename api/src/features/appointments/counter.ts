/**
 * A booking made at the front desk (issue 47): a patient at the counter or on the phone takes a
 * slot from the same pool as the site's bookings, under the same database rule (the slot index of
 * migration 0011): of the desk and the site racing for one slot, one commits and the other is told,
 * with the doctor's next free slot that day in the same mode.
 */
import type { Kysely, Transaction } from 'kysely';
import { fieldIssue } from 'contract';
import type { DeskBookingInput } from 'contract';
import type { Database } from '../../db';
import { BadInputError } from '../../http/errors';
import { daysOff, doctorSessions, slotsOfDay } from '../doctors';
import { withFreshReference } from './reference';
import { findDoctor, heldSlotStarts, insertDoctorAppointment } from './repository';
import type { Db } from './repository';
import { bookableSlot, isSlotConflict, SlotTakenError } from './slots';

/** The slot was taken: the answer names the next free one of that day and mode, or none. */
export class CounterSlotTakenError extends SlotTakenError {
  constructor(
    day: string,
    start: string,
    readonly nextFree: { date: string; slot_start: string } | null,
  ) {
    super(day, start);
  }
}

/** The doctor's first free slot of `mode` on `day` after `now` (none on a day off). */
export async function nextFreeSlot(db: Db, doctorId: number, day: string, mode: 'ON' | 'OFF', now: Date) {
  const sessions = await doctorSessions(db, doctorId);
  const off = await daysOff(db, doctorId, day, day);
  const held = await heldSlotStarts(db, doctorId, day);
  const free = slotsOfDay(day, sessions, off, now).find(
    (slot) => slot.online === (mode === 'ON') && !held.has(slot.start),
  );
  return free ? { date: day, slot_start: free.start } : null;
}

/**
 * Stores the counter's booking in the caller's transaction, or throws: a 400 naming the field (no
 * such doctor, not a slot of theirs), or CounterSlotTakenError when another booking holds the slot.
 */
export async function bookAtCounter(
  db: Kysely<Database>,
  input: DeskBookingInput,
  now: Date,
  afterInsert: (trx: Transaction<Database>, id: number) => Promise<void>,
): Promise<string> {
  try {
    return await db.transaction().execute(async (trx) => {
      const doctor = await findDoctor(trx, input.doctor);
      if (!doctor) throw new BadInputError({ doctor: fieldIssue('doctorFromList') });
      const slot = await bookableSlot(trx, doctor.id, input.date, input.slot_start, input.mode, now);
      const stored = await withFreshReference('APT', (reference) =>
        insertDoctorAppointment(trx, reference, {
          department_id: doctor.department_id,
          doctor_id: doctor.id,
          visit_date: input.date,
          mode: input.mode,
          slot_start: slot.start,
          slot_end: slot.end,
          room: slot.room,
          patient_name: input.patient_name,
          email: input.email,
          phone: input.phone,
          address: input.address,
          message: '',
          consent_at: now,
          language: input.language,
          source: input.source,
          patient_age: input.age ?? null,
          patient_sex: input.sex ?? null,
        }),
      );
      await afterInsert(trx, stored.id);
      return stored.reference;
    });
  } catch (error) {
    if (!isSlotConflict(error)) throw error;
    const next = await nextFreeSlot(db, input.doctor, input.date, input.mode, now);
    throw new CounterSlotTakenError(input.date, input.slot_start, next);
  }
}
