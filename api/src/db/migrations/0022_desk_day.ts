import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * The front desk's day (issue 47), on the OPD bookings:
 * - `desk_status` (arrived, completed, no_show; null while simply booked) beside `status`, which
 *   stays `booked` for those, so the slot index of migration 0011 keeps holding their slot and the
 *   patient's side reads them as before; a cancellation is still `status = 'cancelled'` (which
 *   wins over `desk_status`: a patient may still cancel on the site);
 * - `token` and `arrived_at`: the arrival's number for the doctor and day, unique among that
 *   doctor's day (an index), handed out from `desk_tokens` (one counter row per doctor and day,
 *   raised in the arrival's transaction), so a number is never given twice, even after a reset;
 * - `source` (web, phone, walk_in), and the age and sex a counter booking records;
 * - `version`, raised by a trigger on every update of the row (a desk's, a patient's move or
 *   cancel, retention's): a desk's change names the version it read and is refused when stale;
 * - `booking_history`: every status change and every staff view of a booking, with the member,
 *   time, from → to, reason and network; kept one year (the desk's sweep deletes older rows).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('doctor_appointments')
    .addColumn('desk_status', 'text', (col) => col.check(sql`desk_status in ('arrived', 'completed', 'no_show')`))
    .addColumn('token', 'integer', (col) => col.check(sql`token > 0`))
    .addColumn('arrived_at', 'timestamptz')
    .addColumn('source', 'text', (col) =>
      col
        .notNull()
        .defaultTo('web')
        .check(sql`source in ('web', 'phone', 'walk_in')`),
    )
    .addColumn('patient_age', 'integer', (col) => col.check(sql`patient_age between 0 and 130`))
    .addColumn('patient_sex', 'text', (col) => col.check(sql`patient_sex in ('M', 'F', 'O')`))
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();
  await sql`
    alter table doctor_appointments
      add constraint doctor_appointments_arrival_check
        check ((token is not null) = coalesce(desk_status in ('arrived', 'completed'), false)
          and (token is null) = (arrived_at is null))
  `.execute(db);
  await sql`
    create unique index doctor_appointments_token_key on doctor_appointments (doctor_id, visit_date, token)
      where token is not null
  `.execute(db);
  await sql`
    create function doctor_appointments_next_version() returns trigger language plpgsql as $$
    begin
      new.version := old.version + 1;
      return new;
    end
    $$
  `.execute(db);
  await sql`
    create trigger doctor_appointments_version before update on doctor_appointments
      for each row execute function doctor_appointments_next_version()
  `.execute(db);

  await db.schema
    .createTable('desk_tokens')
    .addColumn('doctor_id', 'integer', (col) => col.notNull().references('doctors.id').onDelete('cascade'))
    .addColumn('visit_date', 'date', (col) => col.notNull())
    .addColumn('last_token', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('desk_tokens_pkey', ['doctor_id', 'visit_date'])
    .execute();

  await db.schema
    .createTable('booking_history')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('appointment_id', 'integer', (col) =>
      col.notNull().references('doctor_appointments.id').onDelete('cascade'),
    )
    .addColumn('at', 'timestamptz', (col) => col.notNull())
    .addColumn('actor_id', 'integer', (col) => col.references('staff_accounts.id').onDelete('set null'))
    .addColumn('action', 'text', (col) => col.notNull().check(sql`action in ('view', 'status')`))
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text')
    .addColumn('reason', 'text')
    .addColumn('note', 'text')
    .addColumn('network', 'text')
    .execute();
  await db.schema
    .createIndex('booking_history_appointment_idx')
    .on('booking_history')
    .columns(['appointment_id', 'id'])
    .execute();
  await db.schema.createIndex('booking_history_at_idx').on('booking_history').column('at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('booking_history').execute();
  await db.schema.dropTable('desk_tokens').execute();
  await sql`drop trigger doctor_appointments_version on doctor_appointments`.execute(db);
  await sql`drop function doctor_appointments_next_version()`.execute(db);
  await sql`drop index doctor_appointments_token_key`.execute(db);
  await sql`
    alter table doctor_appointments
      drop constraint doctor_appointments_arrival_check
  `.execute(db);
  await db.schema
    .alterTable('doctor_appointments')
    .dropColumn('version')
    .dropColumn('patient_sex')
    .dropColumn('patient_age')
    .dropColumn('source')
    .dropColumn('arrived_at')
    .dropColumn('token')
    .dropColumn('desk_status')
    .execute();
}
