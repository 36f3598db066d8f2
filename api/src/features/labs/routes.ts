import type { FastifyInstance } from 'fastify';
import { languageOf } from '../../http/language';
import { ReadCache, sendCachedJson } from '../../http/read-cache';
import { listLabs, listTests } from './repository';

export default async function labRoutes(app: FastifyInstance): Promise<void> {
  const cache = new ReadCache();

  app.get('/api/lab/lab/', async (request, reply) => {
    const language = languageOf(request.query);
    return sendCachedJson(reply, (await cache.json(`labs:${language}`, () => listLabs(app.db, language))) ?? '[]');
  });

  app.get('/api/lab/lab-tests/', async (request, reply) => {
    const language = languageOf(request.query);
    return sendCachedJson(reply, (await cache.json(`tests:${language}`, () => listTests(app.db, language))) ?? '[]');
  });
}
