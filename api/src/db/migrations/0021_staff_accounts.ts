import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * Staff accounts (issue 47), apart from patients' accounts:
 * - `staff_accounts`: e-mail (unique, any case), name, role, password hash, the TOTP secret encrypted
 *   with a key derived from the API's key (features/staff/secrets.ts) and the last time step used
 *   (a code is good once), enrolled and disabled times;
 * - `staff_recovery_codes`: ten per enrolment, keyed hashes, each used once;
 * - `staff_sessions`: the cookie's id as a keyed hash, created, last seen, absolute expiry, the
 *   client's network and user agent;
 * - `staff_enrolment_tokens`: the enrolment link's token, hashed, single use, 72 hours; a pending
 *   TOTP secret waits on it until enrolment completes;
 * - `staff_audit_events`: who (null for a server command or nobody signed in) did what to what, when,
 *   from which network; kept one year (the staff plugin's sweep deletes older rows).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('staff_accounts')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('role', 'text', (col) => col.notNull().check(sql`role in ('reception', 'opd_manager', 'admin')`))
    .addColumn('password_hash', 'text')
    .addColumn('totp_secret', 'text')
    .addColumn('totp_last_step', 'bigint')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('enrolled_at', 'timestamptz')
    .addColumn('disabled_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('staff_accounts_email_idx')
    .on('staff_accounts')
    .unique()
    .expression(sql`lower(email)`)
    .execute();

  await db.schema
    .createTable('staff_recovery_codes')
    .addColumn('code_hash', 'text', (col) => col.primaryKey())
    .addColumn('staff_id', 'integer', (col) => col.notNull().references('staff_accounts.id').onDelete('cascade'))
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('staff_recovery_codes_staff_idx').on('staff_recovery_codes').column('staff_id').execute();

  await db.schema
    .createTable('staff_sessions')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('id_hash', 'text', (col) => col.notNull().unique())
    .addColumn('staff_id', 'integer', (col) => col.notNull().references('staff_accounts.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('last_seen_at', 'timestamptz', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('network', 'text', (col) => col.notNull())
    .addColumn('user_agent', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('staff_sessions_staff_idx').on('staff_sessions').column('staff_id').execute();

  await db.schema
    .createTable('staff_enrolment_tokens')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('staff_id', 'integer', (col) => col.notNull().references('staff_accounts.id').onDelete('cascade'))
    .addColumn('pending_secret', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('staff_enrolment_tokens_staff_idx')
    .on('staff_enrolment_tokens')
    .column('staff_id')
    .execute();

  await db.schema
    .createTable('staff_audit_events')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('at', 'timestamptz', (col) => col.notNull())
    .addColumn('actor_id', 'integer', (col) => col.references('staff_accounts.id').onDelete('set null'))
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('target', 'text')
    .addColumn('network', 'text')
    .addColumn('details', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();
  await db.schema.createIndex('staff_audit_events_at_idx').on('staff_audit_events').column('at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'staff_audit_events',
    'staff_enrolment_tokens',
    'staff_sessions',
    'staff_recovery_codes',
    'staff_accounts',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
