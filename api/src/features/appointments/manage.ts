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
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Kysely, Transaction } from 'kysely';
import {
  bookingAccessCancelSchema,
  bookingCodeLookupSchema,
  bookingLinkSchema,
  manageBookingSchema,
  parseBookingContact,
  todayInHospitalZone,
} from 'contract';
import type {
  BookingAccess as BookingAccessAnswer,
  BookingContact,
  BookingStatus,
  BookingSummary,
  CollectionPlace,
} from 'contract';
import { audit } from '../../audit/audit';
import type { AuditDetails, AuditEventName } from '../../audit/audit';
import { MANAGE_RATE_WINDOW_MINUTES } from '../../config';
import type { Database } from '../../db';
import { RequestError } from '../../http/errors';
import { validateBody } from '../../http/validation';
import { queueMail } from '../../mail/outbox';
import { CODE_LIFETIME_MINUTES, NO_BOOKING } from './access';
import type { BookingAccess, BookingRef } from './access';
import { accessCodeMail, cancellationMail } from './confirmation-mail';
import type { MailedBooking } from './confirmation-mail';

export const MANAGE_MESSAGES = {
  codeSent: `If these details match a booking, we have sent a 6-digit code to the email address it was made with. The code is valid for ${CODE_LIFETIME_MINUTES} minutes.`,
  notFound: 'We could not open a booking with these details and this code. Please check the code, or send a new one.',
  linkExpired: 'This link has expired or has already been used. Please look your booking up with its reference.',
  accessExpired: 'Your time to change this booking has run out. Please look it up again.',
  alreadyCancelled: 'This booking is already cancelled.',
  past: 'The day of this booking has passed, so it can no longer be cancelled.',
} as const;

/** Tries per reference and per contact, whoever makes them, in the manage window (15 minutes). */
export const MANAGE_TRIES_PER_REFERENCE = 10;
export const MANAGE_TRIES_PER_CONTACT = 10;
/** Code e-mails per booking per hour: more requests still answer 202, and nothing is sent. */
export const CODES_PER_BOOKING_PER_HOUR = 3;

const MANAGE_WINDOW_MS = MANAGE_RATE_WINDOW_MINUTES * 60_000;
const HOUR_MS = 60 * 60_000;
const SWEEP_EVERY_MS = HOUR_MS;

type Db = Kysely<Database> | Transaction<Database>;

/** The booking with what its summary and its e-mails need. */
type FoundBooking = MailedBooking & {
  id: number;
  status: BookingStatus;
  cancelledAt: Date | null;
} & (
    | { kind: 'doctor'; doctorName: string; departmentName: string }
    | {
        kind: 'lab';
        testName: string;
        labName: string | null;
        price: number;
        collection: CollectionPlace;
        collectionWindow: string | null;
      }
  );

/** Which booking: by its reference (and the contact it was made with), or by its id. */
type Wanted = ({ reference: string } | BookingRef) & { contact?: BookingContact };

const visitDay = sql<string>`to_char(b.visit_date, 'YYYY-MM-DD')`.as('visit_date');

/** Phones are stored as their 10 digits; e-mails as typed, so they compare in lower case. */
function contactMatches(contact: BookingContact) {
  return contact.kind === 'email'
    ? sql<boolean>`lower(b.email) = ${contact.email}`
    : sql<boolean>`b.phone = ${contact.phone}`;
}

const kindOf = (wanted: Wanted) =>
  'reference' in wanted ? (wanted.reference.startsWith('APT-') ? 'doctor' : 'lab') : wanted.kind;

