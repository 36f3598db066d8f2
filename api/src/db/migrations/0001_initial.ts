import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * Migrations take `Kysely<unknown>`: they describe the schema as it was when they were written, not
 * as `schema.ts` says it is today.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('departments')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('department_name', 'text', (col) => col.notNull().unique())
    .execute();

  await db.schema
    .createTable('doctors')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('doctor_name', 'text', (col) => col.notNull())
    .addColumn('department_id', 'integer', (col) => col.notNull().references('departments.id'))
    .addColumn('image', 'text')
    .addColumn('about', 'text', (col) => col.notNull())
    // Lets a booking's foreign key check that its doctor works in its department.
    .addUniqueConstraint('doctors_id_department_key', ['id', 'department_id'])
    .execute();

  await db.schema
    .createTable('labs')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('lab_name', 'text', (col) => col.notNull().unique())
    .execute();

  await db.schema
    .createTable('lab_tests')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('test_name', 'text', (col) => col.notNull())
    .addColumn('test_price', 'integer', (col) => col.notNull().check(sql`test_price >= 0`))
    .addColumn('lab_id', 'integer', (col) => col.notNull().references('labs.id'))
    .addUniqueConstraint('lab_tests_id_lab_key', ['id', 'lab_id'])
    .execute();

  await db.schema
    .createTable('services')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('slug', 'text', (col) => col.notNull().unique())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('service_banner', 'text')
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('page', 'jsonb', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('doctor_appointments')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('department_id', 'integer', (col) => col.notNull().references('departments.id'))
    .addColumn('doctor_id', 'integer', (col) => col.notNull())
    .addColumn('visit_date', 'date', (col) => col.notNull())
    .addColumn('mode', 'text', (col) => col.notNull().check(sql`mode in ('ON', 'OFF')`))
    .addColumn('patient_name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('phone', 'text', (col) => col.notNull())
    .addColumn('address', 'text', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('consent_at', 'timestamptz', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addForeignKeyConstraint(
      'doctor_appointments_doctor_in_department_fkey',
      ['doctor_id', 'department_id'],
      'doctors',
      ['id', 'department_id'],
    )
    .execute();

  await db.schema
    .createTable('lab_appointments')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('lab_id', 'integer', (col) => col.notNull().references('labs.id'))
    .addColumn('test_id', 'integer', (col) => col.notNull())
    .addColumn('visit_date', 'date', (col) => col.notNull())
    .addColumn('age', 'integer', (col) => col.notNull().check(sql`age between 1 and 120`))
    .addColumn('patient_name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('phone', 'text', (col) => col.notNull())
    .addColumn('address', 'text', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('prescription_file', 'text')
    .addColumn('prescription_type', 'text')
    .addColumn('consent_at', 'timestamptz', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addForeignKeyConstraint('lab_appointments_test_in_lab_fkey', ['test_id', 'lab_id'], 'lab_tests', ['id', 'lab_id'])
    .execute();

  await db.schema
    .createTable('contact_messages')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('phone', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('consent_at', 'timestamptz', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('accounts')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('phone', 'text', (col) => col.notNull())
    .addColumn('age', 'integer', (col) => col.notNull().check(sql`age between 1 and 120`))
    .addColumn('gender', 'text', (col) => col.notNull().check(sql`gender in ('M', 'F', 'O')`))
    .addColumn('login_id', 'text', (col) => col.notNull())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('consent_at', 'timestamptz', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  // People type their e-mail and login ID in any case; one account per address and per ID.
  await sql`create unique index accounts_email_key on accounts (lower(email))`.execute(db);
  await sql`create unique index accounts_login_id_key on accounts (lower(login_id))`.execute(db);

  await db.schema
    .createTable('outbox')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('recipient', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('body_text', 'text', (col) => col.notNull())
    .addColumn('reference', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('sent_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index outbox_pending_idx on outbox (id) where sent_at is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'outbox',
    'accounts',
    'contact_messages',
    'lab_appointments',
    'doctor_appointments',
    'services',
    'lab_tests',
    'labs',
    'doctors',
    'departments',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
