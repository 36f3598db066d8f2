import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * The desk's contact inbox (issue 47), on `contact_messages`:
 * - `status` (new, answered, closed), moved only forward by a desk;
 * - `status_at` and `status_by`: when and by which member it last moved (null while new; the member
 *   null again if their account is ever removed);
 * - `version`, raised by every desk change: a change names the version it read and is refused
 *   (409, with the row as it is now) when another desk changed it first.
 * Newest first per status is the inbox's one query: an index on (status, id).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('contact_messages')
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('new')
        .check(sql`status in ('new', 'answered', 'closed')`),
    )
    .addColumn('status_at', 'timestamptz')
    .addColumn('status_by', 'integer', (col) => col.references('staff_accounts.id').onDelete('set null'))
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('contact_messages_status_idx').on('contact_messages').columns(['status', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('contact_messages_status_idx').execute();
  await db.schema
    .alterTable('contact_messages')
    .dropColumn('version')
    .dropColumn('status_by')
    .dropColumn('status_at')
    .dropColumn('status')
    .execute();
}
