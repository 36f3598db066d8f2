/**
 * The front desk's day without HTTP (issue 47): the day's OPD list per doctor and sitting, and each
 * status change as one transaction on the row it locks: the version the desk read is checked, the
 * move must go forward, the change and its history row are written together (and a cancellation's
 * e-mail queued with them), or nothing is. Times come from the injected clock, so tests move it.
 */
import type { Kysely, Transaction } from 'kysely';
import { fieldIssue, minutesInHospitalZone, todayInHospitalZone } from 'contract';
import type {
  DeskBooking,
  DeskCancelReason,
  DeskBookingInput,
  DeskRescheduleInput,
  DeskCounts,
  DeskDay,
  DeskDoctorDay,
  DeskHistoryEntry,
  DeskJoining,
  DeskJoiningInput,
  DeskResetTarget,
  DeskSession,
  DeskStatus,
  FieldIssue,
} from 'contract';
import type { Database } from '../../db';
import type { OutgoingMail } from '../../mail/outbox';
import { networkKey } from '../../http/client-network';
import {
  addHistory,
  announceBookingChange,
  bookAtCounter,
  bookingHistory,
  changeDeskRow,
  deskCancellationMail,
  deskRescheduledMail,
  noticeOf,
  deskDayRows,
  deskRow,
  findBooking,
  forgetOldHistory,
  isSlotConflict,
  moveAtCounter,
  nextToken,
  overdueBookings,
  slotTakenAt,
  SlotTakenError,
  viewedSince,
} from '../appointments';
import type { CounterConfirmation, DeskChange, DeskRow, DeskSearch } from '../appointments';
import type { BookingNotices } from '../notices';
import { slotsOfSession } from '../doctors';
import type { Actor } from '../staff';
import { joiningHistory, joiningMail, joiningOf, joiningRecord, joinWords, saveJoining } from './joining';
import { dayTimetable } from './repository';

/** The history is kept one year (issue 47). */
export const HISTORY_KEEP_DAYS = 365;
const DAY_MS = 24 * 60 * 60_000;
/** A member's day list shown again within this span records no new view of the same booking. */
export const VIEW_SPAN_MS = 10 * 60_000;

export interface DeskDeps {
  db: Kysely<Database>;
  now: () => Date;
  mail: {
    queue: (trx: Transaction<Database>, mail: OutgoingMail) => Promise<void>;
    deliverQueued(): void;
  };
  siteUrl: string;
  /** Booked rows still unmarked this long after their sitting ended become no-shows (config `desk`). */
  noShowAfterMinutes: number;
  /** A counter booking's, a cancellation's and a move's SMS or WhatsApp messages (features/notices), queued with them. */
  notices?: BookingNotices;
  /** Issues the manage link of a counter booking's confirmation e-mail. */
  access: CounterConfirmation['access'];
}

/** A refusal with the row as it is now (409s), or without one (404). */
export class DeskRefusal extends Error {
  constructor(
    readonly statusCode: 404 | 409,
    readonly issue: FieldIssue,
    readonly booking: DeskBooking | null,
  ) {
    super(issue.code);
    this.name = 'DeskRefusal';
  }
}

export const deskStatusOf = (row: Pick<DeskRow, 'status' | 'desk_status'>): DeskStatus =>
  row.status === 'cancelled' ? 'cancelled' : (row.desk_status ?? 'booked');

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Arrived after the slot began (or on a later day). */
function isLate(row: DeskRow): boolean {
  if (row.arrived_at === null || row.slot_start === null) return false;
  const day = todayInHospitalZone(row.arrived_at);
  if (day !== row.visit_date) return day > row.visit_date;
  return minutesInHospitalZone(row.arrived_at) > minutesOf(row.slot_start);
}

