import type { FastifyInstance } from 'fastify';
import type { Lab, LabTest } from 'shared-ui/contract';

export default async function labRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/lab/lab/', async (): Promise<Lab[]> =>
    app.db.selectFrom('labs').select(['id', 'lab_name']).orderBy('id').execute(),
  );

  app.get('/api/lab/lab-tests/', async (): Promise<LabTest[]> =>
    app.db
      .selectFrom('lab_tests')
      .select(['id', 'test_name', 'test_price', 'lab_id as lab'])
      .orderBy('lab_id')
      .orderBy('test_name')
      .execute(),
  );
}
