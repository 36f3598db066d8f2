import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';

/** Readiness: answers 200 only once the database answers (the e2e suite waits on it). */
export default async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/health', async () => {
    await sql`select 1`.execute(app.db);
    return { status: 'ok' };
  });
}
