import { sql } from 'kysely';
import type { Kysely } from 'kysely';

const HH_MM = String.raw`'^([01][0-9]|2[0-3]):[0-5][0-9]$'`;

/**
 * Leave and closures set at the desk (issue 48). `doctor_leave` is what the OPD manager saved: a
 * date range or one session, for one doctor or (doctor null) the whole hospital, with its reason.
 * It is expanded into `doctor_exceptions`, one row per day (a session's row names its start), which
 * every reader of the timetable already looks up by doctor and day: the slot reads, the booking's
 * own check, the desk's day, next-free and FHIR stay index lookups, and a hospital-wide day is one
 * row (doctor null) rather than one per doctor. Removing leave deletes its rows with it.
 *
 * `leave_rebook` is one row per booking the leave cancelled (its confirmation): the rebook link's
 * keyed hash (single use, valid until the original visit day ends), and, once used, the new booking.
 * A booking is cancelled by leave at most once (its id is the key).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('doctor_leave')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('doctor_id', 'integer', (col) => col.references('doctors.id').onDelete('cascade'))
    .addColumn('from_day', 'date', (col) => col.notNull())
    .addColumn('to_day', 'date', (col) => col.notNull())
    .addColumn('session_start', 'text', (col) => col.check(sql`session_start ~ ${sql.raw(HH_MM)}`))
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('reason_hi', 'text')
    .addColumn('created_by', 'integer', (col) => col.references('staff_accounts.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('confirmed_at', 'timestamptz')
    .addCheckConstraint('doctor_leave_range', sql`from_day <= to_day`)
    .addCheckConstraint('doctor_leave_session_one_day', sql`session_start is null or from_day = to_day`)
    .execute();

  await sql`alter table doctor_exceptions alter column doctor_id drop not null`.execute(db);
  await db.schema
    .alterTable('doctor_exceptions')
    .addColumn('leave_id', 'integer', (col) => col.references('doctor_leave.id').onDelete('cascade'))
    .addColumn('session_start', 'text', (col) => col.check(sql`session_start ~ ${sql.raw(HH_MM)}`))
    .execute();
  // The seeded days off keep their one row per doctor and day; leave may overlap them and itself.
  await sql`alter table doctor_exceptions drop constraint doctor_exceptions_doctor_day_key`.execute(db);
  await sql`
    create unique index doctor_exceptions_doctor_day_key on doctor_exceptions (doctor_id, day)
      where leave_id is null
  `.execute(db);
  await sql`create index doctor_exceptions_by_doctor_day on doctor_exceptions (doctor_id, day)`.execute(db);
  await sql`create index doctor_exceptions_hospital_day on doctor_exceptions (day) where doctor_id is null`.execute(db);
  await sql`create index doctor_exceptions_leave on doctor_exceptions (leave_id)`.execute(db);

  await db.schema
    .createTable('leave_rebook')
    .addColumn('appointment_id', 'integer', (col) =>
      col.primaryKey().references('doctor_appointments.id').onDelete('cascade'),
    )
    .addColumn('leave_id', 'integer', (col) => col.references('doctor_leave.id').onDelete('set null'))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('cancelled_at', 'timestamptz', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('new_appointment_id', 'integer', (col) => col.references('doctor_appointments.id').onDelete('set null'))
    .execute();
  await sql`create index leave_rebook_leave on leave_rebook (leave_id)`.execute(db);

  // The leave's own message: cancelled because the doctor is away, with the rebook link.
  await sql`alter table notices drop constraint notices_kind_check`.execute(db);
  await sql`
    alter table notices add constraint notices_kind_check
      check (kind in ('confirmation', 'reminder3', 'reminder1', 'change', 'cancellation', 'code', 'unavailable'))
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from notices where kind = 'unavailable'`.execute(db);
  await sql`alter table notices drop constraint notices_kind_check`.execute(db);
  await sql`
    alter table notices add constraint notices_kind_check
      check (kind in ('confirmation', 'reminder3', 'reminder1', 'change', 'cancellation', 'code'))
  `.execute(db);
  await db.schema.dropTable('leave_rebook').execute();
  await sql`delete from doctor_exceptions where leave_id is not null or doctor_id is null`.execute(db);
  await sql`drop index doctor_exceptions_leave`.execute(db);
  await sql`drop index doctor_exceptions_hospital_day`.execute(db);
  await sql`drop index doctor_exceptions_by_doctor_day`.execute(db);
  await sql`drop index doctor_exceptions_doctor_day_key`.execute(db);
  await sql`
    alter table doctor_exceptions add constraint doctor_exceptions_doctor_day_key unique (doctor_id, day)
  `.execute(db);
  await db.schema.alterTable('doctor_exceptions').dropColumn('leave_id').dropColumn('session_start').execute();
  await sql`alter table doctor_exceptions alter column doctor_id set not null`.execute(db);
  await db.schema.dropTable('doctor_leave').execute();
}
