/**
 * Manage a booking. Knowing a reference and a phone number is not proof: the booking is shown or
 * cancelled only with a one-time code e-mailed to the address it was made with, with the
 * confirmation e-mail's single-use link, or with the short grant either of those hands out.
 *
 * - `lookup` `{reference, contact}`: 202 with the same body whatever the reference; a code is
 *   e-mailed (after the answer, so its time says nothing) only when reference and contact match.
 * - `lookup` `{reference, contact, code}` or `{token}`: the booking and an access grant, or 404.
 * - `cancel` `{reference, access}` or `{reference, contact, code}`: the cancelled booking, or 404.
 *
 * Everything travels in JSON bodies only, never in a URL. Tries are limited per client address, per
 * reference and per contact on the shared store (so every instance counts together), and codes per
 * booking. A cancelled booking is kept, marked.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import {
  bookingAccessCancelSchema,
  bookingCodeLookupSchema,
  bookingLinkSchema,
  labRescheduleSchema,
  manageBookingSchema,
  parseBookingContact,
  rescheduleSchema,
} from 'contract';
import { fieldIssue, sessionCancelSchema } from 'contract';
import type { BookingAccess as BookingAccessAnswer, BookingContact, BookingSummary, FieldErrorCode } from 'contract';
import { audit } from '../../audit/audit';
import type { AuditDetails, AuditEventName } from '../../audit/audit';
import { ref, refusals } from '../../http/answer-schemas';
import { messageAnswer, RequestError } from '../../http/errors';
import { LANGUAGE_QUERY, languageOf } from '../../http/language';
import { minutesOf } from '../../http/rate-limit-store';
import { validateBody } from '../../http/validation';
import { ownedBooking } from './owned';
import { CODE_LIFETIME_MINUTES } from './access';
import type { BookingAccess } from './access';
import { MANAGE_WINDOW_MS, ManageService, refOf, summary } from './manage-service';
import type { FoundBooking } from './manage-service';
import { bookingCalendar, labBookingCalendar } from './calendar';
import { storedPreparation } from './lab-booking';
import type { BookingNotices } from '../notices';
import type { BookingMail, CrashPoints } from './service';
import { HoldLimitError } from './holds';
import { SlotTakenError } from './slots';

const SWEEP_EVERY_MS = 60 * 60_000;

function contactOf(typed: string): BookingContact {
  const contact = parseBookingContact(typed);
  // The schema has checked it; this only narrows the type.
  if (!contact) throw new RequestError(400, fieldIssue('contactRequired'));
  return contact;
}

function tooMany(ttlMs: number): RequestError {
  const minutes = minutesOf(ttlMs);
  // The wait in English words, as the shared allowance's 429 says it, and in minutes for the Hindi text.
  return new RequestError(429, {
    code: 'bookingTriesLimited',
    params: { after: `${minutes} minute${minutes === 1 ? '' : 's'}`, minutes },
  });
}

function body(request: FastifyRequest): Record<string, unknown> {
  return typeof request.body === 'object' && request.body !== null ? (request.body as Record<string, unknown>) : {};
}

/** An audit event of this request, with its client's address. */
function auditEvent(request: FastifyRequest, event: AuditEventName, details: AuditDetails = {}): void {
  audit(request.log, event, { ip: request.ip, ...details }, request.server.auditKey);
}

/** Counts this try (ManageService.countTry); 429 past a limit. */
async function countTry(
  manage: ManageService,
  request: FastifyRequest,
  reference: string,
  contact: BookingContact | null,
): Promise<void> {
  const waitMs = await manage.countTry(reference, contact);
  if (waitMs !== null) {
    auditEvent(request, 'booking.lookup', { reference, outcome: 'limited' });
    throw tooMany(waitMs);
  }
}