/** The row as the desk shows it; an online booking's with its joining details (null until sent). */
export function deskBooking(row: DeskRow, joining?: ReadonlyMap<number, DeskJoining>): DeskBooking {
  return {
    reference: row.reference,
    doctor_id: row.doctor_id,
    date: row.visit_date,
    slot_start: row.slot_start,
    slot_end: row.slot_end,
    mode: row.mode,
    patient_name: row.patient_name,
    age: row.age,
    sex: row.sex,
    phone_last4: row.phone_last4,
    source: row.source,
    status: deskStatusOf(row),
    token: row.token,
    arrived_at: row.arrived_at === null ? null : new Date(row.arrived_at).toISOString(),
    late: isLate(row),
    version: row.version,
    ...(row.mode === 'ON' ? { joining: joining?.get(row.id) ?? null } : {}),
  };
}

function countsOf(rows: readonly DeskRow[], slots: number): DeskCounts {
  const counts = { booked: 0, arrived: 0, completed: 0, no_show: 0, cancelled: 0, free: 0 };
  for (const row of rows) {
    const status = deskStatusOf(row);
    if (status === 'cancelled') {
      counts.cancelled += 1;
      continue;
    }
    counts.booked += 1;
    if (status === 'arrived') counts.arrived += 1;
    if (status === 'completed') counts.completed += 1;
    if (status === 'no_show') counts.no_show += 1;
  }
  counts.free = Math.max(0, slots - counts.booked);
  return counts;
}

export interface DayQuery {
  date: string | null;
  doctor: number | null;
  search: DeskSearch | null;
}

/** What one status change does to the row (a move changes it itself), and how the history names it. */
interface Plan {
  change?: DeskChange;
  to: DeskStatus;
  reason?: string | null;
  note?: string | null;
}

export class DeskService {
  constructor(private readonly deps: DeskDeps) {}

  private networkOf(actor: Actor): string | null {
    return actor.ip === null ? null : networkKey(actor.ip);
  }

  /** The day's list: every doctor sitting that day or with bookings then (or the one asked for). */
  async day(query: DayQuery, actor: Actor): Promise<DeskDay> {
    const { db, now } = this.deps;
    const at = now();
    const date = query.date ?? todayInHospitalZone(at);
    const timetable = await dayTimetable(db, date, query.doctor);
    const rows = await deskDayRows(db, date, query.doctor, null);
    const shown = query.search === null ? rows : await deskDayRows(db, date, query.doctor, query.search);
    const shownIds = new Set(shown.map((row) => row.id));
    const joining = await joiningOf(
      db,
      shown.filter((row) => row.mode === 'ON').map((row) => row.id),
    );
    const present = (row: DeskRow) => deskBooking(row, joining);

    const doctors: DeskDoctorDay[] = [];
    for (const doctor of timetable.doctors) {
      const dayOff = timetable.daysOff.has(doctor.id);
      const sittings = dayOff ? [] : timetable.sessions.filter((session) => session.doctor_id === doctor.id);
      const own = rows.filter((row) => row.doctor_id === doctor.id);
      if (query.doctor === null && sittings.length === 0 && own.length === 0) continue;
      const placed = new Set<number>();
      const sessions: DeskSession[] = sittings.map((sitting) => {
        const inside = own.filter(
          (row) =>
            row.slot_start !== null &&
            (row.mode === 'ON') === sitting.online &&
            row.slot_start >= sitting.start_time &&
            row.slot_start < sitting.end_time,
        );
        for (const row of inside) placed.add(row.id);
        return {
          start: sitting.start_time,
          end: sitting.end_time,
          room: sitting.room,
          online: sitting.online,
          counts: countsOf(inside, slotsOfSession(sitting).length),
          bookings: inside.filter((row) => shownIds.has(row.id)).map(present),
        };
      });
      // Bookings no sitting holds (made before slots, or before the timetable changed): still the desk's.
      const elsewhere = own.filter((row) => !placed.has(row.id));
      if (elsewhere.length > 0) {
        sessions.push({
          start: null,
          end: null,
          room: null,
          online: false,
          counts: countsOf(elsewhere, 0),
          bookings: elsewhere.filter((row) => shownIds.has(row.id)).map(present),
        });
      }
      doctors.push({
        id: doctor.id,
        name: doctor.doctor_name,
        department: { id: doctor.department_id, name: doctor.department_name },
        day_off: dayOff,
        sessions,
      });
    }
    // Every booking whose patient the list showed is a staff view of it; the member's reloads within
    // VIEW_SPAN_MS (the list follows every change) are the same viewing.
    const viewed = await viewedSince(
      db,
      actor.actorId,
      shown.map((row) => row.id),
      new Date(at.getTime() - VIEW_SPAN_MS),
    );
    await addHistory(
      db,
      shown
        .filter((row) => !viewed.has(row.id))
        .map((row) => ({
          appointmentId: row.id,
          at,
          actorId: actor.actorId,
          action: 'view' as const,
          network: this.networkOf(actor),
        })),
    );
    return { date, doctors };
  }

