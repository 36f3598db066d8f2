/**
 * Builds the API from its plugins and routes. `server.ts` starts it; tests build it on a fresh data
 * directory and call it over HTTP.
 */
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import Fastify from 'fastify';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { AppConfig } from './config';
import accountRoutes from './features/accounts/routes';
import appointmentRoutes from './features/appointments/routes';
import catalogueRoutes from './features/catalogue/routes';
import type { CrashPoints } from './features/appointments/service';
import contactInboxRoutes from './features/contact/inbox';
import contactRoutes from './features/contact/routes';
import deskRoutes from './features/desk/routes';
import { timetableRoutes } from './features/timetables';
import { doctorProfileRoutes } from './features/doctor-profiles';
import doctorRoutes from './features/doctors/routes';
import fhirRoutes from './features/fhir/routes';
import healthRoutes from './features/health/routes';
import { hospitalFactsRoutes } from './features/hospital-facts';
import { hmisKeyRoutes } from './features/hmis';
import { leaveRoutes } from './features/leave';
import { labDeskRoutes } from './features/lab-desk';
import labRoutes from './features/labs/routes';
import mediaRoutes from './features/media/routes';
import type { DispatcherHooks } from './features/notices/dispatcher';
import notices from './features/notices/plugin';
import noticeRoutes from './features/notices/routes';
import packageRoutes from './features/packages/routes';
import { priceRoutes } from './features/price-desk';
import retention from './features/privacy/plugin';
import serviceRoutes from './features/services/routes';
import vitalsRoutes from './features/vitals/routes';
import sessions from './features/sessions/plugin';
import staff from './features/staff/plugin';
import staffRoutes from './features/staff/routes';
import undeliveredRoutes from './features/undelivered/routes';
import { messageAnswer } from './http/errors';
import { MULTIPART_LIMITS } from './http/multipart';
import apiDocs from './plugins/api-docs';
import auditKey from './plugins/audit';
import database from './plugins/database';
import errors from './plugins/errors';
import outbox from './plugins/outbox';
import rateLimit from './plugins/rate-limit';
import security, { setSecurityHeaders } from './plugins/security';

/** JSON bodies are a handful of short fields; anything bigger is refused before it is parsed. */
const JSON_BODY_LIMIT = 32 * 1024;

/**
 * A socket silent this long is closed, and a request must arrive whole within REQUEST_TIMEOUT_MS:
 * a client trickling bytes cannot hold a connection open for ever. Long enough for a 5 MB
 * prescription over a slow mobile connection.
 */
export const CONNECTION_TIMEOUT_MS = 30_000;
export const REQUEST_TIMEOUT_MS = 120_000;
/** How long a plugin (the database: opened, migrated, seeded) may take to start. */
const PLUGIN_TIMEOUT_MS = 120_000;
/** Smaller answers fit a packet or two as they are; compressing them buys nothing. */
const COMPRESSED_FROM_BYTES = 1024;

/**
 * Fastify answers a malformed URL (`/api/%ff`) or an over-long path parameter itself, before any
 * hook runs; this gives those the API's own body and headers.
 */
function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  setSecurityHeaders(request.raw, reply.raw);
  const code = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'addressTooLong' : 'addressInvalid';
  request.log.info({ code: error.code, statusCode: 400 }, 'client error');
  void reply.status(400).send({ ...messageAnswer({ code }), errors: {} });
}

interface LoggedRequest {
  method: string;
  url: string;
}

/** A booking reference (either form, any case) or a long random token (mixed case and digits, unlike a slug). */
const REFERENCE_IN_PATH = /\b(?:APT|LAB)-(?:[0-9A-Z]{5}-[0-9A-Z]{5}|\d{6,9})\b/gi;
const TOKEN_SEGMENT = /^(?=[^/]*[A-Z])(?=[^/]*\d)[\w-]{20,}$/;

/**
 * The path of a request as logged: a reference or token in it (`/api/appointment/calendar/{ref}.ics`)
 * would let anyone who reads the logs open the booking, so each is replaced. Read decoded, so a
 * percent-encoded reference is found too.
 */
export function loggedPath(url: string): string {
  const path = url.split('?')[0] ?? '';
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    decoded = path;
  }
  return decoded
    .replace(REFERENCE_IN_PATH, '[reference]')
    .split('/')
    .map((segment) => segment.replace(/^([^.]*)/, (name) => (TOKEN_SEGMENT.test(name) ? '[token]' : name)))
    .join('/');
}