/** `{token}`: the confirmation link's booking and a grant, or 404. */
async function openWithLink(manage: ManageService, request: FastifyRequest): Promise<BookingAccessAnswer> {
  // Read first: a language the site has not is refused before the single-use link is spent.
  const language = languageOf(request.query);
  const { token } = await validateBody(bookingLinkSchema(), request.body);
  const booking = await manage.openWithLink(token);
  if (!booking) {
    auditEvent(request, 'booking.link_used', { outcome: 'refused' });
    throw new RequestError(404, { code: 'bookingLinkExpired' });
  }
  auditEvent(request, 'booking.link_used', { reference: booking.reference, outcome: 'ok' });
  return manage.grant(booking, language);
}

/** `{reference, contact, code}`: the booking and a grant, or 404. */
async function openWithCode(manage: ManageService, request: FastifyRequest): Promise<BookingAccessAnswer> {
  const language = languageOf(request.query);
  const input = await validateBody(bookingCodeLookupSchema(), request.body);
  const contact = contactOf(input.contact);
  await countTry(manage, request, input.reference, contact);
  const checked = await manage.openWithCode(input.reference, contact, input.code);
  if (checked.outcome !== 'ok') {
    if (checked.outcome === 'wrong-code') {
      auditEvent(request, 'booking.code_wrong', { reference: input.reference, outcome: 'refused' });
    } else auditEvent(request, 'booking.lookup', { reference: input.reference, outcome: 'not_found' });
    throw new RequestError(404, { code: 'bookingNotFound' });
  }
  auditEvent(request, 'booking.lookup', { reference: checked.booking.reference, outcome: 'found' });
  return manage.grant(checked.booking, language);
}

/** `{reference, access}` or `{reference, contact, code}`: the cancelled booking; 404, or 409 if cancelled, past or already seen at the desk. */
async function cancel(manage: ManageService, request: FastifyRequest): Promise<BookingSummary> {
  const language = languageOf(request.query);
  let booking: FoundBooking | null;
  let refusal: FieldErrorCode;
  if ('access' in body(request)) {
    const input = await validateBody(bookingAccessCancelSchema(), request.body);
    await countTry(manage, request, input.reference, null);
    refusal = 'bookingAccessExpired';
    booking = await manage.openWithGrant(input.reference, input.access);
  } else if (!('code' in body(request)) && !('contact' in body(request))) {
    // The signed-in owner (issue 21): no code, the session is the proof; anyone else's is a 404.
    const input = await validateBody(sessionCancelSchema(), request.body);
    await countTry(manage, request, input.reference, null);
    refusal = 'bookingNotFound';
    booking = await ownedBooking(request, input.reference);
  } else {
    const input = await validateBody(bookingCodeLookupSchema(), request.body);
    const contact = contactOf(input.contact);
    await countTry(manage, request, input.reference, contact);
    refusal = 'bookingNotFound';
    // Checked (and a try counted) before the cancel's transaction, so a refusal cannot undo the count.
    const checked = await manage.openWithCode(input.reference, contact, input.code);
    if (checked.outcome === 'wrong-code') {
      auditEvent(request, 'booking.code_wrong', { reference: checked.booking.reference, outcome: 'refused' });
    }
    booking = checked.outcome === 'ok' ? checked.booking : null;
  }
  if (!booking) {
    auditEvent(request, 'booking.cancel', { outcome: 'not_found' });
    throw new RequestError(404, { code: refusal });
  }

  const cancelled = await manage.cancel(refOf(booking));
  if (cancelled.outcome === 'gone') throw new RequestError(404, { code: refusal });
  if (cancelled.outcome !== 'cancelled') {
    auditEvent(request, 'booking.cancel', { reference: cancelled.reference, outcome: 'refused' });
    throw new RequestError(409, { code: CANCEL_REFUSALS[cancelled.outcome] });
  }
  auditEvent(request, 'booking.cancel', { reference: cancelled.booking.reference, outcome: 'ok' });
  return summary(cancelled.booking, language);
}

