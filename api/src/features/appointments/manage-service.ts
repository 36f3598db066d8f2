/**
 * Managing a booking, without HTTP: opening it with a one-time code, the confirmation's link or a
 * grant; e-mailing a code; cancelling. Each answers what happened, and `manage.ts` turns that into
 * the HTTP answer and the audit events. The queries are the repository's; the e-mails go through
 * the same `BookingMail` as the bookings'.
 */
import type { Kysely } from 'kysely';
import { fieldIssue, openHomeVisitWindows, todayInHospitalZone } from 'contract';
import type { BookingContact, BookingSummary } from 'contract';
import { MANAGE_RATE_WINDOW_MINUTES } from '../../config';
import type { BookingHoldLimits } from '../../config';
import type { Database } from '../../db';
import { BadInputError } from '../../http/errors';
import { inLanguage, roomIn } from '../../http/language';
import type { Language } from '../../http/language';
import type { RateCounter } from '../../http/rate-limit-store';
import type { BookingNotices, NoticeBooking } from '../notices';
import { CODE_LIFETIME_MINUTES, NO_BOOKING } from './access';
import type { BookingAccess, BookingRef } from './access';
import { accessCodeMail, cancellationMail, labRescheduledMail, rescheduledMail } from './confirmation-mail';
import type { MailedBooking } from './confirmation-mail';
import { checkMove } from './holds';
import { storedPreparation } from './lab-booking';
import { noticeOf } from './notice-facts';
import {
  announceBookingChange,
  announceLabBookingChange,
  announceMove,
  findBooking,
  markCancelled,
  moveDoctorAppointment,
  moveLabAppointment,
} from './repository';
import type { FoundBooking, Wanted } from './repository';
import type { BookingMail, CrashPoints } from './service';
import { bookableSlot, isSlotConflict, SlotTakenError } from './slots';

export type { FoundBooking } from './repository';

/** Tries per reference and per contact, whoever makes them, in the manage window (15 minutes). */
export const MANAGE_TRIES_PER_REFERENCE = 10;
export const MANAGE_TRIES_PER_CONTACT = 10;
/** Code e-mails per booking per hour: more requests still answer 202, and nothing is sent. */
export const CODES_PER_BOOKING_PER_HOUR = 3;

export const MANAGE_WINDOW_MS = MANAGE_RATE_WINDOW_MINUTES * 60_000;
const HOUR_MS = 60 * 60_000;

/** The same contact however it was typed, as one key. */
function contactKey(contact: BookingContact): string {
  return contact.kind === 'email' ? `email:${contact.email}` : `phone:${contact.phone}`;
}

export interface ManageDeps {
  db: Kysely<Database>;
  access: BookingAccess;
  mail: BookingMail;
  /** Counts code e-mails per booking on the store every instance shares. */
  counter: Pick<RateCounter, 'hit'>;
  siteUrl: string;
  /** A move to another day counts there as a booking would (holds.ts); none given, moves are not capped. */
  holds?: BookingHoldLimits;
  crashPoints?: Pick<CrashPoints, 'rescheduleMoved'>;
  /** SMS and WhatsApp: a change, a cancellation, a code asked for by phone. */
  notices?: BookingNotices;
}

/**
 * The answer: the booking, never the patient's name, phone or e-mail; its doctor, department and
 * room, or its tests (or package) and lab, in `language`, the request's (`?lang=`), whatever
 * language the booking was made in.
 */
export function summary(booking: FoundBooking, language: Language): BookingSummary {
  const common = {
    reference: booking.reference,
    date: booking.date,
    status: booking.status,
    cancelled_at: booking.cancelledAt ? booking.cancelledAt.toISOString() : null,
    can_cancel: booking.status === 'booked' && booking.date >= todayInHospitalZone() && !seenAtDesk(booking),
  };
  return booking.kind === 'doctor'
    ? {
        kind: 'doctor',
        ...common,
        doctor_name: inLanguage(language, booking.doctorName, booking.doctorNameHi),
        department_name: inLanguage(language, booking.departmentName, booking.departmentNameHi),
        mode: booking.mode,
        slot_start: booking.slotStart,
        slot_end: booking.slotEnd,
        room: roomIn(language, booking.room),
        doctor_slug: booking.doctorSlug,
        fee: booking.fee,
      }
    : {
        kind: 'lab',
        ...common,
        test_name: inLanguage(language, booking.testName, booking.testNameHi),
        lab_name: booking.labName === null ? null : inLanguage(language, booking.labName, booking.labNameHi),
        test_price: booking.price,
        collection: booking.collection,
        collection_window: booking.collectionWindow,
      };
}

