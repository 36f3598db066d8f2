import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * What a booking's hold is counted by (issue 43, docs/decisions/0014):
 * - both bookings gain `network_key` (the client's IPv4 /24 or IPv6 /64 network, never its address)
 *   and `contact_proof`: `code` (the e-mailed contact code was given), `account` (booked signed in
 *   to an account whose confirmed e-mail is the booking's), or null (unproven). Earlier rows have
 *   neither: they count as unproven holds of no network.
 * - `contact_codes`: the 6-digit codes e-mailed to prove a booking's address, as keyed hashes; the
 *   recipient is kept only as a keyed hash of its inbox too, which counts the codes sent to it.
 * - indexes for counting a contact's and a network's future bookings.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['doctor_appointments', 'lab_appointments']) {
    await db.schema
      .alterTable(table)
      .addColumn('network_key', 'text')
      .addColumn('contact_proof', 'text', (col) => col.check(sql`contact_proof in ('code', 'account')`))
      .execute();
    await sql`create index ${sql.raw(`${table}_held_email_idx`)} on ${sql.table(table)} (outbox_recipient_key(email), visit_date) where status = 'booked'`.execute(
      db,
    );
    await sql`create index ${sql.raw(`${table}_held_phone_idx`)} on ${sql.table(table)} (phone, visit_date) where status = 'booked'`.execute(
      db,
    );
    await sql`create index ${sql.raw(`${table}_held_network_idx`)} on ${sql.table(table)} (network_key, visit_date) where status = 'booked'`.execute(
      db,
    );
  }
  await db.schema
    .createTable('contact_codes')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('recipient_hash', 'text', (col) => col.notNull())
    .addColumn('code_hash', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('voided_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('contact_codes_recipient_idx')
    .on('contact_codes')
    .columns(['recipient_hash', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('contact_codes').execute();
  for (const table of ['doctor_appointments', 'lab_appointments']) {
    for (const index of ['email', 'phone', 'network']) {
      await db.schema.dropIndex(`${table}_held_${index}_idx`).execute();
    }
    await db.schema.alterTable(table).dropColumn('contact_proof').dropColumn('network_key').execute();
  }
}