/**
 * Logs say what was asked and how it went, never who asked: no bodies, no query strings (a doctor
 * filter is harmless, but a future one may not be), no headers, no reference or token in a path.
 */
function loggerOptions(
  level: AppConfig['logLevel'],
  stream: NodeJS.WritableStream | undefined,
): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: {
      req: (request: LoggedRequest) => ({ method: request.method, url: loggedPath(request.url) }),
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
  /** Where the crash tests stop the process; passed to the bookings. */
  crashPoints?: CrashPoints;
  /** The staff feature's clock (sessions, codes, throttle, audit); tests move it instead of waiting. */
  staffClock?: () => Date;
  /** The SMS and WhatsApp messages' clock (reminders, quiet hours, fallback), and the crash tests' stop. */
  noticeClock?: () => Date;
  noticeHooks?: DispatcherHooks;
  /** Where the leave crash test stops the process: inside a booking's cancellation, before its commit. */
  leaveCrashPoint?: (cancelledSoFar: number) => Promise<void>;
}

export function buildApp(config: AppConfig, options: BuildOptions = {}): FastifyInstance {
  const serverOptions: FastifyServerOptions = {
    logger: loggerOptions(config.logLevel, options.logStream),
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: config.trustProxy,
    connectionTimeout: CONNECTION_TIMEOUT_MS,
    requestTimeout: REQUEST_TIMEOUT_MS,
    // Opening the database runs its migrations (and, new, its seed): on a busy machine (builds that
    // prerender beside each other, each with its own embedded API) that outlasts fastify's 10 s.
    pluginTimeout: PLUGIN_TIMEOUT_MS,
    frameworkErrors,
  };
  const app = Fastify(serverOptions);
  app.decorate('config', config);
  // Bodies are JSON or multipart; Fastify's built-in text parser would let plain text through to the
  // handlers, where a 415 is the clearer answer.
  app.removeContentTypeParser('text/plain');

  app.register(errors);
  // Before every route, so that each route's schema is in the OpenAPI document.
  app.register(apiDocs, { config });
  app.register(security, { config });
  app.register(database, { config });
  app.register(auditKey, { config });
  app.register(rateLimit, { config });
  app.register(outbox, { config });
  app.register(notices, {
    config,
    ...(options.noticeClock ? { now: options.noticeClock } : {}),
    ...(options.noticeHooks ? { hooks: options.noticeHooks } : {}),
  });
  app.register(retention);
  app.register(sessions);
  // Before every staff route: it gives each its network check, role guard and no-store.
  app.register(staff, options.staffClock ? { now: options.staffClock } : {});
  // Before every route: its hook keeps the hospital's facts in force those the database holds.
  app.register(hospitalFactsRoutes);
  app.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: false });

  app.register(healthRoutes);
  // The public catalogue, compressed (a doctors' list 8 KB → 2 KB on a phone's connection): answers
  // that carry no visitor's data and echo nothing a visitor sent, so compression reveals nothing.
  app.register(async (catalogue) => {
    await catalogue.register(compress, { threshold: COMPRESSED_FROM_BYTES });
    catalogue.register(serviceRoutes);
    catalogue.register(doctorRoutes);
    catalogue.register(labRoutes);
    catalogue.register(packageRoutes);
    catalogue.register(catalogueRoutes);
  });
  // Public and read-only, compressed like the catalogue, with its own ETags (docs/fhir.md).
  app.register(fhirRoutes);
  app.register(appointmentRoutes, { crashPoints: options.crashPoints });
  app.register(contactRoutes);
  app.register(noticeRoutes);
  app.register(accountRoutes);
  app.register(mediaRoutes, { root: config.mediaDir });
  app.register(vitalsRoutes);
  app.register(staffRoutes);
  app.register(deskRoutes, options.staffClock ? { now: options.staffClock } : {});
  app.register(timetableRoutes, options.staffClock ? { now: options.staffClock } : {});
  app.register(labDeskRoutes, options.staffClock ? { now: options.staffClock } : {});
  app.register(contactInboxRoutes);
  app.register(undeliveredRoutes);
  app.register(hmisKeyRoutes);
  app.register(leaveRoutes, {
    ...(options.staffClock ? { now: options.staffClock } : {}),
    ...(options.leaveCrashPoint ? { crashPoint: options.leaveCrashPoint } : {}),
  });
  app.register(priceRoutes);
  app.register(doctorProfileRoutes);

  return app;
}