/** A doctor's booking whose visit the desk has recorded: only the desk changes it from then on. */
const seenAtDesk = (booking: FoundBooking): boolean => booking.kind === 'doctor' && booking.seenAtDesk;

export const refOf = (booking: FoundBooking): BookingRef => ({ kind: booking.kind, id: booking.id });

/** What the code e-mail of no booking is written for; it is rolled back, never sent. */
const STAND_IN: MailedBooking = {
  kind: 'doctor',
  reference: 'APT-000000',
  patientName: 'Patient',
  email: 'nobody@example.invalid',
  date: '2000-01-01',
  language: 'en',
  doctor: 'Doctor',
  mode: 'OFF',
  slotStart: null,
  room: null,
};

/** What the code SMS of no booking is written for; rolled back with the stand-in e-mail, never sent. */
const STAND_IN_NOTICE: NoticeBooking = {
  kind: 'doctor',
  id: 0,
  reference: STAND_IN.reference,
  patientName: STAND_IN.patientName,
  phone: '9000000000',
  language: 'en',
  date: STAND_IN.date,
  time: '00:00',
  place: 'online',
};

class StandInRolledBack extends Error {}

/** A booking opened with a code: found and the code right, found and the code wrong, or no such booking. */
export type CodeCheck =
  | { outcome: 'ok'; booking: FoundBooking }
  | { outcome: 'wrong-code'; booking: FoundBooking }
  | { outcome: 'not-found' };

export type CodeSending = 'sent' | 'limited' | 'no-booking';

export type Cancellation =
  | { outcome: 'cancelled'; booking: FoundBooking }
  | { outcome: 'gone' }
  | { outcome: 'already-cancelled' | 'past' | 'seen-at-desk'; reference: string };

export type Rescheduling =
  | { outcome: 'moved'; booking: FoundBooking }
  | { outcome: 'gone' }
  | { outcome: 'already-cancelled' | 'past' | 'seen-at-desk' | 'not-doctor' | 'not-lab'; reference: string };

export class ManageService {
  constructor(private readonly deps: ManageDeps) {}

  /**
   * Counts a try against the reference and the contact, whoever makes it; answers how long to wait
   * (ms) past either limit, else null. The keys are keyed hashes, so the shared store never holds a
   * reference or a contact.
   */
  async countTry(reference: string, contact: BookingContact | null): Promise<number | null> {
    const { access, counter } = this.deps;
    const keys = [`manage:reference:${access.hash('limit', reference)}`];
    if (contact) keys.push(`manage:contact:${access.hash('limit', contactKey(contact))}`);
    const limits = [MANAGE_TRIES_PER_REFERENCE, MANAGE_TRIES_PER_CONTACT];
    const hits = await Promise.all(keys.map((key) => counter.hit(key, MANAGE_WINDOW_MS)));
    return hits.find((hit, index) => hit.current > (limits[index] ?? 0))?.ttl ?? null;
  }

  find(wanted: Wanted): Promise<FoundBooking | null> {
    return findBooking(this.deps.db, wanted, false);
  }

  /** The booking a confirmation link opens (the link is spent), or null. */
  async openWithLink(token: string): Promise<FoundBooking | null> {
    const target = await this.deps.access.useLinkToken(this.deps.db, token);
    return target ? this.find(target) : null;
  }

  /** Checks the code (a try is counted) whether or not the booking exists, so both take the same work. */
  async openWithCode(reference: string, contact: BookingContact, code: string): Promise<CodeCheck> {
    const booking = await this.find({ reference, contact });
    const checked = await this.deps.access.useCode(this.deps.db, booking ? refOf(booking) : null, code);
    if (!booking) return { outcome: 'not-found' };
    return { outcome: checked === 'ok' ? 'ok' : 'wrong-code', booking };
  }

