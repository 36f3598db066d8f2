import type { FastifyInstance } from 'fastify';
import {
  AVAILABILITY_MAX_DAYS,
  fieldIssue,
  fieldIssueText,
  isIsoDay,
  latestVisitDay,
  todayInHospitalZone,
} from 'contract';
import type { AppointmentMode, FieldIssue, NextFreeTimes } from 'contract';
import { BadInputError, messageAnswer } from '../../http/errors';
import { listOf, ref, refusals } from '../../http/answer-schemas';
import { LANGUAGE_QUERY, languageOf, roomIn } from '../../http/language';
import { sendCachedJson } from '../../http/read-cache';
import { catalogueReadCache } from '../catalogue';
import { nextFree, departmentDiaries } from './next-free';
import { availability, daysBetween } from './opd';
import {
  daysOff,
  doctorExists,
  doctorProfile,
  doctorSessions,
  formerDoctorPages,
  heldSlots,
  listDepartments,
  listDoctors,
  movedDoctorSlug,
  retiredDoctor,
} from './repository';

/** `?department=` is optional; when given it must name a department by its id. */
function parseDepartmentFilter(raw: string | undefined): number | null {
  if (raw === undefined || raw === '') return null;
  if (!/^\d{1,9}$/.test(raw)) throw new BadInputError({ department: fieldIssue('departmentRequired') });
  return Number(raw);
}

interface AvailabilityQuery {
  doctor?: string;
  from?: string;
  to?: string;
}

/** `?doctor=&from=&to=`: a doctor's id and at most 31 days; a 400 names each field that is wrong. */
function parseAvailabilityQuery(query: AvailabilityQuery): { doctor: number; from: string; to: string } {
  const problems: Record<string, FieldIssue> = {};
  const { doctor = '', from = '', to = '' } = query;
  if (!/^\d{1,9}$/.test(doctor) || Number(doctor) < 1) problems['doctor'] = fieldIssue('doctorRequired');
  if (from === '') problems['from'] = fieldIssue('dateRequired');
  else if (!isIsoDay(from)) problems['from'] = fieldIssue('dateInvalid');
  if (to === '') problems['to'] = fieldIssue('dateRequired');
  else if (!isIsoDay(to)) problems['to'] = fieldIssue('dateInvalid');
  else if (isIsoDay(from) && to < from) problems['to'] = fieldIssue('availabilityOrder');
  else if (isIsoDay(from) && daysBetween(from, to) > AVAILABILITY_MAX_DAYS) {
    problems['to'] = fieldIssue('availabilityTooLong', { max: AVAILABILITY_MAX_DAYS });
  }
  if (Object.keys(problems).length > 0) throw new BadInputError(problems);
  return { doctor: Number(doctor), from, to };
}

interface NextFreeQuery {
  department?: string;
  mode?: string;
}

/** `?department=&mode=`: a department's id (required) and optionally `ON` or `OFF`; a 400 names each field that is wrong. */
function parseNextFreeQuery(query: NextFreeQuery): { department: number; mode: AppointmentMode | null } {
  const problems: Record<string, FieldIssue> = {};
  const { department = '', mode = '' } = query;
  if (!/^\d{1,9}$/.test(department) || Number(department) < 1)
    problems['department'] = fieldIssue('departmentRequired');
  if (mode !== '' && mode !== 'ON' && mode !== 'OFF') problems['mode'] = fieldIssue('modeRequired');
  if (Object.keys(problems).length > 0) throw new BadInputError(problems);
  return { department: Number(department), mode: mode === '' ? null : (mode as AppointmentMode) };
}

