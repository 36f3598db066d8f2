/**
 * The front desk's day under `/api/staff/` (issue 47): the day's OPD list, a booking's status
 * changes and its history. The staff plugin has already refused other networks, non-JSON writes
 * and callers without the route's role, and marks every answer no-store; each handler here reads
 * the signed-in member as the actor its history rows name.
 */
import type { FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import {
  DESK_JOIN_LIMITS,
  DESK_LIMITS,
  deskActionSchema,
  deskBookingSchema,
  deskCancelSchema,
  deskJoiningSchema,
  deskRescheduleSchema,
  deskResetSchema,
  fieldIssue,
  isBookingReference,
  isIsoDay,
  LIMITS,
  normaliseBookingReference,
} from 'contract';
import { listenTo } from '../../db/listener';
import { listOf, ref, refusals } from '../../http/answer-schemas';
import { BadInputError, messageAnswer } from '../../http/errors';
import { validateBody } from '../../http/validation';
import { queueMail } from '../../mail/outbox';
import { BOOKING_EVENTS_CHANNEL, BookingAccess, CounterSlotTakenError, SlotTakenError } from '../appointments';
import { loadAccessSecret } from '../../db/server-secret';
import type { DeskSearch } from '../appointments';
import { STAFF_ACCESS } from '../staff';
import type { Actor } from '../staff';
import { DayEvents, HEARTBEAT_MS, RETRY_MS } from './events';
import { DeskRefusal, DeskService, VIEW_SPAN_MS } from './service';
import type { DayQuery } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    desk: DeskService;
    /** The live day list's open streams; `beat()` is the heartbeat its timer runs. */
    deskEvents: DayEvents;
  }
}

export interface DeskOptions {
  /** The desk's clock (today, arrivals, no-shows, history times); tests move it. */
  now?: () => Date;
}

/** Only an OPD manager may reset a status. */
const OPD_MANAGER = ['opd_manager'] as const;
const SWEEP_EVERY_MS = 5 * 60_000;

const CHANGE_REFUSALS = refusals(400, 401, 403, 404, 415, 429);
/** A 409: `deskBookingStale` or `deskStatusMove` (with `booking`, the row as it is now), or another rule. */
const CONFLICT = { 409: ref('DeskConflict') };

const SCHEMAS: Record<
  'day' | 'events' | 'book' | 'arrive' | 'noShow' | 'complete' | 'cancel' | 'reschedule' | 'reset' | 'join' | 'history',
  FastifySchema
