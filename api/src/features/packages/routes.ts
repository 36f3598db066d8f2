/**
 * The bookable packages (health checks, diabetes programmes, home care visits) with their prices,
 * their texts in the language asked for: `?lang=en` (the default) or `?lang=hi`.
 */
import type { FastifyInstance } from 'fastify';
import type { CarePackage, CarePackageKind } from 'contract';
import { languageOf } from '../../http/language';
import type { Language } from '../../http/language';
import { ReadCache, sendCachedJson } from '../../http/read-cache';

/** The order the pages show them in: health checks, then programmes, then home care. */
const KIND_ORDER: readonly CarePackageKind[] = ['health-check', 'diabetes-programme', 'home-care'];

export default async function packageRoutes(app: FastifyInstance): Promise<void> {
  const cache = new ReadCache();

  const listPackages = async (language: Language): Promise<CarePackage[]> => {
    const rows = await app.db
      .selectFrom('care_packages')
      .select(['id', 'slug', 'kind', 'position', 'price', 'price_basis', 'place', 'texts'])
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
  };

  app.get('/api/package/packages/', async (request, reply) => {
    const language = languageOf(request.query);
    return sendCachedJson(reply, (await cache.json(`packages:${language}`, () => listPackages(language))) ?? '[]');
  });
}
