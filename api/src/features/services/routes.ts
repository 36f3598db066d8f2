import type { FastifyInstance } from 'fastify';
import { isStorableText, MESSAGES } from 'shared-ui/contract';
import type { Service, ServicePage } from 'shared-ui/contract';
import { BadInputError } from '../../http/errors';
import { ReadCache, sendCachedJson } from '../../http/read-cache';

export default async function serviceRoutes(app: FastifyInstance): Promise<void> {
  const cache = new ReadCache();

  const listServices = (): Promise<Service[]> =>
    app.db
      .selectFrom('services')
      .select(['id', 'slug', 'name', 'description', 'service_banner'])
      .orderBy('position')
      .execute();

  const findServicePage = async (slug: string): Promise<ServicePage | null> => {
    const row = await app.db
      .selectFrom('services')
      .select(['name', 'slug', 'page'])
      .where('slug', '=', slug)
      .executeTakeFirst();
    return row ? { name: row.name, slug: row.slug, ...row.page } : null;
  };

  app.get('/api/service/service-pages/', async (_request, reply) => {
    const json = await cache.json('list', listServices);
    return sendCachedJson(reply, json ?? '[]');
  });

  app.get<{ Params: { slug: string } }>('/api/service/service-page/:slug/', async (request, reply) => {
    const { slug } = request.params;
    // The database cannot compare text holding a NUL (`%00`): that is a bad address, not a missing page.
    if (!isStorableText(slug)) throw new BadInputError({ slug: MESSAGES.invalidCharacters });
    const json = await cache.json(`page:${slug}`, () => findServicePage(slug));
    if (json === null) return reply.status(404).send({ detail: 'Not found.' });
    return sendCachedJson(reply, json);
  });
}
