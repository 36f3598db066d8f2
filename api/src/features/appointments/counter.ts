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
import { findBooking, findDoctor, heldSlotStarts, moveDoctorAppointment, storeDoctorAppointment } from './repository';
import type { Db, FoundBooking } from './repository';
import type { BookingAccess } from './access';
import { doctorAppointmentMail } from './confirmation-mail';
import { inLanguage } from '../../http/language';
import type { OutgoingMail } from '../../mail/outbox';
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

/** What the counter's booking confirms itself with: the site's confirmation e-mail and its link. */
export interface CounterConfirmation {
  access: Pick<BookingAccess, 'issueLinkToken'>;
  queue(trx: Transaction<Database>, mail: OutgoingMail): Promise<void>;
  siteUrl: string;
}

/**
 * Stores the counter's booking in the caller's transaction, or throws: a 400 naming the field (no
 * such doctor, not a slot of theirs), or CounterSlotTakenError when another booking holds the slot.
 */
export async function bookAtCounter(
  db: Kysely<Database>,
  input: DeskBookingInput,
  now: Date,
  afterInsert: (trx: Transaction<Database>, stored: { id: number; reference: string }) => Promise<void>,
  confirmation?: CounterConfirmation,
): Promise<string> {
  try {
    return await db.transaction().execute(async (trx) => {
      const doctor = await findDoctor(trx, input.doctor);
      if (!doctor) throw new BadInputError({ doctor: fieldIssue('doctorFromList') });
      if (doctor.retired_at !== null) throw new BadInputError({ doctor: fieldIssue('doctorRetired') });
      const slot = await bookableSlot(trx, doctor.id, input.date, input.slot_start, input.mode, now);
      const stored = await storeDoctorAppointment(trx, {
        doctor,
        visit: { date: input.date, mode: input.mode, slot },
        patient: input,
        details: {
          message: '',
          consent_at: now,
          language: input.language,
          source: input.source,
          patient_age: input.age ?? null,
          patient_sex: input.sex ?? null,
        },
      });
      await afterInsert(trx, stored);
      // The patient gets the site's confirmation, in the language the desk chose, with its manage link.
      if (confirmation && stored.email !== '') {
        const token = await confirmation.access.issueLinkToken(trx, { kind: 'doctor', id: stored.id }, stored.date);
        const facts = {
          reference: stored.reference,
          patientName: stored.patient_name,
          email: stored.email,
          date: stored.date,
          language: input.language,
          doctor: inLanguage(input.language, doctor.doctor_name, doctor.doctor_name_hi),
          mode: stored.mode,
          slotStart: slot.start,
          room: slot.room,
        };
        await confirmation.queue(trx, doctorAppointmentMail(facts, confirmation.siteUrl, token));
      }
      return stored.reference;
    });
  } catch (error) {
    if (!isSlotConflict(error)) throw error;
    throw await slotTakenAt(db, input, now);
  }
}

export type DoctorBooking = FoundBooking & { kind: 'doctor' };

/**
 * Moves an OPD booking, in the caller's transaction (its row locked by the caller), to the slot
 * starting at `start` on `day` of its doctor in its mode, by the site's rules: a 400 on
 * `slot_start` when the doctor does not sit then; the slot index's conflict when another booking
 * holds it (see `slotTakenAt`). The one row changes, so its old slot is free at once. Answers the
 * booking before and after, for the patient's e-mail.
 */
export async function moveAtCounter(
  trx: Transaction<Database>,
  id: number,
  day: string,
  start: string,
  now: Date,
): Promise<{ before: DoctorBooking; after: DoctorBooking }> {
  const before = await findBooking(trx, { kind: 'doctor', id }, false);
  if (before?.kind !== 'doctor') throw new Error('a locked booking vanished');
  const slot = await bookableSlot(trx, before.doctorId, day, start, before.mode, now);
  await moveDoctorAppointment(trx, id, { day, start: slot.start, end: slot.end, room: slot.room });
  return { before, after: { ...before, date: day, slotStart: slot.start, slotEnd: slot.end, room: slot.room } };
}

/** The 409 of a counter's booking or move that lost its slot: with the doctor's next free slot that day. */
export async function slotTakenAt(
  db: Db,
  wanted: { doctor: number; date: string; slot_start: string; mode: 'ON' | 'OFF' },
  now: Date,
): Promise<CounterSlotTakenError> {
  const next = await nextFreeSlot(db, wanted.doctor, wanted.date, wanted.mode, now);
  return new CounterSlotTakenError(wanted.date, wanted.slot_start, next);
}
