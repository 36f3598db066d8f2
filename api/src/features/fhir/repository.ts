/**
 * The catalogue's rows the FHIR resources are built from: doctors, departments, packages and the
 * days off ahead. Only catalogue tables: the slots, and so the bookings, come through the doctors
 * feature, as the site's own availability reads them.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../db';
import { priceDay, priceOn } from '../prices';
import type { DayOffRow, DepartmentRow, DoctorRow, PackageRow } from './resources';

/** The practising doctors: a retired one leaves the feed (issue 48). */
export function listDoctors(db: Kysely<Database>): Promise<DoctorRow[]> {
  return db
    .selectFrom('doctors')
    .innerJoin('departments', 'departments.id', 'doctors.department_id')
    .select([
      'doctors.id',
      'doctors.slug',
      'doctors.doctor_name',
      'doctors.doctor_name_hi',
      'doctors.languages',
      'doctors.qualifications',
      'doctors.registration_council',
      'doctors.registration_number',
      'departments.id as department_id',
      'departments.department_name',
      'departments.department_name_hi',
    ])
    .where('doctors.retired_at', 'is', null)
    .orderBy('doctors.id')
    .execute();
}

export function listDepartments(db: Kysely<Database>): Promise<DepartmentRow[]> {
  return db.selectFrom('departments').select(['id', 'department_name', 'department_name_hi']).orderBy('id').execute();
}

export async function listPackages(db: Kysely<Database>): Promise<PackageRow[]> {
  const rows = await db
    .selectFrom('care_packages')
    .select(['slug', 'kind', 'price_basis', 'place', 'texts'])
    .select(priceOn('package', 'care_packages.id', 'care_packages.price', priceDay()).as('price'))
    .orderBy('kind')
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    slug: row.slug,
    kind: row.kind,
    price: row.price,
    price_basis: row.price_basis,
    place: row.place,
    name: row.texts.en.name,
    name_hi: row.texts.hi.name,
    summary: row.texts.en.summary,
  }));
}

/**
 * Every doctor's whole days off from `from` on, with their reasons, by doctor; a hospital closure
 * (no doctor) is every doctor's. A session off leaves the day's other sessions: not a day off here.
 */
export async function daysOffFrom(db: Kysely<Database>, from: string): Promise<Map<number, DayOffRow[]>> {
  const rows = await db
    .selectFrom('doctor_exceptions')
    .select(['doctor_id', sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day'), 'reason'])
    .where('day', '>=', from)
    .where('session_start', 'is', null)
    .orderBy('day')
    .execute();
  const closures = rows.filter((row) => row.doctor_id === null);
  const doctorIds =
    closures.length === 0 ? [] : (await db.selectFrom('doctors').select('id').execute()).map((row) => row.id);
  const byDoctor = new Map<number, DayOffRow[]>();
  const add = (doctorId: number, row: DayOffRow) => {
    const days = byDoctor.get(doctorId) ?? [];
    if (!days.some((known) => known.day === row.day)) byDoctor.set(doctorId, [...days, row]);
  };
  for (const row of rows) {
    if (row.doctor_id !== null) add(row.doctor_id, { day: row.day, reason: row.reason });
    else for (const id of doctorIds) add(id, { day: row.day, reason: row.reason });
  }
  for (const days of byDoctor.values()) days.sort((a, b) => a.day.localeCompare(b.day));
  return byDoctor;
}
