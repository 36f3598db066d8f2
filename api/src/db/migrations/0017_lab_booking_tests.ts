import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * A lab booking takes several tests in one collection (issue 44): `lab_appointment_tests` lists each
 * booking's tests in the order chosen. `lab_appointments.test_id` stays, the first of them, so the
 * package-or-test check and what reads it keep working; every earlier single-test booking becomes a
 * list of one here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('lab_appointment_tests')
    .addColumn('appointment_id', 'integer', (col) =>
      col.notNull().references('lab_appointments.id').onDelete('cascade'),
    )
    .addColumn('test_id', 'integer', (col) => col.notNull().references('lab_tests.id'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('lab_appointment_tests_pkey', ['appointment_id', 'position'])
    .addUniqueConstraint('lab_appointment_tests_once', ['appointment_id', 'test_id'])
    .execute();
  await sql`
    insert into lab_appointment_tests (appointment_id, test_id, position)
    select id, test_id, 0 from lab_appointments where test_id is not null
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('lab_appointment_tests').execute();
}
