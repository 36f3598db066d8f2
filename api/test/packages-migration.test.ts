/**
 * Migration 0008 on a database that already holds lab bookings (as a deployed one does): each keeps
 * its test, gets the test's price as its quoted price and is a visit to the lab; the catalogue and
 * the pathology lab's home collection arrive with it. On a new embedded database, or on a new
 * PostgreSQL database when DATABASE_URL is set.
 */
import { Migrator, sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../src/db';
import { migrationProvider } from '../src/db/migrations';
import { carePackages } from '../src/db/seed/packages';
import { onEmptyDatabase } from './empty-database';

let db: Kysely<Database>;

// An empty database of its own: the migrations run here step by step, not through the API.
onEmptyDatabase((opened) => {
  db = opened;
});

const booking = (id: number, labId: number, testId: number) => sql`
  insert into lab_appointments
    (id, reference, lab_id, test_id, visit_date, age, patient_name, email, phone, address, message, consent_at)
  values (${id}, ${`LAB-${String(id).padStart(6, '0')}`}, ${labId}, ${testId}, '2026-12-01', 40, 'B',
    'b@example.com', '9810012345', 'x', '', now())
`;

test('existing bookings keep their test, get its price and the lab; the catalogue arrives', async () => {
  const migrator = new Migrator({ db, provider: migrationProvider });
  expect((await migrator.migrateTo('0007_retention')).error).toBeUndefined();
  await sql`insert into labs (id, lab_name) values (1, 'Central Pathology Lab'), (2, 'Imaging')`.execute(db);
  await sql`
    insert into lab_tests (id, test_name, test_price, lab_id) values (1, 'CBC', 350, 1), (2, 'X-ray', 450, 2)
  `.execute(db);
  await booking(45, 1, 1).execute(db);
  await booking(46, 2, 2).execute(db);

  expect((await migrator.migrateTo('0008_care_packages')).error).toBeUndefined();
  const rows = await db
    .selectFrom('lab_appointments')
    .select(['id', 'lab_id', 'test_id', 'package_id', 'price', 'collection', 'collection_pincode', 'collection_window'])
    .orderBy('id')
    .execute();
  const atTheLab = { package_id: null, collection: 'lab', collection_pincode: null, collection_window: null };
  expect(rows).toEqual([
    { id: 45, lab_id: 1, test_id: 1, price: 350, ...atTheLab },
    { id: 46, lab_id: 2, test_id: 2, price: 450, ...atTheLab },
  ]);
  expect(await db.selectFrom('labs').select(['lab_name', 'home_collection']).orderBy('id').execute()).toEqual([
    { lab_name: 'Central Pathology Lab', home_collection: true },
    { lab_name: 'Imaging', home_collection: false },
  ]);
  const catalogue = await db
    .selectFrom('care_packages')
    .select(['slug', 'price', 'texts'])
    .orderBy('position')
    .execute();
  expect(catalogue.map((row) => row.slug)).toEqual(carePackages.map((item) => item.slug));
  expect(catalogue[0]?.texts.hi.name).toBe('बेसिक हेल्थ चेकअप');
});

/** A lab booking with these values of its lab, test, package, price and collection columns. */
const insert = (values: string) =>
  sql
    .raw(
      `insert into lab_appointments
        (reference, visit_date, age, patient_name, email, phone, address, message, consent_at,
         lab_id, test_id, package_id, price, collection, collection_pincode, collection_window)
      values ('LAB-X${Math.floor(Math.random() * 1e6)}', '2026-12-01', 40, 'C', 'c@example.com', '9810012345',
        'x', '', now(), ${values})`,
    )
    .execute(db);

test('the database holds a booking to one test or one package, and a home visit to its pincode and window', async () => {
  await expect(insert(`1, 1, 1, 1999, 'lab', null, null`)).rejects.toThrow(/test_or_package/);
  await expect(insert(`null, null, null, 1999, 'lab', null, null`)).rejects.toThrow(/test_or_package/);
  await expect(insert(`1, null, null, 350, 'lab', null, null`)).rejects.toThrow(/test_or_package/);
  await expect(insert(`1, 1, null, 450, 'home', '121005', null`)).rejects.toThrow(/home_visit/);
  await expect(insert(`1, 1, null, 350, 'lab', '121005', null`)).rejects.toThrow(/home_visit/);
  await expect(insert(`1, 1, null, 450, 'garden', null, null`)).rejects.toThrow(/check/);
  await expect(insert(`1, 1, null, null, 'lab', null, null`)).rejects.toThrow(/null/);
  await expect(insert(`null, null, 999, 800, 'home', '121005', '07-09'`)).rejects.toThrow(/foreign key/);
  await insert(`null, null, 1, 1999, 'lab', null, null`);
  await insert(`1, 1, null, 450, 'home', '121005', '07-09'`);
});
