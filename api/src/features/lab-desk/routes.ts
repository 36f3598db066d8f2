/**
 * The phlebotomist's run sheet under `/api/staff/labs/` (issue 47's Labs): the day's lab visits and
 * home collections, each booking's marks and history. The staff plugin has already refused other
 * networks, non-JSON writes and callers without the route's role, and marks every answer no-store.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import {
  deskActionSchema,
  fieldIssue,
  isBookingReference,
  isIsoDay,
  LAB_DESK_STATUSES,
  labResetSchema,
  normaliseBookingReference,
} from 'contract';
import { refusals } from '../../http/answer-schemas';
import { BadInputError, messageAnswer } from '../../http/errors';
import { validateBody } from '../../http/validation';
import { STAFF_ACCESS, staffRoute } from '../staff';
import type { Actor } from '../staff';
import { VIEW_SPAN_MS } from '../desk';
import { LabDeskRefusal, LabDeskService } from './service';

export interface LabDeskOptions {
  /** The sheet's clock (today, collection times, history times); tests move it. */
  now?: () => Date;
}

const SWEEP_EVERY_MS = 6 * 60 * 60_000;

const string = { type: 'string' } as const;
const nullableString = { type: ['string', 'null'] } as const;
const integer = { type: 'integer' } as const;
const shape = (properties: Record<string, unknown>, description?: string) => ({
  type: 'object',
  ...(description ? { description } : {}),
  properties,
  required: Object.keys(properties),
  additionalProperties: false,
});
const lab = { anyOf: [shape({ id: integer, name: string }), { type: 'null' }] };
const status = { type: 'string', enum: [...LAB_DESK_STATUSES] };
const row = shape(
  {
    reference: string,
    date: string,
    collection: { type: 'string', enum: ['lab', 'home'] },
    lab,
    tests: { type: 'array', items: string },
    package: nullableString,
    price: integer,
    patient_name: string,
    age: integer,
    phone_last4: string,
    pincode: nullableString,
    window: nullableString,
    address: nullableString,
    status,
    collected_at: nullableString,
    version: integer,
  },
  'A lab booking on the run sheet: the phone’s last four digits only; the address of a home collection only.',
);
const sheet = shape({
  date: string,
  lab_visits: { type: 'array', items: shape({ lab, bookings: { type: 'array', items: row } }) },
  home_collections: {
    type: 'array',
    items: shape({ pincode: string, window: string, bookings: { type: 'array', items: row } }),
  },
});
const conflict = {
  type: 'object',
  description: '409 `deskBookingStale`, `deskStatusMove` or `labBeforeDay`: `booking` is the row as it is now.',
  properties: { message: string, code: string, status, booking: row },
  required: ['message', 'code', 'status', 'booking'],
  additionalProperties: true,
};
const historyEntry = shape({
  id: integer,
  at: string,
  actor: { anyOf: [shape({ id: integer, name: string, email: string }), { type: 'null' }] },
  action: { type: 'string', enum: ['view', 'status'] },
  from: { anyOf: [status, { type: 'null' }] },
  to: { anyOf: [status, { type: 'null' }] },
  reason: nullableString,
  network: nullableString,
});
const CHANGE_REFUSALS = { ...refusals(400, 401, 403, 404, 415, 429), 409: conflict };

const SCHEMAS: Record<'day' | 'collected' | 'notReached' | 'reset' | 'history', FastifySchema> = {
  day: {
    summary: 'The day’s lab run sheet (reception, OPD manager)',
    description:
      '`?date=YYYY-MM-DD` (today in Asia/Kolkata by default). The lab visits by lab (packages at the hospital ' +
      'last), each in the order booked; the home collections by pincode and window. Each row: reference, ' +
      'patient, age, the phone’s last four digits, tests or package, price, status, version; a home ' +
      'collection’s address too, because the phlebotomist has to reach the door (its only purpose here). ' +
      'Each row shown is recorded in its booking’s history as a view by the member (once per member and ' +
      `booking in ${VIEW_SPAN_MS / 60_000} minutes).`,
    response: { 200: sheet, ...refusals(400, 401, 403) },
  },
  collected: {
    summary: 'Mark a lab booking’s sample collected (reception, OPD manager)',
    description:
      'Body `{version}`. From booked or not reached; not before its day (409 `labBeforeDay`); a cancelled ' +
      'or collected one: 409 `deskStatusMove` with its status.',
    response: { 200: row, ...CHANGE_REFUSALS },
  },
  notReached: {
    summary: 'Mark a home collection or lab visit not reached (reception, OPD manager)',
    description: 'Body `{version}`. From booked only; not before its day (409 `labBeforeDay`).',
    response: { 200: row, ...CHANGE_REFUSALS },
  },
  reset: {
    summary: 'Undo a lab booking’s mark (OPD manager)',
    description: 'Body `{version, reason}`. From collected or not reached, back to booked.',
    response: { 200: row, ...CHANGE_REFUSALS },
  },
  history: {
    summary: 'A lab booking’s history (reception, OPD manager)',
    description: 'Every mark and staff view, newest first, naming the member; this reading is one too.',
    response: { 200: { type: 'array', items: historyEntry }, ...refusals(401, 403, 404) },
  },
};

