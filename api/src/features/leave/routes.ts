/**
 * Leave and closures at the desk (issue 48), OPD manager only, under `/api/staff/leave/`; and the
 * rebook link's two public calls under `/api/appointment/rebook/`, limited as the manage page's.
 * The staff plugin has already refused other networks, non-JSON writes and other roles, and marks
 * every staff answer no-store.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import { ValidationError } from 'yup';
import {
  fieldIssue,
  isFieldIssue,
  leaveConfirmSchema,
  leaveSchema,
  LIMITS,
  rebookBookSchema,
  rebookLinkSchema,
} from 'contract';
import type { LeaveConfirmInput } from 'contract';
import { ref, refusals } from '../../http/answer-schemas';
import { BadInputError, messageAnswer } from '../../http/errors';
import type { FieldProblem } from '../../http/errors';
import { LANGUAGE_QUERY, languageOf } from '../../http/language';
import { validateBody } from '../../http/validation';
import { queueMail } from '../../mail/outbox';
import { loadAccessSecret } from '../../db/server-secret';
import { MANAGE_RATE_WINDOW_MINUTES } from '../../config';
import { BookingAccess, CounterSlotTakenError } from '../appointments';
import { STAFF_ACCESS, staffRoute } from '../staff';
import type { Actor } from '../staff';
import { RebookService } from './rebook';
import { LeaveHitsChangedError, LeaveService } from './service';

export interface LeaveOptions {
  now?: () => Date;
  /** Tests: inside each booking's cancellation, before its commit (the crash tests kill the API there). */
  crashPoint?: (cancelledSoFar: number) => Promise<void>;
}

const string = { type: 'string' } as const;
const nullableString = { type: ['string', 'null'] } as const;
const integer = { type: 'integer' } as const;
const boolean = { type: 'boolean' } as const;
const shape = (properties: Record<string, unknown>, description?: string) => ({
  type: 'object',
  ...(description ? { description } : {}),
  properties,
  required: Object.keys(properties),
  additionalProperties: false,
});

const entry = shape(
  {
    id: integer,
    doctor: {
      anyOf: [shape({ id: integer, name: string, department: string }), { type: 'null' }],
    },
    from: string,
    to: string,
    session_start: nullableString,
    reason: string,
    reason_hi: nullableString,
    confirmed_at: nullableString,
    cancelled: integer,
  },
  'Leave (a doctor) or a closure (doctor null): whole days from–to, or one session (its start).',
);
const hit = shape(
  {
    reference: string,
    patient_name: string,
    phone_last4: string,
    date: string,
    slot_start: nullableString,
    channels: shape({ email: boolean, sms: boolean, whatsapp: boolean }),
  },
  'A booking the leave hits, as the day list shows the patient.',
);
const state = { type: 'string', enum: ['queued', 'sent', 'failed', 'none'] };
const told = shape(
  {
    reference: string,
    patient_name: string,
    phone_last4: string,
    date: string,
    slot_start: nullableString,
    email: state,
    sms: state,
    whatsapp: state,
    rebooked: boolean,
  },
  'A booking the leave cancelled, and what became of its notice on each channel.',
);
const detail = shape({ leave: entry, hits: { type: 'array', items: hit }, told: { type: 'array', items: told } });
const changed = {
  type: 'object',
  description: '409 `leaveHitsChanged`: nothing was cancelled; `hits` is the list as it is now.',
  properties: { message: string, code: string, hits: { type: 'array', items: hit } },
  required: ['message', 'code', 'hits'],
  additionalProperties: true,
};
const rebookDoctor = shape({
  doctor: shape({ id: integer, slug: string, name: string }),
  days: { type: 'array', items: ref('AvailabilityDay') },
});

