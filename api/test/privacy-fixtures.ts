/**
 * Rows and files about one person, written straight into the store so the retention and privacy
 * tests can place them in the past (a visit three years ago, a message a year old) without waiting.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../src/db';
import { generateBookingReference } from '../src/features/appointments/reference';

export interface Someone {
  name: string;
  email: string;
  phone: string;
}

export const ASHA: Someone = { name: 'Asha Rani', email: 'asha.rani@example.com', phone: '9812345670' };
export const VIKRAM: Someone = { name: 'Vikram Singh', email: 'vikram.singh@example.com', phone: '9876501234' };

/** `days` before today in the database's calendar (negative: after), as the `visit_date` column takes it. */
const daysAgo = (days: number) => sql<string>`(current_date - ${days}::int)`;

export async function insertDoctorBooking(db: Kysely<Database>, who: Someone, visitDaysAgo = -3): Promise<number> {
  const row = await db
    .insertInto('doctor_appointments')
    .values({
      reference: generateBookingReference('APT'),
      department_id: 1,
      doctor_id: 1,
      visit_date: daysAgo(visitDaysAgo),
      mode: 'OFF',
      patient_name: who.name,
      email: who.email,
      phone: who.phone,
      address: 'House 214, Sector 15, Faridabad',
      message: 'Follow-up for blood pressure',
      consent_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A lab booking with a prescription file in `<data dir>/uploads/`; answers its id and the file's name. */
export async function insertLabBooking(
  db: Kysely<Database>,
  dataDir: string,
  who: Someone,
  visitDaysAgo = -2,
): Promise<{ id: number; file: string }> {
  const file = `${randomUUID()}.pdf`;
  await mkdir(join(dataDir, 'uploads'), { recursive: true });
  await writeFile(join(dataDir, 'uploads', file), '%PDF-1.4\n%%EOF\n');
  const row = await db
    .insertInto('lab_appointments')
    .values({
      reference: generateBookingReference('LAB'),
      lab_id: 1,
      test_id: 1,
      price: 350,
      visit_date: daysAgo(visitDaysAgo),
      age: 54,
      patient_name: who.name,
      email: who.email,
      phone: who.phone,
      address: 'Flat 12, NIT 3, Faridabad',
      message: 'Fasting since 8 pm',
      prescription_file: file,
      prescription_type: 'application/pdf',
      consent_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, file };
}

/** A home care visit booked as a package, at the person's home in Faridabad; answers its id. */
export async function insertHomeVisitBooking(db: Kysely<Database>, who: Someone): Promise<number> {
  const nursing = await db
    .selectFrom('care_packages')
    .select(['id', 'price'])
    .where('slug', '=', 'home-nursing-visit')
    .executeTakeFirstOrThrow();
  const row = await db
    .insertInto('lab_appointments')
    .values({
      reference: generateBookingReference('LAB'),
      package_id: nursing.id,
      lab_id: null,
      test_id: null,
      price: nursing.price,
      collection: 'home',
      collection_pincode: '121005',
      collection_window: '07-09',
      visit_date: daysAgo(-2),
      age: 78,
      patient_name: who.name,
      email: who.email,
      phone: who.phone,
      address: 'House 9, Sector 21C, Faridabad',
      message: '',
      prescription_file: null,
      prescription_type: null,
      consent_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertContactMessage(db: Kysely<Database>, who: Someone, ageDays = 0): Promise<number> {
  const row = await db
    .insertInto('contact_messages')
    .values({
      name: who.name,
      email: who.email,
      phone: who.phone,
      subject: 'OPD timings',
      message: 'When does the cardiology OPD open?',
      consent_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await sql`update contact_messages set created_at = now() - make_interval(days => ${ageDays}) where id = ${row.id}`.execute(
    db,
  );
  return row.id;
}

export async function insertAccount(db: Kysely<Database>, who: Someone, loginId: string): Promise<number> {
  const row = await db
    .insertInto('accounts')
    .values({
      name: who.name,
      email: who.email,
      phone: who.phone,
      age: 61,
      gender: 'F',
      login_id: loginId,
      password_hash: 'scrypt$not-a-real-hash',
      consent_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * An e-mail to this person, with its `.eml` file as the outbox writes it when there is no SMTP
 * server. `sentDaysAgo` null: never delivered, written `writtenDaysAgo` days ago.
 */
export async function insertMail(
  db: Kysely<Database>,
  dataDir: string,
  who: Someone,
  ages: { sentDaysAgo: number | null; writtenDaysAgo?: number },
): Promise<{ id: number; file: string | null }> {
  const reference = 'APT-000001';
  const row = await db
    .insertInto('outbox')
    .values({
      recipient: who.email,
      subject: `Appointment request received: ${reference}`,
      body_text: `Dear ${who.name}`,
      reference,
      last_error: null,
      sent_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const written = ages.writtenDaysAgo ?? ages.sentDaysAgo ?? 0;
  const sent = ages.sentDaysAgo;
  // Delivered or given up: the dispatcher leaves it alone.
  await sql`
    update outbox set
      created_at = now() - make_interval(days => ${written}),
      sent_at = case when ${sent}::int is null then null else now() - make_interval(days => ${sent}::int) end,
      attempts = 5,
      status = case when ${sent}::int is null then 'failed' else 'sent' end
    where id = ${row.id}
  `.execute(db);
  if (sent === null) return { id: row.id, file: null };
  const file = `${reference}-${row.id}.eml`;
  const path = join(dataDir, 'outbox', file);
  await mkdir(join(dataDir, 'outbox'), { recursive: true });
  await writeFile(path, `To: ${who.email}\n\nDear ${who.name}\n`);
  const when = new Date(Date.now() - sent * 24 * 60 * 60 * 1000);
  await utimes(path, when, when);
  return { id: row.id, file };
}

/** Stands in for a keyed hash: unique, and nothing opens with it. */
const hash = () => randomUUID().replaceAll('-', '');

/** A one-time code, an access grant and a link token for a booking, expiring in `minutes` (negative: expired). */
export async function insertAccess(
  db: Kysely<Database>,
  kind: 'doctor' | 'lab',
  bookingId: number,
  minutes: number,
): Promise<void> {
  const expires = sql<Date>`now() + make_interval(mins => ${minutes})`;
  await db
    .insertInto('booking_access_codes')
    .values({ booking_kind: kind, booking_id: bookingId, code_hash: hash(), expires_at: expires, consumed_at: null })
    .execute();
  await db
    .insertInto('booking_access_grants')
    .values({ grant_hash: hash(), booking_kind: kind, booking_id: bookingId, expires_at: expires })
    .execute();
  await db
    .insertInto('booking_link_tokens')
    .values({ token_hash: hash(), booking_kind: kind, booking_id: bookingId, expires_at: expires, used_at: null })
    .execute();
}

/** How many codes, grants and link tokens open this booking. */
export async function accessCount(db: Kysely<Database>, kind: 'doctor' | 'lab', bookingId: number): Promise<number> {
  let count = 0;
  for (const table of ['booking_access_codes', 'booking_access_grants', 'booking_link_tokens'] as const) {
    const rows = await db
      .selectFrom(table)
      .select('booking_id')
      .where('booking_kind', '=', kind)
      .where('booking_id', '=', bookingId)
      .execute();
    count += rows.length;
  }
  return count;
}

/**
 * An SMS about a lab booking, sent `sentDaysAgo` days ago with its file in `<data dir>/outbox/` as
 * the file channel writes it; null days: still waiting (a reminder due later), no file yet.
 */
export async function insertTextMessage(
  db: Kysely<Database>,
  dataDir: string,
  who: Someone,
  labBookingId: number,
  ages: { sentDaysAgo: number | null; writtenDaysAgo?: number },
): Promise<{ id: number; file: string | null }> {
  const { reference } = await db
    .selectFrom('lab_appointments')
    .select('reference')
    .where('id', '=', labBookingId)
    .executeTakeFirstOrThrow();
  const sent = ages.sentDaysAgo;
  const written = ages.writtenDaysAgo ?? sent ?? 0;
  const row = await db
    .insertInto('notices')
    .values({
      dedupe: `lab:${labBookingId}:reminder1:${randomUUID()}:sms`,
      booking_kind: 'lab',
      booking_id: labBookingId,
      reference,
      kind: 'reminder1',
      channel: 'sms',
      phone: who.phone,
      language: 'en',
      variables: JSON.stringify([who.name, reference]),
      status: sent === null ? 'pending' : 'delivered',
      next_attempt_at: new Date(),
      send_key: randomUUID(),
      sent_at: sent === null ? null : new Date(Date.now() - sent * 24 * 60 * 60 * 1000),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await sql`update notices set created_at = now() - make_interval(days => ${written}) where id = ${row.id}`.execute(db);
  if (sent === null) return { id: row.id, file: null };
  const file = `${reference}-${row.id}.sms.txt`;
  const path = join(dataDir, 'outbox', file);
  await mkdir(join(dataDir, 'outbox'), { recursive: true });
  await writeFile(path, `To: ${who.phone}\n\nDear ${who.name}\n`);
  const when = new Date(Date.now() - sent * 24 * 60 * 60 * 1000);
  await utimes(path, when, when);
  return { id: row.id, file };
}
