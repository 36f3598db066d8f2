/**
 * A per-client allowance of POSTs (the only requests that store anything or cost a password hash),
 * counted where every API instance sees it: PostgreSQL when configured, memory for the embedded
 * database (one process).
 */
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { fieldIssue } from 'contract';
import type { AppConfig } from '../config';
import { clientKey } from '../http/client-network';
import { RequestError } from '../http/errors';
import { MemoryRateCounter, PostgresRateCounter, minutesOf, rateLimitStore } from '../http/rate-limit-store';
import type { RateCounter } from '../http/rate-limit-store';

const SWEEP_EVERY_MS = 5 * 60_000;

export default fp<{ config: AppConfig }>(
  async (app, { config }) => {
    const counter = config.databaseUrl ? new PostgresRateCounter(app.db) : new MemoryRateCounter();
    // Routes count their own allowances (per booking reference, per contact) in the same place.
    app.decorate<RateCounter>('rateCounter', counter);
    await app.register(rateLimit, {
      max: config.rateLimitPerMinute,
      timeWindow: 60_000,
      store: rateLimitStore(counter),
      // One allowance per client shared by every POST route (unless a route sets its own); reads are never limited.
      allowList: (request) => request.method !== 'POST',
      // A client is an IPv4 address or an IPv6 /64: one household holds a whole /64.
      keyGenerator: (request) => clientKey(request.ip),
      // The wait in English words (the plugin's) and in whole minutes, which the Hindi text says.
      errorResponseBuilder: (_request, context) =>
        new RequestError(429, fieldIssue('tooManyRequests', { after: context.after, minutes: minutesOf(context.ttl) })),
    });

    const sweeper = setInterval(() => {
      counter.sweep().catch((error: unknown) => app.log.warn({ err: error }, 'ended rate limit windows not removed'));
    }, SWEEP_EVERY_MS);
    sweeper.unref();
    app.addHook('onClose', async () => clearInterval(sweeper));
  },
  { name: 'rate-limit', dependencies: ['database'] },
);
