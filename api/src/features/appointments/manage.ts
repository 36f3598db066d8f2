/**
 * Manage a booking: a patient looks it up, or cancels it, with its reference and the phone number
 * or e-mail it was made with, both in the JSON body only (never in a URL, so never in logs or
 * browser histories). An unknown reference and a wrong contact get the same 404 from the same
 * query, so the answers do not tell which references exist. A cancelled booking is kept, marked.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Kysely, Transaction } from 'kysely';
import {
  BOOKING_REFERENCE_PATTERN,
  LIMITS,
  manageBookingSchema,
  parseBookingContact,
  todayInHospitalZone,
} from 'shared-ui/contract';
import type { BookingContact, BookingStatus, BookingSummary, ManageBookingInput } from 'shared-ui/contract';
import { MANAGE_RATE_WINDOW_MINUTES } from '../../config';
import type { Database } from '../../db';
import { BadInputError, RequestError } from '../../http/errors';
import { validateBody } from '../../http/validation';
import { queueMail } from '../../mail/outbox';
import { cancellationMail } from './confirmation-mail';
import type { CancelledBooking } from './confirmation-mail';

export const MANAGE_MESSAGES = {
  notFound:
    'We could not find a booking with this reference and phone number or email. Please check both and try again.',
  alreadyCancelled: 'This booking is already cancelled.',
  past: 'The day of this booking has passed, so it can no longer be cancelled.',
} as const;

type Db = Kysely<Database> | Transaction<Database>;

/** The booking with what its summary and a cancellation e-mail need. */
type FoundBooking = CancelledBooking & {
  id: number;
  status: BookingStatus;
  cancelledAt: Date | null;
  testPrice: number;
};

interface Wanted {
  kind: 'doctor' | 'lab';
  id: number;
  contact: BookingContact;
}

/** What the request names, or null for a reference no booking can have. */
function wanted(input: ManageBookingInput): Wanted | null {
  const match = BOOKING_REFERENCE_PATTERN.exec(input.reference);
  const contact = parseBookingContact(input.contact);
  // The schema has checked both; this only narrows the types.
  if (!match || !contact) throw new BadInputError({ reference: 'Please check the reference' });
  const id = Number(match[2]);
  if (id > LIMITS.idMax) return null;
  return { kind: match[1] === 'APT' ? 'doctor' : 'lab', id, contact };
}

const visitDay = (table: 'b') => sql<string>`to_char(${sql.ref(`${table}.visit_date`)}, 'YYYY-MM-DD')`.as('visit_date');

/** Phones are stored as their 10 digits; e-mails as typed, so they compare in lower case. */
function contactMatches(contact: BookingContact) {
  return contact.kind === 'email'
    ? sql<boolean>`lower(b.email) = ${contact.email}`
    : sql<boolean>`b.phone = ${contact.phone}`;
}

async function findBooking(db: Db, target: Wanted, lock: boolean): Promise<FoundBooking | null> {
  const reference = `${target.kind === 'doctor' ? 'APT' : 'LAB'}-${String(target.id).padStart(6, '0')}`;
  if (target.kind === 'doctor') {
    let query = db
      .selectFrom('doctor_appointments as b')
      .innerJoin('doctors as d', 'd.id', 'b.doctor_id')
      .innerJoin('departments as dep', 'dep.id', 'b.department_id')
      .select(['b.id', visitDay('b'), 'b.mode', 'b.status', 'b.cancelled_at', 'b.patient_name', 'b.email'])
      .select(['d.doctor_name', 'dep.department_name'])
      .where('b.id', '=', target.id)
      .where(contactMatches(target.contact));
    if (lock) query = query.forUpdate('b');
    const row = await query.executeTakeFirst();
    if (!row) return null;
    return {
      kind: 'doctor',
      id: row.id,
      reference,
      patientName: row.patient_name,
      email: row.email,
      doctorName: row.doctor_name,
      departmentName: row.department_name,
      date: row.visit_date,
      mode: row.mode,
      status: row.status,
      cancelledAt: row.cancelled_at,
      testPrice: 0,
    };
  }
  let query = db
    .selectFrom('lab_appointments as b')
    .innerJoin('lab_tests as t', 't.id', 'b.test_id')
    .innerJoin('labs as l', 'l.id', 'b.lab_id')
    .select(['b.id', visitDay('b'), 'b.status', 'b.cancelled_at', 'b.patient_name', 'b.email'])
    .select(['t.test_name', 't.test_price', 'l.lab_name'])
    .where('b.id', '=', target.id)
    .where(contactMatches(target.contact));
  if (lock) query = query.forUpdate('b');
  const row = await query.executeTakeFirst();
  if (!row) return null;
  return {
    kind: 'lab',
    id: row.id,
    reference,
    patientName: row.patient_name,
    email: row.email,
    testName: row.test_name,
    labName: row.lab_name,
    date: row.visit_date,
    status: row.status,
    cancelledAt: row.cancelled_at,
    testPrice: row.test_price,
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
    : { kind: 'lab', ...common, test_name: booking.testName, lab_name: booking.labName, test_price: booking.testPrice };
}

export default async function manageRoutes(app: FastifyInstance): Promise<void> {
  // Stricter than other POSTs, and shared by both routes: looking bookings up needs few tries.
  const rateLimit = {
    max: app.config.manageRateLimit,
    timeWindow: MANAGE_RATE_WINDOW_MINUTES * 60_000,
    groupId: 'manage-booking',
  };

  app.post('/api/appointment/lookup/', { config: { rateLimit } }, async (request) => {
    const target = wanted(await validateBody(manageBookingSchema, request.body));
    const booking = target ? await findBooking(app.db, target, false) : null;
    if (!booking) throw new RequestError(404, MANAGE_MESSAGES.notFound);
    return summary(booking);
  });

  app.post('/api/appointment/cancel/', { config: { rateLimit } }, async (request) => {
    const target = wanted(await validateBody(manageBookingSchema, request.body));
    if (!target) throw new RequestError(404, MANAGE_MESSAGES.notFound);
    const cancelled = await app.db.transaction().execute(async (trx) => {
      const booking = await findBooking(trx, target, true);
      if (!booking) throw new RequestError(404, MANAGE_MESSAGES.notFound);
      if (booking.status === 'cancelled') throw new RequestError(409, MANAGE_MESSAGES.alreadyCancelled);
      if (booking.date < todayInHospitalZone()) throw new RequestError(409, MANAGE_MESSAGES.past);
      const table = booking.kind === 'doctor' ? 'doctor_appointments' : 'lab_appointments';
      const { cancelled_at } = await trx
        .updateTable(table)
        .set({ status: 'cancelled', cancelled_at: new Date() })
        .where('id', '=', booking.id)
        .returning('cancelled_at')
        .executeTakeFirstOrThrow();
      await queueMail(trx, cancellationMail(booking, app.config.siteUrl));
      return { ...booking, status: 'cancelled' as const, cancelledAt: cancelled_at };
    });
    app.outbox.kick();
    return summary(cancelled);
  });
}
