/**
 * The session cookie (`__Host-hs_session`: HttpOnly, SameSite=Lax, Path=/, Secure) and the app's
 * `sessions`, `signInThrottle` and `accountSecrets`. `signedInAccount` reads the cookie of any
 * request, and `signedInSubject` what its account proves: the account routes and the bookings use them.
 *
 * The `__Host-` prefix makes the browser keep a cookie of that name only if it came Secure, from
 * this very host, for the whole site: a page on a sibling subdomain or a plain-HTTP answer cannot
 * plant or replace it. Secure always, whatever the proxy says: browsers (Chromium, Firefox) accept
 * Secure cookies from http://localhost, so development needs no exception. The names before these
 * (`hs_session`, `hs_device`) are no longer read: a session lasts 12 hours at most, so a switch asks
 * each visitor to sign in once more.
 */
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SESSION_COOKIE, SESSION_LIMITS } from 'contract';
import { loadAccessSecret } from '../../db/server-secret';
import { ABSOLUTE_HOURS, AccountSecrets, Sessions } from './sessions';
import type { AccountSubject } from './sessions';
import { SignInThrottle } from './throttle';

declare module 'fastify' {
  interface FastifyInstance {
    sessions: Sessions;
    signInThrottle: SignInThrottle;
    accountSecrets: AccountSecrets;
  }
}

/** A browser that signed in before: exempt from the account-wide refusal (throttle.ts). */
export const DEVICE_COOKIE = '__Host-hs_device';
const DEVICE_DAYS = SESSION_LIMITS.knownBrowserDays;
const SWEEP_EVERY_MS = 5 * 60_000;

/** What `__Host-` requires (Secure, Path=/, no Domain), and no script may read it. */
const COOKIE_OPTIONS = { httpOnly: true, sameSite: 'lax', path: '/', secure: true } as const;

export function setSessionCookie(_request: FastifyRequest, reply: FastifyReply, id: string): void {
  void reply.setCookie(SESSION_COOKIE, id, { ...COOKIE_OPTIONS, maxAge: ABSOLUTE_HOURS * 3600 });
}

export function clearSessionCookie(_request: FastifyRequest, reply: FastifyReply): void {
  void reply.clearCookie(SESSION_COOKIE, COOKIE_OPTIONS);
}

export function setDeviceCookie(_request: FastifyRequest, reply: FastifyReply, id: string): void {
  void reply.setCookie(DEVICE_COOKIE, id, { ...COOKIE_OPTIONS, maxAge: DEVICE_DAYS * 86_400 });
}

export function sessionId(request: FastifyRequest): string | null {
  const value = request.cookies[SESSION_COOKIE];
  return value && value.length <= 100 ? value : null;
}

/** The signed-in account's id, or null (no cookie, an unknown or ended session). */
export async function signedInAccount(app: FastifyInstance, request: FastifyRequest): Promise<number | null> {
  const id = sessionId(request);
  return id === null ? null : app.sessions.accountOf(id);
}

/** What the signed-in account proves it owns, or null when no one is signed in. */
export async function signedInSubject(app: FastifyInstance, request: FastifyRequest): Promise<AccountSubject | null> {
  const accountId = await signedInAccount(app, request);
  return accountId === null ? null : app.sessions.subjectOf(accountId);
}

export default fp(
  async (app) => {
    await app.register(cookie);
    const secrets = new AccountSecrets(await loadAccessSecret(app.db, app.config.apiSecret));
    app.decorate('accountSecrets', secrets);
    app.decorate('sessions', new Sessions(app.db, secrets));
    app.decorate('signInThrottle', new SignInThrottle(app.db, secrets));
    const sweeper = setInterval(() => {
      app.sessions.sweep().catch((error: unknown) => app.log.warn({ err: error }, 'ended sessions not removed'));
    }, SWEEP_EVERY_MS);
    sweeper.unref();
    app.addHook('onClose', async () => clearInterval(sweeper));
  },
  { name: 'sessions', dependencies: ['database'] },
);
