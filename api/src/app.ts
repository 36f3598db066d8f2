/**
 * Builds the API from its plugins and routes. `server.ts` starts it; tests build it on a fresh data
 * directory and call it over HTTP.
 */
import multipart from '@fastify/multipart';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { AppConfig } from './config';
import accountRoutes from './features/accounts/routes';
import appointmentRoutes from './features/appointments/routes';
import contactRoutes from './features/contact/routes';
import doctorRoutes from './features/doctors/routes';
import healthRoutes from './features/health/routes';
import labRoutes from './features/labs/routes';
import mediaRoutes from './features/media/routes';
import serviceRoutes from './features/services/routes';
import { MULTIPART_LIMITS } from './http/multipart';
import database from './plugins/database';
import errors from './plugins/errors';
import outbox from './plugins/outbox';
import security from './plugins/security';

/** JSON bodies are a handful of short fields; anything bigger is refused before it is parsed. */
const JSON_BODY_LIMIT = 32 * 1024;

interface LoggedRequest {
  method: string;
  url: string;
}

/**
 * Logs say what was asked and how it went, never who asked: no bodies, no query strings (a doctor
 * filter is harmless, but a future one may not be), no headers.
 */
function loggerOptions(
  level: AppConfig['logLevel'],
  stream: NodeJS.WritableStream | undefined,
): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: {
      req: (request: LoggedRequest) => ({ method: request.method, url: request.url.split('?')[0] }),
      res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
      // Database errors carry the offending values in `detail`; log only what identifies the fault.
      err: (error: Error & { code?: unknown }) => ({
        type: error.name,
        code: error.code,
        message: error.message,
        stack: error.stack ?? '',
      }),
    },
  };
}

export interface BuildOptions {
  /** Where log lines go instead of stdout (tests read them to prove they hold no patient data). */
  logStream?: NodeJS.WritableStream;
}

export function buildApp(config: AppConfig, options: BuildOptions = {}): FastifyInstance {
  const app = Fastify({ logger: loggerOptions(config.logLevel, options.logStream), bodyLimit: JSON_BODY_LIMIT });
  app.decorate('config', config);
  // Bodies are JSON or multipart; Fastify's built-in text parser would let plain text through to the
  // handlers, where a 415 is the clearer answer.
  app.removeContentTypeParser('text/plain');

  app.register(errors);
  app.register(security, { config });
  app.register(database, { config });
  app.register(outbox, { config });
  app.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: false });

  app.register(healthRoutes);
  app.register(serviceRoutes);
  app.register(doctorRoutes);
  app.register(labRoutes);
  app.register(appointmentRoutes);
  app.register(contactRoutes);
  app.register(accountRoutes);
  app.register(mediaRoutes, { root: config.mediaDir });

  return app;
}