  /**
   * A patient at the counter or on the phone, into the site's slot pool: its history starts with the
   * member who booked it. CounterSlotTakenError (with the next free slot) when the slot is held.
   */
  async book(input: DeskBookingInput, actor: Actor): Promise<DeskBooking> {
    const { db, now } = this.deps;
    const at = now();
    const reference = await bookAtCounter(
      db,
      input,
      at,
      async (trx, stored) => {
        await addHistory(trx, [
          {
            appointmentId: stored.id,
            at,
            actorId: actor.actorId,
            action: 'status',
            from: null,
            to: 'booked',
            reason: input.source,
            network: this.networkOf(actor),
          },
        ]);
        // Its texts (confirmation, reminders) as a site booking's, by what the patient agreed to at the desk.
        const found = await findBooking(trx, { kind: 'doctor', id: stored.id }, false);
        if (found) {
          await this.deps.notices?.record(trx, {
            type: 'booked',
            booking: noticeOf(found),
            consent: { sms: input.sms_messages, whatsapp: input.whatsapp_messages },
          });
        }
      },
      { access: this.deps.access, queue: this.deps.mail.queue, siteUrl: this.deps.siteUrl },
    );
    this.deps.mail.deliverQueued();
    this.deps.notices?.deliverQueued();
    const row = await deskRow(db, reference, false);
    if (!row) throw new Error('a booking just made vanished');
    return deskBooking(row);
  }

  /** The booking's history, newest first; reading it is a view, recorded first. */
  async history(reference: string, actor: Actor): Promise<DeskHistoryEntry[]> {
    const { db, now } = this.deps;
    const row = await deskRow(db, reference, false);
    if (!row) throw new DeskRefusal(404, fieldIssue('deskBookingNotFound'), null);
    await addHistory(db, [
      { appointmentId: row.id, at: now(), actorId: actor.actorId, action: 'view', network: this.networkOf(actor) },
    ]);
    const entries = await bookingHistory(db, row.id);
    return entries.map((entry) => ({
      id: Number(entry.id),
      at: new Date(entry.at).toISOString(),
      actor:
        entry.actor_id === null
          ? null
          : { id: entry.actor_id, name: entry.actor_name ?? '', email: entry.actor_email ?? '' },
      action: entry.action,
      from: entry.from_status as DeskStatus | null,
      to: entry.to_status as DeskStatus | null,
      reason: entry.reason,
      note: entry.note,
      network: entry.network,
    }));
  }

