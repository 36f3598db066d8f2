import type { Kysely } from 'kysely';
import type { AppConfig } from './config';
import type { Database } from './db';
import type { RateCounter } from './http/rate-limit-store';
import type { OutboxDispatcher } from './mail/outbox';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Kysely<Database>;
    outbox: OutboxDispatcher;
    /** Where every allowance is counted (shared by all instances on PostgreSQL). */
    rateCounter: RateCounter;
  }
}
