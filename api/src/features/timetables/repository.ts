/**
 * What the timetable editor reads and writes (issue 48): a doctor's session rows by the days they
 * are in effect, and the timetable saves recorded in the catalogue's history.
 */
import { sql } from 'kysely';
import type { Kysely, Transaction } from 'kysely';
import type { TimetableSession, Weekday } from 'contract';
import type { Database } from '../../db';
import { addDays, SESSION_COLUMNS } from '../doctors';
import type { SessionRow } from '../doctors';

type Db = Kysely<Database> | Transaction<Database>;

/** What every saved timetable's history row is called. */
export const TIMETABLE_SAVED = 'timetable.saved';

export const subjectOf = (doctorId: number) => `doctor:${doctorId}`;

export function timetableDoctor(db: Db, doctorId: number) {
  return db
    .selectFrom('doctors as d')
    .innerJoin('departments as dep', 'dep.id', 'd.department_id')
    .select(['d.id', 'd.doctor_name', 'dep.id as department_id', 'dep.department_name'])
    .where('d.id', '=', doctorId)
    .executeTakeFirst();
}

/** The doctor's sessions not ended before `from`, by the day they start, then weekday and time. */
export function sessionsFrom(db: Db, doctorId: number, from: string): Promise<SessionRow[]> {
  return db
    .selectFrom('doctor_sessions')
    .select(SESSION_COLUMNS)
    .where('doctor_id', '=', doctorId)
    .where(sql<boolean>`(effective_until is null or effective_until >= ${from}::date)`)
    .orderBy(sql`effective_from nulls first`)
    .orderBy('weekday')
    .orderBy('start_time')
    .execute();
}

/**
 * The version a save must name: the id of the doctor's last timetable save, 0 before any. Read under
 * the save's lock, so of two saves naming one version the second sees the first's.
 */
export async function timetableVersion(db: Db, doctorId: number): Promise<number> {
  const row = await db
    .selectFrom('catalogue_changes')
    .select((eb) => eb.fn.max('id').as('version'))
    .where('subject', '=', subjectOf(doctorId))
    .where('action', '=', TIMETABLE_SAVED)
    .executeTakeFirst();
  return row?.version === null || row?.version === undefined ? 0 : Number(row.version);
}

/** One save at a time per doctor, to the transaction's end. */
export async function lockTimetable(trx: Transaction<Database>, doctorId: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`timetable:${doctorId}`}))`.execute(trx);
}

/**
 * From `day` on the doctor sits by `sessions`: the sessions in effect on `day` end the day before,
 * those saved to start on or after it are replaced (they never applied yet; the history keeps them).
 */
export async function replaceFrom(
  trx: Transaction<Database>,
  doctorId: number,
  day: string,
  sessions: readonly TimetableSession[],
): Promise<void> {
  await trx
    .deleteFrom('doctor_sessions')
    .where('doctor_id', '=', doctorId)
    .where(sql<boolean>`effective_from >= ${day}::date`)
    .execute();
  await trx
    .updateTable('doctor_sessions')
    .set({ effective_until: addDays(day, -1) })
    .where('doctor_id', '=', doctorId)
    .where(sql<boolean>`(effective_until is null or effective_until >= ${day}::date)`)
    .execute();
  if (sessions.length === 0) return;
  await trx
    .insertInto('doctor_sessions')
    .values(
      sessions.map((session) => ({
        doctor_id: doctorId,
        weekday: session.weekday,
        start_time: session.start_time,
        end_time: session.end_time,
        room: session.online ? null : session.room,
        online: session.online,
        slot_minutes: session.slot_minutes,
        counter_quota: session.counter_quota,
        effective_from: day,
      })),
    )
    .execute();
}

export const sessionOf = (row: SessionRow): TimetableSession => ({
  weekday: row.weekday as Weekday,
  start_time: row.start_time,
  end_time: row.end_time,
  online: row.online,
  room: row.room,
  slot_minutes: row.slot_minutes,
  counter_quota: row.counter_quota,
});
