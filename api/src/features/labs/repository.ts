/** The labs and their tests, each name in the language asked for. */
import type { Kysely } from 'kysely';
import type { Lab, LabTest } from 'contract';
import type { Database } from '../../db';
import { inLanguage } from '../../http/language';
import type { Language } from '../../http/language';
import { priceDay, priceOn } from '../prices';

export async function listLabs(db: Kysely<Database>, language: Language): Promise<Lab[]> {
  const rows = await db
    .selectFrom('labs')
    .select(['id', 'lab_name', 'lab_name_hi', 'home_collection'])
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    lab_name: inLanguage(language, row.lab_name, row.lab_name_hi),
    home_collection: row.home_collection,
  }));
}

/** Ordered by the English name in every language, so a test keeps its place when the visitor switches. */
export async function listTests(db: Kysely<Database>, language: Language): Promise<LabTest[]> {
  const rows = await db
    .selectFrom('lab_tests')
    .select(['id', 'test_name', 'test_name_hi', 'lab_id'])
    // The price a booking made today is charged (issue 48's price changes).
    .select(priceOn('test', 'lab_tests.id', 'lab_tests.test_price', priceDay()).as('test_price'))
    .orderBy('lab_id')
    .orderBy('test_name')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    test_name: inLanguage(language, row.test_name, row.test_name_hi),
    test_price: row.test_price,
    lab: row.lab_id,
  }));
}
