/**
 * What every `/api/staff/…` route shares, set once here so no route can forget it:
 * - `STAFF_ALLOWED_NETWORKS`: from any other network every such request is refused (403
 *   `staffNetworkRefused`) before anything else runs;
 * - writes come as JSON only (415 `contentTypeRefused`): with the security plugin's Origin check and
 *   the cookie's SameSite=Strict, no other site's page can make a staff member's browser act. A
 *   route that takes a file (`config.staffUpload`: a doctor's photo) takes multipart too, still
 *   behind both of those;
 * - every answer is `Cache-Control: no-store`;
 * - the role guard: each staff route declares `config.staff` (`'public'`, or the roles that may
 *   call it; `staffRoute(access)` makes the whole config, with the per-session POST allowance) and gets the guard as its first preHandler, which reads the session on the server and
 *   answers 401 `staffSignedOut` or 403 `staffRoleRefused`. A staff route without a rule stops the
 *   API at start.
 * The session cookie is `staff_session`: HttpOnly, SameSite=Strict, Path=/api/staff, Secure on HTTPS.
 */
import { createHash } from 'node:crypto';
import type { FastifyContextConfig, FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import ipaddr from 'ipaddr.js';
import { STAFF_ROLES, STAFF_SESSION_COOKIE } from 'contract';
import type { StaffRole } from 'contract';
import { loadAccessSecret } from '../../db/server-secret';
import { clientKey } from '../../http/client-network';
import { messageAnswer } from '../../http/errors';
import { StaffSecrets } from './secrets';
import { ABSOLUTE_MS, StaffService } from './service';
import type { LiveSession } from './service';
import { StaffThrottle } from './throttle';

/** Who may call a staff route: anyone (sign-in, enrolment), or the roles listed. */
export type StaffAccess = 'public' | readonly StaffRole[];

/** The role lists the routes use: what reception does, an OPD manager does too. */
export const STAFF_ACCESS = {
  anyRole: STAFF_ROLES,
  desk: ['reception', 'opd_manager'],
  // Timetables, leave, fees, prices and profiles (issue 48).
  catalogue: ['opd_manager'],
  admin: ['admin'],
} as const satisfies Record<string, readonly StaffRole[]>;

declare module 'fastify' {
  interface FastifyInstance {
    staff: StaffService;
    staffThrottle: StaffThrottle;
  }
  interface FastifyRequest {
    /** The live staff session, set by the guard on every staff route that is not public. */
    staffSession: LiveSession | null;
  }
  interface FastifyContextConfig {
    staff?: StaffAccess;
    /** The route takes a file: `multipart/form-data` as well as JSON. */
    staffUpload?: boolean;
  }
}

export interface StaffPluginOptions {
  /** The staff feature's clock: sessions, codes, throttle and audit times (tests move it). */
  now?: () => Date;
}

const STAFF_PATH = /^\/api\/staff(?:\/|$|\?)/;
const WRITES = new Set(['POST', 'PUT', 'PATCH']);
const SWEEP_EVERY_MS = 5 * 60_000;

/** POSTs a minute one signed-in staff session may make (instead of the client's `API_RATE_LIMIT`). */
export const STAFF_SESSION_POSTS_PER_MINUTE = 120;

/**
 * A signed-in route's POSTs are counted per session, not per client address: every desk of the
 * hospital may share one address (its NAT), and 20 a minute among them would stop the day's work.
 * The session id is counted only as a hash (the counts may sit in PostgreSQL); without a cookie the
 * client's address is the key, as for the site's own POSTs.
 */
function sessionRateKey(request: FastifyRequest): string {
  const cookie = staffCookie(request);
  if (cookie === null) return clientKey(request.ip);
  return `staff-session:${createHash('sha256').update(cookie).digest('hex').slice(0, 32)}`;
}

/**
 * A staff route's `config`: who may call it and, for signed-in routes, their POSTs' allowance per
 * session (see sessionRateKey). Public routes (sign-in, enrolment) keep the per-client allowance.
 */
export function staffRoute(access: StaffAccess): FastifyContextConfig {
  if (access === 'public') return { staff: access };
  return { staff: access, rateLimit: { max: STAFF_SESSION_POSTS_PER_MINUTE, keyGenerator: sessionRateKey } };
}

/** Whether a client address lies in one of the networks (CIDR, as config.ts wrote them). */
export function inNetworks(ip: string, networks: readonly string[]): boolean {
  if (!ipaddr.isValid(ip)) return false;
  let address = ipaddr.parse(ip);
  if (address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress()) {
    address = (address as ipaddr.IPv6).toIPv4Address();
  }
  return networks.some((network) => {
    const range = ipaddr.parseCIDR(network);
    return range[0].kind() === address.kind() && address.match(range);
  });
}

/** The cookie's id, or null (none, or longer than any the API hands out). */
export function staffCookie(request: FastifyRequest): string | null {
  const value = request.cookies[STAFF_SESSION_COOKIE];
  return value && value.length <= 100 ? value : null;
}

const cookieOptions = (request: FastifyRequest) =>
  ({ httpOnly: true, sameSite: 'strict', path: '/api/staff', secure: request.protocol === 'https' }) as const;

export function setStaffCookie(request: FastifyRequest, reply: FastifyReply, id: string): void {
  void reply.setCookie(STAFF_SESSION_COOKIE, id, { ...cookieOptions(request), maxAge: ABSOLUTE_MS / 1000 });
}

export function clearStaffCookie(request: FastifyRequest, reply: FastifyReply): void {
  void reply.clearCookie(STAFF_SESSION_COOKIE, cookieOptions(request));
}

export default fp<StaffPluginOptions>(
  async (app, options) => {
    const now = options.now ?? (() => new Date());
    const secrets = new StaffSecrets(await loadAccessSecret(app.db, app.config.apiSecret));
    app.decorate('staff', new StaffService({ db: app.db, secrets, now, siteUrl: app.config.siteUrl }));
    app.decorate('staffThrottle', new StaffThrottle(app.db, secrets, now));
    app.decorateRequest('staffSession', null);

    const networks = app.config.staffAllowedNetworks;
    app.addHook('onRequest', async (request, reply) => {
      if (!STAFF_PATH.test(request.url)) return;
      if (networks !== null && !inNetworks(request.ip, networks)) {
        return reply.status(403).send(messageAnswer({ code: 'staffNetworkRefused' }));
      }
      const type = request.headers['content-type']?.split(';')[0]?.trim();
      const upload = request.routeOptions.config.staffUpload === true && type === 'multipart/form-data';
      if (WRITES.has(request.method) && type !== 'application/json' && !upload) {
        return reply.status(415).send(messageAnswer({ code: 'contentTypeRefused' }));
      }
      return undefined;
    });
    app.addHook('onSend', async (request, reply, payload) => {
      if (STAFF_PATH.test(request.url)) void reply.header('cache-control', 'no-store');
      return payload;
    });

    const guard: preHandlerHookHandler = async function staffGuard(request, reply) {
      const access = request.routeOptions.config.staff;
      if (access === 'public') return;
      const cookie = staffCookie(request);
      const live = cookie === null ? null : await app.staff.sessionOf(cookie);
      if (!live) {
        if (cookie !== null) clearStaffCookie(request, reply);
        await reply.status(401).send(messageAnswer({ code: 'staffSignedOut' }));
        return;
      }
      request.staffSession = live;
      if (!access?.includes(live.staff.role)) {
        await reply.status(403).send(messageAnswer({ code: 'staffRoleRefused' }));
      }
    };

    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/staff/')) return;
      if (route.config?.staff === undefined) {
        throw new Error(`${String(route.method)} ${route.url} is a staff route without config.staff`);
      }
      const existing = route.preHandler === undefined ? [] : [route.preHandler].flat();
      route.preHandler = [guard, ...existing];
    });

    const sweeper = setInterval(() => {
      app.staff.sweep().catch((error: unknown) => app.log.warn({ err: error }, 'ended staff sessions not removed'));
    }, SWEEP_EVERY_MS);
    sweeper.unref();
    app.addHook('onClose', async () => clearInterval(sweeper));
  },
  { name: 'staff', dependencies: ['database', 'sessions'] },
);
