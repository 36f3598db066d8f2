/**
 * The bookable packages (health checks, diabetes programmes, home care visits) with their prices,
 * their texts in the language asked for: `?lang=en` (the default) or `?lang=hi`.
 */
import type { FastifyInstance } from 'fastify';
import type { CarePackage, CarePackageKind } from 'shared-ui/contract';
import type { CarePackageTexts } from '../../db/schema';
import { BadInputError } from '../../http/errors';
import { ReadCache, sendCachedJson } from '../../http/read-cache';

type PackageLanguage = keyof CarePackageTexts;

const LANGUAGES: readonly PackageLanguage[] = ['en', 'hi'];

/** The order the pages show them in: health checks, then programmes, then home care. */
const KIND_ORDER: readonly CarePackageKind[] = ['health-check', 'diabetes-programme', 'home-care'];

/**
 * An unknown language is refused rather than answered in English: a page asking for one would
 * otherwise show English under a Hindi heading without anyone noticing.
 */
function languageOf(query: unknown): PackageLanguage {
  const lang = typeof query === 'object' && query !== null ? (query as Record<string, unknown>)['lang'] : undefined;
  if (lang === undefined || lang === '') return 'en';
  const known = LANGUAGES.find((language) => language === lang);
  if (!known) throw new BadInputError({ lang: 'Please ask for the packages in en (English) or hi (Hindi)' });
  return known;
}

export default async function packageRoutes(app: FastifyInstance): Promise<void> {
  const cache = new ReadCache();

  const listPackages = async (language: PackageLanguage): Promise<CarePackage[]> => {
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
