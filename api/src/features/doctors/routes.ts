import type { FastifyInstance } from 'fastify';
import type { Department, Doctor } from 'contract';
import { BadInputError } from '../../http/errors';
import { inLanguage, languageOf } from '../../http/language';
import type { Language } from '../../http/language';
import { ReadCache, sendCachedJson } from '../../http/read-cache';

/** `?department=` is optional; when given it must name a department by its id. */
function parseDepartmentFilter(raw: string | undefined): number | null {
  if (raw === undefined || raw === '') return null;
  if (!/^\d{1,9}$/.test(raw)) throw new BadInputError({ department: 'Please choose a department' });
  return Number(raw);
}

export default async function doctorRoutes(app: FastifyInstance): Promise<void> {
  const cache = new ReadCache();

  const listDoctors = async (department: number | null, language: Language): Promise<Doctor[]> => {
    let query = app.db
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
  };

  const listDepartments = async (language: Language): Promise<Department[]> => {
    const rows = await app.db
      .selectFrom('departments')
      .select(['id', 'department_name', 'department_name_hi', 'slug'])
      .orderBy('id')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      department_name: inLanguage(language, row.department_name, row.department_name_hi),
      slug: row.slug,
    }));
  };

  app.get<{ Querystring: { department?: string } }>('/api/doctor/doctor', async (request, reply) => {
    const department = parseDepartmentFilter(request.query.department);
    const language = languageOf(request.query);
    const json = await cache.json(`doctors:${language}:${department ?? 'all'}`, () =>
      listDoctors(department, language),
    );
    return sendCachedJson(reply, json ?? '[]');
  });

  app.get('/api/doctor/department/', async (request, reply) => {
    const language = languageOf(request.query);
    return sendCachedJson(
      reply,
      (await cache.json(`departments:${language}`, () => listDepartments(language))) ?? '[]',
    );
  });
}
