/**
 * Security headers on every answer and CORS for the site's origins only. The per-client limit on
 * POSTs is in rate-limit.ts (it needs the database).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import cors from '@fastify/cors';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { AppConfig } from '../config';
import { RequestError } from '../http/errors';

const helmetMiddleware = helmet({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  },
  // Doctor photos and service images are shown by the site, which lives on another origin.
  crossOriginResourcePolicy: { policy: 'cross-origin' },
});

/**
 * Sets the headers on the raw response. Also called for the few answers Fastify gives before any
 * hook runs (a malformed URL), so those carry them too.
 */
export function setSecurityHeaders(request: IncomingMessage, response: ServerResponse): void {
  helmetMiddleware(request, response, (error?: unknown) => {
    if (error) throw error;
  });
}

export default fp<{ config: AppConfig }>(
  async (app, { config }) => {
    // First of all hooks, so an answer another hook ends early (a CORS refusal, a preflight) has them.
    app.addHook('onRequest', async (request, reply) => {
      setSecurityHeaders(request.raw, reply.raw);
    });

    const allowed = new Set(config.siteOrigins);
    await app.register(cors, {
      // A browser page from another origin is refused outright (403) rather than answered without
      // CORS headers: multipart posts need no preflight, so only a refusal keeps them from being stored.
      origin: (origin, callback) => {
        if (origin === undefined) callback(null, false);
        else if (allowed.has(origin)) callback(null, origin);
        else callback(new RequestError(403, 'This site is not allowed to call the API.'), false);
      },
      methods: ['GET', 'HEAD', 'POST'],
      maxAge: 600,
    });
  },
  { name: 'security' },
);
