import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * Fees, prices and doctors' profiles set at the desk (issue 48).
 *
 * - `price_changes`: a doctor's fee (in person, online), a package's or a test's price from a date
 *   on. The price in effect on a day is the latest change from that day or before, else the row's
 *   own column (`doctors.fee_in_person`, `care_packages.price`, `lab_tests.test_price`: the price
 *   before any change, as the seed and earlier releases set it). `price_on()` says it, in one place,
 *   for every read and for the booking's trigger. A change's day is the day a booking is made: the
 *   price quoted when booking is the price charged, whenever the visit.
 * - `doctor_appointments.fee`: the fee of the booking's mode in effect the day it was made, set by
 *   a trigger on insert (every way a booking is made: the site, the counter, a fixture) and kept
 *   whatever the fee later becomes; rows made before are given their doctor's fee of their mode.
 * - `doctors.version` (raised by a trigger on every update: the desk's editor names the version it
 *   read) and `doctors.retired_at` (a retired doctor leaves every list and booking; their bookings
 *   stay).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('price_changes')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('item', 'text', (col) =>
      col.notNull().check(sql`item in ('fee_in_person', 'fee_online', 'package', 'test')`),
    )
    /** The doctor's, package's or test's id. */
    .addColumn('item_id', 'integer', (col) => col.notNull())
    .addColumn('price', 'integer', (col) => col.notNull().check(sql`price > 0`))
    .addColumn('effective_from', 'date', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('created_by', 'integer', (col) => col.references('staff_accounts.id').onDelete('set null'))
    .addUniqueConstraint('price_changes_item_day_key', ['item', 'item_id', 'effective_from'])
    .execute();

  await sql`
    create function price_on(p_item text, p_item_id integer, p_base integer, p_day date) returns integer
    language sql stable as $$
      select coalesce(
        (select price from price_changes
          where item = p_item and item_id = p_item_id and effective_from <= p_day
          order by effective_from desc limit 1),
        p_base)
    $$
  `.execute(db);

  await db.schema.alterTable('doctor_appointments').addColumn('fee', 'integer').execute();
  await sql`
    update doctor_appointments a
       set fee = case when a.mode = 'ON' then d.fee_online else d.fee_in_person end
      from doctors d
     where d.id = a.doctor_id
  `.execute(db);
  await sql`
    create function doctor_appointments_fee() returns trigger language plpgsql as $$
    begin
      if new.fee is null then
        select price_on(
                 case when new.mode = 'ON' then 'fee_online' else 'fee_in_person' end,
                 d.id,
                 case when new.mode = 'ON' then d.fee_online else d.fee_in_person end,
                 (now() at time zone 'Asia/Kolkata')::date)
          into new.fee
          from doctors d
         where d.id = new.doctor_id;
      end if;
      return new;
    end
    $$
  `.execute(db);
  await sql`
    create trigger doctor_appointments_fee before insert on doctor_appointments
      for each row execute function doctor_appointments_fee()
  `.execute(db);
  await sql`alter table doctor_appointments alter column fee set not null`.execute(db);

  await db.schema
    .alterTable('doctors')
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('retired_at', 'timestamptz')
    .execute();
  await sql`
    create function doctors_next_version() returns trigger language plpgsql as $$
    begin
      new.version := old.version + 1;
      return new;
    end
    $$
  `.execute(db);
  await sql`
    create trigger doctors_version before update on doctors
      for each row execute function doctors_next_version()
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger doctors_version on doctors`.execute(db);
  await sql`drop function doctors_next_version()`.execute(db);
  await db.schema.alterTable('doctors').dropColumn('version').dropColumn('retired_at').execute();
  await sql`drop trigger doctor_appointments_fee on doctor_appointments`.execute(db);
  await sql`drop function doctor_appointments_fee()`.execute(db);
  await db.schema.alterTable('doctor_appointments').dropColumn('fee').execute();
  await sql`drop function price_on(text, integer, integer, date)`.execute(db);
  await db.schema.dropTable('price_changes').execute();
}
