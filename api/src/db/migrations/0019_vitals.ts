import type { Kysely } from 'kysely';

/**
 * Real visitors' speed (issue 45): one row per beacon, with the hospital's day, the route pattern,
 * the page's language, the device class and the metrics the page had (null when it had none). No
 * identifier, no time of day, no address or browser: nothing in a row can lead back to a visitor.
 * The retention job deletes the rows of days past `VITALS_KEEP_DAYS`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('vitals_samples')
    .addColumn('day', 'date', (col) => col.notNull())
    .addColumn('route', 'text', (col) => col.notNull())
    .addColumn('lang', 'text', (col) => col.notNull())
    .addColumn('device', 'text', (col) => col.notNull())
    .addColumn('lcp', 'double precision')
    .addColumn('inp', 'double precision')
    .addColumn('cls', 'double precision')
    .addColumn('live', 'double precision')
    .execute();
  await db.schema.createIndex('vitals_samples_day_idx').on('vitals_samples').column('day').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('vitals_samples').execute();
}
