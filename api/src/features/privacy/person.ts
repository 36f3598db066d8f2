/**
 * A data principal's rights (DPDP Act 2023): everything held about one data subject, exported as
 * JSON or erased. Export and erasure select with the same `findRows`, so an export shows exactly
 * what erasure takes. Erasure anonymises bookings (the counts stay for statistics), deletes contact
 * messages, accounts, and the e-mails and text messages sent to them, then their files; the database part is one
 * transaction, so it happens whole or not at all.
 *
 * Two kinds of subject, by what proves the rows are theirs:
 * - an account (self-service): the rows linked to it, and the rows with its e-mail once that e-mail
 *   is confirmed, never a row linked to another account, and never by phone: an account's phone is
 *   typed, not verified, so matching by it would let anyone erase (or read) a stranger's bookings;
 * - a contact (the staff command, after the hospital has checked the person's identity): rows by
 *   e-mail address or phone number.
 */
import type { Expression, Kysely, SqlBool, Transaction } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../db';
import { aboutAnotherAccountsBooking, anonymiseBookings, findPersonalBookings } from '../appointments';
import type { AccountSubject } from '../sessions';
import { removeMailFiles, removePrescriptions, removeTextFiles } from './files';

/** A person as the staff command names them, once their identity is checked. */
export interface Person {
  email: string;
  /** Any spelling (`+91 98100 12345`): compared on its last ten digits. */
  phone: string | null;
}

export type DataSubject = { kind: 'contact'; person: Person } | ({ kind: 'account' } & AccountSubject);

/** Indian mobile numbers are ten digits; a leading +91 or 0 is dropped. */
const PHONE_DIGITS = 10;

function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, '').slice(-PHONE_DIGITS);
}

const sameEmail = (column: string, email: string) =>
  sql<SqlBool>`lower(${sql.ref(column)}) = ${email.trim().toLowerCase()}`;

/** Matches a row whose e-mail is the person's (any case) or whose phone is theirs. */
function contactMatches(person: Person, emailColumn: string, phoneColumn: string): Expression<SqlBool> {
  const byEmail = sameEmail(emailColumn, person.email);
  if (person.phone === null) return byEmail;
  const digits = phoneDigits(person.phone);
  return sql<SqlBool>`(${byEmail} or right(regexp_replace(${sql.ref(phoneColumn)}, '\\D', '', 'g'), ${PHONE_DIGITS}) = ${digits})`;
}

/** For an account: not an e-mail about a booking made while signed in to another account. */
function notAnotherAccounts(subject: DataSubject): Expression<SqlBool> {
  if (subject.kind === 'contact') return sql<SqlBool>`true`;
  return sql<SqlBool>`not ${aboutAnotherAccountsBooking(subject.accountId)}`;
}

/** The rows of a table with the subject's e-mail and phone columns that are theirs. */
function subjectMatches(subject: DataSubject, emailColumn: string, phoneColumn: string): Expression<SqlBool> {
  if (subject.kind === 'contact') return contactMatches(subject.person, emailColumn, phoneColumn);
  if (subject.confirmedEmail === null) return sql<SqlBool>`false`;
  return sameEmail(emailColumn, subject.confirmedEmail);
}

type Reader = Kysely<Database> | Transaction<Database>;

