/**
 * The staff's own routes under `/api/staff/`: enrolment, sign-in and sessions, and the admin's
 * accounts and audit. The plugin (plugin.ts) refuses other networks, non-JSON writes and callers
 * without the route's role before a handler runs; each handler here validates with the contract's
 * schemas and audits what it changes, naming the actor.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import {
  fieldIssue,
  LIMITS,
  staffAccountCreateSchema,
  staffEnrolmentCompleteSchema,
  staffEnrolmentSchema,
  staffSignInSchema,
} from 'contract';
import type { FieldIssue, StaffAuditPage, StaffSessionInfo } from 'contract';
import { listOf, NO_BODY, ref, refusals } from '../../http/answer-schemas';
import { BadInputError, messageAnswer } from '../../http/errors';
import { validateBody } from '../../http/validation';
import { HashingBusyError, holdHashPlace, refuseCommonPassword } from '../accounts';
import { clearStaffCookie, setStaffCookie, STAFF_ACCESS, staffCookie, staffRoute } from './plugin';
import { accountOf, auditPage, listSessions, listStaff, memberOf, sessionInfo } from './repository';
import { IDLE_MS } from './service';
import type { Actor, Client, LiveSession } from './service';

const AUDIT_PAGE = 50;

const SCHEMAS: Record<
  | 'enrolment'
  | 'enrolmentComplete'
  | 'signIn'
  | 'session'
  | 'signOut'
  | 'sessions'
  | 'endSession'
  | 'accounts'
  | 'createAccount'
  | 'disable'
  | 'resetFactor'
  | 'audit',
  FastifySchema
> = {
  enrolment: {
    summary: 'Open a staff enrolment link',
    description:
      'The link’s token (from its fragment): whose account it is and the TOTP secret to add to an app, the ' +
      'same until enrolment completes. 404 `staffEnrolmentInvalid` for an unknown, used, replaced or expired link.',
    response: { 200: ref('StaffEnrolment'), ...refusals(400, 403, 404, 415, 429) },
  },
  enrolmentComplete: {
    summary: 'Complete a staff enrolment',
    description:
      'The token, a password (12 characters or more, not a common one) and the app’s current code (400 ' +
      '`totpWrong` on `code`). Sets the `staff_session` cookie and answers the ten recovery codes, shown once.',
    response: { 200: ref('StaffEnrolled'), ...refusals(400, 403, 404, 415, 429) },
  },
  signIn: {
    summary: 'Sign in to the desk',
    description:
      'E-mail, password and `code` (the app’s 6 digits, or a recovery code, each good once). 401 ' +
      '`staffSignInRefused` for any wrong part; 403 `staffAccountDisabled` (all three right); 429 ' +
      '`staffSignInSlowed` or `passwordCheckBusy` with `Retry-After`.',
    response: { 200: ref('SignedInStaff'), ...refusals(400, 401, 403, 415, 429) },
  },
  session: {
    summary: 'Who is signed in to the desk',
    description: '401 `staffSignedOut` when no live session (30 minutes idle, 12 hours at most).',
    response: { 200: ref('SignedInStaff'), ...refusals(401, 403) },
  },
  signOut: { summary: 'Sign out of the desk', response: { 204: NO_BODY, ...refusals(403) } },
  sessions: {
    summary: 'My desk sessions',
    description: 'Live sessions of the signed-in member, newest sign-in first, the asking one marked `current`.',
    response: { 200: listOf('StaffSession'), ...refusals(401, 403) },
  },
  endSession: {
    summary: 'End one of my desk sessions',
    description: '404 `staffSessionNotFound` for an id that is not one of the member’s live sessions.',
    response: { 204: NO_BODY, ...refusals(401, 403, 404) },
  },
  accounts: {
    summary: 'Staff accounts (admin)',
    response: { 200: listOf('StaffAccount'), ...refusals(401, 403) },
  },
  createAccount: {
    summary: 'Add a staff account (admin)',
    description: 'Answers the one-time enrolment link (72 hours) to give its owner; 409 `staffEmailTaken`.',
    response: { 201: ref('StaffAccountCreated'), ...refusals(400, 401, 403, 409, 415, 429) },
  },
  disable: {
    summary: 'Disable a staff account (admin)',
    description:
      'Its sessions and links end. Body `{}`. 404 `staffAccountNotFound`; 409 `staffSelfDisable` for one’s own.',
    response: { 200: ref('StaffAccount'), ...refusals(401, 403, 404, 409, 415, 429) },
  },
  resetFactor: {
    summary: 'Reset a staff member’s lost second factor (admin)',
    description:
      'The TOTP secret, recovery codes and sessions go; a new enrolment link sets a password and factor again. ' +
      'Body `{}`. 404 `staffAccountNotFound`.',
    response: { 200: ref('StaffEnrolmentLink'), ...refusals(401, 403, 404, 415, 429) },
  },
  audit: {
    summary: 'The staff audit (admin)',
    description: `Newest first, ${AUDIT_PAGE} a page; kept one year.`,
    response: { 200: ref('StaffAuditPage'), ...refusals(400, 401, 403) },
  },
};

const refusal = (reply: FastifyReply, status: number, issue: FieldIssue) =>
  reply.status(status).send(messageAnswer(issue));

const clientOf = (request: FastifyRequest): Client => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? '',
});

/** The session the guard found (every route but the public ones has one). */
function live(request: FastifyRequest): LiveSession {
  if (!request.staffSession) throw new Error('A staff route ran without its guard');
  return request.staffSession;
}

