/**
 * Migration 0010 on a database deployed before it: seeded services get their department by slug, a
 * service the hospital added itself stays unlinked, and every call to action gets the action its
 * button had on the site (in both languages). On a new embedded database, or on PostgreSQL when
 * DATABASE_URL is set.
 */
import { Migrator, sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../src/db';
import { migrationProvider } from '../src/db/migrations';
import { onEmptyDatabase } from './empty-database';

let db: Kysely<Database>;

onEmptyDatabase((opened) => {
  db = opened;
});

const pageWithButton = (buttonText: string) =>
  JSON.stringify({
    cta_section: { title: 'T', description: 'D', emergency_contact: '0129 400 0000', button_text: buttonText },
  });

test('an older database links its seeded services to their departments and says what each button does', async () => {
  const migrator = new Migrator({ db, provider: migrationProvider });
  expect((await migrator.migrateTo('0009_hindi_texts')).error).toBeUndefined();
  await sql`
    insert into departments (id, department_name)
    values (1, 'Cardiology'), (2, 'Emergency Medicine'), (3, 'Bariatric & Laparoscopic Surgery'),
      (4, 'Sleep & Breathing Medicine')
  `.execute(db);
  await sql`
    insert into services (id, slug, name, description, service_banner, position, page, page_hi) values
      (1, 'cardiology', 'Cardiology', 'Heart.', null, 0, ${pageWithButton('Book Heart Checkup')},
        ${pageWithButton('दिल की जाँच बुक करें')}),
      (2, 'accident-and-emergency', 'A&E', 'Emergency.', null, 1, ${pageWithButton('Call Emergency')},
        ${pageWithButton('आपातकालीन नंबर पर कॉल करें')}),
      (3, 'bariatric-surgery', 'Bariatric', 'Weight.', null, 2, ${pageWithButton('Book Assessment')}, null),
      (4, 'full-body-health-checkup', 'Checkup', 'Checkup.', null, 3, '{}', '{}'),
      (5, 'sleep', 'Sleep', 'Sleep.', null, 4, ${pageWithButton('call the sleep line')}, null)
  `.execute(db);

  expect((await migrator.migrateTo('0010_service_departments')).error).toBeUndefined();

  const rows = await db
    .selectFrom('services')
    .select([
      'slug',
      'department_id',
      sql<string | null>`page #>> '{cta_section,action}'`.as('action'),
      sql<string | null>`page_hi #>> '{cta_section,action}'`.as('action_hi'),
    ])
    .orderBy('id')
    .execute();
  expect(rows).toEqual([
    { slug: 'cardiology', department_id: 1, action: 'book', action_hi: 'book' },
    // Named differently from their departments: the seed's link, not shared words.
    { slug: 'accident-and-emergency', department_id: 2, action: 'call', action_hi: 'call' },
    { slug: 'bariatric-surgery', department_id: 3, action: 'book', action_hi: null },
    // No one department runs it, and its page has no call to action.
    { slug: 'full-body-health-checkup', department_id: null, action: null, action_hi: null },
    // The hospital's own service: no link to guess; its button dials, as it did on the site.
    { slug: 'sleep', department_id: null, action: 'call', action_hi: null },
  ]);
  // The rest of a call to action is left as it was.
  expect(
    (await db.selectFrom('services').select('page').where('id', '=', 1).executeTakeFirstOrThrow()).page.cta_section,
  ).toEqual({
    title: 'T',
    description: 'D',
    emergency_contact: '0129 400 0000',
    button_text: 'Book Heart Checkup',
    action: 'book',
  });
});

test('it can be undone', async () => {
  const migrator = new Migrator({ db, provider: migrationProvider });
  expect((await migrator.migrateTo('0009_hindi_texts')).error).toBeUndefined();
  expect(
    await db
      .selectFrom('services')
      .select(sql<string | null>`page #>> '{cta_section,action}'`.as('action'))
      .where('id', '=', 2)
      .executeTakeFirstOrThrow(),
  ).toEqual({ action: null });
  expect((await migrator.migrateTo('0010_service_departments')).error).toBeUndefined();
});
