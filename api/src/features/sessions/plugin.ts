/**
 * The session cookie (`hs_session`: HttpOnly, SameSite=Lax, Path=/, Secure when the request came
 * over HTTPS) and the app's `sessions`, `signInThrottle` and `accountSecrets`. `signedInAccount`
 * reads the cookie of any request: the account routes and the bookings use it.
 */
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SESSION_COOKIE, SESSION_LIMITS } from 'contract';
import { loadAccessSecret } from '../appointments/access';
import { ABSOLUTE_HOURS, AccountSecrets, Sessions } from './sessions';
import { SignInThrottle } from './throttle';

declare module 'fastify' {
  interface FastifyInstance {
    sessions: Sessions;
    signInThrottle: SignInThrottle;
    accountSecrets: AccountSecrets;
  }
}

/** A browser that signed in before: exempt from the account-wide refusal (throttle.ts). */
export const DEVICE_COOKIE = 'hs_device';
const DEVICE_DAYS = SESSION_LIMITS.knownBrowserDays;
const SWEEP_EVERY_MS = 5 * 60_000;

const cookieOptions = (request: FastifyRequest) =>
  ({ httpOnly: true, sameSite: 'lax', path: '/', secure: request.protocol === 'https' }) as const;

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, id: string): void {
  void reply.setCookie(SESSION_COOKIE, id, { ...cookieOptions(request), maxAge: ABSOLUTE_HOURS * 3600 });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  void reply.clearCookie(SESSION_COOKIE, cookieOptions(request));
}

export function setDeviceCookie(request: FastifyRequest, reply: FastifyReply, id: string): void {
  void reply.setCookie(DEVICE_COOKIE, id, { ...cookieOptions(request), maxAge: DEVICE_DAYS * 86_400 });
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