function actorOf(request: FastifyRequest): Actor {
  if (!request.staffSession) throw new Error('A staff route ran without its guard');
  return { actorId: request.staffSession.staff.id, ip: request.ip };
}

/** The path's reference, normalised; null (answered 404) for anything that is not a lab booking's. */
function referenceParam(request: FastifyRequest): string | null {
  const raw = (request.params as Record<string, string | undefined>)['reference'] ?? '';
  if (raw.length > 40) return null;
  const reference = normaliseBookingReference(raw);
  return reference.startsWith('LAB-') && isBookingReference(reference) ? reference : null;
}

function dateOf(request: FastifyRequest): string | null {
  const value = ((request.query ?? {}) as Record<string, unknown>)['date'];
  if (value === undefined || value === '') return null;
  if (typeof value !== 'string') throw new BadInputError({ date: fieldIssue('singleValue') });
  if (!isIsoDay(value)) throw new BadInputError({ date: fieldIssue('deskDate') });
  return value;
}

const notFound = (reply: FastifyReply) => reply.status(404).send(messageAnswer({ code: 'labBookingNotFound' }));

async function answering<T>(reply: FastifyReply, work: () => Promise<T>) {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof LabDeskRefusal)) throw error;
    const body = messageAnswer(error.issue);
    if (error.booking === null) return reply.status(error.statusCode).send(body);
    return reply.status(error.statusCode).send({ ...body, status: error.booking.status, booking: error.booking });
  }
}

export async function labDeskRoutes(app: FastifyInstance, options: LabDeskOptions): Promise<void> {
  const labs = new LabDeskService({ db: app.db, now: options.now ?? (() => new Date()) });
  const desk = staffRoute(STAFF_ACCESS.desk);
  const manager = staffRoute(['opd_manager']);

  const sweeper = setInterval(() => {
    labs.forgetOldHistory().catch((error: unknown) => app.log.warn({ err: error }, 'the lab history’s sweep failed'));
  }, SWEEP_EVERY_MS);
  sweeper.unref();
  app.addHook('onClose', async () => clearInterval(sweeper));

  app.get('/api/staff/labs/day/', { schema: SCHEMAS.day, config: desk }, async (request) =>
    labs.day(dateOf(request), actorOf(request)),
  );

  const simple = (path: string, schema: FastifySchema, action: 'collected' | 'notReached') =>
    app.post(
      `/api/staff/labs/:reference/${path}/`,
      { schema, config: { ...desk, docs: { body: deskActionSchema } } },
      async (request, reply) => {
        const reference = referenceParam(request);
        if (reference === null) return notFound(reply);
        const { version } = await validateBody(deskActionSchema(), request.body);
        return answering(reply, () => labs[action](reference, version, actorOf(request)));
      },
    );
  simple('collected', SCHEMAS.collected, 'collected');
  simple('not-reached', SCHEMAS.notReached, 'notReached');

  app.post(
    '/api/staff/labs/:reference/reset/',
    { schema: SCHEMAS.reset, config: { ...manager, docs: { body: labResetSchema } } },
    async (request, reply) => {
      const reference = referenceParam(request);
      if (reference === null) return notFound(reply);
      const input = await validateBody(labResetSchema(), request.body);
      return answering(reply, () => labs.reset(reference, input, actorOf(request)));
    },
  );

  app.get('/api/staff/labs/:reference/history/', { schema: SCHEMAS.history, config: desk }, async (request, reply) => {
    const reference = referenceParam(request);
    if (reference === null) return notFound(reply);
    return answering(reply, () => labs.history(reference, actorOf(request)));
  });
}