  /** The booking named by `reference` if `access` is a live grant for it, or null. */
  async openWithGrant(reference: string, access: string): Promise<FoundBooking | null> {
    const booking = await this.find({ reference });
    const grant = await this.deps.access.grantedBooking(this.deps.db, access);
    if (!grant || grant.kind !== booking?.kind || grant.id !== booking.id) return null;
    return booking;
  }

  async grant(booking: FoundBooking, language: Language) {
    const grant = await this.deps.access.issueGrant(this.deps.db, refOf(booking));
    return {
      booking: summary(booking, language),
      access: grant.access,
      access_expires_at: grant.expiresAt.toISOString(),
    };
  }

  /**
   * Queues a code e-mail for the booking. Without a booking it runs the very same statements for a
   * stand-in and rolls them back, so the server is as busy afterwards whether or not one matched.
   */
  async sendCode(booking: FoundBooking | null, byPhone = false): Promise<CodeSending> {
    const { db, access, mail, counter, notices } = this.deps;
    const counted = booking ? `${booking.kind}:${booking.id}` : 'none';
    const sent = await counter.hit(`manage:codes:${counted}`, HOUR_MS);
    if (booking && sent.current > CODES_PER_BOOKING_PER_HOUR) return 'limited';
    try {
      await db.transaction().execute(async (trx) => {
        const code = await access.issueCode(trx, booking ? refOf(booking) : NO_BOOKING);
        // Typed with the phone, the code goes to that phone by SMS where it can; else to the e-mail.
        const texted =
          byPhone &&
          notices !== undefined &&
          (await notices.sendCode(trx, booking ? noticeOf(booking) : STAND_IN_NOTICE, code));
        if (!texted) await mail.queue(trx, accessCodeMail(booking ?? STAND_IN, code, CODE_LIFETIME_MINUTES));
        if (!booking) throw new StandInRolledBack();
      });
    } catch (error) {
      if (error instanceof StandInRolledBack) {
        // As busy afterwards as a sent code: the notices' delivery round runs (and finds nothing).
        notices?.deliverQueued();
        return 'no-booking';
      }
      throw error;
    }
    mail.deliverQueued();
    notices?.deliverQueued();
    return 'sent';
  }

  /**
   * Cancels the booking (kept, marked) and queues its e-mail in one transaction, unless it is cancelled,
   * past or already seen at the desk.
   */
  async cancel(target: BookingRef): Promise<Cancellation> {
    const { db, mail, siteUrl } = this.deps;
    const result = await db.transaction().execute(async (trx): Promise<Cancellation> => {
      const locked = await findBooking(trx, target, true);
      if (!locked) return { outcome: 'gone' };
      if (locked.status === 'cancelled') return { outcome: 'already-cancelled', reference: locked.reference };
      if (locked.date < todayInHospitalZone()) return { outcome: 'past', reference: locked.reference };
      if (seenAtDesk(locked)) return { outcome: 'seen-at-desk', reference: locked.reference };
      const cancelledAt = await markCancelled(trx, locked);
      if (locked.kind === 'doctor') {
        await announceBookingChange(trx, { date: locked.date, doctor: locked.doctorId, reference: locked.reference });
      } else {
        await announceLabBookingChange(trx, { date: locked.date, reference: locked.reference });
      }
      await mail.queue(trx, cancellationMail(locked, siteUrl));
      await this.deps.notices?.record(trx, { type: 'cancelled', booking: noticeOf(locked) });
      return { outcome: 'cancelled', booking: { ...locked, status: 'cancelled', cancelledAt } };
    });
    if (result.outcome === 'cancelled') {
      mail.deliverQueued();
      this.deps.notices?.deliverQueued();
    }
    return result;
  }

