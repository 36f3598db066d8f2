import type { FastifyInstance } from 'fastify';
import type { Lab, LabTest } from 'contract';
import { inLanguage, languageOf } from '../../http/language';
import type { Language } from '../../http/language';
import { ReadCache, sendCachedJson } from '../../http/read-cache';

export default async function labRoutes(app: FastifyInstance): Promise<void> {
  const cache = new ReadCache();

  const listLabs = async (language: Language): Promise<Lab[]> => {
    const rows = await app.db
      .selectFrom('labs')
      .select(['id', 'lab_name', 'lab_name_hi', 'home_collection'])
      .orderBy('id')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      lab_name: inLanguage(language, row.lab_name, row.lab_name_hi),
      home_collection: row.home_collection,
    }));
  };

  /** Ordered by the English name in every language, so a test keeps its place when the visitor switches. */
  const listTests = async (language: Language): Promise<LabTest[]> => {
    const rows = await app.db
      .selectFrom('lab_tests')
      .select(['id', 'test_name', 'test_name_hi', 'test_price', 'lab_id'])
      .orderBy('lab_id')
      .orderBy('test_name')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      test_name: inLanguage(language, row.test_name, row.test_name_hi),
      test_price: row.test_price,
      lab: row.lab_id,
    }));
  };

  app.get('/api/lab/lab/', async (request, reply) => {
    const language = languageOf(request.query);
    return sendCachedJson(reply, (await cache.json(`labs:${language}`, () => listLabs(language))) ?? '[]');
  });

  app.get('/api/lab/lab-tests/', async (request, reply) => {
    const language = languageOf(request.query);
    return sendCachedJson(reply, (await cache.json(`tests:${language}`, () => listTests(language))) ?? '[]');
  });
}
