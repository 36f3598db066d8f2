/** The doctors and departments, each text in the language asked for; a doctor's OPD timetable and leave. */
import { sql } from 'kysely';
import type { Kysely, Transaction } from 'kysely';
import { todayInHospitalZone } from 'contract';
import type { Department, Doctor, DoctorProfile, FormerDoctorPage, OpdSession, Weekday } from 'contract';
import type { Database } from '../../db';
import { inLanguage, roomIn } from '../../http/language';
import type { Language } from '../../http/language';
import { priceDay, priceOn } from '../prices';
import { inEffectOn } from './opd';

export async function listDoctors(
  db: Kysely<Database>,
  department: number | null,
  language: Language,
  now: Date = new Date(),
): Promise<Doctor[]> {
  // The OPD days of the timetable in effect today.
  const today = todayInHospitalZone(now);
  let query = db
    .selectFrom('doctors')
    .innerJoin('departments', 'departments.id', 'doctors.department_id')
    .select([
      'doctors.id',
      'doctors.doctor_name',
      'doctors.doctor_name_hi',
      'doctors.image',
      'doctors.about',
      'doctors.about_hi',
      'departments.id as department_id',
      'departments.department_name',
      'departments.department_name_hi',
      'departments.slug as department_slug',
      'doctors.slug',
      'doctors.languages',
    ])
    .select(
      sql<Weekday[]>`coalesce((
        select jsonb_agg(distinct s.weekday order by s.weekday) from doctor_sessions s where s.doctor_id = doctors.id
          and (s.effective_from is null or s.effective_from <= ${today}::date)
          and (s.effective_until is null or s.effective_until >= ${today}::date)
      ), '[]'::jsonb)`.as('opd_days'),
    )
    // A retired doctor leaves every list (issue 48); their bookings stay.
    .where('doctors.retired_at', 'is', null)
    .orderBy('doctors.id');
  if (department !== null) query = query.where('doctors.department_id', '=', department);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    doctor_name: inLanguage(language, row.doctor_name, row.doctor_name_hi),
    image: row.image,
    about: inLanguage(language, row.about, row.about_hi),
    department: {
      id: row.department_id,
      department_name: inLanguage(language, row.department_name, row.department_name_hi),
      slug: row.department_slug,
    },
    slug: row.slug,
    languages: row.languages,
    opd_days: row.opd_days,
  }));
}

export async function listDepartments(db: Kysely<Database>, language: Language): Promise<Department[]> {
  const rows = await db
    .selectFrom('departments')
    .select(['id', 'department_name', 'department_name_hi', 'slug'])
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    department_name: inLanguage(language, row.department_name, row.department_name_hi),
    slug: row.slug,
  }));
}

type Db = Kysely<Database> | Transaction<Database>;

/** A session row as `SessionRow` has it: its days of effect as `YYYY-MM-DD` text (issue 48). */
export const SESSION_COLUMNS = [
  'weekday',
  'start_time',
  'end_time',
  'room',
  'online',
  'slot_minutes',
  sql<string | null>`to_char(effective_from, 'YYYY-MM-DD')`.as('effective_from'),
  sql<string | null>`to_char(effective_until, 'YYYY-MM-DD')`.as('effective_until'),
  'counter_quota',
] as const;

/** In effect on `day` (a `date` expression): the timetable of that day. */
export const sessionInEffect = (day: string) =>
  sql<boolean>`(effective_from is null or effective_from <= ${day}::date) and (effective_until is null or effective_until >= ${day}::date)`;

/**
 * A doctor's weekly sessions in weekday and time order, of every timetable (each day's own is
 * picked by `sittingsOn`); those ended before `from`, when given, left out.
 */
export function doctorSessions(db: Db, doctorId: number, from?: string) {
  return db
    .selectFrom('doctor_sessions')
    .select(SESSION_COLUMNS)
    .where('doctor_id', '=', doctorId)
    .$if(from !== undefined, (query) =>
      query.where(sql<boolean>`(effective_until is null or effective_until >= ${from ?? ''}::date)`),
    )
    .orderBy('weekday')
    .orderBy('start_time')
    .execute();
}

const exceptionDay = sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day');

/**
 * The doctor's days off from `from` to `to`, the hospital's closures included: `YYYY-MM-DD` for a
 * whole day, `YYYY-MM-DD HH:MM` for one session off (its start), as `slotsOfDay` reads them.
 */
export async function daysOff(db: Db, doctorId: number, from: string, to: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('doctor_exceptions')
    .select([exceptionDay, 'session_start'])
    .where((eb) => eb.or([eb('doctor_id', '=', doctorId), eb('doctor_id', 'is', null)]))
    .where('day', '>=', from)
    .where('day', '<=', to)
    .execute();
  return new Set(rows.map(dayOffKey));
}

/** A day-off row as `daysOff` keys it: the day, or the day and the session's start. */
export const dayOffKey = (row: { day: string; session_start: string | null }) =>
  row.session_start === null ? row.day : `${row.day} ${row.session_start}`;

/** The slots booked appointments hold from `from` to `to`, as `day HH:MM`. */
export async function heldSlots(db: Db, doctorId: number, from: string, to: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('doctor_appointments')
    .select([sql<string>`to_char(visit_date, 'YYYY-MM-DD')`.as('day'), 'slot_start'])
    .where('doctor_id', '=', doctorId)
    .where('status', '=', 'booked')
    .where('slot_start', 'is not', null)
    .where('visit_date', '>=', from)
    .where('visit_date', '<=', to)
    .execute();
  return new Set(rows.map((row) => `${row.day} ${row.slot_start}`));
}

