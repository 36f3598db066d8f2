/**
 * Fees and prices as the desk edits them: each item's price in effect today and its changes to
 * come, and a change stored under its item's row lock (two managers scheduling at once are one after
 * the other, each change's history naming what it replaced).
 */
import { sql } from 'kysely';
import type { Kysely, Transaction } from 'kysely';
import type { PriceTimeline, StaffPricedItem, StaffPrices } from 'contract';
import type { Database } from '../../db';
import type { PricedItem } from '../../db/schema';
import { priceOn } from '../prices';

type Db = Kysely<Database> | Transaction<Database>;

const effectiveDay = sql<string>`to_char(effective_from, 'YYYY-MM-DD')`.as('effective_from');

/** Each item's changes after `today`, in date order, by item id. */
async function scheduledAfter(db: Db, item: PricedItem, ids: readonly number[], today: string) {
  const byId = new Map<number, PriceTimeline['scheduled']>();
  if (ids.length === 0) return byId;
  const rows = await db
    .selectFrom('price_changes')
    .select(['item_id', 'price', effectiveDay])
    .where('item', '=', item)
    .where('item_id', 'in', ids)
    .where('effective_from', '>', today)
    .orderBy('effective_from')
    .execute();
  for (const row of rows) {
    const list = byId.get(row.item_id) ?? [];
    list.push({ price: row.price, effective_from: row.effective_from });
    byId.set(row.item_id, list);
  }
  return byId;
}

/** A doctor's fees of both modes: today's and those to come; null for no such doctor. */
export async function feeTimelines(
  db: Db,
  doctorId: number,
  today: string,
): Promise<{ in_person: PriceTimeline; online: PriceTimeline } | null> {
  const row = await db
    .selectFrom('doctors')
    .select([
      priceOn('fee_in_person', 'doctors.id', 'doctors.fee_in_person', today).as('in_person'),
      priceOn('fee_online', 'doctors.id', 'doctors.fee_online', today).as('online'),
    ])
    .where('id', '=', doctorId)
    .executeTakeFirst();
  if (!row) return null;
  const [inPerson, online] = await Promise.all([
    scheduledAfter(db, 'fee_in_person', [doctorId], today),
    scheduledAfter(db, 'fee_online', [doctorId], today),
  ]);
  return {
    in_person: { current: row.in_person, scheduled: inPerson.get(doctorId) ?? [] },
    online: { current: row.online, scheduled: online.get(doctorId) ?? [] },
  };
}

/** Every package and test with today's price and the changes to come, names in English. */
export async function staffPrices(db: Db, today: string): Promise<StaffPrices> {
  const [packages, tests] = await Promise.all([
    db
      .selectFrom('care_packages')
      .select(['id', 'slug', 'texts', priceOn('package', 'care_packages.id', 'care_packages.price', today).as('price')])
      .orderBy('kind')
      .orderBy('position')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('lab_tests')
      .innerJoin('labs', 'labs.id', 'lab_tests.lab_id')
      .select([
        'lab_tests.id',
        'lab_tests.test_name',
        'labs.lab_name',
        priceOn('test', 'lab_tests.id', 'lab_tests.test_price', today).as('price'),
      ])
      .orderBy('labs.id')
      .orderBy('lab_tests.test_name')
      .execute(),
  ]);
  const [packageChanges, testChanges] = await Promise.all([
    scheduledAfter(
      db,
      'package',
      packages.map((row) => row.id),
      today,
    ),
    scheduledAfter(
      db,
      'test',
      tests.map((row) => row.id),
      today,
    ),
  ]);
  return {
    packages: packages.map((row) => ({
      kind: 'package',
      key: row.slug,
      name: row.texts.en.name,
      lab: null,
      price: { current: row.price, scheduled: packageChanges.get(row.id) ?? [] },
    })),
    tests: tests.map((row) => ({
      kind: 'test',
      key: String(row.id),
      name: row.test_name,
      lab: row.lab_name,
      price: { current: row.price, scheduled: testChanges.get(row.id) ?? [] },
    })),
  };
}

/** One package or test as the prices list shows it, read under its row's lock; null for none. */
export async function lockPricedItem(
  trx: Transaction<Database>,
  kind: 'package' | 'test',
  key: string,
  today: string,
): Promise<{ id: number; item: StaffPricedItem } | null> {
  if (kind === 'package') {
    const row = await trx
      .selectFrom('care_packages')
      .select(['id', 'slug', 'texts', priceOn('package', 'care_packages.id', 'care_packages.price', today).as('price')])
      .where('slug', '=', key)
      .forUpdate()
      .executeTakeFirst();
    if (!row) return null;
    const scheduled = (await scheduledAfter(trx, 'package', [row.id], today)).get(row.id) ?? [];
    return {
      id: row.id,
      item: { kind, key: row.slug, name: row.texts.en.name, lab: null, price: { current: row.price, scheduled } },
    };
  }
  if (!/^\d{1,9}$/.test(key)) return null;
  const row = await trx
    .selectFrom('lab_tests')
    .innerJoin('labs', 'labs.id', 'lab_tests.lab_id')
    .select([
      'lab_tests.id',
      'lab_tests.test_name',
      'labs.lab_name',
      priceOn('test', 'lab_tests.id', 'lab_tests.test_price', today).as('price'),
    ])
    .where('lab_tests.id', '=', Number(key))
    .forUpdate('lab_tests')
    .executeTakeFirst();
  if (!row) return null;
  const scheduled = (await scheduledAfter(trx, 'test', [row.id], today)).get(row.id) ?? [];
  return {
    id: row.id,
    item: {
      kind,
      key: String(row.id),
      name: row.test_name,
      lab: row.lab_name,
      price: { current: row.price, scheduled },
    },
  };
}

/** Locks a doctor's row (a fee change, a profile save); false for no such doctor. */
export async function lockDoctor(trx: Transaction<Database>, doctorId: number): Promise<boolean> {
  const row = await trx.selectFrom('doctors').select('id').where('id', '=', doctorId).forUpdate().executeTakeFirst();
  return row !== undefined;
}

/** Stores `price` from `day` on; a change already set for that day is replaced. */
export async function schedulePrice(
  trx: Transaction<Database>,
  change: { item: PricedItem; itemId: number; price: number; day: string; by: number },
): Promise<void> {
  await trx
    .insertInto('price_changes')
    .values({
      item: change.item,
      item_id: change.itemId,
      price: change.price,
      effective_from: change.day,
      created_by: change.by,
    })
    .onConflict((conflict) =>
      conflict
        .columns(['item', 'item_id', 'effective_from'])
        .doUpdateSet({ price: change.price, created_by: change.by }),
    )
    .execute();
}
