/**
 * Anonymising a booking: its personal fields blanked and its prescription dropped, while the day,
 * doctor or test, status and reference stay, so the hospital's counts for statistics still add up.
 * Used by the retention job (bookings past their period) and by erasure (one person's bookings).
 */
import { sql } from 'kysely';
import type { Expression, SqlBool, Transaction } from 'kysely';
import type { Database } from '../../db';
import type { BookingKind } from '../../db/schema';

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
