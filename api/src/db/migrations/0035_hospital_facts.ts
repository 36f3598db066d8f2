import { sql } from 'kysely';
import type { Kysely } from 'kysely';

/**
 * The hospital's facts kept by the admin (issue 48): one row, the facts as one JSON document (read
 * and written whole, like a service page), the version a save names, and who saved it when. No row:
 * the contract's defaults are in force (version 0).
 *
 * The seeded service pages wrote the emergency number into their texts; they now name it
 * (`{emergencyPhone}`) and the API puts the number in force there as it answers. The numbers written
 * out here are the seed's defaults as they shipped, not imported, so this migration does what it did
 * when it shipped; a number the hospital typed itself into a text is not one of them and stays.
 */
const PLACEHOLDERS: readonly (readonly [string, string])[] = [
  ['+91 129 400 0108', '{emergencyPhone}'],
  ['+91 129 400 0102', '{ambulancePhone}'],
  ['+91 129 400 0000', '{supportPhone}'],
];

type Pairs = readonly (readonly [string, string])[];

/** Every string in a page document with each `from` in it written as its `to`. */
function replaced(value: unknown, pairs: Pairs): unknown {
  if (typeof value === 'string') return pairs.reduce((text, [from, to]) => text.replaceAll(from, to), value);
  if (Array.isArray(value)) return value.map((item) => replaced(item, pairs));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, replaced(item, pairs)]));
  }
  return value;
}

interface ServiceTexts {
  id: number;
  page: unknown;
  page_hi: unknown;
}

async function rewrite(db: Kysely<unknown>, pairs: Pairs): Promise<void> {
  const { rows } = await sql<ServiceTexts>`select id, page, page_hi from services`.execute(db);
  for (const row of rows) {
    await sql`
      update services set
        page = ${JSON.stringify(replaced(row.page, pairs))}::jsonb,
        page_hi = ${row.page_hi === null ? null : JSON.stringify(replaced(row.page_hi, pairs))}::jsonb
      where id = ${row.id}
    `.execute(db);
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('hospital_facts')
    .addColumn('id', 'smallint', (col) =>
      col
        .primaryKey()
        .defaultTo(1)
        .check(sql`id = 1`),
    )
    .addColumn('facts', 'jsonb', (col) => col.notNull().check(sql`jsonb_typeof(facts) = 'object'`))
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
    .addColumn('updated_by', 'integer', (col) => col.references('staff_accounts.id').onDelete('set null'))
    .execute();
  await rewrite(db, PLACEHOLDERS);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await rewrite(
    db,
    PLACEHOLDERS.map(([number, placeholder]) => [placeholder, number]),
  );
  await db.schema.dropTable('hospital_facts').execute();
}
