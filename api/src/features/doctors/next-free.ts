/**
 * A department's next free morning and evening (issue 44): the earliest slot, across all its doctors,
 * that is neither started, on a day off (leave, a holiday) nor held by a booked appointment, up to the
 * booking window's last day. One answer for the appointment form's quick choices and the department
 * pages, so both agree with what booking that slot would accept.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { NEXT_FREE_EVENING_FROM } from 'contract/rules';
import type { AppointmentMode, NextFreeSlot, NextFreeTimes } from 'contract';
import { inLanguage, roomIn } from '../../http/language';
import type { Language } from '../../http/language';
import { addDays, heldKey, slotsOfDay } from './opd';
import type { SessionRow } from './opd';
import { dayOffKey, SESSION_COLUMNS } from './repository';
import type { Database } from '../../db';

/** One doctor as the search needs them: the weekly sessions, the days off and the held slots. */
export interface DoctorDiary {
  doctor: NextFreeSlot['doctor'];
  sessions: readonly SessionRow[];
  daysOff: ReadonlySet<string>;
  held: ReadonlySet<string>;
}

const isEvening = (start: string) => start >= NEXT_FREE_EVENING_FROM;

/**
 * The earliest free morning and evening slot from `from` to `to` (days in the hospital's zone). Day by
 * day, so the first day with one is the earliest; on that day the earliest start wins, and of two
 * doctors free at the same time the one listed first (the lower id). `mode` keeps online (`ON`) or
 * in-person (`OFF`) slots only. Pure: the clock and the rows come in.
 */
export function nextFree(
  from: string,
  to: string,
  diaries: readonly DoctorDiary[],
  now: Date,
  mode: AppointmentMode | null,
): Pick<NextFreeTimes, 'morning' | 'evening'> {
  let morning: NextFreeSlot | null = null;
  let evening: NextFreeSlot | null = null;
  for (let day = from; day <= to && (morning === null || evening === null); day = addDays(day, 1)) {
    for (const diary of diaries) {
      for (const slot of slotsOfDay(day, diary.sessions, diary.daysOff, now)) {
        if (mode !== null && slot.online !== (mode === 'ON')) continue;
        if (diary.held.has(heldKey(day, slot.start))) continue;
        const found: NextFreeSlot = { doctor: diary.doctor, date: day, ...slot };
        // Each doctor's slots come in time order: the first free one of each kind is theirs.
        if (isEvening(slot.start)) {
          if (evening === null || (evening.date === day && slot.start < evening.start)) evening = found;
        } else if (morning === null || (morning.date === day && slot.start < morning.start)) {
          morning = found;
        }
      }
    }
  }
  return { morning, evening };
}

/** The department's doctors with their sessions, days off and held slots from `from` to `to`; null for no department. */
export async function departmentDiaries(
  db: Kysely<Database>,
  department: number,
  language: Language,
  from: string,
  to: string,
): Promise<DoctorDiary[] | null> {
  const known = await db.selectFrom('departments').select('id').where('id', '=', department).executeTakeFirst();
  if (!known) return null;
  const doctors = await db
    .selectFrom('doctors')
    .select(['id', 'slug', 'doctor_name', 'doctor_name_hi'])
    .where('department_id', '=', department)
    .where('retired_at', 'is', null)
    .orderBy('id')
    .execute();
  if (doctors.length === 0) return [];
  const ids = doctors.map((doctor) => doctor.id);
  const [sessions, exceptions, booked] = await Promise.all([
    db
      .selectFrom('doctor_sessions')
      .select(['doctor_id', ...SESSION_COLUMNS])
      .where('doctor_id', 'in', ids)
      // Timetables ended before the search's first day never apply.
      .where(sql<boolean>`(effective_until is null or effective_until >= ${from}::date)`)
      .execute(),
    db
      .selectFrom('doctor_exceptions')
      .select(['doctor_id', sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day'), 'session_start'])
      .where((eb) => eb.or([eb('doctor_id', 'in', ids), eb('doctor_id', 'is', null)]))
      .where('day', '>=', from)
      .where('day', '<=', to)
      .execute(),
    db
      .selectFrom('doctor_appointments')
      .select(['doctor_id', sql<string>`to_char(visit_date, 'YYYY-MM-DD')`.as('day'), 'slot_start'])
      .where('doctor_id', 'in', ids)
      .where('status', '=', 'booked')
      .where('slot_start', 'is not', null)
      .where('visit_date', '>=', from)
      .where('visit_date', '<=', to)
      .execute(),
  ]);
  return doctors.map((doctor) => ({
    doctor: {
      id: doctor.id,
      slug: doctor.slug,
      doctor_name: inLanguage(language, doctor.doctor_name, doctor.doctor_name_hi),
    },
    // Rooms in the language asked for, as availability says them.
    sessions: sessions
      .filter((session) => session.doctor_id === doctor.id)
      .map((session) => ({ ...session, room: roomIn(language, session.room) })),
    daysOff: new Set(exceptions.filter((row) => row.doctor_id === doctor.id || row.doctor_id === null).map(dayOffKey)),
    held: new Set(
      booked
        .filter((row) => row.doctor_id === doctor.id && row.slot_start !== null)
        .map((row) => heldKey(row.day, row.slot_start ?? '')),
    ),
  }));
}
