import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * A booking's messages by SMS and WhatsApp (issue 49), beside the e-mail outbox:
 * - `notices`: one row per booking, kind and channel (`dedupe` is unique, so a message is queued
 *   once whatever retries or instances do). `send_key` is stored before the provider is called and
 *   rides in the request (WhatsApp's `biz_opaque_callback_data`), so a receipt finds the row even
 *   when the instance died between the provider's answer and its own commit. `status` moves
 *   standby → pending → sending → sent → delivered → read, or to failed, cancelled, stopped or
 *   unconfirmed; a receipt only ever moves it forward.
 * - `notice_consents`: what the patient agreed to per channel for a booking, with its time.
 * - `notice_stops`: a number that said STOP (or used the link) for a channel: nothing more is sent there.
 * - `notice_stop_links`: each number's random token for the stop link in its messages, per channel.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('notices')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('dedupe', 'text', (col) => col.notNull().unique())
    .addColumn('booking_kind', 'text', (col) => col.notNull().check(sql`booking_kind in ('doctor', 'lab')`))
    .addColumn('booking_id', 'integer', (col) => col.notNull())
    .addColumn('reference', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) =>
      col.notNull().check(sql`kind in ('confirmation', 'reminder3', 'reminder1', 'change', 'cancellation', 'code')`),
    )
    .addColumn('channel', 'text', (col) => col.notNull().check(sql`channel in ('sms', 'whatsapp')`))
    .addColumn('phone', 'text', (col) => col.notNull())
    .addColumn('language', 'text', (col) => col.notNull().check(sql`language in ('en', 'hi')`))
    .addColumn('variables', 'jsonb', (col) => col.notNull())
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .check(
          sql`status in ('standby', 'pending', 'sending', 'sent', 'delivered', 'read', 'failed', 'cancelled', 'stopped', 'unconfirmed')`,
        ),
    )
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz', (col) => col.notNull())
    .addColumn('send_key', 'uuid', (col) => col.notNull().unique())
    .addColumn('provider_id', 'text', (col) => col.unique())
    .addColumn('last_error', 'text')
    .addColumn('sent_at', 'timestamptz')
    .addColumn('receipt_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index notices_due on notices (next_attempt_at) where status in ('pending', 'sending', 'standby')`.execute(
    db,
  );
  await sql`create index notices_booking on notices (booking_kind, booking_id)`.execute(db);

  await db.schema
    .createTable('notice_consents')
    .addColumn('booking_kind', 'text', (col) => col.notNull())
    .addColumn('booking_id', 'integer', (col) => col.notNull())
    .addColumn('sms', 'boolean', (col) => col.notNull())
    .addColumn('whatsapp', 'boolean', (col) => col.notNull())
    .addColumn('consent_at', 'timestamptz', (col) => col.notNull())
    .addPrimaryKeyConstraint('notice_consents_pkey', ['booking_kind', 'booking_id'])
    .execute();

  await db.schema
    .createTable('notice_stops')
    .addColumn('phone', 'text', (col) => col.notNull())
    .addColumn('channel', 'text', (col) => col.notNull().check(sql`channel in ('sms', 'whatsapp')`))
    .addColumn('stopped_at', 'timestamptz', (col) => col.notNull())
    .addPrimaryKeyConstraint('notice_stops_pkey', ['phone', 'channel'])
    .execute();

  await db.schema
    .createTable('notice_stop_links')
    .addColumn('phone', 'text', (col) => col.notNull())
    .addColumn('channel', 'text', (col) => col.notNull().check(sql`channel in ('sms', 'whatsapp')`))
    .addColumn('token', 'text', (col) => col.notNull().unique())
    .addPrimaryKeyConstraint('notice_stop_links_pkey', ['phone', 'channel'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('notice_stop_links').execute();
  await db.schema.dropTable('notice_stops').execute();
  await db.schema.dropTable('notice_consents').execute();
  await db.schema.dropTable('notices').execute();
}
