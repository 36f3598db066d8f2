/**
 * The leave feature's tables: `doctor_leave` (what the OPD manager saved), its days in
 * `doctor_exceptions` (which every timetable reader looks up), and `leave_rebook` (a booking the
 * leave cancelled, with its rebook link's keyed hash). Also the bookings a leave hits, read here
 * because only leave asks for bookings by a doctor's range and session.
 */
import { sql } from 'kysely';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db';
import { addDays } from '../doctors';

export type Db = Kysely<Database> | Transaction<Database>;

const day = (column: string) => sql<string>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;

export interface LeaveRow {
  id: number;
  doctor_id: number | null;
  doctor_name: string | null;
  department_name: string | null;
  from_day: string;
  to_day: string;
  session_start: string | null;
  reason: string;
  reason_hi: string | null;
  confirmed_at: Date | null;
  cancelled: number;
}

function leaveQuery(db: Db) {
  return db
    .selectFrom('doctor_leave as l')
    .leftJoin('doctors as d', 'd.id', 'l.doctor_id')
    .leftJoin('departments as dep', 'dep.id', 'd.department_id')
    .select([
      'l.id',
      'l.doctor_id',
      'd.doctor_name',
      'dep.department_name',
      day('l.from_day').as('from_day'),
      day('l.to_day').as('to_day'),
      'l.session_start',
      'l.reason',
      'l.reason_hi',
      'l.confirmed_at',
      (eb) =>
        eb
          .selectFrom('leave_rebook as r')
          .select((inner) => inner.fn.countAll<string>().as('n'))
          .whereRef('r.leave_id', '=', 'l.id')
          .as('cancelled'),
    ]);
}

const asLeave = (row: Omit<LeaveRow, 'cancelled'> & { cancelled: string | number | null }): LeaveRow => ({
  ...row,
  cancelled: Number(row.cancelled ?? 0),
});

export async function findLeave(db: Db, id: number): Promise<LeaveRow | null> {
  const row = await leaveQuery(db).where('l.id', '=', id).executeTakeFirst();
  return row ? asLeave(row) : null;
}

/** Leave not yet over (its last day today or later), soonest first. */
export async function currentLeave(db: Db, today: string): Promise<LeaveRow[]> {
  const rows = await leaveQuery(db).where('l.to_day', '>=', today).orderBy('l.from_day').orderBy('l.id').execute();
  return rows.map(asLeave);
}

export interface NewLeave {
  doctor: number | null;
  from: string;
  to: string;
  session_start: string | null;
  reason: string;
  reason_hi: string | null;
}

/**
 * Stores the leave and its days. Each day's advisory lock is taken first (the booking's slot check
 * takes it shared): a booking checking its slot meanwhile commits before the leave does (and is
 * listed as hit), or waits and then sees the day off.
 */
