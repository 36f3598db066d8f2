import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * The hospital information system's (HMIS) appointment feed (issue 50), `/fhir/R4/Appointment`:
 * - `hmis_keys`: the API keys an admin issues for it, each with a name (unique, whatever the case,
 *   for ever: the staff audit names a key by it, so a name never means two keys), only the keyed
 *   hash of the key (HMAC-SHA256 under the server's key: a copy of the database opens no feed), who
 *   issued it (null: the server's command), when, when revoked, when last used;
 * - `doctor_appointments.updated_at`, for `_lastUpdated` polling: set by a trigger on every update
 *   (as `version` is, so no way of changing a booking can forget it: the site, the desk, retention,
 *   the no-show sweep), the row's creation otherwise; rows already there get their latest known
 *   change (created, cancelled or arrived). `now()` is the transaction's start, so a poller asks
 *   again with a little overlap (docs/fhir.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('hmis_keys')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull().check(sql`length(name) between 1 and 60`))
    .addColumn('key_hash', 'text', (col) => col.notNull().unique())
    .addColumn('created_by', 'integer', (col) => col.references('staff_accounts.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('last_used_at', 'timestamptz')
    .execute();
  await sql`create unique index hmis_keys_name_key on hmis_keys (lower(name))`.execute(db);

  await db.schema.alterTable('doctor_appointments').addColumn('updated_at', 'timestamptz').execute();
  await sql`
    update doctor_appointments
       set updated_at = greatest(created_at, cancelled_at, arrived_at)
  `.execute(db);
  await sql`
    alter table doctor_appointments
      alter column updated_at set default now(),
      alter column updated_at set not null
  `.execute(db);
  await sql`
    create function doctor_appointments_touch() returns trigger language plpgsql as $$
    begin
      new.updated_at := now();
      return new;
    end
    $$
  `.execute(db);
  await sql`
    create trigger doctor_appointments_updated_at before update on doctor_appointments
      for each row execute function doctor_appointments_touch()
  `.execute(db);
  await db.schema
    .createIndex('doctor_appointments_updated_at_idx')
    .on('doctor_appointments')
    .column('updated_at')
    .execute();
  // The feed searches every doctor's days (`date=`); the desk's indexes all start with the doctor.
  await db.schema
    .createIndex('doctor_appointments_visit_date_idx')
    .on('doctor_appointments')
    .column('visit_date')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index doctor_appointments_visit_date_idx`.execute(db);
  await sql`drop trigger doctor_appointments_updated_at on doctor_appointments`.execute(db);
  await sql`drop function doctor_appointments_touch()`.execute(db);
  await db.schema.alterTable('doctor_appointments').dropColumn('updated_at').execute();
  await db.schema.dropTable('hmis_keys').execute();
}
