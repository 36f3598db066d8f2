/**
 * The bookable packages (health checks, diabetes programmes, home care visits) with their prices,
 * their texts in the language asked for: `?lang=en` (the default) or `?lang=hi`.
 */
import type { FastifyInstance } from 'fastify';
import { languageOf } from '../../http/language';
import { ReadCache, sendCachedJson } from '../../http/read-cache';
import { listPackages } from './repository';

export default async function packageRoutes(app: FastifyInstance): Promise<void> {
  const cache = new ReadCache();

  app.get('/api/package/packages/', async (request, reply) => {
    const language = languageOf(request.query);
    return sendCachedJson(
      reply,
      (await cache.json(`packages:${language}`, () => listPackages(app.db, language))) ?? '[]',
    );
  });
}
