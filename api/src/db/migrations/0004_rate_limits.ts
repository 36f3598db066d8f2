import type { Kysely } from 'kysely';

/**
 * POST allowances counted where every API instance sees them (used when the API runs on a
 * PostgreSQL server). `key` is a hash of the client's address and the allowance's name.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('hits', 'integer', (col) => col.notNull())
    .addColumn('window_ends', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('rate_limits_window_ends_idx').on('rate_limits').column('window_ends').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limits').execute();
}