/**
 * `{reference, access, date, slot_start}`, or without `access` the signed-in owner's session (My
 * bookings): the booking at its new slot; 404 alike for a wrong grant, someone else's booking or
 * none, 409 if cancelled, past, seen at the desk or the slot held.
 */
async function reschedule(manage: ManageService, request: FastifyRequest, reply: FastifyReply) {
  const language = languageOf(request.query);
  const input = await validateBody(rescheduleSchema(), request.body);
  await countTry(manage, request, input.reference, null);
  const booking = input.access
    ? await manage.openWithGrant(input.reference, input.access)
    : await ownedBooking(request, input.reference);
  if (!booking) {
    auditEvent(request, 'booking.reschedule', { outcome: 'not_found' });
    throw new RequestError(404, { code: input.access ? 'bookingAccessExpired' : 'bookingNotFound' });
  }
  let moved;
  try {
    moved = await manage.reschedule(refOf(booking), input.date, input.slot_start);
  } catch (error) {
    if (!(error instanceof SlotTakenError) && !(error instanceof HoldLimitError)) throw error;
    auditEvent(request, 'booking.reschedule', { reference: booking.reference, outcome: 'refused' });
    return reply.status(409).send(error.body());
  }
  if (moved.outcome === 'gone') throw new RequestError(404, { code: 'bookingAccessExpired' });
  if (moved.outcome !== 'moved') {
    auditEvent(request, 'booking.reschedule', { reference: moved.reference, outcome: 'refused' });
    throw new RequestError(409, { code: MOVE_REFUSALS[moved.outcome] });
  }
  auditEvent(request, 'booking.reschedule', { reference: moved.booking.reference, outcome: 'ok' });
  return summary(moved.booking, language);
}

const CANCEL_REFUSALS = {
  'already-cancelled': 'bookingAlreadyCancelled',
  past: 'bookingPast',
  'seen-at-desk': 'bookingSeenAtDesk',
} as const satisfies Record<string, FieldErrorCode>;

const MOVE_REFUSALS = {
  'already-cancelled': 'bookingAlreadyCancelled',
  past: 'bookingPastMove',
  'seen-at-desk': 'bookingSeenAtDesk',
  'not-doctor': 'bookingNotDoctor',
  'not-lab': 'bookingNotLab',
} as const satisfies Record<string, FieldErrorCode>;

/**
 * `{reference, access, date, collection_window}`, or without `access` the signed-in owner's session:
 * the lab booking on its new day (and window); 404 alike for a wrong grant, someone else's booking or
 * none, 409 if cancelled or past, 400 naming the field.
 */
async function rescheduleLab(manage: ManageService, request: FastifyRequest) {
  const input = await validateBody(labRescheduleSchema(), request.body);
  await countTry(manage, request, input.reference, null);
  const booking = input.access
    ? await manage.openWithGrant(input.reference, input.access)
    : await ownedBooking(request, input.reference);
  if (!booking) {
    auditEvent(request, 'booking.reschedule', { outcome: 'not_found' });
    throw new RequestError(404, { code: input.access ? 'bookingAccessExpired' : 'bookingNotFound' });
  }
  const moved = await manage.rescheduleLab(refOf(booking), input.date, input.collection_window);
  if (moved.outcome === 'gone') throw new RequestError(404, { code: 'bookingAccessExpired' });
  if (moved.outcome !== 'moved') {
    auditEvent(request, 'booking.reschedule', { reference: moved.reference, outcome: 'refused' });
    throw new RequestError(409, { code: MOVE_REFUSALS[moved.outcome] });
  }
  auditEvent(request, 'booking.reschedule', { reference: moved.booking.reference, outcome: 'ok' });
  return summary(moved.booking, languageOf(request.query));
}