  /**
   * Moves a doctor booking to the slot starting at `start` on `day`, in its mode, in one transaction:
   * the booking's row takes the new slot (so the old one is free) and the e-mail is queued, or
   * nothing changes. A 400 when the doctor does not sit then; SlotTakenError when another booking holds it.
   */
  async reschedule(target: BookingRef, day: string, start: string, now: Date = new Date()): Promise<Rescheduling> {
    const { db, mail, siteUrl, holds, crashPoints = {} } = this.deps;
    const result = await db
      .transaction()
      .execute(async (trx): Promise<Rescheduling> => {
        const locked = await findBooking(trx, target, true);
        if (!locked) return { outcome: 'gone' };
        if (locked.status === 'cancelled') return { outcome: 'already-cancelled', reference: locked.reference };
        if (locked.date < todayInHospitalZone(now)) return { outcome: 'past', reference: locked.reference };
        if (locked.kind !== 'doctor') return { outcome: 'not-doctor', reference: locked.reference };
        if (locked.seenAtDesk) return { outcome: 'seen-at-desk', reference: locked.reference };
        const slot = await bookableSlot(trx, locked.doctorId, day, start, locked.mode, now);
        if (holds && day !== locked.date)
          await checkMove(trx, holds, { id: locked.id, doctorId: locked.doctorId, day });
        await moveDoctorAppointment(trx, locked.id, { day, start: slot.start, end: slot.end, room: slot.room });
        await announceMove(trx, { doctor: locked.doctorId, reference: locked.reference, from: locked.date, to: day });
        await crashPoints.rescheduleMoved?.();
        const moved: FoundBooking = { ...locked, date: day, slotStart: slot.start, slotEnd: slot.end, room: slot.room };
        await mail.queue(trx, rescheduledMail(locked, moved, siteUrl));
        await this.deps.notices?.record(trx, { type: 'changed', booking: noticeOf(moved) });
        return { outcome: 'moved', booking: moved };
      })
      .catch((error: unknown) => {
        throw isSlotConflict(error) ? new SlotTakenError(day, start) : error;
      });
    if (result.outcome === 'moved') {
      mail.deliverQueued();
      this.deps.notices?.deliverQueued();
    }
    return result;
  }

  /**
   * Moves a lab booking to `day` and, for a home collection, to `window` (still open that day: the
   * booking form's rules), in one transaction with its e-mail, or nothing changes. A lab's visits are
   * no finite set of slots and it has no closures in the data, and a move keeps the contact's number
   * of holds, so no cap is passed by it. A 400 on `collection_window` when a home collection has none.
   */
  async rescheduleLab(
    target: BookingRef,
    day: string,
    window: string | undefined,
    now = new Date(),
  ): Promise<Rescheduling> {
    const { db, mail, siteUrl } = this.deps;
    const result = await db.transaction().execute(async (trx): Promise<Rescheduling> => {
      const locked = await findBooking(trx, target, true);
      if (!locked) return { outcome: 'gone' };
      if (locked.status === 'cancelled') return { outcome: 'already-cancelled', reference: locked.reference };
      if (locked.date < todayInHospitalZone(now)) return { outcome: 'past', reference: locked.reference };
      if (locked.kind !== 'lab') return { outcome: 'not-lab', reference: locked.reference };
      // A visit to the lab has no window: one sent for it is dropped, as the booking form drops it.
      const home = locked.collection === 'home';
      if (home && !window) throw new BadInputError({ collection_window: fieldIssue('windowRequired') });
      if (home && !openHomeVisitWindows(day, todayInHospitalZone(now), now).some((open) => open.id === window)) {
        throw new BadInputError({ collection_window: fieldIssue('windowPassed') });
      }
      const newWindow = home ? (window ?? null) : null;
      await moveLabAppointment(trx, locked.id, { day, window: newWindow });
      await announceLabBookingChange(trx, { date: locked.date, reference: locked.reference });
      if (day !== locked.date) await announceLabBookingChange(trx, { date: day, reference: locked.reference });
      const moved = { ...locked, date: day, collectionWindow: newWindow };
      const preparation = (await storedPreparation(trx, locked.id))(locked.language);
      const facts = (booking: typeof locked) => ({
        ...booking,
        homeVisitWindow: booking.collectionWindow,
        preparation,
      });
      await mail.queue(trx, labRescheduledMail(facts(locked), facts(moved), siteUrl));
      await this.deps.notices?.record(trx, { type: 'changed', booking: noticeOf(moved) });
      return { outcome: 'moved', booking: moved };
    });
    if (result.outcome === 'moved') {
      mail.deliverQueued();
      this.deps.notices?.deliverQueued();
    }
    return result;
  }
}
