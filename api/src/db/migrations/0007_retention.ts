import type { Kysely } from 'kysely';

/**
 * A booking past its keeping period, or whose patient asked for erasure, keeps its counts for
 * statistics (day, doctor or test, status) with its personal fields blanked; this says when, so the
 * retention job passes over it and staff can tell an anonymised booking from a blank one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['doctor_appointments', 'lab_appointments']) {
    await db.schema.alterTable(table).addColumn('anonymised_at', 'timestamptz').execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['doctor_appointments', 'lab_appointments']) {
    await db.schema.alterTable(table).dropColumn('anonymised_at').execute();
  }
}
