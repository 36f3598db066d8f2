import type { FastifyInstance } from 'fastify';
import type { Department, Doctor } from 'shared-ui/contract';
import { BadInputError } from '../../http/errors';
import { ReadCache, sendCachedJson } from '../../http/read-cache';

/** `?department=` is optional; when given it must name a department by its id. */
function parseDepartmentFilter(raw: string | undefined): number | null {
  if (raw === undefined || raw === '') return null;
  if (!/^\d{1,9}$/.test(raw)) throw new BadInputError({ department: 'Please choose a department' });
  return Number(raw);
}

export default async function doctorRoutes(app: FastifyInstance): Promise<void> {
  const cache = new ReadCache();

  const listDoctors = async (department: number | null): Promise<Doctor[]> => {
    let query = app.db
      .selectFrom('doctors')
      .innerJoin('departments', 'departments.id', 'doctors.department_id')
      .select([
        'doctors.id',
        'doctors.doctor_name',
        'doctors.image',
        'doctors.about',
        'departments.id as department_id',
        'departments.department_name',
      ])
      .orderBy('doctors.id');
    if (department !== null) query = query.where('doctors.department_id', '=', department);
    const rows = await query.execute();
    return rows.map((row) => ({
      id: row.id,
      doctor_name: row.doctor_name,
      image: row.image,
      about: row.about,
      department: { id: row.department_id, department_name: row.department_name },
    }));
  };

  const listDepartments = (): Promise<Department[]> =>
    app.db.selectFrom('departments').select(['id', 'department_name']).orderBy('id').execute();

  app.get<{ Querystring: { department?: string } }>('/api/doctor/doctor', async (request, reply) => {
    const department = parseDepartmentFilter(request.query.department);
    const json = await cache.json(`doctors:${department ?? 'all'}`, () => listDoctors(department));
    return sendCachedJson(reply, json ?? '[]');
  });

  app.get('/api/doctor/department/', async (_request, reply) =>
    sendCachedJson(reply, (await cache.json('departments', listDepartments)) ?? '[]'),
  );
}
