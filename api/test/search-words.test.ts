/**
 * The site search's synonyms are the hospital's data (issue 46): each department's words and a
 * department-less service's, in English and Hindi, answered in one read; migration 0020 gives a
 * database deployed earlier exactly the words the shell's table had, and a department the hospital
 * added itself none.
 */
import { Migrator, sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { SearchWords } from 'contract/search-words';
import type { Database } from '../src/db';
import { migrationProvider } from '../src/db/migrations';
import { departments } from '../src/db/seed/doctors';
import { departmentSearchWords, serviceSearchWords } from '../src/db/seed/search-words';
import { onEmptyDatabase } from './empty-database';
import { freshApi } from './helpers';

const api = freshApi();

const searchWords = async (query = ''): Promise<SearchWords> => {
  const response = await fetch(`${api.baseUrl}/api/service/search-words/${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as SearchWords;
};

describe('GET /api/service/search-words/', () => {
  test("answers every seeded department's words and the health checkup's, in both languages", async () => {
    const words = await searchWords();
    expect(Object.keys(words.departments)).toHaveLength(departments.length);
    expect(words.departments['cardiology']?.en).toEqual(expect.arrayContaining(['heart', 'chest pain']));
    expect(words.departments['cardiology']?.hi).toEqual(expect.arrayContaining(['दिल', 'dil', 'seene mein dard']));
    expect(words.departments['paediatrics']?.hi).toEqual(expect.arrayContaining(['बच्चा', 'bacche ko bukhar']));
    // A service its department runs is found by the department's words: only the checkup has its own.
    expect(Object.keys(words.services)).toEqual(['full-body-health-checkup']);
    expect(words.services['full-body-health-checkup']).toEqual({
      en: expect.arrayContaining(['checkup', 'blood test']),
      hi: expect.arrayContaining(['जाँच', 'khoon ki jaanch']),
    });
  });

  test('is the same answer whatever language is asked: the site finds by both', async () => {
    expect(await searchWords('?lang=hi')).toEqual(await searchWords());
  });
});

describe('migration 0020 on a database deployed earlier', () => {
  const THIS = '0020_search_words';
  let db: Kysely<Database>;
  onEmptyDatabase((opened) => {
    db = opened;
  });

  const wordsOf = async (table: 'departments' | 'services', slug: string) =>
    (await db.selectFrom(table).select('search_words').where('slug', '=', slug).executeTakeFirstOrThrow()).search_words;

  test("gives the seed's departments and services the shell's words, and others none", async () => {
    const migrator = new Migrator({ db, provider: migrationProvider });
    const names = Object.keys(await migrationProvider.getMigrations()).sort();
    expect((await migrator.migrateTo(names[names.indexOf(THIS) - 1] ?? '')).error).toBeUndefined();
    await sql`
      insert into departments (department_name) values ('Cardiology'), ('Nephrology'), ('Sleep Medicine')
    `.execute(db);
    await sql`
      insert into services (slug, name, description, service_banner, position, page) values
        ('full-body-health-checkup', 'Checkup', '', null, 0, '{}'),
        ('cardiology', 'Cardiology', '', null, 1, '{}')
    `.execute(db);

    expect((await migrator.migrateTo(THIS)).error).toBeUndefined();

    expect(await wordsOf('departments', 'cardiology')).toEqual(departmentSearchWords['cardiology']);
    expect(await wordsOf('departments', 'nephrology')).toEqual(departmentSearchWords['nephrology']);
    expect(await wordsOf('departments', 'sleep-medicine')).toEqual({ en: [], hi: [] });
    expect(await wordsOf('services', 'full-body-health-checkup')).toEqual(
      serviceSearchWords['full-body-health-checkup'],
    );
    expect(await wordsOf('services', 'cardiology')).toEqual({ en: [], hi: [] });
    // Words are lists in both languages, or the database refuses them.
    await expect(
      sql`update departments set search_words = '{"en": "heart"}' where slug = 'cardiology'`.execute(db),
    ).rejects.toThrow(/check constraint/);
  });

  test('it can be undone', async () => {
    const migrator = new Migrator({ db, provider: migrationProvider });
    const names = Object.keys(await migrationProvider.getMigrations()).sort();
    expect((await migrator.migrateTo(names[names.indexOf(THIS) - 1] ?? '')).error).toBeUndefined();
    expect((await migrator.migrateTo(THIS)).error).toBeUndefined();
  });
});