export async function insertLeave(trx: Transaction<Database>, leave: NewLeave, actorId: number | null) {
  const days: string[] = [];
  for (let each = leave.from; each <= leave.to; each = addDays(each, 1)) days.push(each);
  for (const each of days) {
    await sql`select pg_advisory_xact_lock(hashtext(${`leave-day:${each}`}))`.execute(trx);
  }
  const stored = await trx
    .insertInto('doctor_leave')
    .values({
      doctor_id: leave.doctor,
      from_day: leave.from,
      to_day: leave.to,
      session_start: leave.session_start,
      reason: leave.reason,
      reason_hi: leave.reason_hi,
      created_by: actorId,
      confirmed_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('doctor_exceptions')
    .values(
      days.map((each) => ({
        doctor_id: leave.doctor,
        day: each,
        reason: leave.reason,
        reason_hi: leave.reason_hi,
        leave_id: stored.id,
        session_start: leave.session_start,
      })),
    )
    .execute();
  return stored.id;
}

/** Removes the leave and its days (the slots open again); the bookings it cancelled stay cancelled. */
export async function deleteLeave(trx: Transaction<Database>, id: number): Promise<boolean> {
  const gone = await trx.deleteFrom('doctor_leave').where('id', '=', id).returning('id').executeTakeFirst();
  return gone !== undefined;
}

export async function markConfirmed(db: Db, id: number, at: Date): Promise<void> {
  await db.updateTable('doctor_leave').set({ confirmed_at: at }).where('id', '=', id).execute();
}

export interface HitRow {
  id: number;
  reference: string;
  patient_name: string;
  phone: string;
  email: string;
  date: string;
  slot_start: string | null;
  sms: boolean | null;
  whatsapp: boolean | null;
}

/**
 * The bookings still booked (not yet seen at the desk) that the leave covers: the doctor's (any
 * doctor's for a closure) on its days, or, for one session, those whose slot lies in it.
 */
export async function hitBookings(
  db: Db,
  leave: Pick<LeaveRow, 'doctor_id' | 'from_day' | 'to_day'>,
  session: { start: string; end: string } | null,
): Promise<HitRow[]> {
  let query = db
    .selectFrom('doctor_appointments as a')
    .leftJoin('notice_consents as c', (join) =>
      join.onRef('c.booking_id', '=', 'a.id').on('c.booking_kind', '=', 'doctor'),
    )
    .select([
      'a.id',
      'a.reference',
      'a.patient_name',
      'a.phone',
      'a.email',
      day('a.visit_date').as('date'),
      'a.slot_start',
      'c.sms',
      'c.whatsapp',
    ])
    .where('a.status', '=', 'booked')
    .where('a.desk_status', 'is', null)
    .where('a.visit_date', '>=', leave.from_day)
    .where('a.visit_date', '<=', leave.to_day);
  if (leave.doctor_id !== null) query = query.where('a.doctor_id', '=', leave.doctor_id);
  if (session !== null) {
    query = query.where('a.slot_start', '>=', session.start).where('a.slot_start', '<', session.end);
  }
  return query.orderBy('a.visit_date').orderBy('a.slot_start').orderBy('a.id').execute();
}

/** One booking locked for its cancellation: null unless still booked and not seen at the desk. */
export async function lockBookedRow(trx: Transaction<Database>, id: number) {
  const row = await trx
    .selectFrom('doctor_appointments')
    .select(['id', 'status', 'desk_status', 'reference', 'doctor_id', day('visit_date').as('date')])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  return row && row.status === 'booked' && row.desk_status === null ? row : null;
}

export async function insertRebook(
  trx: Transaction<Database>,
  row: { appointmentId: number; leaveId: number; tokenHash: string; at: Date; visitDay: string },
): Promise<void> {
  await trx
    .insertInto('leave_rebook')
    .values({
      appointment_id: row.appointmentId,
      leave_id: row.leaveId,
      token_hash: row.tokenHash,
      cancelled_at: row.at,
      // Valid until the original visit day ends in the hospital's zone.
      expires_at: sql<Date>`((${row.visitDay}::date + 1)::timestamp at time zone 'Asia/Kolkata')`,
      used_at: null,
      new_appointment_id: null,
    })
    .execute();
}

/** The references this leave has already cancelled. */
export async function cancelledReferences(db: Db, leaveId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('leave_rebook as r')
    .innerJoin('doctor_appointments as a', 'a.id', 'r.appointment_id')
    .select('a.reference')
    .where('r.leave_id', '=', leaveId)
    .execute();
  return rows.map((row) => row.reference);
}

/** Who the leave cancelled, with what their e-mail and their SMS/WhatsApp messages became. */
export async function toldRows(db: Db, leaveId: number) {
  const rows = await db
    .selectFrom('leave_rebook as r')
    .innerJoin('doctor_appointments as a', 'a.id', 'r.appointment_id')
    .select([
      'a.id',
      'a.reference',
      'a.patient_name',
      'a.phone',
      'a.email',
      day('a.visit_date').as('date'),
      'a.slot_start',
      'r.new_appointment_id',
      (eb) =>
        eb
          .selectFrom('outbox as o')
          .select('o.status')
          .whereRef('o.reference', '=', 'a.reference')
          .orderBy('o.id', 'desc')
          .limit(1)
          .as('email_status'),
    ])
    .where('r.leave_id', '=', leaveId)
    .orderBy('a.visit_date')
    .orderBy('a.slot_start')
    .orderBy('a.id')
    .execute();
  const ids = rows.map((row) => row.id);
  const notices =
    ids.length === 0
      ? []
      : await db
          .selectFrom('notices')
          .select(['booking_id', 'channel', 'status'])
          .where('booking_kind', '=', 'doctor')
          .where('booking_id', 'in', ids)
          .where('kind', '=', 'unavailable')
          .execute();
  return { rows, notices };
}

/** A live rebook link's row (not used, not expired), by its keyed hash; locked when asked. */
export async function findRebook(db: Db, tokenHash: string, lock: boolean) {
  let query = db
    .selectFrom('leave_rebook as r')
    .innerJoin('doctor_appointments as a', 'a.id', 'r.appointment_id')
    .leftJoin('doctor_leave as l', 'l.id', 'r.leave_id')
    .select([
      'r.appointment_id',
      'a.reference',
      'a.doctor_id',
      'a.department_id',
      'a.mode',
      'a.slot_start',
      day('a.visit_date').as('date'),
      'l.reason',
      'l.reason_hi',
    ])
    .where('r.token_hash', '=', tokenHash)
    .where('r.used_at', 'is', null)
    .where('r.expires_at', '>', sql<Date>`now()`);
  if (lock) query = query.forUpdate('r');
  return query.executeTakeFirst();
}

export async function markRebooked(trx: Transaction<Database>, appointmentId: number, newId: number, at: Date) {
  await trx
    .updateTable('leave_rebook')
    .set({ used_at: at, new_appointment_id: newId })
    .where('appointment_id', '=', appointmentId)
    .where('used_at', 'is', null)
    .execute();
}

/** The department's practising doctors (a retired one takes no bookings), by id. */
export function departmentDoctors(db: Db, departmentId: number) {
  return db
    .selectFrom('doctors')
    .select(['id', 'slug', 'doctor_name', 'doctor_name_hi'])
    .where('department_id', '=', departmentId)
    .where('retired_at', 'is', null)
    .orderBy('id')
    .execute();
}

export function departmentOf(db: Db, departmentId: number) {
  return db
    .selectFrom('departments')
    .select(['id', 'department_name', 'department_name_hi'])
    .where('id', '=', departmentId)
    .executeTakeFirst();
}

export function doctorName(db: Db, doctorId: number) {
  return db
    .selectFrom('doctors')
    .select(['id', 'doctor_name', 'department_id'])
    .where('id', '=', doctorId)
    .executeTakeFirst();
}

/** The booking's text-message consent, to carry over to the new booking. */
export async function consentOfBooking(db: Db, appointmentId: number) {
  const row = await db
    .selectFrom('notice_consents')
    .select(['sms', 'whatsapp'])
    .where('booking_kind', '=', 'doctor')
    .where('booking_id', '=', appointmentId)
    .executeTakeFirst();
  return row ?? { sms: true, whatsapp: false };
}

export function bookingPatient(db: Db, appointmentId: number) {
  return db
    .selectFrom('doctor_appointments')
    .select([
      'patient_name',
      'email',
      'phone',
      'address',
      'language',
      'patient_age',
      'patient_sex',
      'account_id',
      'contact_proof',
    ])
    .where('id', '=', appointmentId)
    .executeTakeFirstOrThrow();
}
