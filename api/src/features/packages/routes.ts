/**
 * The bookable packages (health checks, diabetes programmes, home care visits) with their prices,
 * their texts in the language asked for: `?lang=en` (the default) or `?lang=hi`.
 */
import type { FastifyInstance } from 'fastify';
import { listOf, refusals } from '../../http/answer-schemas';
import { LANGUAGE_QUERY, languageOf } from '../../http/language';
import { sendCachedJson } from '../../http/read-cache';
import { catalogueReadCache } from '../catalogue';
import { listPackages } from './repository';

export default async function packageRoutes(app: FastifyInstance): Promise<void> {
  const cache = catalogueReadCache(app.db);

  const schema = {
    summary: 'The care packages',
    description: 'Health checks, diabetes programmes and home care visits with their prices, by kind then position.',
    response: { 200: listOf('CarePackage'), ...refusals(400) },
  };
  app.get('/api/package/packages/', { schema, config: { docs: { query: LANGUAGE_QUERY } } }, async (request, reply) => {
    const language = languageOf(request.query);
    return sendCachedJson(
      reply,
      (await cache.json(`packages:${language}`, () => listPackages(app.db, language))) ?? '[]',
    );
  });
}
