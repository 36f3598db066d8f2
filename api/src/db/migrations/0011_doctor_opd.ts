import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { doctorOpd, writeDoctorOpd } from '../seed/doctor-opd';

const HH_MM = `'^([01][0-9]|2[0-3]):[0-5][0-9]$'`;

/**
 * Doctors' OPD. A doctor gets a slug (from the English name, by the database, like a department's),
 * degrees, registration, languages, years and fees; a weekly timetable of sessions and the days off.
 * A doctor booking holds a slot (`slot_start`..`slot_end`, `HH:MM` in Asia/Kolkata, and its room):
 * a partial unique index lets one booked appointment hold a doctor's slot on a day, so two
 * simultaneous bookings cannot both get it, on any number of API instances; a cancelled booking
 * no longer counts, so cancelling frees its slot. Bookings made before slots keep null ones.
 *
 * A database deployed earlier gets the seed's OPD facts for its doctors, matched by English name;
 * a doctor the hospital added itself keeps the empty defaults until the hospital fills them in.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('doctors')
    .addColumn('slug', 'text', (col) =>
      col
        .notNull()
        .generatedAlwaysAs(sql`trim(both '-' from regexp_replace(lower(doctor_name), '[^a-z0-9]+', '-', 'g'))`)
        .stored(),
    )
    .addColumn('qualifications', 'jsonb', (col) =>
      col
        .notNull()
        .defaultTo(sql`'[]'::jsonb`)
        .check(sql`jsonb_typeof(qualifications) = 'array'`),
    )
    .addColumn('registration_council', 'text')
    .addColumn('registration_number', 'text')
    .addColumn('languages', 'jsonb', (col) =>
      col
        .notNull()
        .defaultTo(sql`'[]'::jsonb`)
        .check(sql`jsonb_typeof(languages) = 'array'`),
    )
    .addColumn('years_of_practice', 'integer', (col) => col.check(sql`years_of_practice >= 0`))
    .addColumn('fee_in_person', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`fee_in_person >= 0`),
    )
    .addColumn('fee_online', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`fee_online >= 0`),
    )
    .execute();
  await db.schema.createIndex('doctors_slug_key').unique().on('doctors').column('slug').execute();

  await db.schema
    .createTable('doctor_sessions')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('doctor_id', 'integer', (col) => col.notNull().references('doctors.id').onDelete('cascade'))
    .addColumn('weekday', 'smallint', (col) => col.notNull().check(sql`weekday between 0 and 6`))
    .addColumn('start_time', 'text', (col) => col.notNull().check(sql`start_time ~ ${sql.raw(HH_MM)}`))
    .addColumn('end_time', 'text', (col) => col.notNull().check(sql`end_time ~ ${sql.raw(HH_MM)}`))
    .addColumn('room', 'text')
    .addColumn('online', 'boolean', (col) => col.notNull())
    .addColumn('slot_minutes', 'integer', (col) => col.notNull().check(sql`slot_minutes between 5 and 120`))
    .addCheckConstraint('doctor_sessions_order_check', sql`start_time < end_time`)
    // A room for a session at the hospital, none for a video session.
    .addCheckConstraint('doctor_sessions_room_check', sql`online = (room is null)`)
    .execute();
  await db.schema
    .createIndex('doctor_sessions_doctor_idx')
    .on('doctor_sessions')
    .columns(['doctor_id', 'weekday'])
    .execute();

  await db.schema
    .createTable('doctor_exceptions')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('doctor_id', 'integer', (col) => col.notNull().references('doctors.id').onDelete('cascade'))
    .addColumn('day', 'date', (col) => col.notNull())
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('reason_hi', 'text')
    .addUniqueConstraint('doctor_exceptions_doctor_day_key', ['doctor_id', 'day'])
    .execute();

  await db.schema
    .alterTable('doctor_appointments')
    .addColumn('slot_start', 'text', (col) => col.check(sql`slot_start ~ ${sql.raw(HH_MM)}`))
    .addColumn('slot_end', 'text', (col) => col.check(sql`slot_end ~ ${sql.raw(HH_MM)}`))
    .addColumn('room', 'text')
    .execute();
  await sql`
    alter table doctor_appointments add constraint doctor_appointments_slot_check
      check ((slot_start is null) = (slot_end is null) and (slot_start is null or slot_start < slot_end))
  `.execute(db);
  await sql`
    create unique index doctor_appointments_slot_key on doctor_appointments (doctor_id, visit_date, slot_start)
      where status = 'booked' and slot_start is not null
  `.execute(db);

  for (const [doctorName, opd] of Object.entries(doctorOpd)) await writeDoctorOpd(db, doctorName, opd);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index doctor_appointments_slot_key`.execute(db);
  await sql`alter table doctor_appointments drop constraint doctor_appointments_slot_check`.execute(db);
  await db.schema
    .alterTable('doctor_appointments')
    .dropColumn('slot_start')
    .dropColumn('slot_end')
    .dropColumn('room')
    .execute();
  await db.schema.dropTable('doctor_exceptions').execute();
  await db.schema.dropTable('doctor_sessions').execute();
  await db.schema.dropIndex('doctors_slug_key').execute();
  await db.schema
    .alterTable('doctors')
    .dropColumn('slug')
    .dropColumn('qualifications')
    .dropColumn('registration_council')
    .dropColumn('registration_number')
    .dropColumn('languages')
    .dropColumn('years_of_practice')
    .dropColumn('fee_in_person')
    .dropColumn('fee_online')
    .execute();
}
