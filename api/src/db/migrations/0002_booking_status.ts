import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * A booking can be cancelled by the patient (manage booking): it is marked, with the time, and
 * never deleted. Existing bookings are `booked`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['doctor_appointments', 'lab_appointments']) {
    await db.schema
      .alterTable(table)
      .addColumn('status', 'text', (col) =>
        col
          .notNull()
          .defaultTo('booked')
          .check(sql`status in ('booked', 'cancelled')`),
      )
      .addColumn('cancelled_at', 'timestamptz')
      .execute();
    // A cancelled booking always says when; a booked one never does.
    await db.schema
      .alterTable(table)
      .addCheckConstraint(`${table}_cancelled_at_check`, sql`(status = 'cancelled') = (cancelled_at is not null)`)
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['doctor_appointments', 'lab_appointments']) {
    await db.schema.alterTable(table).dropConstraint(`${table}_cancelled_at_check`).execute();
    await db.schema.alterTable(table).dropColumn('cancelled_at').dropColumn('status').execute();
  }
}
