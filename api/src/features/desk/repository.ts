/**
 * What the desk reads of the timetable for a day: the doctors (or one), their department, their
 * sittings on that weekday and whether they are on leave. Three queries however many doctors; the
 * bookings themselves are the appointments feature's (its repository).
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../db';
import { sessionInEffect, weekdayOf } from '../doctors';

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
    .select(['doctor_id', 'start_time', 'end_time', 'room', 'online', 'slot_minutes', 'weekday', 'counter_quota'])
    .where('weekday', '=', weekdayOf(day))
    // The timetable in effect that day (issue 48).
    .where(sessionInEffect(day))
    .$if(doctorId !== null, (query) => query.where('doctor_id', '=', doctorId ?? 0))
    .orderBy('start_time')
    .execute();
  // Whole days off: the doctor's own and the hospital's closures (no doctor); a session off is dropped below.
  const off = await db
    .selectFrom('doctor_exceptions')
    .select(['doctor_id', 'session_start'])
    .where(sql<boolean>`day = ${day}::date`)
    .$if(doctorId !== null, (query) =>
      query.where((eb) => eb.or([eb('doctor_id', '=', doctorId ?? 0), eb('doctor_id', 'is', null)])),
    )
    .execute();
  const closed = off.some((row) => row.doctor_id === null && row.session_start === null);
  const daysOff = new Set(
    closed
      ? doctors.map((doctor) => doctor.id)
      : off
          .filter((row) => row.session_start === null)
          .flatMap((row) => (row.doctor_id === null ? [] : [row.doctor_id])),
  );
  const sessionsOff = new Set(
    off
      .filter((row) => row.session_start !== null)
      .flatMap((row) =>
        row.doctor_id === null
          ? doctors.map((doctor) => `${doctor.id} ${row.session_start ?? ''}`)
          : [`${row.doctor_id} ${row.session_start ?? ''}`],
      ),
  );
  return {
    doctors,
    sessions: sessions.filter((session) => !sessionsOff.has(`${session.doctor_id} ${session.start_time}`)),
    daysOff,
  };
}
