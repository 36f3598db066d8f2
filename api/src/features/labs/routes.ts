import type { FastifyInstance } from 'fastify';
import { listOf, refusals } from '../../http/answer-schemas';
import { LANGUAGE_QUERY, languageOf } from '../../http/language';
import { sendCachedJson } from '../../http/read-cache';
import { catalogueReadCache } from '../catalogue';
import { listLabs, listTests } from './repository';

export default async function labRoutes(app: FastifyInstance): Promise<void> {
  const cache = catalogueReadCache(app.db);

  app.get(
    '/api/lab/lab/',
    {
      schema: { summary: 'The labs', response: { 200: listOf('Lab'), ...refusals(400) } },
      config: { docs: { query: LANGUAGE_QUERY } },
    },
    async (request, reply) => {
      const language = languageOf(request.query);
      return sendCachedJson(reply, (await cache.json(`labs:${language}`, () => listLabs(app.db, language))) ?? '[]');
    },
  );

  app.get(
    '/api/lab/lab-tests/',
    {
      schema: {
        summary: 'The lab tests',
        description: 'Ordered by lab, then by English name in every language.',
        response: { 200: listOf('LabTest'), ...refusals(400) },
      },
      config: { docs: { query: LANGUAGE_QUERY } },
    },
    async (request, reply) => {
      const language = languageOf(request.query);
      return sendCachedJson(reply, (await cache.json(`tests:${language}`, () => listTests(app.db, language))) ?? '[]');
    },
  );
}
