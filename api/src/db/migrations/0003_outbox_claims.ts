import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * Several API instances share one outbox: an instance claims a message by moving its next attempt
 * into the future (under a row lock), so no other instance sends it meanwhile. A failed attempt is
 * retried after a pause instead of at once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('outbox')
    .addColumn('next_attempt_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('outbox').dropColumn('next_attempt_at').execute();
}