  /**
   * One status change: the row locked, its version checked (409 with it as it is now), the plan's
   * rule checked (409 likewise), the change and its history row written in one transaction.
   */
  private async act(
    reference: string,
    version: number,
    actor: Actor,
    plan: (row: DeskRow, today: string, trx: Transaction<Database>) => Promise<Plan>,
    afterChange?: (row: DeskRow, trx: Transaction<Database>) => Promise<void>,
  ): Promise<DeskBooking> {
    const { db, now } = this.deps;
    const at = now();
    let locked: DeskRow | undefined;
    try {
      return await db.transaction().execute(async (trx) => {
        const row = await deskRow(trx, reference, true);
        locked = row;
        if (!row) throw new DeskRefusal(404, fieldIssue('deskBookingNotFound'), null);
        if (row.version !== version) throw new DeskRefusal(409, fieldIssue('deskBookingStale'), deskBooking(row));
        const from = deskStatusOf(row);
        const planned = await plan(row, todayInHospitalZone(at), trx);
        if (planned.change) await changeDeskRow(trx, row.id, planned.change);
        await addHistory(trx, [
          {
            appointmentId: row.id,
            at,
            actorId: actor.actorId,
            action: 'status',
            from,
            to: planned.to,
            reason: planned.reason ?? null,
            note: planned.note ?? null,
            network: this.networkOf(actor),
          },
        ]);
        await afterChange?.(row, trx);
        await announceBookingChange(trx, { date: row.visit_date, doctor: row.doctor_id, reference });
        const changed = await deskRow(trx, reference, false);
        if (!changed) throw new Error('a changed booking vanished');
        return deskBooking(changed, await joiningOf(trx, [changed.id]));
      });
    } catch (error) {
      // A refused online row is shown with its joining details, as the list shows it.
      if (error instanceof DeskRefusal && error.booking?.mode === 'ON' && locked) {
        const joining = await joiningOf(db, [locked.id]);
        throw new DeskRefusal(error.statusCode, error.issue, {
          ...error.booking,
          joining: joining.get(locked.id) ?? null,
        });
      }
      // Only a cancelled booking set back to booked takes a slot, which another booking may hold now.
      if (isSlotConflict(error) && locked) throw new SlotTakenError(locked.visit_date, locked.slot_start ?? '');
      throw error;
    }
  }

  /** 409 `deskStatusMove` with the row, unless it is `from`. */
  private static expect(row: DeskRow, ...from: DeskStatus[]): void {
    if (!from.includes(deskStatusOf(row))) {
      throw new DeskRefusal(409, fieldIssue('deskStatusMove', { status: deskStatusOf(row) }), deskBooking(row));
    }
  }

  /** Arrived: today only; the next token for the doctor and day, from the counter row. */
  arrive(reference: string, version: number, actor: Actor): Promise<DeskBooking> {
    const at = this.deps.now();
    return this.act(reference, version, actor, async (row, today, trx) => {
      DeskService.expect(row, 'booked');
      if (row.visit_date !== today) throw new DeskRefusal(409, fieldIssue('deskNotToday'), deskBooking(row));
      const token = await nextToken(trx, row.doctor_id, row.visit_date);
      return { change: { desk_status: 'arrived', token, arrived_at: at }, to: 'arrived' };
    });
  }

  /** No-show: on the day or after it. */
  noShow(reference: string, version: number, actor: Actor): Promise<DeskBooking> {
    return this.act(reference, version, actor, async (row, today) => {
      DeskService.expect(row, 'booked');
      if (row.visit_date > today) throw new DeskRefusal(409, fieldIssue('deskNotToday'), deskBooking(row));
      return { change: { desk_status: 'no_show' }, to: 'no_show' };
    });
  }

  complete(reference: string, version: number, actor: Actor): Promise<DeskBooking> {
    return this.act(reference, version, actor, async (row) => {
      DeskService.expect(row, 'arrived');
      return { change: { desk_status: 'completed' }, to: 'completed' };
    });
  }

  /**
   * Cancelled at the desk: the slot is free at once (the slot index holds only booked rows) and the
   * patient's e-mail, in the booking's language, is queued in the same transaction.
   */
  async cancel(
    reference: string,
    input: { version: number; reason: DeskCancelReason; note: string },
    actor: Actor,
  ): Promise<DeskBooking> {
    const { mail, siteUrl } = this.deps;
    const at = this.deps.now();
    const cancelled = await this.act(
      reference,
      input.version,
      actor,
      async (row, today) => {
        DeskService.expect(row, 'booked');
        if (row.visit_date < today) throw new DeskRefusal(409, fieldIssue('bookingPast'), deskBooking(row));
        return {
          change: { status: 'cancelled', cancelled_at: at },
          to: 'cancelled',
          reason: input.reason,
          note: input.note === '' ? null : input.note,
        };
      },
      async (row, trx) => {
        const found = await findBooking(trx, { kind: 'doctor', id: row.id }, false);
        if (found?.kind === 'doctor') await mail.queue(trx, deskCancellationMail(found, input.reason, siteUrl));
        if (found) await this.deps.notices?.record(trx, { type: 'cancelled', booking: noticeOf(found) });
      },
    );
    mail.deliverQueued();
    this.deps.notices?.deliverQueued();
    return cancelled;
  }

