/** The site search's synonyms: each department's and service's words that have any, by slug. */
import type { Kysely } from 'kysely';
import type { SearchWords, SearchWordsByLanguage } from 'contract/search-words';
import type { Database } from '../../db';

const hasWords = (words: SearchWordsByLanguage) => words.en.length > 0 || words.hi.length > 0;

const bySlug = (rows: readonly { slug: string; search_words: SearchWordsByLanguage }[]) =>
  Object.fromEntries(rows.filter((row) => hasWords(row.search_words)).map((row) => [row.slug, row.search_words]));

export async function listSearchWords(db: Kysely<Database>): Promise<SearchWords> {
  const [departments, services] = await Promise.all([
    db.selectFrom('departments').select(['slug', 'search_words']).orderBy('id').execute(),
    db.selectFrom('services').select(['slug', 'search_words']).orderBy('position').execute(),
  ]);
  return { departments: bySlug(departments), services: bySlug(services) };
}