> = {
  day: {
    summary: 'The day’s OPD list (reception, OPD manager)',
    description:
      '`?date=YYYY-MM-DD` (today in Asia/Kolkata by default), `&doctor=<id>`, `&q=` (part of a name, digits of ' +
      'a phone, or a reference). Per doctor and sitting: the counts and the rows, with the phone’s last four ' +
      'digits only. Each row shown is recorded in its booking’s history as a view by the member (once per ' +
      `member and booking in ${VIEW_SPAN_MS / 60_000} minutes: the list reloads on every change).`,
    response: { 200: ref('DeskDay'), ...refusals(400, 401, 403) },
  },
  events: {
    summary: 'The day list’s changes as they happen (reception, OPD manager)',
    description:
      '`text/event-stream`: `event: booking` with `data: {"date":"YYYY-MM-DD","doctor":<id>,"reference":"APT-…"}` ' +
      'whenever an OPD booking is made or changed, and `event: lab` with `data: {"date":"YYYY-MM-DD",' +
      '"reference":"LAB-…"}` whenever a lab booking is made, moved, cancelled or marked (the run sheet’s), on the ' +
      'site or at a desk, on any instance; a comment every ' +
      `${HEARTBEAT_MS / 1000} s; \`retry: ${RETRY_MS}\`. The stream ends when the staff session does (checked at ` +
      'each comment) and when the server closes; the browser then reconnects and should reload the day.',
    response: {
      200: { type: 'string', description: 'Server-sent events (`text/event-stream`), never JSON.' },
      ...refusals(401, 403),
    },
  },
  book: {
    summary: 'Book a patient at the counter or on the phone (reception, OPD manager)',
    description:
      'The booking form’s visit and patient fields (`doctor`, `date`, `mode`, `slot_start`, `patient_name`, ' +
      '`email`, `phone`, `address`, `consent`), `source` (`walk_in` or `phone`), optional `age` and `sex`, and ' +
      '`language` (`en`, `hi`). The same slots as the site’s: 409 `slot_taken` with `next_free` (the doctor’s ' +
      'next free slot that day in that mode, or null) when another booking holds it.',
    response: { 201: ref('DeskBooking'), ...refusals(400, 401, 403, 415, 429), 409: ref('DeskConflict') },
  },
  arrive: {
    summary: 'Mark a patient arrived (reception, OPD manager)',
    description:
      'Body `{version}`. Today’s bookings only (409 `deskNotToday`): the next token for the doctor and day, ' +
      'never given twice; `late` when after the slot began.',
    response: { 200: ref('DeskBooking'), ...CHANGE_REFUSALS, ...CONFLICT },
  },
  noShow: {
    summary: 'Mark a booking no-show (reception, OPD manager)',
    description: 'Body `{version}`. On the day or after it; from booked only.',
    response: { 200: ref('DeskBooking'), ...CHANGE_REFUSALS, ...CONFLICT },
  },
  complete: {
    summary: 'Mark a visit completed (reception, OPD manager)',
    description: 'Body `{version}`. From arrived only.',
    response: { 200: ref('DeskBooking'), ...CHANGE_REFUSALS, ...CONFLICT },
  },
  cancel: {
    summary: 'Cancel a booking for a patient (reception, OPD manager)',
    description:
      'Body `{version, reason: patient|doctor|hospital, note}`. From booked only, not past (409 `bookingPast`). ' +
      'The slot is free at once; the patient is e-mailed in the booking’s language with the manage-booking link.',
    response: { 200: ref('DeskBooking'), ...CHANGE_REFUSALS, ...CONFLICT },
  },
  reschedule: {
    summary: 'Move a booking for a patient (reception, OPD manager)',
    description:
      'Body `{version, date, slot_start, reason: patient|doctor|hospital, note}`. From booked only, not past ' +
      '(409 `bookingPastMove`); a slot of the same doctor and mode by the site’s rules (400 on `slot_start`), ' +
      '409 `slot_taken` with `next_free` when another booking holds it. The old slot is free at once; the ' +
      'history records the move; the patient is e-mailed in the booking’s language with the manage-booking link.',
    response: { 200: ref('DeskBooking'), ...CHANGE_REFUSALS, ...CONFLICT },
  },
  reset: {
    summary: 'Reset a booking’s status (OPD manager)',
    description:
      'Body `{version, to: booked|arrived|completed|no_show, reason}`. Back to booked from cancelled takes the ' +
      'slot again (409 `slot_taken` when another booking holds it).',
    response: { 200: ref('DeskBooking'), ...CHANGE_REFUSALS, ...CONFLICT },
  },
  join: {
    summary: 'Send an online consultation’s joining details (reception, OPD manager)',
    description:
      'Body `{version, how: link|call, link, resend}`: a meeting link (`https://…`, at most ' +
      `${DESK_JOIN_LIMITS.linkMax} characters; 400 on \`link\`) or a call at the booked time. Stored with a ` +
      'history row (`joining`, how, the member) and the patient told in the same transaction, in the booking’s ' +
      'language, by e-mail and by the SMS or WhatsApp they agreed to. Once sent, 409 `deskJoinSent` unless ' +
      '`resend` is true. An in-person, cancelled or already seen booking: 409 `deskJoinNotOnline`; a past day: ' +
      '409 `bookingPast`. The link is never logged and never in an answer: the row says only how and when.',
    response: { 200: ref('DeskBooking'), ...CHANGE_REFUSALS, ...CONFLICT },
  },
  history: {
    summary: 'A booking’s history (reception, OPD manager)',
    description: 'Every status change and staff view, newest first, naming the member; this reading is one too.',
    response: { 200: listOf('DeskHistoryEntry'), ...refusals(401, 403, 404) },
  },
};

function actorOf(request: FastifyRequest): Actor {
  if (!request.staffSession) throw new Error('A staff route ran without its guard');
  return { actorId: request.staffSession.staff.id, ip: request.ip };
}

/** The path's reference, normalised; null (answered 404) for anything that is not an OPD booking's. */
function referenceParam(request: FastifyRequest): string | null {
  const raw = (request.params as Record<string, string | undefined>)['reference'] ?? '';
  if (raw.length > 40) return null;
  const reference = normaliseBookingReference(raw);
  return reference.startsWith('APT-') && isBookingReference(reference) ? reference : null;
}

