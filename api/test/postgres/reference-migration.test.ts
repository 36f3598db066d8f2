/**
 * Migration 0005 on a database that already holds bookings: each keeps the reference it was given
 * (`APT-000019`), then references become required and unique. Runs on a PostgreSQL server, where
 * a database can be made empty and migrated step by step.
 */
import { Kysely, Migrator, PostgresDialect, sql } from 'kysely';
import { Pool } from 'pg';
import type { Database } from '../../src/db';
import { migrationProvider } from '../../src/db/migrations';
import { createStore } from '../helpers';
import type { TestStore } from '../helpers';

if (!process.env['DATABASE_URL']) throw new Error('test/postgres/ runs against a PostgreSQL server');

describe('migration 0005', () => {
  let store: TestStore;
  let db: Kysely<Database>;

  beforeAll(async () => {
    // An empty database of its own: the migrations run here, not through the API.
    store = await createStore();
    db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: new Pool({ connectionString: store.databaseUrl ?? '' }) }),
    });
  });

  afterAll(async () => {
    await db.destroy();
    await store.dispose();
  });

  test('gives existing bookings their old reference, then makes references required and unique', async () => {
    const migrator = new Migrator({ db, provider: migrationProvider });
    expect((await migrator.migrateTo('0004_rate_limits')).error).toBeUndefined();
    await sql`insert into departments (department_name) values ('Cardiology')`.execute(db);
    await sql`insert into doctors (doctor_name, department_id, about) values ('Dr. A', 1, '')`.execute(db);
    await sql`insert into labs (lab_name) values ('Central')`.execute(db);
    await sql`insert into lab_tests (test_name, test_price, lab_id) values ('CBC', 350, 1)`.execute(db);
    for (const id of [19, 1234567]) {
      await sql`
        insert into doctor_appointments
          (id, department_id, doctor_id, visit_date, mode, patient_name, email, phone, address, message, consent_at)
        values (${id}, 1, 1, '2026-12-01', 'OFF', 'A', 'a@example.com', '9810012345', 'x', '', now())
      `.execute(db);
    }
    await sql`
      insert into lab_appointments
        (id, lab_id, test_id, visit_date, age, patient_name, email, phone, address, message, consent_at)
      values (45, 1, 1, '2026-12-01', 40, 'B', 'b@example.com', '9810012345', 'x', '', now())
    `.execute(db);

    expect((await migrator.migrateTo('0005_booking_access')).error).toBeUndefined();
    const doctors = await db.selectFrom('doctor_appointments').select(['id', 'reference']).orderBy('id').execute();
    expect(doctors).toEqual([
      { id: 19, reference: 'APT-000019' },
      { id: 1234567, reference: 'APT-1234567' },
    ]);
    expect(await db.selectFrom('lab_appointments').select('reference').execute()).toEqual([
      { reference: 'LAB-000045' },
    ]);

    const duplicate = sql`
      insert into lab_appointments
        (reference, lab_id, test_id, visit_date, age, patient_name, email, phone, address, message, consent_at)
      values ('LAB-000045', 1, 1, '2026-12-01', 40, 'C', 'c@example.com', '9810012345', 'x', '', now())
    `;
    await expect(duplicate.execute(db)).rejects.toThrow(/unique/);
    const missing = sql`
      insert into lab_appointments
        (lab_id, test_id, visit_date, age, patient_name, email, phone, address, message, consent_at)
      values (1, 1, '2026-12-01', 40, 'C', 'c@example.com', '9810012345', 'x', '', now())
    `;
    await expect(missing.execute(db)).rejects.toThrow(/null/);
  });
});
