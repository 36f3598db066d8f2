import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { carePackages } from '../seed/packages';

/** The lab that collects samples at home in a database seeded before home collection was an option. */
const HOME_COLLECTION_LAB = 'Central Pathology Lab';

/**
 * Packages become bookable: the catalogue (inserted here, so a database deployed before it gets it
 * too), home collection as an option of a lab, and lab bookings of a single test or a package,
 * taken at the lab or at home, with the price quoted when booked.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('care_packages')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('slug', 'text', (col) => col.notNull().unique())
    .addColumn('kind', 'text', (col) =>
      col.notNull().check(sql`kind in ('health-check', 'diabetes-programme', 'home-care')`),
    )
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('price', 'integer', (col) => col.notNull().check(sql`price > 0`))
    .addColumn('price_basis', 'text', (col) =>
      col.notNull().check(sql`price_basis in ('package', 'visit', 'day', 'programme')`),
    )
    .addColumn('place', 'text', (col) => col.notNull().check(sql`place in ('hospital', 'home', 'either')`))
    .addColumn('texts', 'jsonb', (col) =>
      col.notNull().check(sql`jsonb_typeof(texts -> 'en') = 'object' and jsonb_typeof(texts -> 'hi') = 'object'`),
    )
    .execute();
  if (carePackages.length > 0) {
    await db
      .withTables<{ care_packages: Record<string, unknown> }>()
      .insertInto('care_packages')
      .values(
        carePackages.map((item, index) => ({
          slug: item.slug,
          kind: item.kind,
          position: index,
          price: item.price,
          price_basis: item.price_basis,
          place: item.place,
          texts: JSON.stringify(item.texts),
        })),
      )
      .execute();
  }

  await db.schema
    .alterTable('labs')
    .addColumn('home_collection', 'boolean', (col) => col.notNull().defaultTo(false))
    .execute();
  await sql`update labs set home_collection = true where lab_name = ${HOME_COLLECTION_LAB}`.execute(db);

  await sql`alter table lab_appointments alter column lab_id drop not null`.execute(db);
  await sql`alter table lab_appointments alter column test_id drop not null`.execute(db);
  await db.schema
    .alterTable('lab_appointments')
    .addColumn('package_id', 'integer', (col) => col.references('care_packages.id'))
    .addColumn('price', 'integer')
    .addColumn('collection', 'text', (col) => col.notNull().defaultTo('lab'))
    .addColumn('collection_pincode', 'text')
    .addColumn('collection_window', 'text')
    .execute();
  // Every booking so far was a single test at the lab, quoted at the test's price.
  await sql`
    update lab_appointments as a set price = t.test_price from lab_tests as t where t.id = a.test_id
  `.execute(db);
  await sql`alter table lab_appointments alter column price set not null`.execute(db);
  await db.schema
    .alterTable('lab_appointments')
    .addCheckConstraint('lab_appointments_price_check', sql`price >= 0`)
    .execute();
  await db.schema
    .alterTable('lab_appointments')
    .addCheckConstraint(
      'lab_appointments_test_or_package_check',
      sql`(package_id is null and lab_id is not null and test_id is not null)
        or (package_id is not null and lab_id is null and test_id is null)`,
    )
    .execute();
  await db.schema
    .alterTable('lab_appointments')
    .addCheckConstraint('lab_appointments_collection_check', sql`collection in ('lab', 'home')`)
    .execute();
  // Anonymising blanks the pincode to '', so a home visit keeps both columns set.
  await db.schema
    .alterTable('lab_appointments')
    .addCheckConstraint(
      'lab_appointments_home_visit_check',
      sql`(collection = 'lab' and collection_pincode is null and collection_window is null)
        or (collection = 'home' and collection_pincode is not null and collection_window is not null)`,
    )
    .execute();
}

/** Fails while a package booking exists: it cannot be told as a test and a lab. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of [
    'lab_appointments_home_visit_check',
    'lab_appointments_collection_check',
    'lab_appointments_test_or_package_check',
    'lab_appointments_price_check',
  ]) {
    await db.schema.alterTable('lab_appointments').dropConstraint(name).execute();
  }
  for (const column of ['collection_window', 'collection_pincode', 'collection', 'price', 'package_id']) {
    await db.schema.alterTable('lab_appointments').dropColumn(column).execute();
  }
  await sql`alter table lab_appointments alter column test_id set not null`.execute(db);
  await sql`alter table lab_appointments alter column lab_id set not null`.execute(db);
  await db.schema.alterTable('labs').dropColumn('home_collection').execute();
  await db.schema.dropTable('care_packages').execute();
}
