/**
 * Leave and closures without HTTP (issue 48). Saving leave stores its days at once (so every slot
 * read and every booking's check refuses them from its commit, on any instance) and answers the
 * bookings it hits; nothing is cancelled then. The confirmation names the bookings the manager saw:
 * if the list changed meanwhile it is answered again (409) and nothing is cancelled. Otherwise each
 * hit booking is cancelled in its own transaction, together with its history row, its rebook link,
 * its e-mail and its SMS/WhatsApp messages: a crash halfway leaves every booking either wholly done
 * or untouched, and the confirmation posted again does the rest (the ones done count as seen).
 */
import { randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { fieldIssue, isIndianMobile, LEAVE_CANCEL_REASON, todayInHospitalZone } from 'contract';
import type { LeaveDetail, LeaveEntry, LeaveHit, LeaveInput, LeaveNoticeState, LeaveSaved, LeaveTold } from 'contract';
import type { Database } from '../../db';
import type { OutgoingMail } from '../../mail/outbox';
import { BadInputError, RequestError } from '../../http/errors';
import { inLanguage } from '../../http/language';
import { addHistory, announceBookingChange, changeDeskRow, findBooking, noticeOf } from '../appointments';
import type { BookingAccess } from '../appointments';
import { recordCatalogueChange } from '../catalogue';
import { doctorSessions, sittingsOn } from '../doctors';
import type { BookingNotices } from '../notices';
import type { Actor } from '../staff';
import { leaveCancellationMail } from './mail';
import {
  cancelledReferences,
  currentLeave,
  deleteLeave,
  doctorName,
  findLeave,
  hitBookings,
  insertLeave,
  insertRebook,
  lockBookedRow,
  markConfirmed,
  toldRows,
} from './repository';
import type { HitRow, LeaveRow } from './repository';

export interface LeaveDeps {
  db: Kysely<Database>;
  now: () => Date;
  mail: { queue: (trx: Transaction<Database>, mail: OutgoingMail) => Promise<void>; deliverQueued(): void };
  notices?: BookingNotices;
  access: Pick<BookingAccess, 'hash'>;
  siteUrl: string;
  /** The staff audit (the admin's audit page), written in the change's transaction. */
  audit?: (actor: Actor, action: string, target: string, trx: Transaction<Database>) => Promise<void>;
  /** Tests: called inside each booking's transaction, after its cancellation, before its commit. */
  crashPoint?: (cancelledSoFar: number) => Promise<void>;
}

/** The confirmation's list is not the manager's: the list as it is now, nothing cancelled. */
export class LeaveHitsChangedError extends Error {
  constructor(readonly hits: LeaveHit[]) {
    super('leaveHitsChanged');
    this.name = 'LeaveHitsChangedError';
  }
}

/** A rebook token: 128 bits, 22 URL-safe characters (within a DLT variable's 30). */
export const newRebookToken = () => randomBytes(16).toString('base64url');

function entryOf(row: LeaveRow): LeaveEntry {
  return {
    id: row.id,
    doctor:
      row.doctor_id === null
        ? null
        : { id: row.doctor_id, name: row.doctor_name ?? '', department: row.department_name ?? '' },
    from: row.from_day,
    to: row.to_day,
    session_start: row.session_start,
    reason: row.reason,
    reason_hi: row.reason_hi,
    confirmed_at: row.confirmed_at === null ? null : new Date(row.confirmed_at).toISOString(),
    cancelled: row.cancelled,
  };
}

const last4 = (phone: string) => phone.slice(-4);

function hitOf(row: HitRow): LeaveHit {
  const mobile = isIndianMobile(row.phone);
  return {
    reference: row.reference,
    patient_name: row.patient_name,
    phone_last4: last4(row.phone),
    date: row.date,
    slot_start: row.slot_start,
    channels: {
      email: row.email !== '',
      sms: mobile && (row.sms ?? true),
      whatsapp: mobile && (row.whatsapp ?? false),
    },
  };
}

function noticeState(status: string | null | undefined): LeaveNoticeState {
  if (status === null || status === undefined) return 'none';
  if (['sent', 'delivered', 'read'].includes(status)) return 'sent';
  if (['failed', 'unconfirmed', 'suppressed'].includes(status)) return 'failed';
  if (['cancelled', 'stopped'].includes(status)) return 'none';
  return 'queued';
}

/** What leave is about in the history: `doctor:<id>`, or `hospital` for a closure. */
const subjectOf = (leave: { doctor_id: number | null }) =>
  leave.doctor_id === null ? 'hospital' : `doctor:${leave.doctor_id}`;

const stateOf = (leave: LeaveEntry) => ({
  id: leave.id,
  doctor: leave.doctor?.id ?? null,
  from: leave.from,
  to: leave.to,
  session_start: leave.session_start,
  reason: leave.reason,
  reason_hi: leave.reason_hi,
});

export class LeaveService {
  constructor(private readonly deps: LeaveDeps) {}

  private notFound(): RequestError {
    return new RequestError(404, fieldIssue('leaveNotFound'));
  }

  /** The session's start and end when the leave is for one session; null for whole days. */
  private async sessionOf(leave: Pick<LeaveRow, 'doctor_id' | 'from_day' | 'session_start'>) {
    if (leave.session_start === null || leave.doctor_id === null) return null;
    const sessions = sittingsOn(leave.from_day, await doctorSessions(this.deps.db, leave.doctor_id, leave.from_day));
    const session = sessions.find((sitting) => sitting.start_time === leave.session_start);
    return session ? { start: session.start_time, end: session.end_time } : null;
  }

  private async hits(leave: LeaveRow): Promise<HitRow[]> {
    const session = await this.sessionOf(leave);
    // A session no longer in the timetable hits nothing (its slots are gone anyway).
    if (leave.session_start !== null && session === null) return [];
    return hitBookings(this.deps.db, leave, session);
  }

  async list(): Promise<LeaveEntry[]> {
    const rows = await currentLeave(this.deps.db, todayInHospitalZone(this.deps.now()));
    return rows.map(entryOf);
  }

  /** Saves the leave (its days off at once) and answers the bookings it hits; cancels nothing. */
  async save(input: LeaveInput, actor: Actor): Promise<LeaveSaved> {
    const { db } = this.deps;
    if (input.doctor !== null && !(await doctorName(db, input.doctor))) {
      throw new BadInputError({ doctor: fieldIssue('leaveDoctorNotFound') });
    }
    if (input.session_start !== null && input.doctor !== null) {
      const session = await this.sessionOf({
        doctor_id: input.doctor,
        from_day: input.from,
        session_start: input.session_start,
      });
      if (!session) {
        throw new BadInputError({ session_start: fieldIssue('leaveSessionUnknown', { time: input.session_start }) });
      }
    }
    const id = await db.transaction().execute(async (trx) => {
      const stored = await insertLeave(
        trx,
        {
          doctor: input.doctor,
          from: input.from,
          to: input.to,
          session_start: input.session_start,
          reason: input.reason,
          reason_hi: input.reason_hi,
        },
        actor.actorId,
      );
      const saved = await findLeave(trx, stored);
      if (!saved) throw new Error('leave just saved vanished');
      await recordCatalogueChange(trx, {
        actorId: actor.actorId,
        subject: subjectOf(saved),
        doctorId: saved.doctor_id,
        action: 'leave.saved',
        before: null,
        after: stateOf(entryOf(saved)),
      });
      await this.deps.audit?.(actor, 'leave.saved', `leave:${stored}`, trx);
      return stored;
    });
    const leave = await findLeave(db, id);
    if (!leave) throw new Error('leave just saved vanished');
    return { leave: entryOf(leave), hits: (await this.hits(leave)).map(hitOf) };
  }

  /** The leave, the bookings it still hits, and who it cancelled with what each notice became. */
  async detail(id: number): Promise<LeaveDetail> {
    const leave = await findLeave(this.deps.db, id);
    if (!leave) throw this.notFound();
    const hits = (await this.hits(leave)).map(hitOf);
    const { rows, notices } = await toldRows(this.deps.db, id);
    const told: LeaveTold[] = rows.map((row) => {
      const own = notices.filter((notice) => notice.booking_id === row.id);
      const channel = (name: 'sms' | 'whatsapp') => noticeState(own.find((notice) => notice.channel === name)?.status);
      return {
        reference: row.reference,
        patient_name: row.patient_name,
        phone_last4: last4(row.phone),
        date: row.date,
        slot_start: row.slot_start,
        email: row.email === '' ? 'none' : noticeState(row.email_status === null ? 'pending' : row.email_status),
        sms: channel('sms'),
        whatsapp: channel('whatsapp'),
        rebooked: row.new_appointment_id !== null,
      };
    });
    return { leave: entryOf(leave), hits, told };
  }

  /**
   * Cancels every booking the leave hits, once, and queues each patient's notices. `references` are
   * those the manager saw: those this leave already cancelled count as seen (a confirmation posted
   * again after a crash does the rest); any other difference is a 409 with the list as it is now.
   */
  async confirm(id: number, references: readonly string[], actor: Actor): Promise<LeaveDetail> {
    const { db } = this.deps;
    const leave = await findLeave(db, id);
    if (!leave) throw this.notFound();
    const hits = await this.hits(leave);
    const done = await cancelledReferences(db, id);
    const now = new Set([...hits.map((hit) => hit.reference), ...done]);
    const seen = new Set(references);
    if (now.size !== seen.size || [...now].some((reference) => !seen.has(reference))) {
      throw new LeaveHitsChangedError(hits.map(hitOf));
    }
    const reason = (language: 'en' | 'hi') => inLanguage(language, leave.reason, leave.reason_hi);
    let cancelled = 0;
    for (const hit of hits) {
      const changed = await db.transaction().execute(async (trx) => {
        const row = await lockBookedRow(trx, hit.id);
        // Cancelled or seen at the desk meanwhile: not this leave's to cancel.
        if (!row) return false;
        const at = this.deps.now();
        await changeDeskRow(trx, row.id, { status: 'cancelled', cancelled_at: at });
        await addHistory(trx, [
          {
            appointmentId: row.id,
            at,
            actorId: actor.actorId,
            action: 'status',
            from: 'booked',
            to: 'cancelled',
            reason: LEAVE_CANCEL_REASON,
            note: leave.reason,
            network: null,
          },
        ]);
        const token = newRebookToken();
        await insertRebook(trx, {
          appointmentId: row.id,
          leaveId: id,
          tokenHash: this.deps.access.hash('rebook', token),
          at,
          visitDay: row.date,
        });
        const found = await findBooking(trx, { kind: 'doctor', id: row.id }, false);
        if (found?.kind !== 'doctor') throw new Error('a locked booking vanished');
        if (found.email !== '') {
          await this.deps.mail.queue(
            trx,
            leaveCancellationMail(
              {
                reference: found.reference,
                patientName: found.patientName,
                email: found.email,
                date: found.date,
                slotStart: found.slotStart,
                language: found.language,
                doctor: found.doctor,
                reason: reason(found.language),
              },
              this.deps.siteUrl,
              token,
            ),
          );
        }
        await this.deps.notices?.record(trx, { type: 'unavailable', booking: noticeOf(found), link: token });
        await announceBookingChange(trx, { date: row.date, doctor: row.doctor_id, reference: row.reference });
        await this.deps.crashPoint?.(cancelled + 1);
        return true;
      });
      if (changed) cancelled += 1;
    }
    await db.transaction().execute(async (trx) => {
      const entry = entryOf(leave);
      if (leave.confirmed_at === null) await markConfirmed(trx, id, this.deps.now());
      await recordCatalogueChange(trx, {
        actorId: actor.actorId,
        subject: subjectOf(leave),
        doctorId: leave.doctor_id,
        action: 'leave.confirmed',
        before: stateOf(entry),
        after: { ...stateOf(entry), cancelled: [...done, ...hits.map((hit) => hit.reference)] },
      });
      await this.deps.audit?.(actor, 'leave.confirmed', `leave:${id}`, trx);
    });
    this.deps.mail.deliverQueued();
    this.deps.notices?.deliverQueued();
    return this.detail(id);
  }

  /** Removes the leave: its slots open again; the bookings it cancelled stay cancelled. */
  async remove(id: number, actor: Actor): Promise<void> {
    await this.deps.db.transaction().execute(async (trx) => {
      const leave = await findLeave(trx, id);
      if (!leave) throw this.notFound();
      await deleteLeave(trx, id);
      await recordCatalogueChange(trx, {
        actorId: actor.actorId,
        subject: subjectOf(leave),
        doctorId: leave.doctor_id,
        action: 'leave.removed',
        before: stateOf(entryOf(leave)),
        after: null,
      });
      await this.deps.audit?.(actor, 'leave.removed', `leave:${id}`, trx);
    });
  }
}