  /**
   * Moved at the desk for a patient who phoned, from booked only and not past (409 `bookingPastMove`):
   * to a slot of the same doctor and mode by the site's rules (a 400 naming `slot_start` when the
   * doctor does not sit then; 409 `slot_taken` with the next free slot when another booking holds
   * it). The old slot is free at once; the history row says from when to when, and the patient's
   * e-mail, in the booking's language, is queued in the same transaction.
   */
  async reschedule(reference: string, input: DeskRescheduleInput, actor: Actor): Promise<DeskBooking> {
    const { db, mail, siteUrl } = this.deps;
    const at = this.deps.now();
    let moving: DeskRow | undefined;
    try {
      const moved = await this.act(reference, input.version, actor, async (row, today, trx) => {
        DeskService.expect(row, 'booked');
        if (row.visit_date < today) throw new DeskRefusal(409, fieldIssue('bookingPastMove'), deskBooking(row));
        moving = row;
        const { before, after } = await moveAtCounter(trx, row.id, input.date, input.slot_start, at);
        if (after.date !== before.date) {
          await announceBookingChange(trx, { date: after.date, doctor: row.doctor_id, reference });
        }
        await mail.queue(trx, deskRescheduledMail(before, after, input.reason, siteUrl));
        await this.deps.notices?.record(trx, { type: 'changed', booking: noticeOf(after) });
        const when = (booking: typeof before) => `${booking.date} ${booking.slotStart ?? ''}`.trim();
        return {
          to: 'booked',
          reason: input.reason,
          note: [`${when(before)} → ${when(after)}`, input.note].filter((part) => part !== '').join(' · '),
        };
      });
      mail.deliverQueued();
      this.deps.notices?.deliverQueued();
      return moved;
    } catch (error) {
      if (!(error instanceof SlotTakenError) || !moving) throw error;
      const wanted = { doctor: moving.doctor_id, date: input.date, slot_start: input.slot_start, mode: moving.mode };
      throw await slotTakenAt(db, wanted, at);
    }
  }

