/**
 * Security headers on every answer, `Cache-Control: no-store` on every answer that can carry a
 * patient's data, and CORS for the site's origins only. The per-client limit on POSTs is in
 * rate-limit.ts (it needs the database).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import cors from '@fastify/cors';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { AppConfig } from '../config';
import { messageAnswer, RequestError } from '../http/errors';

const helmetMiddleware = helmet({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  },
  // Doctor photos and service images are shown by the site, which lives on another origin.
  crossOriginResourcePolicy: { policy: 'cross-origin' },
});

/** The API's answers are data and images: no feature of a browser is theirs to use. */
export const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), bluetooth=(), midi=(), ' +
  'display-capture=(), fullscreen=(), accelerometer=(), gyroscope=(), magnetometer=()';

/** Bookings, their look-up and cancel, and patients' accounts: every answer under these. */
const PERSONAL_DATA_PATHS = /^\/api\/(accounts?|appointment|login|logout)\//;

/**
 * Whether an answer may carry a patient's data (every POST answer echoes or confirms what was sent),
 * so that neither the browser nor a proxy between keeps a copy.
 */
export function carriesPersonalData(method: string, url: string): boolean {
  return method === 'POST' || PERSONAL_DATA_PATHS.test(url);
}

/**
 * Sets the headers on the raw response. Also called for the few answers Fastify gives before any
 * hook runs (a malformed URL), so those carry them too.
 */
export function setSecurityHeaders(request: IncomingMessage, response: ServerResponse): void {
  helmetMiddleware(request, response, (error?: unknown) => {
    if (error) throw error;
  });
  response.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
}

const STATE_CHANGING = new Set(['POST', 'PATCH', 'PUT', 'DELETE']);

/** The paths any site's page may read: the public FHIR feed. */
const isOpenFeed = (url: string | undefined) => url?.startsWith('/fhir/') === true;

export default fp<{ config: AppConfig }>(
  async (app, { config }) => {
    // First of all hooks, so an answer another hook ends early (a CORS refusal, a preflight) has them.
    app.addHook('onRequest', async (request, reply) => {
      setSecurityHeaders(request.raw, reply.raw);
    });
    // On sending, so it has the last word over a route's own Cache-Control, and covers refusals too.
    app.addHook('onSend', async (request, reply, payload) => {
      if (carriesPersonalData(request.method, request.url)) void reply.header('cache-control', 'no-store');
      return payload;
    });

    const allowed = new Set(config.siteOrigins);
    // Every state-changing call from a page of another site is refused (before CORS, so the refusal
    // has its code): SameSite=Lax keeps the cookie off most, this keeps off the rest. A call with no
    // Origin is no browser page's cross-site request (browsers send it on every such call): scripts
    // and server-to-server callers get through, with no cookie to ride on.
    app.addHook('onRequest', async (request, reply) => {
      if (!STATE_CHANGING.has(request.method)) return;
      const origin = request.headers.origin;
      if (origin === undefined || allowed.has(origin)) return;
      await reply.status(403).send(messageAnswer({ code: 'originRefused' }));
    });
    const siteCors = {
      // A browser page from another origin is refused outright (403) rather than answered without
      // CORS headers: multipart posts need no preflight, so only a refusal keeps them from being stored.
      origin: (origin: string | undefined, callback: (error: Error | null, allow: string | boolean) => void) => {
        if (origin === undefined) callback(null, false);
        else if (allowed.has(origin)) callback(null, origin);
        else callback(new RequestError(403, { code: 'originRefused' }), false);
      },
      // DELETE: the desk's sign-out and ending a session (issue 47).
      methods: ['GET', 'HEAD', 'POST', 'PATCH', 'DELETE'],
      // The session cookie goes with the site's calls (issue 21).
      credentials: true,
      maxAge: 600,
    };
    // The FHIR feed is public and read-only, for scheduling apps on any site (issue 50): any origin
    // may read it, never with a cookie.
    const openCors = { origin: '*', methods: ['GET', 'HEAD'], credentials: false, maxAge: 86_400 };
    await app.register(cors, {
      delegator: (request, callback) => callback(null, isOpenFeed(request.url) ? openCors : siteCors),
    });
  },
  { name: 'security' },
);