const actorOf = (request: FastifyRequest): Actor => ({ actorId: live(request).staff.id, ip: request.ip });

/** A path's id: a whole number a row may have, else null (answered as not found). */
function idParam(params: unknown): number | null {
  const raw = (params as Record<string, string | undefined>)['id'] ?? '';
  if (!/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= LIMITS.idMax ? id : null;
}

export default async function staffRoutes(app: FastifyInstance): Promise<void> {
  const staff = app.staff;

  // Past its short queue a password check is refused at once, with when to try again (as patients' sign-in).
  app.setErrorHandler(async (error, _request, reply) => {
    if (!(error instanceof HashingBusyError)) throw error;
    void reply.header('retry-after', String(error.retryAfterSeconds));
    return refusal(reply, 429, { code: 'passwordCheckBusy' });
  });

  app.post(
    '/api/staff/enrolment/',
    { schema: SCHEMAS.enrolment, config: { ...staffRoute('public'), docs: { body: staffEnrolmentSchema } } },
    async (request, reply) => {
      const { token } = await validateBody(staffEnrolmentSchema(), request.body);
      const enrolment = await staff.beginEnrolment(token);
      return enrolment ?? refusal(reply, 404, { code: 'staffEnrolmentInvalid' });
    },
  );

  app.post(
    '/api/staff/enrolment/complete/',
    {
      schema: SCHEMAS.enrolmentComplete,
      config: { ...staffRoute('public'), docs: { body: staffEnrolmentCompleteSchema } },
    },
    async (request, reply) => {
      const input = await validateBody(staffEnrolmentCompleteSchema(), request.body);
      refuseCommonPassword('password', input.password);
      const result = await staff.completeEnrolment(input, clientOf(request));
      if (result.outcome === 'invalid') return refusal(reply, 404, { code: 'staffEnrolmentInvalid' });
      if (result.outcome === 'wrongCode') throw new BadInputError({ code: fieldIssue('totpWrong') });
      setStaffCookie(request, reply, result.sessionId);
      return { staff: memberOf(result.staff), recovery_codes: result.recoveryCodes };
    },
  );

  app.post(
    '/api/staff/session/',
    { schema: SCHEMAS.signIn, config: { ...staffRoute('public'), docs: { body: staffSignInSchema } } },
    async (request, reply) => {
      const input = await validateBody(staffSignInSchema(), request.body);
      const knownNetwork = await staff.signedInFromNetwork(input.email, request.ip);
      const wait = await app.staffThrottle.waitSeconds(input.email, request.ip, knownNetwork);
      if (wait > 0) {
        await staff.audit({ actorId: null, ip: request.ip }, 'session.sign_in_limited', null, { wait_seconds: wait });
        void reply.header('retry-after', String(wait));
        return refusal(reply, 429, { code: 'staffSignInSlowed', params: { after: wait } });
      }
      // A place for the password check, taken before the look-ups: a crowd is refused at once (429).
      const place = holdHashPlace();
      try {
        const result = await staff.signIn(input, clientOf(request), place);
        if (result.outcome === 'refused') {
          await app.staffThrottle.failed(input.email, request.ip);
          await staff.audit(
            { actorId: null, ip: request.ip },
            'session.sign_in_failed',
            result.staffId === null ? null : `staff:${result.staffId}`,
            { reason: result.reason },
          );
          return refusal(reply, 401, { code: 'staffSignInRefused' });
        }
        await app.staffThrottle.succeeded(input.email, request.ip);
        if (result.outcome === 'disabled') {
          await staff.audit({ actorId: null, ip: request.ip }, 'session.sign_in_disabled', `staff:${result.staff.id}`);
          return refusal(reply, 403, { code: 'staffAccountDisabled' });
        }
        // A new id at every sign-in; the session this browser had before ends (no fixation).
        const previous = staffCookie(request);
        if (previous !== null) await staff.endSessionByCookie(previous);
        setStaffCookie(request, reply, result.sessionId);
        return { staff: memberOf(result.staff) };
      } finally {
        place.release();
      }
    },
  );

  app.get(
    '/api/staff/session/',
    { schema: SCHEMAS.session, config: staffRoute(STAFF_ACCESS.anyRole) },
    async (request) => ({ staff: memberOf(live(request).staff) }),
  );

  app.delete(
    '/api/staff/session/',
    { schema: SCHEMAS.signOut, config: staffRoute('public') },
    async (request, reply) => {
      const cookie = staffCookie(request);
      if (cookie !== null) {
        const staffId = await staff.endSessionByCookie(cookie);
        if (staffId !== null)
          await staff.audit({ actorId: staffId, ip: request.ip }, 'session.signed_out', `staff:${staffId}`);
        clearStaffCookie(request, reply);
      }
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/staff/sessions/',
    { schema: SCHEMAS.sessions, config: staffRoute(STAFF_ACCESS.anyRole) },
    async (request): Promise<StaffSessionInfo[]> => {
      const session = live(request);
      const rows = await listSessions(app.db, session.staff.id, staff.now(), IDLE_MS);
      return rows.map((row) => sessionInfo(row, session.sessionRowId));
    },
  );

  app.delete(
    '/api/staff/sessions/:id/',
    { schema: SCHEMAS.endSession, config: staffRoute(STAFF_ACCESS.anyRole) },
    async (request, reply) => {
      const session = live(request);
      const id = idParam(request.params);
      if (id === null || !(await staff.endOwnSession(session.staff.id, id))) {
        return refusal(reply, 404, { code: 'staffSessionNotFound' });
      }
      await staff.audit(actorOf(request), 'session.ended', `session:${id}`);
      if (id === session.sessionRowId) clearStaffCookie(request, reply);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/staff/accounts/',
    { schema: SCHEMAS.accounts, config: staffRoute(STAFF_ACCESS.admin) },
    async (request) => {
      await staff.audit(actorOf(request), 'accounts.viewed', null);
      return (await listStaff(app.db)).map(accountOf);
    },
  );

  app.post(
    '/api/staff/accounts/',
    {
      schema: SCHEMAS.createAccount,
      config: { ...staffRoute(STAFF_ACCESS.admin), docs: { body: staffAccountCreateSchema } },
    },
    async (request, reply) => {
      const input = await validateBody(staffAccountCreateSchema(), request.body);
      const created = await staff.createAccount(input, actorOf(request));
      if (!created) return refusal(reply, 409, { code: 'staffEmailTaken' });
      return reply.status(201).send({ account: accountOf(created.staff), ...created.link });
    },
  );

  app.post(
    '/api/staff/accounts/:id/disable/',
    { schema: SCHEMAS.disable, config: staffRoute(STAFF_ACCESS.admin) },
    async (request, reply) => {
      const id = idParam(request.params);
      if (id === live(request).staff.id) return refusal(reply, 409, { code: 'staffSelfDisable' });
      const disabled = id === null ? null : await staff.disable(id, actorOf(request));
      return disabled ? accountOf(disabled) : refusal(reply, 404, { code: 'staffAccountNotFound' });
    },
  );

  app.post(
    '/api/staff/accounts/:id/reset-factor/',
    { schema: SCHEMAS.resetFactor, config: staffRoute(STAFF_ACCESS.admin) },
    async (request, reply) => {
      const id = idParam(request.params);
      const link = id === null ? null : await staff.resetFactor(id, actorOf(request));
      if (!link) return refusal(reply, 404, { code: 'staffAccountNotFound' });
      // One's own factor reset ends one's own session too.
      if (id === live(request).staff.id) clearStaffCookie(request, reply);
      return link;
    },
  );

  app.get(
    '/api/staff/audit/',
    {
      schema: SCHEMAS.audit,
      config: {
        ...staffRoute(STAFF_ACCESS.admin),
        docs: {
          query: { before: 'the `next_before` of the page before: events older than it (newest first when absent)' },
        },
      },
    },
    async (request): Promise<StaffAuditPage> => {
      const raw = (request.query as Record<string, unknown>)['before'];
      let before: number | null = null;
      if (raw !== undefined && raw !== '') {
        if (typeof raw !== 'string' || !/^\d{1,15}$/.test(raw)) {
          throw new BadInputError({ before: fieldIssue('staffAuditBefore') });
        }
        before = Number(raw);
      }
      const events = await auditPage(app.db, before, AUDIT_PAGE + 1);
      const page = events.slice(0, AUDIT_PAGE);
      const last = page.at(-1);
      return { events: page, next_before: events.length > AUDIT_PAGE && last ? last.id : null };
    },
  );
}