/** One query, whether or not the booking exists or the contact matches. */
async function findBooking(db: Db, wanted: Wanted, lock: boolean): Promise<FoundBooking | null> {
  const common = ['b.id', 'b.reference', visitDay, 'b.status', 'b.cancelled_at', 'b.patient_name', 'b.email'] as const;
  if (kindOf(wanted) === 'doctor') {
    let query = db
      .selectFrom('doctor_appointments as b')
      .innerJoin('doctors as d', 'd.id', 'b.doctor_id')
      .innerJoin('departments as dep', 'dep.id', 'b.department_id')
      .select([...common, 'b.mode', 'd.doctor_name', 'dep.department_name']);
    query =
      'reference' in wanted ? query.where('b.reference', '=', wanted.reference) : query.where('b.id', '=', wanted.id);
    if (wanted.contact) query = query.where(contactMatches(wanted.contact));
    if (lock) query = query.forUpdate('b');
    const row = await query.executeTakeFirst();
    if (!row) return null;
    return {
      kind: 'doctor',
      id: row.id,
      reference: row.reference,
      patientName: row.patient_name,
      email: row.email,
      date: row.visit_date,
      mode: row.mode,
      status: row.status,
      cancelledAt: row.cancelled_at,
      doctorName: row.doctor_name,
      departmentName: row.department_name,
    };
  }
  // A single test with its lab, or a package named in English (the staff's and the e-mails' language).
  let query = db
    .selectFrom('lab_appointments as b')
    .leftJoin('lab_tests as t', 't.id', 'b.test_id')
    .leftJoin('labs as l', 'l.id', 'b.lab_id')
    .leftJoin('care_packages as p', 'p.id', 'b.package_id')
    .select([...common, 'l.lab_name', 'b.price', 'b.collection', 'b.collection_window'])
    .select(sql<string>`coalesce(t.test_name, p.texts -> 'en' ->> 'name')`.as('test_name'));
  query =
    'reference' in wanted ? query.where('b.reference', '=', wanted.reference) : query.where('b.id', '=', wanted.id);
  if (wanted.contact) query = query.where(contactMatches(wanted.contact));
  if (lock) query = query.forUpdate('b');
  const row = await query.executeTakeFirst();
  if (!row) return null;
  return {
    kind: 'lab',
    id: row.id,
    reference: row.reference,
    patientName: row.patient_name,
    email: row.email,
    date: row.visit_date,
    status: row.status,
    cancelledAt: row.cancelled_at,
    testName: row.test_name,
    labName: row.lab_name,
    price: row.price,
    collection: row.collection,
    collectionWindow: row.collection_window,
  };
}

/** The answer: the booking, never the patient's name, phone or e-mail. */
function summary(booking: FoundBooking): BookingSummary {
  const common = {
    reference: booking.reference,
    date: booking.date,
    status: booking.status,
    cancelled_at: booking.cancelledAt ? booking.cancelledAt.toISOString() : null,
    can_cancel: booking.status === 'booked' && booking.date >= todayInHospitalZone(),
  };
  return booking.kind === 'doctor'
    ? {
        kind: 'doctor',
        ...common,
        doctor_name: booking.doctorName,
        department_name: booking.departmentName,
        mode: booking.mode,
      }
    : {
        kind: 'lab',
        ...common,
        test_name: booking.testName,
        lab_name: booking.labName,
        test_price: booking.price,
        collection: booking.collection,
        collection_window: booking.collectionWindow,
      };
}

const refOf = (booking: FoundBooking): BookingRef => ({ kind: booking.kind, id: booking.id });

/** What the code e-mail of no booking is written for; it is rolled back, never sent. */
const STAND_IN: MailedBooking = {
  kind: 'doctor',
  reference: 'APT-000000',
  patientName: 'Patient',
  email: 'nobody@example.invalid',
  date: '2000-01-01',
  mode: 'OFF',
};

class StandInRolledBack extends Error {}

/** The same contact however it was typed, as one key. */
function contactKey(contact: BookingContact): string {
  return contact.kind === 'email' ? `email:${contact.email}` : `phone:${contact.phone}`;
}

function contactOf(typed: string): BookingContact {
  const contact = parseBookingContact(typed);
  // The schema has checked it; this only narrows the type.
  if (!contact) throw new RequestError(400, 'Phone number or email is required');
  return contact;
}