  /**
   * An online booking's joining details (issue 47): a meeting link or a call at the booked time,
   * stored with a history row (`joining`, how, the member) and the patient told in the same
   * transaction, by e-mail and by the SMS or WhatsApp they agreed to, in the booking's language.
   * Once sent, sending again must be asked for (`resend`): 409 `deskJoinSent` otherwise. Only a
   * booked online visit, not past (409 `deskJoinNotOnline`, `bookingPast`); a stale version 409s.
   */
  async join(reference: string, input: DeskJoiningInput, actor: Actor): Promise<DeskBooking> {
    const { db, mail } = this.deps;
    const at = this.deps.now();
    const link = input.how === 'link' ? (input.link ?? null) : null;
    const joined = await db.transaction().execute(async (trx) => {
      const row = await deskRow(trx, reference, true);
      if (!row) throw new DeskRefusal(404, fieldIssue('deskBookingNotFound'), null);
      const shown = async () => deskBooking(row, await joiningOf(trx, [row.id]));
      if (row.version !== input.version) throw new DeskRefusal(409, fieldIssue('deskBookingStale'), await shown());
      if (row.mode !== 'ON' || deskStatusOf(row) !== 'booked') {
        throw new DeskRefusal(409, fieldIssue('deskJoinNotOnline'), await shown());
      }
      if (row.visit_date < todayInHospitalZone(at)) {
        throw new DeskRefusal(409, fieldIssue('bookingPast'), await shown());
      }
      const before = await joiningRecord(trx, row.id);
      if (before && !input.resend) throw new DeskRefusal(409, fieldIssue('deskJoinSent'), await shown());
      const sends = (before?.sends ?? 0) + 1;
      await saveJoining(trx, row.id, { how: input.how, link, sends, sent_at: at, sentBy: actor.actorId });
      await joiningHistory(trx, {
        appointmentId: row.id,
        at,
        actorId: actor.actorId,
        how: input.how,
        sends,
        network: this.networkOf(actor),
      });
      const found = await findBooking(trx, { kind: 'doctor', id: row.id }, false);
      if (found?.kind === 'doctor') {
        const hasEmail = found.email !== '';
        if (hasEmail) {
          await mail.queue(
            trx,
            joiningMail(
              {
                reference: found.reference,
                patientName: found.patientName,
                email: found.email,
                language: found.language,
                doctor: found.doctor,
                date: found.date,
                slotStart: found.slotStart,
              },
              input.how,
              link,
              sends,
            ),
          );
        }
        await this.deps.notices?.record(trx, {
          type: 'joining',
          booking: noticeOf(found),
          join: joinWords(found.language, input.how, link, hasEmail),
          send: sends,
        });
      }
      await announceBookingChange(trx, { date: row.visit_date, doctor: row.doctor_id, reference });
      const changed = await deskRow(trx, reference, false);
      if (!changed) throw new Error('a changed booking vanished');
      return deskBooking(changed, await joiningOf(trx, [changed.id]));
    });
    mail.deliverQueued();
    this.deps.notices?.deliverQueued();
    return joined;
  }

  /**
   * An OPD manager's correction, with a reason: any status but the one it has (a cancellation has
   * its own action). Back to booked from cancelled takes the slot again (409 when another booking
   * holds it now); to arrived or completed keeps the token it had, or takes the next one.
   */
  reset(reference: string, input: { version: number; to: DeskResetTarget; reason: string }, actor: Actor) {
    const at = this.deps.now();
    return this.act(reference, input.version, actor, async (row, _today, trx) => {
      const from = deskStatusOf(row);
      if (from === input.to)
        throw new DeskRefusal(409, fieldIssue('deskStatusMove', { status: from }), deskBooking(row));
      const uncancelled: DeskChange = from === 'cancelled' ? { status: 'booked', cancelled_at: null } : {};
      let change: DeskChange;
      if (input.to === 'booked' || input.to === 'no_show') {
        change = { desk_status: input.to === 'booked' ? null : 'no_show', token: null, arrived_at: null };
      } else if (row.token !== null) {
        change = { desk_status: input.to };
      } else {
        const token = await nextToken(trx, row.doctor_id, row.visit_date);
        change = { desk_status: input.to, token, arrived_at: at };
      }
      return { change: { ...uncancelled, ...change }, to: input.to, reason: input.reason };
    });
  }

  /**
   * Marks as no-shows the rows still booked an hour after their sitting ended, by the server (no
   * actor); rows a desk holds at that moment are left for the next sweep. Answers how many.
   */
  async markNoShows(): Promise<number> {
    const { db, now } = this.deps;
    const at = now();
    return db.transaction().execute(async (trx) => {
      const overdue = await overdueBookings(trx, at, this.deps.noShowAfterMinutes);
      for (const row of overdue) {
        await changeDeskRow(trx, row.id, { desk_status: 'no_show' });
        await announceBookingChange(trx, { date: row.visit_date, doctor: row.doctor_id, reference: row.reference });
      }
      await addHistory(
        trx,
        overdue.map((row) => ({
          appointmentId: row.id,
          at,
          actorId: null,
          action: 'status' as const,
          from: 'booked',
          to: 'no_show',
          reason: 'automatic',
          network: null,
        })),
      );
      return overdue.length;
    });
  }

  /** Deletes history older than a year; answers how many rows went. */
  forgetOldHistory(): Promise<number> {
    return forgetOldHistory(this.deps.db, new Date(this.deps.now().getTime() - HISTORY_KEEP_DAYS * DAY_MS));
  }
}
