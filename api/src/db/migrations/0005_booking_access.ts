import { sql } from 'kysely';
import type { ColumnDefinitionBuilder, Kysely } from 'kysely';

const BOOKING_TABLES = [
  ['doctor_appointments', 'APT'],
  ['lab_appointments', 'LAB'],
] as const;

const bookingKind = (col: ColumnDefinitionBuilder) => col.notNull().check(sql`booking_kind in ('doctor', 'lab')`);

/**
 * Proof of access to a booking. Each booking gets a stored `reference` (new ones random; existing
 * ones keep the `APT-000019` they were given, which patients may have written down). One-time
 * codes, access grants and the confirmation links' tokens are stored only as keyed hashes, so the
 * database alone opens no booking. `server_secrets` holds the key when `API_SECRET` is not set, so
 * every instance on one database uses the same one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [table, prefix] of BOOKING_TABLES) {
    await db.schema.alterTable(table).addColumn('reference', 'text').execute();
    await sql`
      update ${sql.table(table)}
      set reference = ${prefix} || '-' || lpad(id::text, greatest(6, length(id::text)), '0')
    `.execute(db);
    await db.schema
      .alterTable(table)
      .alterColumn('reference', (col) => col.setNotNull())
      .execute();
    await db.schema.alterTable(table).addUniqueConstraint(`${table}_reference_key`, ['reference']).execute();
  }

  await db.schema
    .createTable('booking_access_codes')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('booking_kind', 'text', bookingKind)
    .addColumn('booking_id', 'integer', (col) => col.notNull())
    .addColumn('code_hash', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('consumed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('booking_access_codes_booking_idx')
    .on('booking_access_codes')
    .columns(['booking_kind', 'booking_id'])
    .execute();

  await db.schema
    .createTable('booking_access_grants')
    .addColumn('grant_hash', 'text', (col) => col.primaryKey())
    .addColumn('booking_kind', 'text', bookingKind)
    .addColumn('booking_id', 'integer', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('booking_link_tokens')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('booking_kind', 'text', bookingKind)
    .addColumn('booking_id', 'integer', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('booking_link_tokens_booking_idx')
    .on('booking_link_tokens')
    .columns(['booking_kind', 'booking_id'])
    .execute();

  await db.schema
    .createTable('server_secrets')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of ['server_secrets', 'booking_link_tokens', 'booking_access_grants', 'booking_access_codes']) {
    await db.schema.dropTable(name).execute();
  }
  for (const [table] of BOOKING_TABLES) {
    await db.schema.alterTable(table).dropConstraint(`${table}_reference_key`).execute();
    await db.schema.alterTable(table).dropColumn('reference').execute();
  }
}
