/**
 * The OPD manager's timetable editor under `/api/staff/timetables/` (issue 48): a doctor's
 * timetable in effect today and those saved for later, a save from a day on, and the saves'
 * history. The staff plugin has already refused other roles, networks and non-JSON writes.
 */
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import { ValidationError } from 'yup';
import { fieldIssue, isFieldIssue, LIMITS, TIMETABLE_LIMITS, timetableSchema } from 'contract';
import type { TimetableInput } from 'contract';
import { refusals } from '../../http/answer-schemas';
import { BadInputError, messageAnswer } from '../../http/errors';
import type { FieldProblem } from '../../http/errors';
import { STAFF_ACCESS, staffRoute } from '../staff';
import { TimetableService, TimetableStaleError } from './service';

export interface TimetableOptions {
  /** The editor's clock (today, the past-day rule); tests move it. */
  now?: () => Date;
}

const string = { type: 'string' } as const;
const integer = { type: 'integer' } as const;
const nullableString = { type: ['string', 'null'] } as const;

const SESSION = {
  type: 'object',
  description: 'One weekly session: `HH:MM` Asia/Kolkata; a room, or online; the counter’s quota or null.',
  properties: {
    weekday: integer,
    start_time: string,
    end_time: string,
    online: { type: 'boolean' },
    room: nullableString,
    slot_minutes: integer,
    counter_quota: { type: ['integer', 'null'] },
  },
  required: ['weekday', 'start_time', 'end_time', 'online', 'room', 'slot_minutes', 'counter_quota'],
  additionalProperties: false,
} as const;

const TIMETABLE = {
  type: 'object',
  description:
    'Sessions in effect from `effective_from` (null: since before the desk kept timetables) to `effective_until`.',
  properties: {
    effective_from: nullableString,
    effective_until: nullableString,
    sessions: { type: 'array', items: SESSION },
  },
  required: ['effective_from', 'effective_until', 'sessions'],
  additionalProperties: false,
} as const;

const DOCTOR_TIMETABLES = {
  type: 'object',
  description: 'A doctor’s timetable in effect today, those saved for later, and the version a save names.',
  properties: {
    doctor: {
      type: 'object',
      properties: { id: integer, doctor_name: string, department_id: integer, department_name: string },
      required: ['id', 'doctor_name', 'department_id', 'department_name'],
      additionalProperties: false,
    },
    version: integer,
    current: { anyOf: [TIMETABLE, { type: 'null' }] },
    scheduled: { type: 'array', items: TIMETABLE },
    counter_quota_default: integer,
  },
  required: ['doctor', 'version', 'current', 'scheduled', 'counter_quota_default'],
  additionalProperties: false,
} as const;

const CHANGE = {
  type: 'object',
  description: 'One save: who, when, from which day, the sessions before and after.',
  properties: {
    id: string,
    at: string,
    by: {
      anyOf: [
        {
          type: 'object',
          properties: { id: integer, name: string },
          required: ['id', 'name'],
          additionalProperties: false,
        },
        { type: 'null' },
      ],
    },
    effective_from: string,
    before: { type: 'array', items: SESSION },
    after: { type: 'array', items: SESSION },
  },
  required: ['id', 'at', 'by', 'effective_from', 'before', 'after'],
  additionalProperties: false,
} as const;

const CONFLICT = {
  type: 'object',
  description: 'A 409 `timetableStale`: another save came first; `timetables` as they are now.',
  properties: { message: string, code: string, timetables: DOCTOR_TIMETABLES },
  required: ['message', 'code', 'timetables'],
  additionalProperties: false,
} as const;