export default async function doctorRoutes(app: FastifyInstance): Promise<void> {
  const cache = catalogueReadCache(app.db);

  const docs = { query: LANGUAGE_QUERY };

  const listSchema = {
    summary: 'The doctors',
    description: 'All of them, or one department’s (`?department=`), by id.',
    response: { 200: listOf('Doctor'), ...refusals(400) },
  };
  const listDocs = { query: { department: 'a department’s id: only its doctors', ...LANGUAGE_QUERY } };
  app.get<{ Querystring: { department?: string } }>(
    '/api/doctor/doctor',
    { schema: listSchema, config: { docs: listDocs } },
    async (request, reply) => {
      const department = parseDepartmentFilter(request.query.department);
      const language = languageOf(request.query);
      const json = await cache.json(`doctors:${language}:${department ?? 'all'}`, () =>
        listDoctors(app.db, department, language),
      );
      return sendCachedJson(reply, json ?? '[]');
    },
  );

  const departmentsSchema = {
    summary: 'The departments',
    response: { 200: listOf('Department'), ...refusals(400) },
  };
  app.get('/api/doctor/department/', { schema: departmentsSchema, config: { docs } }, async (request, reply) => {
    const language = languageOf(request.query);
    return sendCachedJson(
      reply,
      (await cache.json(`departments:${language}`, () => listDepartments(app.db, language))) ?? '[]',
    );
  });

  const profileSchema = {
    summary: 'A doctor’s page',
    description:
      'The doctor, credentials, fees (in effect today), weekly timetable and upcoming days off; 404 for no such ' +
      'doctor; 410 `doctorRetired` with `department` (id, name, slug; also as `params`) for a doctor the hospital ' +
      'retired; 301 to the doctor’s address now (`Location`, and `slug`) for a slug a renamed doctor had.',
    response: {
      200: ref('DoctorProfile'),
      301: {
        type: 'object',
        properties: { message: { type: 'string' }, code: { type: 'string' }, slug: { type: 'string' } },
        required: ['message', 'code', 'slug'],
        additionalProperties: false,
      },
      ...refusals(400, 404, 410),
    },
  };
  app.get<{ Params: { slug: string } }>(
    '/api/doctor/doctors/:slug/',
    { schema: profileSchema, config: { docs } },
    async (request, reply) => {
      const language = languageOf(request.query);
      const { slug } = request.params;
      // Slugs are lower-case letters, digits and dashes; anything else is no doctor's.
      const wellFormed = /^[a-z0-9-]{1,120}$/.test(slug);
      const json = wellFormed
        ? await cache.json(`doctor:${language}:${slug}`, () => doctorProfile(app.db, slug, language))
        : null;
      // A retired doctor's page is gone for good (issue 48): 410, naming the department whose doctors
      // the site offers instead. Not a redirect: a patient following an old link is told the doctor
      // left rather than landing on a list that silently lacks them, and search engines drop the page.
      const retired = json === null && wellFormed ? await retiredDoctor(app.db, slug, language) : null;
      if (retired) {
        const params = { department: retired.department_name, department_slug: retired.slug };
        return reply.status(410).send({ ...messageAnswer(fieldIssue('doctorRetired', params)), department: retired });
      }
      // A renamed doctor's slug follows the name: the old address says where they are now.
      const moved = json === null && wellFormed ? await movedDoctorSlug(app.db, slug) : null;
      if (moved) {
        const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
        return reply
          .status(301)
          .header('location', `/api/doctor/doctors/${moved}/${query}`)
          .send({ ...messageAnswer({ code: 'doctorMoved' }), slug: moved });
      }
      // `detail` as the old backend said it; the code for the site to say it in its reader's language.
      if (json === null)
        return reply.status(404).send({ detail: 'Not found.', ...messageAnswer({ code: 'notFound' }) });
      return sendCachedJson(reply, json);
    },
  );

  const formerSchema = {
    summary: 'The doctors’ pages that are pages no more',
    description:
      'Each retired doctor’s slug (`status` 410, their department’s slug) and each slug a renamed doctor had ' +
      '(`status` 301, `to` the slug now): what the page servers answer for them. Cached as the catalogue.',
    response: {
      200: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            doctor: { type: 'integer' },
            slug: { type: 'string' },
            status: { type: 'integer', enum: [301, 410] },
            to: { type: 'string' },
            department: {
              type: 'object',
              properties: { slug: { type: 'string' } },
              required: ['slug'],
              additionalProperties: false,
            },
          },
          required: ['doctor', 'slug', 'status'],
          additionalProperties: false,
        },
      },
    },
  };
  app.get('/api/doctor/former/', { schema: formerSchema }, async (_request, reply) =>
    sendCachedJson(reply, (await cache.json('doctors:former', () => formerDoctorPages(app.db))) ?? '[]'),
  );

  // Never cached: a slot taken a moment ago must show as taken.
  const availabilitySchema = {
    summary: 'A doctor’s free slots',
    description:
      'Each day from `from` to `to` (at most 31) with a slot left, each slot free or held; none in the past or ' +
      'past the booking horizon. Never cached.',
    response: { 200: listOf('AvailabilityDay'), ...refusals(400) },
  };
  const availabilityDocs = {
    query: { doctor: 'the doctor’s id', from: 'the first day, `YYYY-MM-DD`', to: 'the last day', ...LANGUAGE_QUERY },
    required: ['doctor', 'from', 'to'],
  };
  app.get<{ Querystring: AvailabilityQuery }>(
    '/api/doctor/availability/',
    { schema: availabilitySchema, config: { docs: availabilityDocs } },
    async (request, reply) => {
      const query = parseAvailabilityQuery(request.query);
      const language = languageOf(request.query);
      if (!(await doctorExists(app.db, query.doctor))) {
        throw new BadInputError({ doctor: fieldIssue('doctorFromList') });
      }
      const now = new Date();
      // None in the past, none past the booking horizon.
      const from = query.from < todayInHospitalZone(now) ? todayInHospitalZone(now) : query.from;
      const to = query.to > latestVisitDay(now) ? latestVisitDay(now) : query.to;
      if (from > to) return reply.header('cache-control', 'no-store').send([]);
      const [sessions, off, held] = await Promise.all([
        doctorSessions(app.db, query.doctor),
        daysOff(app.db, query.doctor, from, to),
        heldSlots(app.db, query.doctor, from, to),
      ]);
      // Each slot carries its session's room, in the page's language.
      const sittings = sessions.map((session) => ({ ...session, room: roomIn(language, session.room) }));
      return reply
        .header('cache-control', 'no-store')
        .send(availability(from, to, sittings, off, held, now, app.config.desk.counterQuota));
    },
  );

  // Never cached, like availability: the next free slot changes with every booking.
  const nextFreeSchema = {
    summary: 'A department’s next free slots',
    description:
      'The earliest free morning and evening slot across the department’s doctors, up to the booking window’s ' +
      'end. Never cached; 404 naming `department` for no such department.',
    response: { 200: ref('NextFreeTimes'), ...refusals(400, 404) },
  };
  const nextFreeDocs = {
    query: {
      department: 'the department’s id',
      mode: '`ON` online or `OFF` in person; both when absent',
      ...LANGUAGE_QUERY,
    },
    required: ['department'],
  };
  app.get<{ Querystring: NextFreeQuery }>(
    '/api/doctor/next-free/',
    { schema: nextFreeSchema, config: { docs: nextFreeDocs } },
    async (request, reply) => {
      const query = parseNextFreeQuery(request.query);
      const language = languageOf(request.query);
      const now = new Date();
      const from = todayInHospitalZone(now);
      const until = latestVisitDay(now);
      const diaries = await departmentDiaries(app.db, query.department, language, from, until);
      if (diaries === null) {
        const issue = fieldIssue('departmentFromList');
        return reply
          .status(404)
          .send({ detail: 'Not found.', message: fieldIssueText(issue), code: issue.code, field: 'department' });
      }
      const answer: NextFreeTimes = {
        department: query.department,
        until,
        ...nextFree(from, until, diaries, now, query.mode),
      };
      return reply.header('cache-control', 'no-store').send(answer);
    },
  );
}
