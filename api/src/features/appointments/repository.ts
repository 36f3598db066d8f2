/**
 * Every query of the bookings: what a booking names (department, doctor, lab, test, package), the two
 * inserts, and finding and cancelling a booking to manage it. Rows leave here as the contract's
 * entities or as the small records below; nothing else in the feature writes SQL for a booking.
 */
import { sql } from 'kysely';
import type { Expression, Insertable, Kysely, Transaction } from 'kysely';
import { HOSPITAL_TIME_ZONE } from 'contract';
import type { BookingContact, BookingStatus, CollectionPlace, DoctorAppointment, LabAppointment } from 'contract';
import type { Database } from '../../db';
import type { DoctorAppointmentsTable, LabAppointmentsTable } from '../../db/schema';
import { inLanguage } from '../../http/language';
import type { Language } from '../../http/language';
import type { BookingRef } from './access';
import type { MailedBooking } from './confirmation-mail';

export type Db = Kysely<Database> | Transaction<Database>;

/** The visit day as text: a `date` read as a JS Date would carry the server's time zone. */
const visitDay = sql<string>`to_char(visit_date, 'YYYY-MM-DD')`.as('visit_date');

export function findDepartment(db: Db, id: number) {
  return db
    .selectFrom('departments')
    .select(['id', 'department_name', 'department_name_hi'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export function findDoctor(db: Db, id: number) {
  return db
    .selectFrom('doctors')
    .select(['id', 'doctor_name', 'doctor_name_hi', 'department_id'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export function findLab(db: Db, id: number) {
  return db.selectFrom('labs').select(['id', 'lab_name', 'home_collection']).where('id', '=', id).executeTakeFirst();
}

export function findLabTests(db: Db, ids: readonly number[]) {
  return db
    .selectFrom('lab_tests')
    .select(['id', 'test_name', 'test_price', 'lab_id'])
    .where('id', 'in', ids)
    .execute();
}

/**
 * The names of the tests of the lab booking whose id is `appointmentId`, in the order chosen and in
 * `language` (a test nobody has translated keeps its English name); null for a package, or a booking
 * from before migration 0017 (its one `test_id`). The one query of `lab_appointment_tests` by name:
 * managing a booking and a person's data export both read it.
 */
export function bookedTestNames(appointmentId: Expression<number>, language: Language = 'en') {
  const name = language === 'hi' ? sql`coalesce(bt_test.test_name_hi, bt_test.test_name)` : sql`bt_test.test_name`;
  return sql<string[] | null>`(
    select array_agg(${name} order by bt.position)
    from lab_appointment_tests bt join lab_tests bt_test on bt_test.id = bt.test_id
    where bt.appointment_id = ${appointmentId}
  )`;
}

export function findCarePackage(db: Db, id: number) {
  return db
    .selectFrom('care_packages')
    .select(['id', 'kind', 'price', 'place', 'texts'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export type NewDoctorAppointment = Omit<Insertable<DoctorAppointmentsTable>, 'reference'>;
export type NewLabAppointment = Omit<Insertable<LabAppointmentsTable>, 'reference'>;

/** Stores the booking under `reference`; undefined when that reference is taken (the transaction stays usable). */
export async function insertDoctorAppointment(
  db: Db,
  reference: string,
  booking: NewDoctorAppointment,
): Promise<DoctorAppointment | undefined> {
  const row = await db
    .insertInto('doctor_appointments')
    .values({ reference, ...booking })
    .onConflict((conflict) => conflict.column('reference').doNothing())
    .returning(['id', 'reference', 'department_id', 'doctor_id', visitDay, 'mode', 'patient_name', 'email'])
    .returning(['phone', 'address', 'message', 'consent_at', 'created_at'])
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    reference: row.reference,
    department: row.department_id,
    doctor: row.doctor_id,
    date: row.visit_date,
    mode: row.mode,
    patient_name: row.patient_name,
    email: row.email,
    phone: row.phone,
    address: row.address,
    message: row.message,
    consent_at: row.consent_at.toISOString(),
    created_at: row.created_at.toISOString(),
  };
}

/** As `insertDoctorAppointment`, for a lab booking. */
export async function insertLabAppointment(
  db: Db,
  reference: string,
  booking: NewLabAppointment,
  testIds: readonly number[],
): Promise<LabAppointment | undefined> {
  const row = await db
    .insertInto('lab_appointments')
    .values({ reference, ...booking })
    .onConflict((conflict) => conflict.column('reference').doNothing())
    .returning(['id', 'reference', 'lab_id', 'test_id', 'package_id', 'price', 'collection'])
    .returning(['collection_pincode', 'collection_window', visitDay, 'age', 'patient_name', 'email'])
    .returning(['phone', 'address', 'message', 'prescription_file', 'consent_at', 'created_at'])
    .executeTakeFirst();
  if (!row) return undefined;
  if (testIds.length > 0) {
    await db
      .insertInto('lab_appointment_tests')
      .values(testIds.map((testId, position) => ({ appointment_id: row.id, test_id: testId, position })))
      .execute();
  }
  return {
    id: row.id,
    reference: row.reference,
    lab: row.lab_id,
    test: row.test_id,
    tests: [...testIds],
    package: row.package_id,
    price: row.price,
    collection: row.collection,
    pincode: row.collection_pincode,
    collection_window: row.collection_window,
    date: row.visit_date,
    age: row.age,
    patient_name: row.patient_name,
    email: row.email,
    phone: row.phone,
    address: row.address,
    message: row.message,
    has_prescription: row.prescription_file !== null,
    consent_at: row.consent_at.toISOString(),
    created_at: row.created_at.toISOString(),
  };
}

/** A booking as managing it needs: what its summary and its e-mails show. */
export type FoundBooking = MailedBooking & {
  id: number;
  status: BookingStatus;
  cancelledAt: Date | null;
} & (
    | {
        kind: 'doctor';
        doctorId: number;
        /** The doctor's and department's names in English and, where translated, Hindi (`summary` picks). */
        doctorName: string;
        doctorNameHi: string | null;
        doctorSlug: string;
        departmentName: string;
        departmentNameHi: string | null;
        slotEnd: string | null;
      }
    | {
        kind: 'lab';
        /** The tests' names (comma-separated) or the package's, in English and in Hindi (`summary` picks). */
        testName: string;
        testNameHi: string;
        /** Null for a package; the Hindi null where the lab's name is not translated. */
        labName: string | null;
        labNameHi: string | null;
        price: number;
        collection: CollectionPlace;
        collectionWindow: string | null;
      }
  );

/** Which booking: by its reference (and the contact it was made with), or by its id. */
export type Wanted = ({ reference: string } | BookingRef) & { contact?: BookingContact };

const bookingVisitDay = sql<string>`to_char(b.visit_date, 'YYYY-MM-DD')`.as('visit_date');

/** Phones are stored as their 10 digits; e-mails as typed, so they compare in lower case. */
function contactMatches(contact: BookingContact) {
  return contact.kind === 'email'
    ? sql<boolean>`lower(b.email) = ${contact.email}`
    : sql<boolean>`b.phone = ${contact.phone}`;
}

const kindOf = (wanted: Wanted) =>
  'reference' in wanted ? (wanted.reference.startsWith('APT-') ? 'doctor' : 'lab') : wanted.kind;

/** The booking wanted: by reference or id, and by the contact it was made with when one is given. */
function isWanted(wanted: Wanted) {
  const which =
    'reference' in wanted ? sql<boolean>`b.reference = ${wanted.reference}` : sql<boolean>`b.id = ${wanted.id}`;
  return wanted.contact ? sql<boolean>`${which} and ${contactMatches(wanted.contact)}` : which;
}

/** What both kinds of booking have, as the rest of the feature names it. */
function common(row: {
  id: number;
  reference: string;
  patient_name: string;
  email: string;
  visit_date: string;
  status: BookingStatus;
  cancelled_at: Date | null;
  language: Language;
}) {
  return {
    id: row.id,
    language: row.language,
    reference: row.reference,
    patientName: row.patient_name,
    email: row.email,
    date: row.visit_date,
    status: row.status,
    cancelledAt: row.cancelled_at,
  };
}

const COMMON_COLUMNS = [
  'b.id',
  'b.reference',
  bookingVisitDay,
  'b.status',
  'b.cancelled_at',
  'b.patient_name',
  'b.email',
  'b.language',
] as const;

/** One query, whether or not the booking exists or the contact matches; `lock` holds its row to the transaction's end. */
export async function findBooking(db: Db, wanted: Wanted, lock: boolean): Promise<FoundBooking | null> {
  if (kindOf(wanted) === 'doctor') {
    const row = await db
      .selectFrom('doctor_appointments as b')
      .innerJoin('doctors as d', 'd.id', 'b.doctor_id')
      .innerJoin('departments as dep', 'dep.id', 'b.department_id')
      .select([...COMMON_COLUMNS, 'b.mode', 'b.doctor_id', 'd.doctor_name', 'd.doctor_name_hi', 'd.slug'])
      .select(['dep.department_name', 'dep.department_name_hi'])
      .select(['b.slot_start', 'b.slot_end', 'b.room'])
      .where(isWanted(wanted))
      .$if(lock, (query) => query.forUpdate('b'))
      .executeTakeFirst();
    if (!row) return null;
    return {
      kind: 'doctor',
      ...common(row),
      mode: row.mode,
      slotStart: row.slot_start,
      slotEnd: row.slot_end,
      room: row.room,
      doctorId: row.doctor_id,
      doctor: inLanguage(row.language, row.doctor_name, row.doctor_name_hi),
      doctorName: row.doctor_name,
      doctorNameHi: row.doctor_name_hi,
      doctorSlug: row.slug,
      departmentName: row.department_name,
      departmentNameHi: row.department_name_hi,
    };
  }
  // The tests (in the order chosen) with their lab, or a package, named in English and in Hindi; a
  // test without its Hindi keeps its English name in the Hindi list.
  const row = await db
    .selectFrom('lab_appointments as b')
    .leftJoin('lab_tests as t', 't.id', 'b.test_id')
    .leftJoin('labs as l', 'l.id', 'b.lab_id')
    .leftJoin('care_packages as p', 'p.id', 'b.package_id')
    .select([...COMMON_COLUMNS, 'l.lab_name', 'l.lab_name_hi', 'b.price', 'b.collection', 'b.collection_window'])
    .select((eb) => [
      sql<string>`coalesce(
        array_to_string(${bookedTestNames(eb.ref('b.id'))}, ', '), t.test_name, p.texts -> 'en' ->> 'name'
      )`.as('test_name'),
      sql<string>`coalesce(
        array_to_string(${bookedTestNames(eb.ref('b.id'), 'hi')}, ', '),
        t.test_name_hi, t.test_name, p.texts -> 'hi' ->> 'name', p.texts -> 'en' ->> 'name'
      )`.as('test_name_hi'),
    ])
    .where(isWanted(wanted))
    .$if(lock, (query) => query.forUpdate('b'))
    .executeTakeFirst();
  if (!row) return null;
  return {
    kind: 'lab',
    ...common(row),
    testName: row.test_name,
    testNameHi: row.test_name_hi,
    labName: row.lab_name,
    labNameHi: row.lab_name_hi,
    price: row.price,
    collection: row.collection,
    collectionWindow: row.collection_window,
  };
}

/** Marks the booking cancelled (it is kept); answers when. */
export async function markCancelled(db: Db, booking: BookingRef): Promise<Date | null> {
  const table = booking.kind === 'doctor' ? 'doctor_appointments' : 'lab_appointments';
  const { cancelled_at } = await db
    .updateTable(table)
    .set({ status: 'cancelled', cancelled_at: new Date() })
    .where('id', '=', booking.id)
    .returning('cancelled_at')
    .executeTakeFirstOrThrow();
  return cancelled_at;
}

/** A moved booking's unused confirmation link lasts until its new day ends, as it did for the old. */
async function moveLinkExpiry(db: Db, booking: BookingRef, day: string): Promise<void> {
  await db
    .updateTable('booking_link_tokens')
    .set({ expires_at: sql<Date>`((${day}::date + 1)::timestamp at time zone ${HOSPITAL_TIME_ZONE})` })
    .where('booking_kind', '=', booking.kind)
    .where('booking_id', '=', booking.id)
    .where('used_at', 'is', null)
    .execute();
}

/**
 * Moves a doctor booking to another slot: the one row changes, so the old slot is freed as the new
 * is taken.
 */
export async function moveDoctorAppointment(
  db: Db,
  id: number,
  slot: { day: string; start: string; end: string; room: string | null },
): Promise<void> {
  await db
    .updateTable('doctor_appointments')
    .set({ visit_date: slot.day, slot_start: slot.start, slot_end: slot.end, room: slot.room })
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  await moveLinkExpiry(db, { kind: 'doctor', id }, slot.day);
}

/** Moves a lab booking to another day and (a home collection's) window. */
export async function moveLabAppointment(
  db: Db,
  id: number,
  visit: { day: string; window: string | null },
): Promise<void> {
  await db
    .updateTable('lab_appointments')
    .set({ visit_date: visit.day, collection_window: visit.window })
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  await moveLinkExpiry(db, { kind: 'lab', id }, visit.day);
}

/** What a lab booking's preparation is read from: its tests' names (in order) or its package's texts. */
export async function findLabBookingItems(db: Db, id: number) {
  const row = await db
    .selectFrom('lab_appointments as b')
    .leftJoin('care_packages as p', 'p.id', 'b.package_id')
    .select('p.texts')
    .select((eb) =>
      sql<string[]>`coalesce(
        ${bookedTestNames(eb.ref('b.id'))},
        (select array[t.test_name] from lab_tests t where t.id = b.test_id),
        array[]::text[]
      )`.as('test_names'),
    )
    .where('b.id', '=', id)
    .executeTakeFirstOrThrow();
  return { testNames: row.test_names, packageTexts: row.texts };
}
