import type { FastifyInstance } from 'fastify';
import type { Service, ServicePage } from 'shared-ui/contract';

export default async function serviceRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/service/service-pages/', async (): Promise<Service[]> =>
    app.db
      .selectFrom('services')
      .select(['id', 'slug', 'name', 'description', 'service_banner'])
      .orderBy('position')
      .execute(),
  );

  app.get<{ Params: { slug: string } }>('/api/service/service-page/:slug/', async (request, reply) => {
    const row = await app.db
      .selectFrom('services')
      .select(['name', 'slug', 'page'])
      .where('slug', '=', request.params.slug)
      .executeTakeFirst();
    if (!row) return reply.status(404).send({ detail: 'Not found.' });
    const page: ServicePage = { name: row.name, slug: row.slug, ...row.page };
    return page;
  });
}
