/**
 * CORS for the site's origins only, security headers on every answer, and a per-client limit on
 * POSTs (the only requests that store anything or cost a password hash).
 */
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import { RequestError } from '../http/errors';

export default fp<{ config: AppConfig }>(
  async (app, { config }) => {
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

    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
      },
      // Doctor photos and service images are shown by the site, which lives on another origin.
      crossOriginResourcePolicy: { policy: 'cross-origin' },
    });

    await app.register(rateLimit, {
      max: config.rateLimitPerMinute,
      timeWindow: 60_000,
      // One allowance per client shared by every POST route; reads are never limited.
      allowList: (request) => request.method !== 'POST',
      errorResponseBuilder: () =>
        new RequestError(429, 'Too many requests from your network. Please wait a minute and try again.'),
    });
  },
  { name: 'security' },
);
