import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * What staff need to see of each e-mail, and what the per-recipient limit counts:
 * - `purpose`: booking e-mails (limited per recipient address) or access codes (limited per booking);
 * - `status`: pending, sent, failed (given up after the last retry) or suppressed (over the limit,
 *   its body removed, never sent);
 * - `suppression_logged`: a suppressed e-mail is logged once, after its booking is committed;
 * - `outbox_recipient_key(address)`: the inbox an address reaches, so the limit counts one inbox
 *   however it is spelt: any case, a `+tag` (most providers deliver `name+tag@` to `name@`), and
 *   Gmail's dots (`r.a.m@gmail.com` is `ram@gmail.com`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('outbox')
    .addColumn('purpose', 'text', (col) =>
      col
        .notNull()
        .defaultTo('booking')
        .check(sql`purpose in ('booking', 'access-code')`),
    )
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'sent', 'failed', 'suppressed')`),
    )
    .addColumn('suppression_logged', 'boolean', (col) => col.notNull().defaultTo(false))
    .execute();
  // Before this migration a message past its fifth attempt simply stayed unsent.
  await sql`
    update outbox set status = case
      when sent_at is not null then 'sent'
      when attempts >= 5 then 'failed'
      else 'pending'
    end
  `.execute(db);
  await sql`drop index outbox_pending_idx`.execute(db);
  await sql`create index outbox_pending_idx on outbox (id) where status = 'pending'`.execute(db);
  await sql`
    create function outbox_recipient_key(address text) returns text
    language sql immutable strict parallel safe as $$
      select coalesce(
        case
          when domain in ('gmail.com', 'googlemail.com') then replace(mailbox, '.', '') || '@gmail.com'
          else mailbox || '@' || domain
        end,
        lower(trim(address))
      )
      from (
        select
          split_part(substring(lower(trim(address)) from '^(.*)@[^@]*$'), '+', 1) as mailbox,
          substring(lower(trim(address)) from '@([^@]*)$') as domain
      ) as parts
    $$
  `.execute(db);
  // The booking e-mails one inbox received in the last hour.
  await sql`create index outbox_booking_recipient_idx on outbox (outbox_recipient_key(recipient), created_at) where purpose = 'booking'`.execute(
    db,
  );
  // Each delivery round looks for suppressed e-mails not logged yet.
  await sql`create index outbox_suppressed_idx on outbox (id) where status = 'suppressed' and not suppression_logged`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index outbox_suppressed_idx`.execute(db);
  await sql`drop index outbox_booking_recipient_idx`.execute(db);
  await sql`drop function outbox_recipient_key(text)`.execute(db);
  await sql`drop index outbox_pending_idx`.execute(db);
  await sql`create index outbox_pending_idx on outbox (id) where sent_at is null`.execute(db);
  await db.schema
    .alterTable('outbox')
    .dropColumn('suppression_logged')
    .dropColumn('status')
    .dropColumn('purpose')
    .execute();
}
