import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * How an online consultation's patient joins (issue 47): the desk records a meeting link or a call
 * at the booked time, one row per booking (the latest; the history keeps each time it was sent).
 * `sends` counts the messages sent: a notice's dedupe names it, so a record is told once and a
 * re-send is a new, explicit message. The link stays here and in the patient's messages only.
 * The history gets its own action, and the notices their own kind.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('online_joining')
    .addColumn('appointment_id', 'integer', (col) =>
      col.primaryKey().references('doctor_appointments.id').onDelete('cascade'),
    )
    .addColumn('how', 'text', (col) => col.notNull().check(sql`how in ('link', 'call')`))
    .addColumn('link', 'text', (col) => col.check(sql`link is null or link like 'https://%'`))
    .addColumn('sends', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('sent_at', 'timestamptz', (col) => col.notNull())
    .addColumn('sent_by', 'integer', (col) => col.references('staff_accounts.id').onDelete('set null'))
    .addCheckConstraint('online_joining_link_how', sql`(how = 'link') = (link is not null)`)
    .execute();

  await sql`alter table booking_history drop constraint booking_history_action_check`.execute(db);
  await sql`
    alter table booking_history add constraint booking_history_action_check
      check (action in ('view', 'status', 'joining'))
  `.execute(db);

  await sql`alter table notices drop constraint notices_kind_check`.execute(db);
  await sql`
    alter table notices add constraint notices_kind_check
      check (kind in ('confirmation', 'reminder3', 'reminder1', 'change', 'cancellation', 'code', 'unavailable', 'joining'))
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from notices where kind = 'joining'`.execute(db);
  await sql`alter table notices drop constraint notices_kind_check`.execute(db);
  await sql`
    alter table notices add constraint notices_kind_check
      check (kind in ('confirmation', 'reminder3', 'reminder1', 'change', 'cancellation', 'code', 'unavailable'))
  `.execute(db);
  await sql`delete from booking_history where action = 'joining'`.execute(db);
  await sql`alter table booking_history drop constraint booking_history_action_check`.execute(db);
  await sql`
    alter table booking_history add constraint booking_history_action_check check (action in ('view', 'status'))
  `.execute(db);
  await db.schema.dropTable('online_joining').execute();
}
