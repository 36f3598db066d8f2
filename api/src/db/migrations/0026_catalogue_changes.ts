import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * What the hospital changes in its catalogue from the desk (issue 48: timetables, leave, fees and
 * prices, doctors' profiles, the hospital's facts), one row per saved change: who (the staff
 * member), when, what it was about and its state before and after. It is the history the desk shows,
 * and its highest id is the catalogue's version: a page rendered before that change is stale.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('catalogue_changes')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('actor_id', 'integer', (col) => col.references('staff_accounts.id').onDelete('set null'))
    /** `doctor:12`, `package:full-body-checkup`, `test:3`, `hospital`. */
    .addColumn('subject', 'text', (col) => col.notNull())
    /** The doctor it concerns, if any, so a doctor's history and their pages are found by index. */
    .addColumn('doctor_id', 'integer', (col) => col.references('doctors.id').onDelete('set null'))
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('before', 'jsonb')
    .addColumn('after', 'jsonb')
    .execute();
  await db.schema
    .createIndex('catalogue_changes_subject_idx')
    .on('catalogue_changes')
    .columns(['subject', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('catalogue_changes').execute();
}