export function doctorExists(db: Db, id: number) {
  return db.selectFrom('doctors').select('id').where('id', '=', id).where('retired_at', 'is', null).executeTakeFirst();
}

/** The doctor's page: everything of the list, and the OPD facts; null for an unknown slug. */
export async function doctorProfile(
  db: Kysely<Database>,
  slug: string,
  language: Language,
  now: Date = new Date(),
): Promise<DoctorProfile | null> {
  const row = await db
    .selectFrom('doctors')
    .innerJoin('departments', 'departments.id', 'doctors.department_id')
    .select([
      'doctors.id',
      'doctors.slug',
      'doctors.doctor_name',
      'doctors.doctor_name_hi',
      'doctors.image',
      'doctors.about',
      'doctors.about_hi',
      'doctors.qualifications',
      'doctors.registration_council',
      'doctors.registration_number',
      'doctors.languages',
      'doctors.years_of_practice',
      // The fees a booking made today is charged (issue 48's price changes).
      priceOn('fee_in_person', 'doctors.id', 'doctors.fee_in_person', priceDay(now)).as('fee_in_person'),
      priceOn('fee_online', 'doctors.id', 'doctors.fee_online', priceDay(now)).as('fee_online'),
      'departments.id as department_id',
      'departments.department_name',
      'departments.department_name_hi',
      'departments.slug as department_slug',
    ])
    .where('doctors.slug', '=', slug)
    .where('doctors.retired_at', 'is', null)
    .executeTakeFirst();
  if (!row) return null;
  // The page shows the timetable in effect today.
  const today = todayInHospitalZone(now);
  const sessions = (await doctorSessions(db, row.id, today)).filter((session) => inEffectOn(session, today));
  const exceptions = await db
    .selectFrom('doctor_exceptions')
    .select([exceptionDay, 'reason', 'reason_hi'])
    // Whole days only (a session off leaves the day's other sessions), the hospital's closures too.
    .where((eb) => eb.or([eb('doctor_id', '=', row.id), eb('doctor_id', 'is', null)]))
    .where('session_start', 'is', null)
    .where('day', '>=', todayInHospitalZone(now))
    .distinctOn('day')
    .orderBy('day')
    .execute();
  const timetable: OpdSession[] = sessions.map((session) => ({
    weekday: session.weekday as Weekday,
    start: session.start_time,
    end: session.end_time,
    room: roomIn(language, session.room),
    online: session.online,
    slot_minutes: session.slot_minutes,
  }));
  return {
    id: row.id,
    slug: row.slug,
    doctor_name: inLanguage(language, row.doctor_name, row.doctor_name_hi),
    image: row.image,
    about: inLanguage(language, row.about, row.about_hi),
    department: {
      id: row.department_id,
      department_name: inLanguage(language, row.department_name, row.department_name_hi),
      slug: row.department_slug,
    },
    languages: row.languages,
    opd_days: [...new Set(timetable.map((session) => session.weekday))].sort(),
    qualifications: row.qualifications,
    registration:
      row.registration_council && row.registration_number
        ? { council: row.registration_council, number: row.registration_number }
        : null,
    years_of_practice: row.years_of_practice,
    fee: { in_person: row.fee_in_person, online: row.fee_online },
    timetable,
    exceptions: exceptions.map((exception) => ({
      date: exception.day,
      reason: inLanguage(language, exception.reason, exception.reason_hi),
    })),
  };
}

/** A retired doctor's department, for their page's 410 (issue 48); null when the slug is no retired doctor's. */
export async function retiredDoctor(db: Kysely<Database>, slug: string, language: Language) {
  const row = await db
    .selectFrom('doctors')
    .innerJoin('departments', 'departments.id', 'doctors.department_id')
    .select(['departments.id', 'departments.department_name', 'departments.department_name_hi', 'departments.slug'])
    .where('doctors.slug', '=', slug)
    .where('doctors.retired_at', 'is not', null)
    .executeTakeFirst();
  return row
    ? { id: row.id, department_name: inLanguage(language, row.department_name, row.department_name_hi), slug: row.slug }
    : null;
}

/** The slug a renamed doctor has now, for one they had (migration 0034); null when it is none. */
export async function movedDoctorSlug(db: Kysely<Database>, slug: string): Promise<string | null> {
  const row = await db
    .selectFrom('doctor_former_slugs')
    .innerJoin('doctors', 'doctors.id', 'doctor_former_slugs.doctor_id')
    .select('doctors.slug')
    .where('doctor_former_slugs.slug', '=', slug)
    .executeTakeFirst();
  return row?.slug ?? null;
}

/** Every retired doctor's page (410) and every slug a renamed doctor left (301), by slug. */
export async function formerDoctorPages(db: Kysely<Database>): Promise<FormerDoctorPage[]> {
  const [retired, moved] = await Promise.all([
    db
      .selectFrom('doctors')
      .innerJoin('departments', 'departments.id', 'doctors.department_id')
      .select(['doctors.id', 'doctors.slug', 'departments.slug as department_slug'])
      .where('doctors.retired_at', 'is not', null)
      .execute(),
    db
      .selectFrom('doctor_former_slugs')
      .innerJoin('doctors', 'doctors.id', 'doctor_former_slugs.doctor_id')
      .select(['doctors.id', 'doctor_former_slugs.slug', 'doctors.slug as to'])
      .execute(),
  ]);
  const pages: FormerDoctorPage[] = [
    ...retired.map((row) => ({
      doctor: row.id,
      slug: row.slug,
      status: 410 as const,
      department: { slug: row.department_slug },
    })),
    ...moved.map((row) => ({ doctor: row.id, slug: row.slug, status: 301 as const, to: row.to })),
  ];
  return pages.sort((a, b) => a.slug.localeCompare(b.slug));
}
