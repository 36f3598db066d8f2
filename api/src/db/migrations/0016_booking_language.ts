import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * The language a booking was made in (issue 44): its e-mails and calendar file are written in it.
 * Bookings made before it were made on English-only e-mails, so they stay `en`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['doctor_appointments', 'lab_appointments']) {
    await db.schema
      .alterTable(table)
      .addColumn('language', 'text', (col) =>
        col
          .notNull()
          .defaultTo('en')
          .check(sql`language in ('en', 'hi')`),
      )
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['doctor_appointments', 'lab_appointments']) {
    await db.schema.alterTable(table).dropColumn('language').execute();
  }
}
