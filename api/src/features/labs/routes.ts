import type { FastifyInstance } from 'fastify';
import type { Lab, LabTest } from 'shared-ui/contract';
import { ReadCache, sendCachedJson } from '../../http/read-cache';

export default async function labRoutes(app: FastifyInstance): Promise<void> {
  const cache = new ReadCache();

  const listLabs = (): Promise<Lab[]> =>
    app.db.selectFrom('labs').select(['id', 'lab_name', 'home_collection']).orderBy('id').execute();

  const listTests = (): Promise<LabTest[]> =>
    app.db
      .selectFrom('lab_tests')
      .select(['id', 'test_name', 'test_price', 'lab_id as lab'])
      .orderBy('lab_id')
      .orderBy('test_name')
      .execute();

  app.get('/api/lab/lab/', async (_request, reply) =>
    sendCachedJson(reply, (await cache.json('labs', listLabs)) ?? '[]'),
  );

  app.get('/api/lab/lab-tests/', async (_request, reply) =>
    sendCachedJson(reply, (await cache.json('tests', listTests)) ?? '[]'),
  );
}
