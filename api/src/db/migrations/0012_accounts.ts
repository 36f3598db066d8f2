import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * Accounts that do something (issue 21):
 * - `accounts.email_confirmed_at`: an account signs in once its e-mail is confirmed. Accounts made
 *   before this have none; a password reset (which proves the address) confirms them.
 * - `account_sessions`: sessions in the database, so every instance shares them; the cookie's id is
 *   stored only as a keyed hash.
 * - `account_tokens`: the e-mailed confirm and reset links' tokens, hashed, single use.
 * - `sign_in_failures`: failed sign-ins counted per client address, per account and address, and
 *   per account, where every instance sees them; `account_devices`: browsers that signed in before.
 * - the bookings gain `account_id`: booked while signed in.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('accounts').addColumn('email_confirmed_at', 'timestamptz').execute();

  await db.schema
    .createTable('account_sessions')
    .addColumn('id_hash', 'text', (col) => col.primaryKey())
    .addColumn('account_id', 'integer', (col) => col.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('last_seen_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('account_sessions_account_idx').on('account_sessions').column('account_id').execute();

  await db.schema
    .createTable('account_tokens')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('account_id', 'integer', (col) => col.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (col) => col.notNull().check(sql`purpose in ('confirm', 'reset')`))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('account_devices')
    .addColumn('device_hash', 'text', (col) => col.primaryKey())
    .addColumn('account_id', 'integer', (col) => col.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('last_used_at', 'timestamptz', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('sign_in_failures')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('failures', 'integer', (col) => col.notNull())
    .addColumn('last_failure_at', 'timestamptz', (col) => col.notNull())
    .execute();

  for (const table of ['doctor_appointments', 'lab_appointments']) {
    await db.schema
      .alterTable(table)
      .addColumn('account_id', 'integer', (col) => col.references('accounts.id').onDelete('set null'))
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['doctor_appointments', 'lab_appointments']) {
    await db.schema.alterTable(table).dropColumn('account_id').execute();
  }
  for (const table of ['sign_in_failures', 'account_devices', 'account_tokens', 'account_sessions']) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.alterTable('accounts').dropColumn('email_confirmed_at').execute();
}