async function findRows(db: Reader, subject: DataSubject) {
  const { doctorAppointments, labAppointments } = await findPersonalBookings(
    db,
    subject.kind === 'contact'
      ? { person: (email, phone) => contactMatches(subject.person, email, phone) }
      : { account: subject },
  );
  const contactMessages = await db
    .selectFrom('contact_messages')
    .selectAll()
    .where(subjectMatches(subject, 'email', 'phone'))
    .orderBy('id')
    .execute();
  // Never the password hash: it is not the person's data to read, and it would help guess the password.
  const accounts = await db
    .selectFrom('accounts')
    .select(['id', 'name', 'email', 'phone', 'age', 'gender', 'login_id', 'consent_at', 'created_at'])
    .where(
      subject.kind === 'contact'
        ? contactMatches(subject.person, 'email', 'phone')
        : sql<SqlBool>`id = ${subject.accountId}`,
    )
    .orderBy('id')
    .execute();
  // E-mails about the subject's bookings, and to the addresses that are theirs: for a contact, any
  // address their rows hold (a phone can bring in a second address); for an account, its confirmed one.
  const addresses = new Set<string>();
  if (subject.kind === 'contact') {
    addresses.add(subject.person.email.trim().toLowerCase());
    for (const row of [...doctorAppointments, ...labAppointments, ...contactMessages, ...accounts]) {
      if (row.email) addresses.add(row.email.toLowerCase());
    }
  } else if (subject.confirmedEmail !== null) {
    addresses.add(subject.confirmedEmail.trim().toLowerCase());
  }
  const references = [...doctorAppointments, ...labAppointments].map((row) => row.reference);
  const outbox =
    addresses.size === 0 && references.length === 0
      ? []
      : await db
          .selectFrom('outbox')
          .select(['id', 'recipient', 'subject', 'body_text', 'reference', 'sent_at', 'created_at'])
          .where((eb) =>
            eb.or([
              ...(addresses.size > 0
                ? [eb.and([eb(sql<string>`lower(recipient)`, 'in', [...addresses]), notAnotherAccounts(subject)])]
                : []),
              ...(references.length > 0 ? [eb('reference', 'in', references)] : []),
            ]),
          )
          .orderBy('id')
          .execute();
  // SMS and WhatsApp messages about the subject's bookings, and for a contact those to their phone.
  // A number's "stop" stays (notice_stops): it is how the hospital keeps from texting it again.
  const phone = subject.kind === 'contact' && subject.person.phone !== null ? phoneDigits(subject.person.phone) : null;
  const textMessages =
    phone === null && references.length === 0
      ? []
      : await db
          .selectFrom('notices')
          .select([
            'id',
            'reference',
            'kind',
            'channel',
            'phone',
            'language',
            'variables',
            'status',
            'sent_at',
            'created_at',
          ])
          .where((eb) =>
            eb.or([
              ...(phone !== null ? [eb('phone', '=', phone)] : []),
              ...(references.length > 0 ? [eb('reference', 'in', references)] : []),
            ]),
          )
          .orderBy('id')
          .execute();
  return {
    doctor_appointments: doctorAppointments,
    lab_appointments: labAppointments,
    contact_messages: contactMessages,
    accounts,
    outbox,
    text_messages: textMessages,
  };
}

export type PersonalData = Awaited<ReturnType<typeof findRows>>;

/** Everything held about the subject, ready for JSON: exactly what `eraseSubject` takes. */
export async function exportSubject(db: Kysely<Database>, subject: DataSubject): Promise<PersonalData> {
  return findRows(db, subject);
}

export interface ErasureCounts {
  doctor_appointments: number;
  lab_appointments: number;
  contact_messages: number;
  accounts: number;
  outbox_messages: number;
  text_messages: number;
  prescription_files: number;
  /** `.eml` and text-message files. */
  mail_files: number;
  access_records: number;
}

const ids = (rows: { id: number }[]) => rows.map((row) => row.id);

export async function eraseSubject(
  db: Kysely<Database>,
  dataDir: string,
  subject: DataSubject,
): Promise<ErasureCounts> {
  const erased = await db.transaction().execute(async (trx) => {
    const found = await findRows(trx, subject);
    const bookings = await anonymiseBookings(trx, {
      doctor: found.doctor_appointments.map((row) => row.id),
      lab: found.lab_appointments.map((row) => row.id),
    });
    const deleteByIds = async (table: 'contact_messages' | 'accounts' | 'outbox' | 'notices', rowIds: number[]) => {
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
      textIds: ids(found.text_messages),
      textMessages: await deleteByIds('notices', ids(found.text_messages)),
    };
  });
  return {
    doctor_appointments: erased.bookings.doctorAppointments,
    lab_appointments: erased.bookings.labAppointments,
    contact_messages: erased.contactMessages,
    accounts: erased.accounts,
    outbox_messages: erased.outboxMessages,
    text_messages: erased.textMessages,
    prescription_files: await removePrescriptions(dataDir, erased.bookings.prescriptionFiles),
    mail_files: (await removeMailFiles(dataDir, erased.outboxIds)) + (await removeTextFiles(dataDir, erased.textIds)),
    access_records: erased.bookings.accessRecords,
  };
}