/** One query value: absent, or a single string (a repeated one is refused). */
function queryValue(query: Record<string, unknown>, name: string, problems: Record<string, unknown>): string | null {
  const value = query[name];
  if (value === undefined || value === '') return null;
  if (typeof value !== 'string') {
    problems[name] = fieldIssue('singleValue');
    return null;
  }
  return value;
}

function dayQuery(request: FastifyRequest): DayQuery {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const problems: Record<string, ReturnType<typeof fieldIssue>> = {};
  const date = queryValue(query, 'date', problems);
  const doctor = queryValue(query, 'doctor', problems);
  const q = queryValue(query, 'q', problems);
  if (date !== null && !isIsoDay(date)) problems['date'] = fieldIssue('deskDate');
  const doctorId = doctor !== null && /^\d{1,10}$/.test(doctor) ? Number(doctor) : null;
  if (doctor !== null && (doctorId === null || doctorId < 1 || doctorId > LIMITS.idMax)) {
    problems['doctor'] = fieldIssue('deskDoctor');
  }
  if (q !== null && [...q].length > DESK_LIMITS.searchMax) {
    problems['q'] = fieldIssue('tooLong', { max: DESK_LIMITS.searchMax });
  }
  if (Object.keys(problems).length > 0) throw new BadInputError(problems);
  return { date, doctor: doctorId, search: q === null ? null : searchOf(q) };
}

function searchOf(q: string): DeskSearch | null {
  const text = q.trim().toLowerCase();
  if (text === '') return null;
  const digits = text.replace(/\D/g, '');
  const reference = normaliseBookingReference(text);
  return {
    text,
    digits: digits.length >= 3 ? digits : null,
    reference: isBookingReference(reference) ? reference : null,
  };
}

/** A refusal's answer: its code and words, and for a 409 the row as it is now and its status. */
function refused(reply: FastifyReply, refusal: DeskRefusal) {
  const body = messageAnswer(refusal.issue);
  if (refusal.booking === null) return reply.status(refusal.statusCode).send(body);
  return reply.status(refusal.statusCode).send({ ...body, status: refusal.booking.status, booking: refusal.booking });
}

const notFound = (reply: FastifyReply) => reply.status(404).send(messageAnswer({ code: 'deskBookingNotFound' }));

async function answering<T>(reply: FastifyReply, work: () => Promise<T>) {
  try {
    return await work();
  } catch (error) {
    if (error instanceof DeskRefusal) return refused(reply, error);
    if (error instanceof CounterSlotTakenError) {
      return reply.status(409).send({ ...error.body(), next_free: error.nextFree });
    }
    if (error instanceof SlotTakenError) return reply.status(409).send(error.body());
    throw error;
  }
}