const SCHEMAS: Record<'list' | 'save' | 'detail' | 'confirm' | 'remove' | 'offer' | 'book', FastifySchema> = {
  list: {
    summary: 'Leave and closures not yet over (OPD manager)',
    description: 'Soonest first, with how many bookings each has cancelled.',
    response: { 200: { type: 'array', items: entry }, ...refusals(401, 403) },
  },
  save: {
    summary: 'Save leave or a closure (OPD manager)',
    description:
      'Body `{doctor (null: the whole hospital), from, to, session_start (null: whole days; one doctor, one ' +
      'day), reason, reason_hi}`. The days are off at once (slot reads and bookings refuse them on every ' +
      'instance); answers the bookings it hits, none cancelled: the confirmation does that.',
    response: {
      201: shape({ leave: entry, hits: { type: 'array', items: hit } }),
      ...refusals(400, 401, 403, 415, 429),
    },
  },
  detail: {
    summary: 'One leave: the bookings it still hits, and who it cancelled and how each was told (OPD manager)',
    response: { 200: detail, ...refusals(401, 403, 404) },
  },
  confirm: {
    summary: 'Cancel the bookings the leave hits and tell their patients (OPD manager)',
    description:
      'Body `{references}`: the hit bookings the manager saw. Each is cancelled ("doctor unavailable"), ' +
      'once, with its patient’s e-mail and SMS/WhatsApp carrying a single-use rebook link, in the booking’s ' +
      'language; posted again (after a failure) it does the rest. 409 `leaveHitsChanged` with `hits` when the ' +
      'list changed since: nothing cancelled.',
    response: { 200: detail, ...refusals(400, 401, 403, 404, 415, 429), 409: changed },
  },
  remove: {
    summary: 'Remove leave (OPD manager)',
    description: 'Its days open again at once; the bookings it cancelled stay cancelled. Body `{}`.',
    response: { 204: { type: 'null', description: 'No body.' }, ...refusals(401, 403, 404, 415, 429) },
  },
  offer: {
    summary: 'What a rebook link opens',
    description:
      'Body `{token}` (from the link’s `#token=`). The booking the doctor’s leave cancelled, the same ' +
      'doctor’s next free slots of its mode and the department’s other doctors’, in `?lang=`. 404 ' +
      '`rebookLinkInvalid` for a spent, expired or unknown token. Never cached.',
    response: {
      200: shape({
        reference: string,
        date: string,
        slot_start: nullableString,
        mode: string,
        reason: string,
        department: shape({ id: integer, name: string }),
        same_doctor: rebookDoctor,
        others: { type: 'array', items: rebookDoctor },
      }),
      ...refusals(400, 404, 415, 429),
    },
  },
  book: {
    summary: 'Book another slot through a rebook link',
    description:
      'Body `{token, doctor, date, slot_start}`: the same doctor or one of the same department. A new booking ' +
      'for the same patient (a new reference, confirmed as any booking), the token spent. 404 ' +
      '`rebookLinkInvalid`; 400 on `doctor` (`rebookDoctor`) or `slot_start`; 409 `slot_taken` with ' +
      '`next_free` (the token still good).',
    response: {
      201: shape({ reference: string, doctor: string, date: string, slot_start: string, mode: string }),
      ...refusals(400, 404, 415, 429),
      409: ref('DeskConflict'),
    },
  },
};

function actorOf(request: FastifyRequest): Actor {
  if (!request.staffSession) throw new Error('A staff route ran without its guard');
  return { actorId: request.staffSession.staff.id, ip: request.ip };
}

function idParam(request: FastifyRequest): number | null {
  const raw = (request.params as Record<string, string | undefined>)['id'] ?? '';
  if (!/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= LIMITS.idMax ? id : null;
}

/** The confirmation's body, a list (which `validateBody`, for flat forms, refuses): each problem by its path. */
async function validConfirmation(body: unknown): Promise<LeaveConfirmInput> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new BadInputError({}, fieldIssue('bodyNotObject'));
  }
  try {
    return await leaveConfirmSchema().validate(body, { abortEarly: false });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const problems: Record<string, FieldProblem> = {};
    for (const issue of error.inner.length > 0 ? error.inner : [error]) {
      const path = issue.path ?? '';
      const message: unknown = issue.message;
      problems[path] ??= isFieldIssue(message) ? message : String(message);
    }
    throw new BadInputError(problems);
  }
}

