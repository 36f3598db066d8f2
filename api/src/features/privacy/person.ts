/**
 * A data principal's rights (DPDP Act 2023): everything held about one person, found by e-mail
 * address and optionally phone number, exported as JSON or erased. Erasure anonymises bookings (the
 * counts stay for statistics), deletes contact messages, accounts and e-mails sent to them, then
 * their files; the database part is one transaction, so it happens whole or not at all.
 */
import type { Expression, Kysely, SqlBool, Transaction } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../db';
import { anonymiseBookings } from './bookings';
import { removeMailFiles, removePrescriptions } from './files';

export interface Person {
  email: string;
  /** Any spelling (`+91 98100 12345`): compared on its last ten digits. */
  phone: string | null;
}

/** Indian mobile numbers are ten digits; a leading +91 or 0 is dropped. */
const PHONE_DIGITS = 10;

function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, '').slice(-PHONE_DIGITS);
}

/** Matches a row whose e-mail is the person's (any case) or whose phone is theirs. */
function matches(person: Person, emailColumn: string, phoneColumn: string): Expression<SqlBool> {
  const byEmail = sql<SqlBool>`lower(${sql.ref(emailColumn)}) = ${person.email.trim().toLowerCase()}`;
  if (person.phone === null) return byEmail;
  const digits = phoneDigits(person.phone);
  return sql<SqlBool>`(${byEmail} or right(regexp_replace(${sql.ref(phoneColumn)}, '\\D', '', 'g'), ${PHONE_DIGITS}) = ${digits})`;
}

type Reader = Kysely<Database> | Transaction<Database>;

async function findRows(db: Reader, person: Person) {
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
      'a.cancelled_at',
    ])
    .where(matches(person, 'a.email', 'a.phone'))
    .orderBy('a.id')
    .execute();
  const labAppointments = await db
    .selectFrom('lab_appointments as a')
    .leftJoin('labs as l', 'l.id', 'a.lab_id')
    .leftJoin('lab_tests as t', 't.id', 'a.test_id')
    .leftJoin('care_packages as p', 'p.id', 'a.package_id')
    .select([
      'a.id',
      'l.lab_name as lab',
      't.test_name as test',
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
      'a.cancelled_at',
    ])
    .where(matches(person, 'a.email', 'a.phone'))
    .orderBy('a.id')
    .execute();
  const contactMessages = await db
    .selectFrom('contact_messages')
    .selectAll()
    .where(matches(person, 'email', 'phone'))
    .orderBy('id')
    .execute();
  // Never the password hash: it is not the person's data to read, and it would help guess the password.
  const accounts = await db
    .selectFrom('accounts')
    .select(['id', 'name', 'email', 'phone', 'age', 'gender', 'login_id', 'consent_at', 'created_at'])
    .where(matches(person, 'email', 'phone'))
    .orderBy('id')
    .execute();
  // E-mails to any address the person's rows hold (a phone can bring in a second address).
  const addresses = new Set([person.email.trim().toLowerCase()]);
  for (const row of [...doctorAppointments, ...labAppointments, ...contactMessages, ...accounts]) {
    if (row.email) addresses.add(row.email.toLowerCase());
  }
  const outbox = await db
    .selectFrom('outbox')
    .select(['id', 'recipient', 'subject', 'body_text', 'reference', 'sent_at', 'created_at'])
    .where(sql<string>`lower(recipient)`, 'in', [...addresses])
    .orderBy('id')
    .execute();
  return {
    doctor_appointments: doctorAppointments,
    lab_appointments: labAppointments,
    contact_messages: contactMessages,
    accounts,
    outbox,
  };
}

export type PersonalData = Awaited<ReturnType<typeof findRows>>;

/** Everything held about the person, ready for JSON. */
export async function exportPerson(db: Kysely<Database>, person: Person): Promise<PersonalData> {
  return findRows(db, person);
}

export interface ErasureCounts {
  doctor_appointments: number;
  lab_appointments: number;
  contact_messages: number;
  accounts: number;
  outbox_messages: number;
  prescription_files: number;
  mail_files: number;
  access_records: number;
}

const ids = (rows: { id: number }[]) => rows.map((row) => row.id);

export async function erasePerson(db: Kysely<Database>, dataDir: string, person: Person): Promise<ErasureCounts> {
  const erased = await db.transaction().execute(async (trx) => {
    const found = await findRows(trx, person);
    const bookings = await anonymiseBookings(trx, {
      doctor: found.doctor_appointments.map((row) => row.id),
      lab: found.lab_appointments.map((row) => row.id),
    });
    const deleteByIds = async (table: 'contact_messages' | 'accounts' | 'outbox', rowIds: number[]) => {
      if (rowIds.length === 0) return 0;
      const result = await trx.deleteFrom(table).where('id', 'in', rowIds).executeTakeFirst();
      return Number(result.numDeletedRows);
    };
    return {
      bookings,
      contactMessages: await deleteByIds('contact_messages', ids(found.contact_messages)),
      accounts: await deleteByIds('accounts', ids(found.accounts)),
      outboxIds: ids(found.outbox),
      outboxMessages: await deleteByIds('outbox', ids(found.outbox)),
    };
  });
  return {
    doctor_appointments: erased.bookings.doctorAppointments,
    lab_appointments: erased.bookings.labAppointments,
    contact_messages: erased.contactMessages,
    accounts: erased.accounts,
    outbox_messages: erased.outboxMessages,
    prescription_files: await removePrescriptions(dataDir, erased.bookings.prescriptionFiles),
    mail_files: await removeMailFiles(dataDir, erased.outboxIds),
    access_records: erased.bookings.accessRecords,
  };
}