export default fp<DeskOptions>(
  async (app, options) => {
    const desk = new DeskService({
      db: app.db,
      now: options.now ?? (() => new Date()),
      mail: { queue: queueMail, deliverQueued: () => app.outbox.kick() },
      notices: app.notices.service,
      siteUrl: app.config.siteUrl,
      noShowAfterMinutes: app.config.desk.noShowAfterMinutes,
      access: new BookingAccess(await loadAccessSecret(app.db, app.config.apiSecret)),
    });
    app.decorate('desk', desk);

    const sweeper = setInterval(() => {
      desk
        .markNoShows()
        .then(() => desk.forgetOldHistory())
        .catch((error: unknown) => app.log.warn({ err: error }, 'the desk’s sweep failed'));
    }, SWEEP_EVERY_MS);
    sweeper.unref();
    app.addHook('onClose', async () => clearInterval(sweeper));

    const events = new DayEvents((session) => app.staff.isLive(session), app.log);
    app.decorate('deskEvents', events);
    const listener = await listenTo(app.db, app.config.databaseUrl, BOOKING_EVENTS_CHANNEL, app.log);
    const unsubscribe = listener.subscribe((payload) => events.deliver(payload));
    const heartbeat = setInterval(() => {
      events.beat().catch((error: unknown) => app.log.warn({ err: error }, 'the live streams’ heartbeat failed'));
    }, HEARTBEAT_MS);
    heartbeat.unref();
    // Before the server waits for its connections to end: an open stream would hold it for ever.
    app.addHook('preClose', async () => {
      clearInterval(heartbeat);
      events.closeAll();
    });
    app.addHook('onClose', async () => {
      unsubscribe();
      await listener.close();
    });

    app.get(
      '/api/staff/day/events/',
      { schema: SCHEMAS.events, config: { staff: STAFF_ACCESS.desk } },
      async (request, reply) => {
        const session = request.staffSession;
        if (!session) throw new Error('A staff route ran without its guard');
        const { out, gone } = events.open(session.sessionRowId);
        reply.raw.on('close', gone);
        return (
          reply
            .header('content-type', 'text/event-stream; charset=utf-8')
            // A proxy that buffers answers (nginx) would hold every event back.
            .header('x-accel-buffering', 'no')
            .send(out)
        );
      },
    );

    app.get('/api/staff/day/', { schema: SCHEMAS.day, config: { staff: STAFF_ACCESS.desk } }, async (request) =>
      desk.day(dayQuery(request), actorOf(request)),
    );

    app.post(
      '/api/staff/bookings/',
      { schema: SCHEMAS.book, config: { staff: STAFF_ACCESS.desk, docs: { body: deskBookingSchema } } },
      async (request, reply) => {
        const input = await validateBody(deskBookingSchema(), request.body);
        return answering(reply, async () => reply.status(201).send(await desk.book(input, actorOf(request))));
      },
    );

    /** A `{version}` action on the booking named in the path. */
    const simple = (path: string, schema: FastifySchema, action: 'arrive' | 'noShow' | 'complete') =>
      app.post(
        `/api/staff/bookings/:reference/${path}/`,
        { schema, config: { staff: STAFF_ACCESS.desk, docs: { body: deskActionSchema } } },
        async (request, reply) => {
          const reference = referenceParam(request);
          if (reference === null) return notFound(reply);
          const { version } = await validateBody(deskActionSchema(), request.body);
          return answering(reply, () => desk[action](reference, version, actorOf(request)));
        },
      );
    simple('arrive', SCHEMAS.arrive, 'arrive');
    simple('no-show', SCHEMAS.noShow, 'noShow');
    simple('complete', SCHEMAS.complete, 'complete');

    app.post(
      '/api/staff/bookings/:reference/cancel/',
      { schema: SCHEMAS.cancel, config: { staff: STAFF_ACCESS.desk, docs: { body: deskCancelSchema } } },
      async (request, reply) => {
        const reference = referenceParam(request);
        if (reference === null) return notFound(reply);
        const input = await validateBody(deskCancelSchema(), request.body);
        return answering(reply, () => desk.cancel(reference, input, actorOf(request)));
      },
    );

    app.post(
      '/api/staff/bookings/:reference/reschedule/',
      { schema: SCHEMAS.reschedule, config: { staff: STAFF_ACCESS.desk, docs: { body: deskRescheduleSchema } } },
      async (request, reply) => {
        const reference = referenceParam(request);
        if (reference === null) return notFound(reply);
        const input = await validateBody(deskRescheduleSchema(), request.body);
        return answering(reply, () => desk.reschedule(reference, input, actorOf(request)));
      },
    );

    app.post(
      '/api/staff/bookings/:reference/reset/',
      { schema: SCHEMAS.reset, config: { staff: OPD_MANAGER, docs: { body: deskResetSchema } } },
      async (request, reply) => {
        const reference = referenceParam(request);
        if (reference === null) return notFound(reply);
        const input = await validateBody(deskResetSchema(), request.body);
        return answering(reply, () => desk.reset(reference, input, actorOf(request)));
      },
    );

    app.post(
      '/api/staff/bookings/:reference/join/',
      { schema: SCHEMAS.join, config: { staff: STAFF_ACCESS.desk, docs: { body: deskJoiningSchema } } },
      async (request, reply) => {
        const reference = referenceParam(request);
        if (reference === null) return notFound(reply);
        const input = await validateBody(deskJoiningSchema(), request.body);
        return answering(reply, () => desk.join(reference, input, actorOf(request)));
      },
    );

    app.get(
      '/api/staff/bookings/:reference/history/',
      { schema: SCHEMAS.history, config: { staff: STAFF_ACCESS.desk } },
      async (request, reply) => {
        const reference = referenceParam(request);
        if (reference === null) return notFound(reply);
        return answering(reply, () => desk.history(reference, actorOf(request)));
      },
    );
  },
  { name: 'desk', dependencies: ['database', 'outbox', 'staff'] },
);