function tooMany(ttlMs: number): RequestError {
  const minutes = Math.max(1, Math.ceil(ttlMs / 60_000));
  return new RequestError(
    429,
    `Too many tries for these booking details. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  );
}

function body(request: FastifyRequest): Record<string, unknown> {
  return typeof request.body === 'object' && request.body !== null ? (request.body as Record<string, unknown>) : {};
}

/** An audit event of this request, with its client's address. */
function auditEvent(request: FastifyRequest, event: AuditEventName, details: AuditDetails = {}): void {
  audit(request.log, event, { ip: request.ip, ...details });
}

export default async function manageRoutes(app: FastifyInstance, { access }: { access: BookingAccess }): Promise<void> {
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

  /**
   * Counts this try against the reference and the contact, whoever makes it; 429 past either. The
   * keys are keyed hashes, so the shared store never holds a reference or a contact.
   */
  async function countTry(request: FastifyRequest, reference: string, contact: BookingContact | null): Promise<void> {
    const keys = [`manage:reference:${access.hash('limit', reference)}`];
    if (contact) keys.push(`manage:contact:${access.hash('limit', contactKey(contact))}`);
    const limits = [MANAGE_TRIES_PER_REFERENCE, MANAGE_TRIES_PER_CONTACT];
    const hits = await Promise.all(keys.map((key) => app.rateCounter.hit(key, MANAGE_WINDOW_MS)));
    const over = hits.find((hit, index) => hit.current > (limits[index] ?? 0));
    if (over) {
      auditEvent(request, 'booking.lookup', { reference, outcome: 'limited' });
      throw tooMany(over.ttl);
    }
  }

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

  /**
   * Queues a code e-mail for the booking. Without a booking it runs the very same statements for a
   * stand-in and rolls them back, so the server is as busy afterwards whether or not one matched.
   */
  async function sendCode(request: FastifyRequest, booking: FoundBooking | null): Promise<void> {
    const counted = booking ? `${booking.kind}:${booking.id}` : 'none';
    const sent = await app.rateCounter.hit(`manage:codes:${counted}`, HOUR_MS);
    if (booking && sent.current > CODES_PER_BOOKING_PER_HOUR) {
      auditEvent(request, 'booking.code_sent', { reference: booking.reference, outcome: 'limited' });
      return;
    }
    try {
      await app.db.transaction().execute(async (trx) => {
        const code = await access.issueCode(trx, booking ? refOf(booking) : NO_BOOKING);
        await queueMail(trx, accessCodeMail(booking ?? STAND_IN, code, CODE_LIFETIME_MINUTES));
        if (!booking) throw new StandInRolledBack();
      });
    } catch (error) {
      if (error instanceof StandInRolledBack) return;
      throw error;
    }
    app.outbox.kick();
    auditEvent(request, 'booking.code_sent', { reference: booking?.reference, outcome: 'ok' });
  }

  async function granted(booking: FoundBooking): Promise<BookingAccessAnswer> {
    const grant = await access.issueGrant(app.db, refOf(booking));
    return { booking: summary(booking), access: grant.access, access_expires_at: grant.expiresAt.toISOString() };
  }

  app.post('/api/appointment/lookup/', { config: { rateLimit } }, async (request, reply) => {
    const fields = body(request);

    if ('token' in fields) {
      const { token } = await validateBody(bookingLinkSchema, request.body);
      const target = await access.useLinkToken(app.db, token);
      const booking = target ? await findBooking(app.db, target, false) : null;
      if (!booking) {
        auditEvent(request, 'booking.link_used', { outcome: 'refused' });
        throw new RequestError(404, MANAGE_MESSAGES.linkExpired);
      }
      auditEvent(request, 'booking.link_used', { reference: booking.reference, outcome: 'ok' });
      return granted(booking);
    }

    if ('code' in fields) {
      const input = await validateBody(bookingCodeLookupSchema, request.body);
      const contact = contactOf(input.contact);
      await countTry(request, input.reference, contact);
      const booking = await findBooking(app.db, { reference: input.reference, contact }, false);
      const checked = await access.useCode(app.db, booking ? refOf(booking) : null, input.code);
      if (!booking || checked !== 'ok') {
        if (booking) auditEvent(request, 'booking.code_wrong', { reference: input.reference, outcome: 'refused' });
        else auditEvent(request, 'booking.lookup', { reference: input.reference, outcome: 'not_found' });
        throw new RequestError(404, MANAGE_MESSAGES.notFound);
      }
      auditEvent(request, 'booking.lookup', { reference: booking.reference, outcome: 'found' });
      return granted(booking);
    }

    const input = await validateBody(manageBookingSchema, request.body);
    const contact = contactOf(input.contact);
    await countTry(request, input.reference, contact);
    const booking = await findBooking(app.db, { reference: input.reference, contact }, false);
    auditEvent(request, 'booking.lookup', { reference: input.reference, outcome: booking ? 'found' : 'not_found' });
    await reply.status(202).send({ message: MANAGE_MESSAGES.codeSent });
    const work = sendCode(request, booking)
      .catch((error: unknown) => request.log.error({ err: error }, 'a booking code was not queued'))
      .finally(() => sending.delete(work));
    sending.add(work);
    return reply;
  });

  app.post('/api/appointment/cancel/', { config: { rateLimit } }, async (request) => {
    let booking: FoundBooking | null;
    let refusal: string;
    if ('access' in body(request)) {
      const input = await validateBody(bookingAccessCancelSchema, request.body);
      await countTry(request, input.reference, null);
      refusal = MANAGE_MESSAGES.accessExpired;
      booking = await findBooking(app.db, { reference: input.reference }, false);
      const grant = await access.grantedBooking(app.db, input.access);
      if (!grant || grant.kind !== booking?.kind || grant.id !== booking.id) booking = null;
    } else {
      const input = await validateBody(bookingCodeLookupSchema, request.body);
      const contact = contactOf(input.contact);
      await countTry(request, input.reference, contact);
      refusal = MANAGE_MESSAGES.notFound;
      booking = await findBooking(app.db, { reference: input.reference, contact }, false);
      // Checked (and a try counted) before the cancel's transaction, so a refusal cannot undo the count.
      const checked = await access.useCode(app.db, booking ? refOf(booking) : null, input.code);
      if (booking && checked !== 'ok') {
        auditEvent(request, 'booking.code_wrong', { reference: booking.reference, outcome: 'refused' });
        booking = null;
      }
    }
    if (!booking) {
      auditEvent(request, 'booking.cancel', { outcome: 'not_found' });
      throw new RequestError(404, refusal);
    }

    const target = refOf(booking);
    const cancelled = await app.db.transaction().execute(async (trx) => {
      const locked = await findBooking(trx, target, true);
      if (!locked) throw new RequestError(404, refusal);
      const refuse = (message: string) => {
        auditEvent(request, 'booking.cancel', { reference: locked.reference, outcome: 'refused' });
        return new RequestError(409, message);
      };
      if (locked.status === 'cancelled') throw refuse(MANAGE_MESSAGES.alreadyCancelled);
      if (locked.date < todayInHospitalZone()) throw refuse(MANAGE_MESSAGES.past);
      const table = locked.kind === 'doctor' ? 'doctor_appointments' : 'lab_appointments';
      const { cancelled_at } = await trx
        .updateTable(table)
        .set({ status: 'cancelled', cancelled_at: new Date() })
        .where('id', '=', locked.id)
        .returning('cancelled_at')
        .executeTakeFirstOrThrow();
      await queueMail(trx, cancellationMail(locked, app.config.siteUrl));
      return { ...locked, status: 'cancelled' as const, cancelledAt: cancelled_at };
    });
    app.outbox.kick();
    auditEvent(request, 'booking.cancel', { reference: cancelled.reference, outcome: 'ok' });
    return summary(cancelled);
  });
}