/** What each manage route answers, and the bodies it takes (documented in the API reference). */
const SCHEMAS: Record<'lookup' | 'cancel' | 'reschedule' | 'rescheduleLab' | 'calendar', FastifySchema> = {
  lookup: {
    summary: 'Look a booking up',
    description:
      '`{reference, contact}`: 202 alike for any reference, a code e-mailed only when both match. ' +
      '`{reference, contact, code}` or `{token}` (the confirmation e-mail’s link): the booking and an access ' +
      'grant (30 minutes); 404 alike for any wrong part.',
    response: { 200: ref('BookingAccess'), 202: ref('Message'), ...refusals(400, 404, 429) },
  },
  cancel: {
    summary: 'Cancel a booking',
    description:
      'With an access grant, the e-mailed code, or the owner’s session (`{reference}` alone). 404 alike for any ' +
      'wrong part; 409 when already cancelled, past or the visit already recorded at the desk.',
    response: { 200: ref('BookingSummary'), ...refusals(400, 404, 409, 429) },
  },
  reschedule: {
    summary: 'Move a doctor booking to another slot',
    description:
      'With an access grant, or without one the owner’s session. 404 as cancel; 409 `slot_taken`, cancelled, ' +
      'past, the visit already recorded at the desk, a lab booking or past a cap.',
    response: { 200: ref('BookingSummary'), ...refusals(400, 404, 409, 429) },
  },
  rescheduleLab: {
    summary: 'Move a lab booking to another day',
    description:
      'With an access grant, or without one the owner’s session; a home visit names its window. 404 as cancel; ' +
      '409 cancelled, past or a doctor booking.',
    response: { 200: ref('BookingSummary'), ...refusals(400, 404, 409, 429) },
  },
  calendar: {
    summary: 'A booking’s calendar file',
    description:
      '`{reference}.ics` with `Authorization: Bearer <access>`, or the owner’s session: one VEVENT. 404 alike ' +
      'for a wrong or expired grant, someone else’s booking or an unknown reference.',
    response: {
      200: { description: 'The iCalendar file.', content: { 'text/calendar': { schema: { type: 'string' } } } },
      ...refusals(404, 429),
    },
  },
};

const DOCS = {
  lookup: {
    query: LANGUAGE_QUERY,
    body: () => [manageBookingSchema(), bookingCodeLookupSchema(), bookingLinkSchema()],
  },
  cancel: {
    query: LANGUAGE_QUERY,
    body: () => [bookingAccessCancelSchema(), bookingCodeLookupSchema(), sessionCancelSchema()],
  },
  reschedule: { query: LANGUAGE_QUERY, body: rescheduleSchema },
  rescheduleLab: { query: LANGUAGE_QUERY, body: labRescheduleSchema },
};

const BEARER = /^Bearer ([A-Za-z0-9_-]{1,512})$/;

/**
 * `GET /api/appointment/calendar/{reference}.ics` with `Authorization: Bearer <access>`, or without
 * one from the signed-in account that owns the booking (My bookings): the booking's calendar file,
 * a doctor's or a lab's; 404 alike for a wrong or expired grant, someone else's booking or an unknown reference.
 */
async function calendarFile(
  manage: ManageService,
  request: FastifyRequest<{ Params: { file: string } }>,
  reply: FastifyReply,
  siteUrl: string,
) {
  const reference = /^(.+)\.ics$/.exec(request.params.file)?.[1]?.toUpperCase() ?? '';
  const access = BEARER.exec(request.headers.authorization ?? '')?.[1];
  await countTry(manage, request, reference, null);
  // A grant is the proof when one is sent; otherwise only the session, checked here, never the page.
  const booking = access ? await manage.openWithGrant(reference, access) : await ownedBooking(request, reference);
  if (!booking) throw new RequestError(404, { code: 'bookingAccessExpired' });
  const file =
    booking.kind === 'doctor'
      ? bookingCalendar(booking, siteUrl)
      : labBookingCalendar(
          booking,
          (await storedPreparation(request.server.db, booking.id))(booking.language),
          siteUrl,
        );
  return reply
    .type('text/calendar; charset=utf-8')
    .header('content-disposition', `attachment; filename="${booking.reference}.ics"`)
    .send(file);
}

