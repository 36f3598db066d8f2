import type { FastifyInstance } from 'fastify';
import { isStorableText, MESSAGES } from 'contract';
import type { Service, ServicePage } from 'contract';
import { BadInputError } from '../../http/errors';
import { inLanguage, languageOf } from '../../http/language';
import type { Language } from '../../http/language';
import { ReadCache, sendCachedJson } from '../../http/read-cache';

export default async function serviceRoutes(app: FastifyInstance): Promise<void> {
  const cache = new ReadCache();

  const listServices = async (language: Language): Promise<Service[]> => {
    const rows = await app.db
      .selectFrom('services')
      .select(['id', 'slug', 'name', 'description', 'service_banner', 'name_hi', 'description_hi'])
      .orderBy('position')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      slug: row.slug,
      name: inLanguage(language, row.name, row.name_hi),
      description: inLanguage(language, row.description, row.description_hi),
      service_banner: row.service_banner,
    }));
  };

  const findServicePage = async (slug: string, language: Language): Promise<ServicePage | null> => {
    const row = await app.db
      .selectFrom('services')
      .select(['name', 'slug', 'page', 'name_hi', 'page_hi'])
      .where('slug', '=', slug)
      .executeTakeFirst();
    if (!row) return null;
    const page = language === 'hi' && row.page_hi !== null ? row.page_hi : row.page;
    return { name: inLanguage(language, row.name, row.name_hi), slug: row.slug, ...page };
  };

  app.get('/api/service/service-pages/', async (request, reply) => {
    const language = languageOf(request.query);
    const json = await cache.json(`list:${language}`, () => listServices(language));
    return sendCachedJson(reply, json ?? '[]');
  });

  app.get<{ Params: { slug: string } }>('/api/service/service-page/:slug/', async (request, reply) => {
    const { slug } = request.params;
    // The database cannot compare text holding a NUL (`%00`): that is a bad address, not a missing page.
    if (!isStorableText(slug)) throw new BadInputError({ slug: MESSAGES.invalidCharacters });
    const language = languageOf(request.query);
    const json = await cache.json(`page:${language}:${slug}`, () => findServicePage(slug, language));
    if (json === null) return reply.status(404).send({ detail: 'Not found.' });
    return sendCachedJson(reply, json);
  });
}
