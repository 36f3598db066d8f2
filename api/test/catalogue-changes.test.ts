/**
 * The catalogue's history (issue 48): a change is recorded with its actor, before and after, read
 * back newest first by subject with the member's name, and its id is the catalogue's version.
 */
import type { Kysely } from 'kysely';
import { migrateToLatest } from '../src/db';
import type { Database } from '../src/db';
import { catalogueHistory, catalogueVersion, recordCatalogueChange } from '../src/features/catalogue';
import { onEmptyDatabase } from './empty-database';

let db: Kysely<Database>;
onEmptyDatabase((opened) => {
  db = opened;
});

beforeAll(async () => {
  await migrateToLatest(db);
});

test('the version is 0 before any change, then the last change', async () => {
  expect(await catalogueVersion(db)).toBe('0');
  const member = await db
    .insertInto('staff_accounts')
    .values({ email: 'opd@example.org', name: 'Meera OPD', role: 'opd_manager' })
    .returning('id')
    .executeTakeFirstOrThrow();

  const first = await recordCatalogueChange(db, {
    actorId: member.id,
    subject: 'doctor:1',
    action: 'fee.scheduled',
    before: { fee_in_person: 500 },
    after: { fee_in_person: 600 },
  });
  const second = await recordCatalogueChange(db, {
    actorId: null,
    subject: 'hospital',
    action: 'facts.saved',
    before: null,
    after: { phone: '0129 000 0000' },
  });
  expect(await catalogueVersion(db)).toBe(second);
  expect(Number(second)).toBeGreaterThan(Number(first));

  expect(await catalogueHistory(db, 'doctor:1', 10)).toEqual([
    expect.objectContaining({
      id: first,
      actorName: 'Meera OPD',
      action: 'fee.scheduled',
      before: { fee_in_person: 500 },
      after: { fee_in_person: 600 },
    }),
  ]);
  expect(await catalogueHistory(db, 'doctor:1', 10, first)).toEqual([]);
});

test('a change rolled back leaves no history', async () => {
  const version = await catalogueVersion(db);
  await expect(
    db.transaction().execute(async (trx) => {
      await recordCatalogueChange(trx, {
        actorId: null,
        subject: 'test:3',
        action: 'price.scheduled',
        before: null,
        after: { price: 1 },
      });
      throw new Error('the price was refused');
    }),
  ).rejects.toThrow('the price was refused');
  expect(await catalogueVersion(db)).toBe(version);
  expect(await catalogueHistory(db, 'test:3', 10)).toEqual([]);
});
