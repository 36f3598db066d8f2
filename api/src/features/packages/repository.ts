/** The bookable packages with their prices, their texts in the language asked for. */
import type { Kysely } from 'kysely';
import type { CarePackage, CarePackageKind } from 'contract';
import type { Database } from '../../db';
import type { Language } from '../../http/language';
import { priceDay, priceOn } from '../prices';

/** The order the pages show them in: health checks, then programmes, then home care. */
const KIND_ORDER: readonly CarePackageKind[] = ['health-check', 'diabetes-programme', 'home-care'];

export async function listPackages(db: Kysely<Database>, language: Language): Promise<CarePackage[]> {
  const rows = await db
    .selectFrom('care_packages')
    .select(['id', 'slug', 'kind', 'position', 'price_basis', 'place', 'texts'])
    // The price a booking made today is charged (issue 48's price changes).
    .select(priceOn('package', 'care_packages.id', 'care_packages.price', priceDay()).as('price'))
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows
    .sort((a, b) => KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind))
    .map((row) => {
      const text = row.texts[language];
      return {
        id: row.id,
        slug: row.slug,
        kind: row.kind,
        name: text.name,
        summary: text.summary,
        price: row.price,
        price_basis: row.price_basis,
        includes: text.includes,
        preparation: text.preparation,
        sample_type: text.sample_type,
        report_time: text.report_time,
        duration: text.duration,
        place: row.place,
      };
    });
}