export interface ManageOptions {
  access: BookingAccess;
  mail: BookingMail;
  notices?: BookingNotices;
  crashPoints?: Pick<CrashPoints, 'rescheduleMoved'>;
}

export default async function manageRoutes(
  app: FastifyInstance,
  { access, mail, notices, crashPoints }: ManageOptions,
): Promise<void> {
  const manage = new ManageService({
    db: app.db,
    access,
    mail,
    counter: app.rateCounter,
    siteUrl: app.config.siteUrl,
    holds: app.config.bookingHolds,
    crashPoints,
    ...(notices ? { notices } : {}),
  });
  // Per client address, shared by both routes: looking bookings up needs few tries.
  const rateLimit = {
    max: app.config.manageRateLimit,
    timeWindow: MANAGE_WINDOW_MS,
    groupId: 'manage-booking',
  };

  // Every answer here may carry a booking; none may be kept by a browser or a proxy.
  app.addHook('onSend', async (_request, reply, payload) => {
    void reply.header('cache-control', 'no-store');
    return payload;
  });

  /** Code e-mails still being queued after their 202; the server waits for them when it closes. */
  const sending = new Set<Promise<void>>();
  // Spent and expired codes, grants and links open nothing; they are removed now and then.
  const sweeper = setInterval(() => {
    access.sweep(app.db).catch((error: unknown) => app.log.warn({ err: error }, 'spent booking access not removed'));
  }, SWEEP_EVERY_MS);
  sweeper.unref();
  app.addHook('onClose', async () => {
    clearInterval(sweeper);
    await Promise.allSettled(sending);
  });

  async function sendCode(request: FastifyRequest, booking: FoundBooking | null, byPhone: boolean): Promise<void> {
    const sent = await manage.sendCode(booking, byPhone);
    if (sent === 'no-booking') return;
    auditEvent(request, 'booking.code_sent', {
      reference: booking?.reference,
      outcome: sent === 'limited' ? 'limited' : 'ok',
    });
  }

  app.post(
    '/api/appointment/lookup/',
    { schema: SCHEMAS.lookup, config: { rateLimit, docs: DOCS.lookup } },
    async (request, reply) => {
      const fields = body(request);

      if ('token' in fields) return openWithLink(manage, request);
      if ('code' in fields) return openWithCode(manage, request);

      const input = await validateBody(manageBookingSchema(), request.body);
      const contact = contactOf(input.contact);
      await countTry(manage, request, input.reference, contact);
      const booking = await manage.find({ reference: input.reference, contact });
      auditEvent(request, 'booking.lookup', { reference: input.reference, outcome: booking ? 'found' : 'not_found' });
      await reply
        .status(202)
        .send(messageAnswer({ code: 'bookingCodeSent', params: { minutes: CODE_LIFETIME_MINUTES } }));
      const work = sendCode(request, booking, contact.kind === 'phone')
        .catch((error: unknown) => request.log.error({ err: error }, 'a booking code was not queued'))
        .finally(() => sending.delete(work));
      sending.add(work);
      return reply;
    },
  );

  app.post(
    '/api/appointment/cancel/',
    { schema: SCHEMAS.cancel, config: { rateLimit, docs: DOCS.cancel } },
    async (request) => cancel(manage, request),
  );

  app.post(
    '/api/appointment/reschedule/',
    { schema: SCHEMAS.reschedule, config: { rateLimit, docs: DOCS.reschedule } },
    async (request, reply) => reschedule(manage, request, reply),
  );

  app.post(
    '/api/appointment/reschedule-lab/',
    { schema: SCHEMAS.rescheduleLab, config: { rateLimit, docs: DOCS.rescheduleLab } },
    async (request) => rescheduleLab(manage, request),
  );

  app.get<{ Params: { file: string } }>(
    '/api/appointment/calendar/:file',
    { schema: SCHEMAS.calendar, config: { rateLimit } },
    async (request, reply) => calendarFile(manage, request, reply, app.config.siteUrl),
  );
}
