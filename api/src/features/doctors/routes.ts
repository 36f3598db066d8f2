import type { FastifyInstance } from 'fastify';
import { fieldIssue } from 'contract';
import { BadInputError } from '../../http/errors';
import { languageOf } from '../../http/language';
import { ReadCache, sendCachedJson } from '../../http/read-cache';
import { listDepartments, listDoctors } from './repository';

/** `?department=` is optional; when given it must name a department by its id. */
function parseDepartmentFilter(raw: string | undefined): number | null {
  if (raw === undefined || raw === '') return null;
  if (!/^\d{1,9}$/.test(raw)) throw new BadInputError({ department: fieldIssue('departmentRequired') });
  return Number(raw);
}

export default async function doctorRoutes(app: FastifyInstance): Promise<void> {
  const cache = new ReadCache();

  app.get<{ Querystring: { department?: string } }>('/api/doctor/doctor', async (request, reply) => {
    const department = parseDepartmentFilter(request.query.department);
    const language = languageOf(request.query);
    const json = await cache.json(`doctors:${language}:${department ?? 'all'}`, () =>
      listDoctors(app.db, department, language),
    );
    return sendCachedJson(reply, json ?? '[]');
  });

  app.get('/api/doctor/department/', async (request, reply) => {
    const language = languageOf(request.query);
    return sendCachedJson(
      reply,
      (await cache.json(`departments:${language}`, () => listDepartments(app.db, language))) ?? '[]',
    );
  });
}
