/**
 * What the desk reads of the timetable for a day: the doctors (or one), their department, their
 * sittings on that weekday and whether they are on leave. Three queries however many doctors; the
 * bookings themselves are the appointments feature's (its repository).
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../db';
import { weekdayOf } from '../doctors';

export async function dayTimetable(db: Kysely<Database>, day: string, doctorId: number | null) {
  const doctors = await db
    .selectFrom('doctors as d')
    .innerJoin('departments as dep', 'dep.id', 'd.department_id')
    .select(['d.id', 'd.doctor_name', 'dep.id as department_id', 'dep.department_name'])
    .$if(doctorId !== null, (query) => query.where('d.id', '=', doctorId ?? 0))
    .orderBy('dep.department_name')
    .orderBy('d.doctor_name')
    .execute();
  const sessions = await db
    .selectFrom('doctor_sessions')
    .select(['doctor_id', 'start_time', 'end_time', 'room', 'online', 'slot_minutes', 'weekday'])
    .where('weekday', '=', weekdayOf(day))
    .$if(doctorId !== null, (query) => query.where('doctor_id', '=', doctorId ?? 0))
    .orderBy('start_time')
    .execute();
  const off = await db
    .selectFrom('doctor_exceptions')
    .select('doctor_id')
    .where(sql<boolean>`day = ${day}::date`)
    .$if(doctorId !== null, (query) => query.where('doctor_id', '=', doctorId ?? 0))
    .execute();
  return { doctors, sessions, daysOff: new Set(off.map((row) => row.doctor_id)) };
}
