/** The doctors and departments, each text in the language asked for. */
import type { Kysely } from 'kysely';
import type { Department, Doctor } from 'contract';
import type { Database } from '../../db';
import { inLanguage } from '../../http/language';
import type { Language } from '../../http/language';

export async function listDoctors(
  db: Kysely<Database>,
  department: number | null,
  language: Language,
): Promise<Doctor[]> {
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
    ])
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