const notFound = (reply: FastifyReply) => reply.status(404).send(messageAnswer({ code: 'leaveNotFound' }));

export default async function leaveRoutes(app: FastifyInstance, options: LeaveOptions): Promise<void> {
  const now = options.now ?? (() => new Date());
  const access = new BookingAccess(await loadAccessSecret(app.db, app.config.apiSecret));
  const mail = { queue: queueMail, deliverQueued: () => app.outbox.kick() };
  const leave = new LeaveService({
    db: app.db,
    now,
    mail,
    notices: app.notices.service,
    access,
    siteUrl: app.config.siteUrl,
    audit: (actor, action, target, trx) => app.staff.audit(actor, action, target, {}, trx),
    ...(options.crashPoint ? { crashPoint: options.crashPoint } : {}),
  });
  const rebook = new RebookService({
    db: app.db,
    now,
    access,
    mail,
    notices: app.notices.service,
    siteUrl: app.config.siteUrl,
  });
  const staff = staffRoute(STAFF_ACCESS.catalogue);

  app.get('/api/staff/leave/', { schema: SCHEMAS.list, config: staff }, async () => leave.list());

  app.post(
    '/api/staff/leave/',
    { schema: SCHEMAS.save, config: { ...staff, docs: { body: leaveSchema } } },
    async (request, reply) => {
      const input = await validateBody(leaveSchema(), request.body);
      return reply.status(201).send(await leave.save(input, actorOf(request)));
    },
  );

  app.get('/api/staff/leave/:id/', { schema: SCHEMAS.detail, config: staff }, async (request, reply) => {
    const id = idParam(request);
    if (id === null) return notFound(reply);
    return leave.detail(id);
  });

  app.post(
    '/api/staff/leave/:id/confirm/',
    { schema: SCHEMAS.confirm, config: { ...staff, docs: { body: leaveConfirmSchema } } },
    async (request, reply) => {
      const id = idParam(request);
      if (id === null) return notFound(reply);
      const input = await validConfirmation(request.body);
      try {
        return await leave.confirm(id, input.references, actorOf(request));
      } catch (error) {
        if (!(error instanceof LeaveHitsChangedError)) throw error;
        return reply.status(409).send({ ...messageAnswer({ code: 'leaveHitsChanged' }), hits: error.hits });
      }
    },
  );

  app.post('/api/staff/leave/:id/remove/', { schema: SCHEMAS.remove, config: staff }, async (request, reply) => {
    const id = idParam(request);
    if (id === null) return notFound(reply);
    await leave.remove(id, actorOf(request));
    return reply.status(204).send();
  });

  // As the manage page's: per client address, few tries; every answer no-store (it names a booking).
  const rateLimit = {
    max: app.config.manageRateLimit,
    timeWindow: MANAGE_RATE_WINDOW_MINUTES * 60_000,
    groupId: 'rebook',
  };
  const publicDocs = { query: { ...LANGUAGE_QUERY } };

  app.post(
    '/api/appointment/rebook/',
    { schema: SCHEMAS.offer, config: { rateLimit, docs: { ...publicDocs, body: rebookLinkSchema } } },
    async (request, reply) => {
      const language = languageOf(request.query);
      const { token } = await validateBody(rebookLinkSchema(), request.body);
      return reply.header('cache-control', 'no-store').send(await rebook.offer(token, language));
    },
  );

  app.post(
    '/api/appointment/rebook/book/',
    { schema: SCHEMAS.book, config: { rateLimit, docs: { ...publicDocs, body: rebookBookSchema } } },
    async (request, reply) => {
      const input = await validateBody(rebookBookSchema(), request.body);
      try {
        return reply
          .header('cache-control', 'no-store')
          .status(201)
          .send(await rebook.book(input));
      } catch (error) {
        if (!(error instanceof CounterSlotTakenError)) throw error;
        return reply
          .header('cache-control', 'no-store')
          .status(409)
          .send({ ...error.body(), next_free: error.nextFree });
      }
    },
  );
}