const SCHEMAS: Record<'read' | 'save' | 'history', FastifySchema> = {
  read: {
    summary: 'A doctor’s weekly timetable (OPD manager)',
    description:
      'The timetable in effect today (`current`, null when none), those saved to start later (`scheduled`), ' +
      'the `version` a save names and the hospital’s `DESK_COUNTER_QUOTA`. 404 `timetableDoctorNotFound`.',
    response: { 200: DOCTOR_TIMETABLES, ...refusals(401, 403, 404) },
  },
  save: {
    summary: 'Save a doctor’s timetable from a day on (OPD manager)',
    description:
      'Body `{version, effective_from, sessions: [{weekday, start_time, end_time, online, room, slot_minutes, ' +
      'counter_quota}]}`. The timetable in effect on `effective_from` ends the day before; one saved to start ' +
      'later is replaced; bookings already made keep their slot and room. 400 naming the field ' +
      '(`sessions[2].start_time` `timetableOverlap`, `sessions[0].end_time` `timetableEndBeforeStart`, ' +
      '`sessions[1].slot_minutes` `timetableSlotDivides`, `effective_from` `timetableFromPast`); 409 ' +
      '`timetableStale` with `timetables` as they are now when another save came first. Recorded in the ' +
      'catalogue’s history (`doctor:<id>`, before and after) and the staff audit.',
    response: { 200: DOCTOR_TIMETABLES, ...refusals(400, 401, 403, 404, 415, 429), 409: CONFLICT },
  },
  history: {
    summary: 'A doctor’s timetable saves (OPD manager)',
    description: `Newest first, at most ${TIMETABLE_LIMITS.historyMax}: the member, the time, the first day, the sessions before and after.`,
    response: { 200: { type: 'array', items: CHANGE }, ...refusals(401, 403, 404) },
  },
};

function doctorParam(request: FastifyRequest): number | null {
  const raw = (request.params as Record<string, string | undefined>)['doctorId'] ?? '';
  if (!/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= LIMITS.idMax ? id : null;
}

const NOT_FOUND = messageAnswer({ code: 'timetableDoctorNotFound' });

/** The schema over the JSON body, each problem named by its path (`sessions[2].end_time`). */
async function validTimetable(body: unknown, now: Date): Promise<TimetableInput> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new BadInputError({}, fieldIssue('bodyNotObject'));
  }
  try {
    return await timetableSchema().validate(body, { abortEarly: false, context: { now } });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const problems: [string, FieldProblem][] = [];
    for (const issue of error.inner.length > 0 ? error.inner : [error]) {
      const path = issue.path ?? '';
      if (problems.some(([field]) => field === path)) continue;
      const message: unknown = issue.message;
      problems.push([path, isFieldIssue(message) ? message : String(message)]);
    }
    throw new BadInputError(Object.fromEntries(problems));
  }
}

export default async function timetableRoutes(app: FastifyInstance, options: TimetableOptions = {}): Promise<void> {
  const now = options.now ?? (() => new Date());
  const timetables = new TimetableService(app.db, app.config.desk.counterQuota, now);
  const access = staffRoute(STAFF_ACCESS.catalogue);

  app.get('/api/staff/timetables/:doctorId/', { schema: SCHEMAS.read, config: access }, async (request, reply) => {
    const doctorId = doctorParam(request);
    const found = doctorId === null ? null : await timetables.read(doctorId);
    return found ?? reply.status(404).send(NOT_FOUND);
  });

  app.post(
    '/api/staff/timetables/:doctorId/',
    { schema: SCHEMAS.save, config: { ...access, docs: { body: timetableSchema } } },
    async (request, reply) => {
      const doctorId = doctorParam(request);
      if (doctorId === null) return reply.status(404).send(NOT_FOUND);
      const input = await validTimetable(request.body, now());
      const session = request.staffSession;
      if (!session) throw new Error('A staff route ran without its guard');
      const actor = { actorId: session.staff.id, ip: request.ip };
      try {
        const saved = await timetables.save(doctorId, input, actor.actorId, (trx) =>
          app.staff.audit(actor, 'timetable.saved', `doctor:${doctorId}`, {}, trx),
        );
        return saved ?? reply.status(404).send(NOT_FOUND);
      } catch (error) {
        if (!(error instanceof TimetableStaleError)) throw error;
        return reply.status(409).send({ ...messageAnswer({ code: 'timetableStale' }), timetables: error.timetables });
      }
    },
  );

  app.get(
    '/api/staff/timetables/:doctorId/history/',
    { schema: SCHEMAS.history, config: access },
    async (request, reply) => {
      const doctorId = doctorParam(request);
      if (doctorId === null || (await timetables.read(doctorId)) === null) return reply.status(404).send(NOT_FOUND);
      return timetables.history(doctorId, TIMETABLE_LIMITS.historyMax);
    },
  );
}
