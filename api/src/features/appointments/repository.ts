/**
 * Every query of the bookings, for the whole API: what a booking names (department, doctor, lab,
 * test, package), the two inserts (with the account they are linked to), finding and cancelling a
 * booking to manage it, the bookings an account owns, and a person's bookings for export, erasure
 * and retention. Rows leave here as the contract's entities or as the small records below; other
 * features reach them only through the feature's index.ts.
 */
import { sql } from 'kysely';
import type { Expression, Insertable, Kysely, SqlBool, Transaction } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { HOSPITAL_TIME_ZONE } from 'contract';
import type {
  AppointmentMode,
  BookingContact,
  BookingStatus,
  CollectionPlace,
  DeskSource,
  DoctorAppointment,
  Gender,
  LabAppointment,
} from 'contract';
import type { Database } from '../../db';
import type { BookingKind, DeskVisitStatus, DoctorAppointmentsTable, LabAppointmentsTable } from '../../db/schema';
import { inLanguage } from '../../http/language';
import type { Language } from '../../http/language';
import { priceDay, priceOn } from '../prices';
import type { AccountSubject } from '../sessions';
import type { BookingRef } from './access';
import type { MailedBooking } from './confirmation-mail';
import { withFreshReference } from './reference';

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
    .select(['id', 'doctor_name', 'doctor_name_hi', 'department_id', 'retired_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export function findLab(db: Db, id: number) {
  return db.selectFrom('labs').select(['id', 'lab_name', 'home_collection']).where('id', '=', id).executeTakeFirst();
}

export function findLabTests(db: Db, ids: readonly number[]) {
  // Charged at the price in effect today, as the form quoted it (issue 48).
  return db
    .selectFrom('lab_tests')
    .select(['id', 'test_name', 'lab_id'])
    .select(priceOn('test', 'lab_tests.id', 'lab_tests.test_price', priceDay()).as('test_price'))
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
    .select(['id', 'kind', 'place', 'texts'])
    .select(priceOn('package', 'care_packages.id', 'care_packages.price', priceDay()).as('price'))
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

/** A doctor booking as the site and the desk both take it: the visit, its slot and who it is for. */
export interface DoctorBookingToStore {
  doctor: { id: number; department_id: number };
  visit: { date: string; mode: AppointmentMode; slot: { start: string; end: string; room: string | null } };
  patient: { patient_name: string; email: string; phone: string; address: string };
  /** What only one of them records (message, consent, network and proof; source, age and sex). */
  details: Omit<
    NewDoctorAppointment,
    | 'department_id'
    | 'doctor_id'
    | 'visit_date'
    | 'mode'
    | 'slot_start'
    | 'slot_end'
    | 'room'
    | 'patient_name'
    | 'email'
    | 'phone'
    | 'address'
  >;
}

/**
 * Stores a doctor booking under a fresh reference in the caller's transaction and announces it to
 * the desks' live lists (at its commit): the one way the site's booking and the counter's are made.
 * The slot index's unique violation, when another booking holds the slot, is the caller's to turn
 * into its 409.
 */
export async function storeDoctorAppointment(trx: Transaction<Database>, booking: DoctorBookingToStore) {
  const { doctor, visit, patient, details } = booking;
  const stored = await withFreshReference('APT', (reference) =>
    insertDoctorAppointment(trx, reference, {
      department_id: doctor.department_id,
      doctor_id: doctor.id,
      visit_date: visit.date,
      mode: visit.mode,
      slot_start: visit.slot.start,
      slot_end: visit.slot.end,
      room: visit.slot.room,
      patient_name: patient.patient_name,
      email: patient.email,
      phone: patient.phone,
      address: patient.address,
      ...details,
    }),
  );
  await announceBookingChange(trx, { date: stored.date, doctor: stored.doctor, reference: stored.reference });
  return stored;
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
  /** Ten digits: where its SMS and WhatsApp messages go. */
  phone: string;
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
        /** Whole rupees: the fee in effect the day it was booked, kept whatever the fee becomes (issue 48). */
        fee: number;
        /** The desk has recorded the visit (arrived, completed or no-show): the patient can no longer change it online. */
        seenAtDesk: boolean;
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

/**
 * Which booking: by its reference (and the contact it was made with), or by its id; with `owner`,
 * only while that account owns it and it still holds someone's details.
 */
export type Wanted = ({ reference: string } | BookingRef) & { contact?: BookingContact; owner?: AccountSubject };

const bookingVisitDay = sql<string>`to_char(b.visit_date, 'YYYY-MM-DD')`.as('visit_date');

/** Phones are stored as their 10 digits; e-mails as typed, so they compare in lower case. */
function contactMatches(contact: BookingContact) {
  return contact.kind === 'email'
    ? sql<boolean>`lower(b.email) = ${contact.email}`
    : sql<boolean>`b.phone = ${contact.phone}`;
}

/**
 * The bookings an account owns: booked while signed in to it, or with its confirmed e-mail and not
 * booked while signed in to another account. "My bookings", cancelling with the session, export
 * and erasure all ask this.
 */
function accountOwnsBooking(account: AccountSubject, alias: string): Expression<SqlBool> {
  const column = (name: string) => sql.ref(`${alias}.${name}`);
  const linked = sql<SqlBool>`${column('account_id')} = ${account.accountId}`;
  if (account.confirmedEmail === null) return linked;
  const byEmail = sql<SqlBool>`(${column('account_id')} is null and lower(${column('email')}) = ${account.confirmedEmail.trim().toLowerCase()})`;
  return sql<SqlBool>`(${linked} or ${byEmail})`;
}

/** Owned by the account and not anonymised: what "my bookings" lists and the session may open. */
const ownedBy = (owner: AccountSubject) =>
  sql<SqlBool>`(b.anonymised_at is null and ${accountOwnsBooking(owner, 'b')})`;

const kindOf = (wanted: Wanted) =>
  'reference' in wanted ? (wanted.reference.startsWith('APT-') ? 'doctor' : 'lab') : wanted.kind;

/** The booking wanted: by reference or id, by the contact it was made with and by its owner when given. */
function isWanted(wanted: Wanted) {
  let which =
    'reference' in wanted ? sql<boolean>`b.reference = ${wanted.reference}` : sql<boolean>`b.id = ${wanted.id}`;
  if (wanted.contact) which = sql<boolean>`${which} and ${contactMatches(wanted.contact)}`;
  if (wanted.owner) which = sql<boolean>`${which} and ${ownedBy(wanted.owner)}`;
  return which;
}

/** What both kinds of booking have, as the rest of the feature names it. */
function common(row: {
  id: number;
  reference: string;
  patient_name: string;
  email: string;
  phone: string;
  visit_date: string;
  status: BookingStatus;
  cancelled_at: Date | string | null;
  language: Language;
}) {
  return {
    id: row.id,
    language: row.language,
    reference: row.reference,
    patientName: row.patient_name,
    email: row.email,
    phone: row.phone,
    date: row.visit_date,
    status: row.status,
    cancelledAt: row.cancelled_at === null ? null : new Date(row.cancelled_at),
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
  'b.phone',
  'b.language',
] as const;

function doctorBookings(db: Db, where: Expression<SqlBool>) {
  return db
    .selectFrom('doctor_appointments as b')
    .innerJoin('doctors as d', 'd.id', 'b.doctor_id')
    .innerJoin('departments as dep', 'dep.id', 'b.department_id')
    .select([...COMMON_COLUMNS, 'b.mode', 'b.doctor_id', 'd.doctor_name', 'd.doctor_name_hi', 'd.slug'])
    .select(['dep.department_name', 'dep.department_name_hi'])
    .select(['b.slot_start', 'b.slot_end', 'b.room', 'b.desk_status', 'b.fee'])
    .where(where);
}

/** A row read as it is, or out of a JSON list (a timestamp there is its ISO text). */
type Listed<Row extends { cancelled_at: Date | null }> = Omit<Row, 'cancelled_at'> & {
  cancelled_at: Date | string | null;
};

type DoctorBookingRow = Listed<Awaited<ReturnType<ReturnType<typeof doctorBookings>['executeTakeFirstOrThrow']>>>;

function doctorBooking(row: DoctorBookingRow): FoundBooking {
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
    fee: row.fee,
    seenAtDesk: row.desk_status !== null,
  };
}

/**
 * The tests (in the order chosen) with their lab, or a package, named in English and in Hindi; a
 * test without its Hindi keeps its English name in the Hindi list.
 */
function labBookings(db: Db, where: Expression<SqlBool>) {
  return db
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
    .where(where);
}

type LabBookingRow = Listed<Awaited<ReturnType<ReturnType<typeof labBookings>['executeTakeFirstOrThrow']>>>;

function labBooking(row: LabBookingRow): FoundBooking {
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

/** One query, whether or not the booking exists or the contact matches; `lock` holds its row to the transaction's end. */
export async function findBooking(db: Db, wanted: Wanted, lock: boolean): Promise<FoundBooking | null> {
  if (kindOf(wanted) === 'doctor') {
    const row = await doctorBookings(db, isWanted(wanted))
      .$if(lock, (query) => query.forUpdate('b'))
      .executeTakeFirst();
    return row ? doctorBooking(row) : null;
  }
  const row = await labBookings(db, isWanted(wanted))
    .$if(lock, (query) => query.forUpdate('b'))
    .executeTakeFirst();
  return row ? labBooking(row) : null;
}

/** Every booking the account owns (`ownedBy`), doctors' and labs' alike, in one query however many there are. */
export async function findOwnedBookings(db: Db, owner: AccountSubject): Promise<FoundBooking[]> {
  const { doctor, lab } = await db
    .selectNoFrom([
      jsonArrayFrom(doctorBookings(db, ownedBy(owner)).orderBy('b.id')).as('doctor'),
      jsonArrayFrom(labBookings(db, ownedBy(owner)).orderBy('b.id')).as('lab'),
    ])
    .executeTakeFirstOrThrow();
  return [...doctor.map(doctorBooking), ...lab.map(labBooking)];
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

/*
 * A person's bookings for the data principal's rights (privacy/person.ts) and the retention job:
 * found for export and erasure alike, and anonymised: their personal fields blanked and their
 * prescription dropped, while the day, doctor or test, status and reference stay, so the hospital's
 * counts for statistics still add up.
 */

/** A person's rule over a table's e-mail and phone columns (the staff command's: by e-mail or phone). */
export type PersonMatcher = (emailColumn: string, phoneColumn: string) => Expression<SqlBool>;

/** Whose bookings: what an account owns, or what a person's contact details match. */
export type BookingsOf = { account: AccountSubject } | { person: PersonMatcher };

/** Every booking of the account or person, with every field it holds, for export and erasure. */
export async function findPersonalBookings(db: Db, whose: BookingsOf) {
  const bookingsOf = 'account' in whose ? accountOwnsBooking(whose.account, 'a') : whose.person('a.email', 'a.phone');
  const doctorAppointments = await db
    .selectFrom('doctor_appointments as a')
    .innerJoin('doctors as d', 'd.id', 'a.doctor_id')
    .innerJoin('departments as dep', 'dep.id', 'a.department_id')
    .select([
      'a.id',
      'dep.department_name as department',
      'd.doctor_name as doctor',
      'a.visit_date',
      'a.mode',
      'a.patient_name',
      'a.email',
      'a.phone',
      'a.address',
      'a.message',
      'a.status',
      'a.consent_at',
      'a.created_at',
      'a.reference',
      'a.cancelled_at',
    ])
    .where(bookingsOf)
    .orderBy('a.id')
    .execute();
  const labAppointments = await db
    .selectFrom('lab_appointments as a')
    .leftJoin('labs as l', 'l.id', 'a.lab_id')
    .leftJoin('lab_tests as t', 't.id', 'a.test_id')
    .leftJoin('care_packages as p', 'p.id', 'a.package_id')
    .select((eb) => [
      'a.id',
      'l.lab_name as lab',
      // Every test of the booking, in the order chosen (one before migration 0017).
      sql<string | null>`coalesce(array_to_string(${bookedTestNames(eb.ref('a.id'))}, ', '), t.test_name)`.as('test'),
      sql<string | null>`p.texts -> 'en' ->> 'name'`.as('package'),
      'a.price',
      'a.collection',
      'a.collection_pincode',
      'a.collection_window',
      'a.visit_date',
      'a.age',
      'a.patient_name',
      'a.email',
      'a.phone',
      'a.address',
      'a.message',
      'a.prescription_file',
      'a.prescription_type',
      'a.status',
      'a.consent_at',
      'a.created_at',
      'a.reference',
      'a.cancelled_at',
    ])
    .where(bookingsOf)
    .orderBy('a.id')
    .execute();
  return { doctorAppointments, labAppointments };
}

/**
 * For an account's export and erasure: an e-mail (`outbox`) about a booking made while signed in to
 * another account, which is that account's, not this one's.
 */
export function aboutAnotherAccountsBooking(accountId: number): Expression<SqlBool> {
  const others = (table: 'doctor_appointments' | 'lab_appointments') =>
    sql<SqlBool>`exists (select 1 from ${sql.table(table)} b where b.reference = outbox.reference and b.account_id <> ${accountId})`;
  return sql<SqlBool>`(${others('doctor_appointments')} or ${others('lab_appointments')})`;
}

export interface BookingIds {
  doctor: readonly number[];
  lab: readonly number[];
}

export interface AnonymisedBookings {
  doctorAppointments: number;
  labAppointments: number;
  /** Prescription files to delete once the transaction has committed. */
  prescriptionFiles: string[];
  /** One-time codes, access grants and link tokens of these bookings, deleted with them. */
  accessRecords: number;
}

/**
 * `column = any($1)`: the ids go as one array parameter, so a first run over years of bookings
 * stays under PostgreSQL's limit of 65,535 parameters a statement.
 */
function anyId(column: string, ids: readonly number[]): Expression<SqlBool> {
  return sql<SqlBool>`${sql.ref(column)} = any(${[...ids]}::int[])`;
}

const ACCESS_TABLES = ['booking_access_codes', 'booking_access_grants', 'booking_link_tokens'] as const;

/** Whatever opens these bookings: useless, and a link to them, once they hold no one's details. */
async function forgetAccess(trx: Transaction<Database>, kind: BookingKind, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0;
  let deleted = 0;
  for (const table of ACCESS_TABLES) {
    const result = await trx
      .deleteFrom(table)
      .where('booking_kind', '=', kind)
      .where(anyId('booking_id', ids))
      .executeTakeFirst();
    deleted += Number(result.numDeletedRows);
  }
  return deleted;
}

/** Deletes expired codes, grants and link tokens (they open nothing any more); answers how many. */
export async function forgetExpiredAccess(trx: Transaction<Database>): Promise<number> {
  let deleted = 0;
  for (const table of ACCESS_TABLES) {
    const result = await trx
      .deleteFrom(table)
      .where('expires_at', '<', sql<Date>`now()`)
      .executeTakeFirst();
    deleted += Number(result.numDeletedRows);
  }
  return deleted;
}

/** Who the booking was for and where it came from (the network counted its holds while it was future). */
const BLANK_PERSON = { patient_name: '', email: '', phone: '', address: '', message: '', network_key: null } as const;

export async function anonymiseBookings(trx: Transaction<Database>, ids: BookingIds): Promise<AnonymisedBookings> {
  const now = new Date();
  let doctorAppointments = 0;
  let labAppointments = 0;
  const prescriptionFiles: string[] = [];
  if (ids.doctor.length > 0) {
    const result = await trx
      .updateTable('doctor_appointments')
      .set({ ...BLANK_PERSON, anonymised_at: now })
      .where(anyId('id', ids.doctor))
      .executeTakeFirst();
    doctorAppointments = Number(result.numUpdatedRows);
    // A desk's note may name the patient's circumstances; who changed what, and when, stays.
    await trx
      .updateTable('booking_history')
      .set({ note: null })
      .where(anyId('appointment_id', ids.doctor))
      .where('note', 'is not', null)
      .execute();
  }
  if (ids.lab.length > 0) {
    const files = await trx
      .selectFrom('lab_appointments')
      .select('prescription_file')
      .where(anyId('id', ids.lab))
      .where('prescription_file', 'is not', null)
      .forUpdate()
      .execute();
    for (const { prescription_file: file } of files) if (file) prescriptionFiles.push(file);
    const result = await trx
      .updateTable('lab_appointments')
      .set({
        ...BLANK_PERSON,
        // Part of the address: blanked, not removed, so the row still reads as a home visit.
        collection_pincode: sql<string | null>`case when collection_pincode is null then null else '' end`,
        prescription_file: null,
        prescription_type: null,
        anonymised_at: now,
      })
      .where(anyId('id', ids.lab))
      .executeTakeFirst();
    labAppointments = Number(result.numUpdatedRows);
  }
  const accessRecords = (await forgetAccess(trx, 'doctor', ids.doctor)) + (await forgetAccess(trx, 'lab', ids.lab));
  return { doctorAppointments, labAppointments, prescriptionFiles, accessRecords };
}

/** The bookings still holding someone's details whose day is more than `years` years past. */
export async function findBookingsPastPeriod(trx: Transaction<Database>, years: number): Promise<BookingIds> {
  const pastPeriod = sql<string>`current_date - make_interval(years => ${years})`;
  const past = (table: 'doctor_appointments' | 'lab_appointments') =>
    trx
      .selectFrom(table)
      .select('id')
      .where('anonymised_at', 'is', null)
      .where('visit_date', '<', pastPeriod)
      .execute();
  return {
    doctor: (await past('doctor_appointments')).map((row) => row.id),
    lab: (await past('lab_appointments')).map((row) => row.id),
  };
}

/*
 * The front desk's day (issue 47, features/desk): the OPD bookings of a day as the desk lists them,
 * their status changes (each on the row it locked), the arrivals' tokens and the bookings' history.
 * A desk row carries only what the desk needs: the phone's last four digits are cut here, in the
 * query, so the whole number never leaves the database for the list.
 */

/** The channel every change to an OPD booking is announced on, for the desk's live day list. */
export const BOOKING_EVENTS_CHANNEL = 'booking_events';

/** What a change announces: whose day and which booking, never anything about the patient. */
export interface BookingEvent {
  /** `YYYY-MM-DD`, the day whose list changed. */
  date: string;
  doctor: number;
  reference: string;
}

/**
 * Announces a change to every instance's listeners from inside the caller's transaction:
 * PostgreSQL delivers it when that commits, and never when it rolls back.
 */
export async function announceBookingChange(db: Db, event: BookingEvent): Promise<void> {
  const payload = JSON.stringify({ date: event.date, doctor: event.doctor, reference: event.reference });
  await sql`select pg_notify(${BOOKING_EVENTS_CHANNEL}, ${payload})`.execute(db);
}

/** What a lab booking's change announces, for the run sheet: whose day and which booking, nothing more. */
export interface LabBookingEvent {
  /** `YYYY-MM-DD`, the day whose run sheet changed. */
  date: string;
  reference: string;
}

/**
 * Announces a change to a lab booking (made, moved, cancelled, marked) on the same channel, told
 * apart by its `kind`, from inside the caller's transaction as `announceBookingChange` does.
 */
export async function announceLabBookingChange(db: Db, event: LabBookingEvent): Promise<void> {
  const payload = JSON.stringify({ kind: 'lab', date: event.date, reference: event.reference });
  await sql`select pg_notify(${BOOKING_EVENTS_CHANNEL}, ${payload})`.execute(db);
}

/** A moved OPD booking changes its old day's list and, moved to another day, that one's too. */
export async function announceMove(
  db: Db,
  move: { doctor: number; reference: string; from: string; to: string },
): Promise<void> {
  const { doctor, reference } = move;
  await announceBookingChange(db, { date: move.from, doctor, reference });
  if (move.to !== move.from) await announceBookingChange(db, { date: move.to, doctor, reference });
}

/** The slot starts booked bookings hold on the doctor's day. */
export async function heldSlotStarts(db: Db, doctorId: number, day: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('doctor_appointments')
    .select('slot_start')
    .where('doctor_id', '=', doctorId)
    .where('visit_date', '=', day)
    .where('status', '=', 'booked')
    .where('slot_start', 'is not', null)
    .execute();
  return new Set(rows.flatMap((row) => (row.slot_start === null ? [] : [row.slot_start])));
}

/** A doctor booking as the desk sees it, `phone_last4` cut in the database. */
export interface DeskRow {
  id: number;
  reference: string;
  doctor_id: number;
  visit_date: string;
  slot_start: string | null;
  slot_end: string | null;
  mode: AppointmentMode;
  patient_name: string;
  age: number | null;
  sex: Gender | null;
  phone_last4: string;
  source: DeskSource;
  status: BookingStatus;
  desk_status: DeskVisitStatus | null;
  token: number | null;
  arrived_at: Date | null;
  version: number;
}

function deskRows(db: Db) {
  return (
    db
      .selectFrom('doctor_appointments as b')
      // A booking made while signed in knows the account's age and sex; a counter booking its own.
      .leftJoin('accounts as acc', 'acc.id', 'b.account_id')
      .select(['b.id', 'b.reference', 'b.doctor_id', bookingVisitDay, 'b.slot_start', 'b.slot_end', 'b.mode'])
      .select(['b.patient_name', 'b.source', 'b.status', 'b.desk_status', 'b.token', 'b.arrived_at', 'b.version'])
      .select([
        sql<number | null>`coalesce(b.patient_age, acc.age)`.as('age'),
        sql<Gender | null>`coalesce(b.patient_sex, acc.gender)`.as('sex'),
        sql<string>`right(b.phone, 4)`.as('phone_last4'),
      ])
  );
}

/** What the day list's search matches: part of the name, digits of the phone, or the reference. */
export interface DeskSearch {
  /** Lower-case words of the name, as typed. */
  text: string;
  /** The digits typed, when there are at least three. */
  digits: string | null;
  /** The reference as typed, normalised. */
  reference: string | null;
}

/** A day's OPD bookings (or one doctor's), in doctor and slot order; cancelled ones too. */
export function deskDayRows(
  db: Db,
  day: string,
  doctorId: number | null,
  search: DeskSearch | null,
): Promise<DeskRow[]> {
  return deskRows(db)
    .where('b.visit_date', '=', day)
    .$if(doctorId !== null, (query) => query.where('b.doctor_id', '=', doctorId ?? 0))
    .$if(search !== null, (query) =>
      query.where((eb) => {
        const { text, digits, reference } = search ?? { text: '', digits: null, reference: null };
        const found = [eb('b.patient_name', 'ilike', `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)];
        if (digits !== null) found.push(eb(sql<string>`b.phone`, 'like', `%${digits}%`));
        if (reference !== null) found.push(eb('b.reference', '=', reference));
        return eb.or(found);
      }),
    )
    .orderBy('b.doctor_id')
    .orderBy('b.slot_start')
    .orderBy('b.id')
    .execute();
}

/** One OPD booking by reference; `lock` holds its row to the transaction's end. */
export function deskRow(db: Db, reference: string, lock: boolean): Promise<DeskRow | undefined> {
  return deskRows(db)
    .where('b.reference', '=', reference)
    .$if(lock, (query) => query.forUpdate('b'))
    .executeTakeFirst();
}

/** The desk's change to a row: its status columns (the trigger raises its version). */
export interface DeskChange {
  status?: 'booked' | 'cancelled';
  cancelled_at?: Date | null;
  desk_status?: DeskVisitStatus | null;
  token?: number | null;
  arrived_at?: Date | null;
}

export async function changeDeskRow(db: Db, id: number, change: DeskChange): Promise<void> {
  const { cancelled_at, ...rest } = change;
  await db
    .updateTable('doctor_appointments')
    .set({
      ...rest,
      // `cancelled_at` is written only with a status (a check holds them together).
      ...(cancelled_at === undefined ? {} : { cancelled_at: sql<Date>`${cancelled_at}` }),
    })
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

/**
 * The next token for the doctor and day: one counter row raised in the caller's transaction, so
 * concurrent arrivals (on any instance) queue on that row and each gets its own number; a number
 * once handed out is never handed out again, even when its arrival is reset.
 */
export async function nextToken(db: Db, doctorId: number, day: string): Promise<number> {
  const row = await db
    .insertInto('desk_tokens')
    .values({ doctor_id: doctorId, visit_date: day, last_token: 1 })
    .onConflict((conflict) =>
      conflict
        .columns(['doctor_id', 'visit_date'])
        .doUpdateSet({ last_token: sql<number>`desk_tokens.last_token + 1` }),
    )
    .returning('last_token')
    .executeTakeFirstOrThrow();
  return row.last_token;
}

/** A status change or a view, as the history stores it. */
export interface HistoryEntry {
  appointmentId: number;
  at: Date;
  actorId: number | null;
  action: 'view' | 'status';
  from?: string | null;
  to?: string | null;
  reason?: string | null;
  note?: string | null;
  network: string | null;
}

export async function addHistory(db: Db, entries: readonly HistoryEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await db
    .insertInto('booking_history')
    .values(
      entries.map((entry) => ({
        appointment_id: entry.appointmentId,
        at: entry.at,
        actor_id: entry.actorId,
        action: entry.action,
        from_status: entry.from ?? null,
        to_status: entry.to ?? null,
        reason: entry.reason ?? null,
        note: entry.note ?? null,
        network: entry.network,
      })),
    )
    .execute();
}

/**
 * Of `appointmentIds`, those the member has viewed since `since`: a list the desk reloads on every
 * change (and the member again) is one viewing, not a row per reload.
 */
export async function viewedSince(
  db: Db,
  actorId: number | null,
  appointmentIds: readonly number[],
  since: Date,
): Promise<Set<number>> {
  if (appointmentIds.length === 0 || actorId === null) return new Set();
  const rows = await db
    .selectFrom('booking_history')
    .select('appointment_id')
    .distinct()
    .where('actor_id', '=', actorId)
    .where('action', '=', 'view')
    .where('at', '>', since)
    .where('appointment_id', 'in', appointmentIds)
    .execute();
  return new Set(rows.map((row) => row.appointment_id));
}

/** A booking's history, newest first, with the member who acted. */
export function bookingHistory(db: Db, appointmentId: number) {
  return db
    .selectFrom('booking_history as h')
    .leftJoin('staff_accounts as s', 's.id', 'h.actor_id')
    .select(['h.id', 'h.at', 'h.actor_id', 's.name as actor_name', 's.email as actor_email', 'h.action'])
    .select(['h.from_status', 'h.to_status', 'h.reason', 'h.note', 'h.network'])
    .where('h.appointment_id', '=', appointmentId)
    .orderBy('h.id', 'desc')
    .execute();
}

/** Deletes history older than `before`; answers how many rows went. */
export async function forgetOldHistory(db: Db, before: Date): Promise<number> {
  const result = await db.deleteFrom('booking_history').where('at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * The bookings still only booked an hour (`graceMinutes`) after their sitting ended, up to `now`:
 * each joined to the timetable's sitting its slot lies in. Locked, skipping rows a desk holds.
 */
export async function overdueBookings(db: Db, now: Date, graceMinutes: number) {
  const today = sql<string>`(${now}::timestamptz at time zone ${HOSPITAL_TIME_ZONE})`;
  return db
    .selectFrom('doctor_appointments as b')
    .innerJoin('doctor_sessions as s', (join) =>
      join
        .onRef('s.doctor_id', '=', 'b.doctor_id')
        .on(sql<boolean>`s.weekday = extract(dow from b.visit_date)`)
        .on(sql<boolean>`s.online = (b.mode = 'ON')`)
        .on(sql<boolean>`b.slot_start >= s.start_time and b.slot_start < s.end_time`)
        // The timetable in effect on the booking's day (issue 48).
        .on(sql<boolean>`(s.effective_from is null or s.effective_from <= b.visit_date)`)
        .on(sql<boolean>`(s.effective_until is null or s.effective_until >= b.visit_date)`),
    )
    .select(['b.id', 'b.version', 'b.reference', 'b.doctor_id', bookingVisitDay])
    .where('b.status', '=', 'booked')
    .where('b.desk_status', 'is', null)
    .where('b.slot_start', 'is not', null)
    .where(
      sql<boolean>`(b.visit_date + s.end_time::time + make_interval(mins => ${graceMinutes})) <= ${today}::timestamp`,
    )
    .forUpdate('b')
    .skipLocked()
    .execute();
}
