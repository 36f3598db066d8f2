import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * The phlebotomist's run sheet (issue 47's Labs), on the lab bookings:
 * - `desk_status` (collected, not_reached; null while simply booked) beside `status`, which stays
 *   `booked`, so the patient's side reads them as before; a cancellation (`status`) wins;
 * - `collected_at`, when the sample was marked taken;
 * - `version`, raised by a trigger on every update (a desk's mark, a patient's move or cancel,
 *   retention's): a mark names the version it read and is refused when stale;
 * - `lab_booking_history`: every mark and every staff view of a lab booking, with the member, time,
 *   from → to, reason and network, as `booking_history` keeps for OPD bookings; kept one year.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('lab_appointments')
    .addColumn('desk_status', 'text', (col) => col.check(sql`desk_status in ('collected', 'not_reached')`))
    .addColumn('collected_at', 'timestamptz')
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();
  await sql`
    create function lab_appointments_next_version() returns trigger language plpgsql as $$
    begin
      new.version := old.version + 1;
      return new;
    end
    $$
  `.execute(db);
  await sql`
    create trigger lab_appointments_version before update on lab_appointments
      for each row execute function lab_appointments_next_version()
  `.execute(db);

  await db.schema
    .createTable('lab_booking_history')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('appointment_id', 'integer', (col) =>
      col.notNull().references('lab_appointments.id').onDelete('cascade'),
    )
    .addColumn('at', 'timestamptz', (col) => col.notNull())
    .addColumn('actor_id', 'integer', (col) => col.references('staff_accounts.id').onDelete('set null'))
    .addColumn('action', 'text', (col) => col.notNull().check(sql`action in ('view', 'status')`))
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text')
    .addColumn('reason', 'text')
    .addColumn('network', 'text')
    .execute();
  await db.schema
    .createIndex('lab_booking_history_appointment_idx')
    .on('lab_booking_history')
    .columns(['appointment_id', 'id'])
    .execute();
  await db.schema.createIndex('lab_booking_history_at_idx').on('lab_booking_history').column('at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('lab_booking_history').execute();
  await sql`drop trigger lab_appointments_version on lab_appointments`.execute(db);
  await sql`drop function lab_appointments_next_version()`.execute(db);
  await db.schema
    .alterTable('lab_appointments')
    .dropColumn('version')
    .dropColumn('collected_at')
    .dropColumn('desk_status')
    .execute();
}
