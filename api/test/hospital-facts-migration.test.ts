/**
 * Migration 0035 on a database seeded when the service pages wrote the emergency number out: each
 * default number in a stored text becomes the placeholder the API fills with the number in force,
 * in English and Hindi, so the texts are the seed's word for word; a number the hospital typed
 * itself stays, and the step can be undone. On a new embedded database, or on PostgreSQL when
 * DATABASE_URL is set.
 */
import { Migrator, sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../src/db';
import { migrationProvider } from '../src/db/migrations';
import { cardiology } from '../src/db/seed/services/cardiology';
import { cardiologyHi } from '../src/db/seed/services/cardiology.hi';
import { onEmptyDatabase } from './empty-database';

const THIS = '0035_hospital_facts';
/** The emergency number the seed wrote out before the admin kept the facts. */
const OLD_NUMBER = '+91 129 400 0108';

let db: Kysely<Database>;
let before: string;

onEmptyDatabase((opened) => {
  db = opened;
});

beforeAll(async () => {
  const names = Object.keys(await migrationProvider.getMigrations()).sort();
  before = names[names.indexOf(THIS) - 1] ?? '';
});

/** A page as the seed wrote it then: the number itself where the seed now names it. */
const old = <T>(value: T): T => JSON.parse(JSON.stringify(value).replaceAll('{emergencyPhone}', OLD_NUMBER)) as T;
const asStored = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

const rowOf = (slug: string) =>
  db.selectFrom('services').select(['page', 'page_hi']).where('slug', '=', slug).executeTakeFirstOrThrow();

test('an older database’s written-out emergency numbers become the placeholder, in both languages', async () => {
  const migrator = new Migrator({ db, provider: migrationProvider });
  expect((await migrator.migrateTo(before)).error).toBeUndefined();
  expect(JSON.stringify(old(cardiology.page))).toContain(OLD_NUMBER);
  await sql`
    insert into services (id, slug, name, description, service_banner, position, page, description_hi, page_hi) values
      (1, 'cardiology', 'Cardiology', ${cardiology.description}, null, 0, ${JSON.stringify(old(cardiology.page))},
        ${cardiologyHi.description}, ${JSON.stringify(old(cardiologyHi.page))}),
      (2, 'sleep', 'Sleep', 'Sleep clinic', null, 1, ${JSON.stringify({ cta: 'Call +91 98100 00000' })}, null, null)
  `.execute(db);

  expect((await migrator.migrateTo(THIS)).error).toBeUndefined();

  expect(await rowOf('cardiology')).toEqual({
    page: asStored(cardiology.page),
    page_hi: asStored(cardiologyHi.page),
  });
  expect(await rowOf('sleep')).toEqual({ page: { cta: 'Call +91 98100 00000' }, page_hi: null });
  expect(await db.selectFrom('hospital_facts').selectAll().execute()).toEqual([]);
});

test('it can be undone', async () => {
  const migrator = new Migrator({ db, provider: migrationProvider });
  expect((await migrator.migrateTo(before)).error).toBeUndefined();
  expect(await rowOf('cardiology')).toEqual({
    page: asStored(old(cardiology.page)),
    page_hi: asStored(old(cardiologyHi.page)),
  });
  expect((await migrator.migrateTo(THIS)).error).toBeUndefined();
});
