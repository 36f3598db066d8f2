import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { writeSearchWords } from '../seed/search-words';

/**
 * The site search's synonyms (issue 46), the words patients type for a speciality ("knee",
 * "घुटना", "ghutna"), were a table in the shell's code: changing one meant a release of the shell.
 * They become the hospital's data, beside the rest of it: a `search_words` document on each
 * department (its words find its service, its doctors and itself), and on each service for one no
 * department runs (the health checkup, a package of tests). One document of `en` and `hi` lists
 * (as the packages' texts, 0008) rather than a `_hi` column: the words are never shown, and the
 * site searches with both languages' whatever the page's language.
 *
 * A database deployed earlier gets the seed's words here, matched by slug: exactly the words the
 * shell had. A new one gets them from the seed, which runs after the migrations.
 */
const EMPTY = sql`'{"en": [], "hi": []}'::jsonb`;
const IS_WORDS = sql`jsonb_typeof(search_words -> 'en') = 'array' and jsonb_typeof(search_words -> 'hi') = 'array'`;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['departments', 'services']) {
    await db.schema
      .alterTable(table)
      .addColumn('search_words', 'jsonb', (col) => col.notNull().defaultTo(EMPTY).check(IS_WORDS))
      .execute();
  }
  await writeSearchWords(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['departments', 'services']) {
    await db.schema.alterTable(table).dropColumn('search_words').execute();
  }
}
