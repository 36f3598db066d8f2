/**
 * Migration 0009 on a database deployed before it: seeded rows get their Hindi, matched by slug or
 * English name, a row the hospital added itself keeps none (and is answered in English), and every
 * department gets its slug. On a new embedded database, or on PostgreSQL when DATABASE_URL is set.
 */
import { Migrator, sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../src/db';
import { migrationProvider } from '../src/db/migrations';
import { departmentNamesHi, doctorsHi, labNamesHi, serviceTextsHi, testNamesHi } from '../src/db/seed/hindi';
import { onEmptyDatabase } from './empty-database';

let db: Kysely<Database>;

onEmptyDatabase((opened) => {
  db = opened;
});

test('an older database gets the Hindi of its seeded rows; its own additions stay English only', async () => {
  const migrator = new Migrator({ db, provider: migrationProvider });
  expect((await migrator.migrateTo('0008_care_packages')).error).toBeUndefined();
  await sql`
    insert into departments (id, department_name) values (1, 'Cardiology'), (2, 'Sleep & Breathing Medicine')
  `.execute(db);
  await sql`
    insert into doctors (id, doctor_name, department_id, image, about)
    values (1, 'Dr. Anita Sharma', 1, null, 'Interventional cardiologist.'), (2, 'Dr. New Joiner', 2, null, 'Sleep.')
  `.execute(db);
  await sql`insert into labs (id, lab_name) values (1, 'Central Pathology Lab'), (2, 'Our Own Lab')`.execute(db);
  await sql`
    insert into lab_tests (id, test_name, test_price, lab_id)
    values (1, 'Lipid Profile', 650, 1), (2, 'Our Own Test', 100, 2)
  `.execute(db);
  await sql`
    insert into services (id, slug, name, description, service_banner, position, page)
    values (1, 'cardiology', 'Cardiology', 'Heart care.', null, 0, '{}'), (2, 'sleep', 'Sleep', 'Sleep.', null, 1, '{}')
  `.execute(db);

  expect((await migrator.migrateTo('0009_hindi_texts')).error).toBeUndefined();

  expect(await db.selectFrom('departments').select(['department_name_hi', 'slug']).orderBy('id').execute()).toEqual([
    { department_name_hi: departmentNamesHi['Cardiology'], slug: 'cardiology' },
    { department_name_hi: null, slug: 'sleep-and-breathing-medicine' },
  ]);
  expect(await db.selectFrom('doctors').select(['doctor_name_hi', 'about_hi']).orderBy('id').execute()).toEqual([
    { doctor_name_hi: doctorsHi['Dr. Anita Sharma']?.doctor_name, about_hi: doctorsHi['Dr. Anita Sharma']?.about },
    { doctor_name_hi: null, about_hi: null },
  ]);
  expect(await db.selectFrom('labs').select('lab_name_hi').orderBy('id').execute()).toEqual([
    { lab_name_hi: labNamesHi['Central Pathology Lab'] },
    { lab_name_hi: null },
  ]);
  expect(await db.selectFrom('lab_tests').select('test_name_hi').orderBy('id').execute()).toEqual([
    { test_name_hi: testNamesHi['Lipid Profile'] },
    { test_name_hi: null },
  ]);
  expect(
    await db.selectFrom('services').select(['name_hi', 'description_hi', 'page_hi']).orderBy('id').execute(),
  ).toEqual([
    {
      name_hi: serviceTextsHi['cardiology']?.name,
      description_hi: serviceTextsHi['cardiology']?.description,
      page_hi: serviceTextsHi['cardiology']?.page,
    },
    { name_hi: null, description_hi: null, page_hi: null },
  ]);
  expect(departmentNamesHi['Cardiology']).toMatch(/[\u0900-\u097F]/);

  // A department added after the migration gets its slug too, from the database.
  await sql`insert into departments (id, department_name) values (3, 'Pain  Clinic & Rehab')`.execute(db);
  expect(await db.selectFrom('departments').select('slug').where('id', '=', 3).executeTakeFirst()).toEqual({
    slug: 'pain-clinic-and-rehab',
  });
});

test('it can be undone', async () => {
  const migrator = new Migrator({ db, provider: migrationProvider });
  expect((await migrator.migrateTo('0008_care_packages')).error).toBeUndefined();
  expect((await migrator.migrateTo('0009_hindi_texts')).error).toBeUndefined();
});
