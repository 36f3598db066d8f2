import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { ref } from '../../http/answer-schemas';

/** Readiness: answers 200 only once the database answers (the e2e suite waits on it). */
export default async function healthRoutes(app: FastifyInstance): Promise<void> {
  const schema = {
    summary: 'Readiness',
    description: 'Answers once the database answers (the e2e suite and the container wait on it).',
    response: { 200: ref('Health') },
  };
  app.get('/api/health', { schema }, async () => {
    await sql`select 1`.execute(app.db);
    return { status: 'ok' };
  });
}
