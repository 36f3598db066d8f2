/** Accounts: sign-up (`/api/patents/`, the existing backend's spelling), sign-in, the session and the account's own calls. */
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import {
  accountConfirmSchema,
  accountDeleteSchema,
  accountEditSchema,
  fieldIssue,
  loginSchema,
  passwordChangeSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  registrationSchema,
} from 'contract';
import type { FieldIssue, LoginInput } from 'contract';
import { PASSWORD_SCRYPT_COST } from '../../config';
import { audit } from '../../audit/audit';
import { clientKey } from '../../http/client-network';
import { NO_BODY, ref, refusals } from '../../http/answer-schemas';
import { BadInputError, messageAnswer } from '../../http/errors';
import { LANGUAGE_QUERY, languageOf } from '../../http/language';
import { validateBody } from '../../http/validation';
import {
  clearSessionCookie,
  DEVICE_COOKIE,
  sessionId,
  setDeviceCookie,
  setSessionCookie,
  signedInAccount,
  newSecret,
} from '../sessions';
import { findAccount, findAccountByEmail, signedIn } from './repository';
import type { AccountRow } from './repository';
import type { HashPlace } from './password';
import { HashingBusyError, holdHashPlace, setHashingBudget, setHashingCost } from './password';
import { accountWorkSettled, AccountService, refuseCommonPassword } from './service';

/** `PATCH /api/account/`: changes allowed per client a minute (the POSTs' allowance) and per account an hour. */
export const ACCOUNT_EDITS = { perAccountPerHour: 10, windowMs: 60_000, accountWindowMs: 3_600_000 } as const;

/** What each account route answers; every call that needs a session answers 401 `signedOut` without one. */
const SCHEMAS: Record<
  | 'signUp'
  | 'confirm'
  | 'login'
  | 'session'
  | 'logout'
  | 'endAll'
  | 'bookings'
  | 'edit'
  | 'password'
  | 'export'
  | 'delete'
  | 'resetRequest'
  | 'resetConfirm',
  FastifySchema
> = {
  signUp: {
    summary: 'Sign up',
    description:
      'The same 201 for a new account, a known e-mail or a taken login ID; the e-mail says which. The account ' +
      'signs in once its e-mail is confirmed.',
    response: { 201: ref('Message'), ...refusals(400, 429) },
  },
  confirm: {
    summary: 'Confirm an account’s e-mail',
    description: 'The e-mailed link’s token and the password chosen now; 400 `confirmLinkInvalid` for a spent link.',
    response: { 200: ref('Message'), ...refusals(400, 429) },
  },
  login: {
    summary: 'Sign in',
    description:
      'By login ID or e-mail; sets the session cookie. 401 `loginRefused`, 403 `emailUnconfirmed`, 429 ' +
      '`signInSlowed` or `passwordCheckBusy` with `Retry-After`.',
    response: { 200: ref('SignedInAccount'), ...refusals(400, 401, 403, 429) },
  },
  session: {
    summary: 'Who is signed in',
    description: 'Every page asks: nobody signed in is a 204, not an error.',
    response: { 200: ref('SignedInAccount'), 204: NO_BODY },
  },
  logout: { summary: 'Sign out', response: { 204: NO_BODY } },
  endAll: { summary: 'Sign out everywhere', response: { 204: NO_BODY, ...refusals(401) } },
  bookings: {
    summary: 'My bookings',
    description: 'Booked while signed in, or with the account’s confirmed e-mail.',
    response: { 200: ref('AccountBookings'), ...refusals(400, 401) },
  },
  edit: {
    summary: 'Change the account’s name or phone',
    description: 'Its own allowance per client and per account: 429 `accountEditsLimited` with `Retry-After`.',
    response: { 200: ref('SignedInAccount'), ...refusals(400, 401, 429) },
  },
  password: {
    summary: 'Change the password',
    description: 'Ends the account’s other sessions.',
    response: { 204: NO_BODY, ...refusals(400, 401, 429) },
  },
  export: {
    summary: 'Export the account’s data',
    description: 'As a `my-data.json` attachment: exactly what deleting the account takes.',
    response: { 200: ref('PersonalData'), ...refusals(401) },
  },
  delete: {
    summary: 'Delete the account',
    description: 'With its password: erases the account and anonymises the bookings it owns.',
    response: { 204: NO_BODY, ...refusals(400, 401, 429) },
  },
  resetRequest: {
    summary: 'Ask for a password reset',
    description: '202 alike, and as quick, for any address; the e-mail follows the answer.',
    response: { 202: ref('Message'), ...refusals(400, 429) },
  },
  resetConfirm: {
    summary: 'Reset the password',
    description: 'The e-mailed link’s token and the new password; ends every session. 400 `resetLinkInvalid`.',
    response: { 200: ref('Message'), ...refusals(400, 429) },
  },
};

const refusal = (reply: FastifyReply, status: number, issue: FieldIssue) =>
  reply.status(status).send(messageAnswer(issue));

export default async function accountRoutes(app: FastifyInstance): Promise<void> {
  const accounts = new AccountService({
    db: app.db,
    secrets: app.accountSecrets,
    siteUrl: app.config.siteUrl,
    dataDir: app.config.dataDir,
    deliverQueued: () => app.outbox.kick(),
    onLateFailure: (error) => app.log.error({ err: error }, 'account e-mail not queued'),
  });

  setHashingBudget(app.config.passwordHashBudgetMs);
  await setHashingCost(app.config.passwordScryptCost);
  // Below OWASP's N=2^17 is for tests: said at every start, so a production that copied it is told.
  if (app.config.passwordScryptCost < PASSWORD_SCRYPT_COST.default) {
    app.log.warn(
      { scryptCost: app.config.passwordScryptCost },
      `API_PASSWORD_SCRYPT_COST is below ${PASSWORD_SCRYPT_COST.default}: new password hashes are weaker than OWASP's minimum`,
    );
  }
  app.addHook('onClose', async () => accountWorkSettled());

  // Past its short queue a password check is refused at once, with when to try again.
  app.setErrorHandler(async (error, request, reply) => {
    if (!(error instanceof HashingBusyError)) throw error;
    audit(request.log, 'account.login_failed', { ip: request.ip, outcome: 'limited' });
    void reply.header('retry-after', String(error.retryAfterSeconds));
    return refusal(reply, 429, { code: 'passwordCheckBusy' });
  });

  /** The signed-in account, or a 401 sent (the caller returns the reply). */
  async function account(request: FastifyRequest, reply: FastifyReply): Promise<AccountRow | null> {
    const id = await signedInAccount(app, request);
    const row = id === null ? undefined : await findAccount(app.db, id);
    if (!row) {
      clearSessionCookie(request, reply);
      await refusal(reply, 401, { code: 'signedOut' });
      return null;
    }
    void reply.header('cache-control', 'no-store');
    return row;
  }

  app.post(
    '/api/patents/',
    { schema: SCHEMAS.signUp, config: { docs: { body: registrationSchema } } },
    async (request, reply) => {
      const input = await validateBody(registrationSchema(), request.body);
      refuseCommonPassword('password', input.password);
      await accounts.signUp(input);
      return reply.status(201).send(messageAnswer({ code: 'signedUp' }));
    },
  );

  app.post(
    '/api/account/confirm/',
    { schema: SCHEMAS.confirm, config: { docs: { body: accountConfirmSchema } } },
    async (request, reply) => {
      const { token, password } = await validateBody(accountConfirmSchema(), request.body);
      refuseCommonPassword('password', password);
      const accountId = await accounts.confirm(token, password);
      if (accountId === null) return refusal(reply, 400, { code: 'confirmLinkInvalid' });
      const row = await findAccount(app.db, accountId);
      if (row) await app.signInThrottle.cleared(row.login_id);
      return messageAnswer({ code: 'accountConfirmed' });
    },
  );

  app.post(
    '/api/login/',
    { schema: SCHEMAS.login, config: { docs: { body: loginSchema } } },
    async (request, reply) => {
      const input = await validateBody(loginSchema(), request.body);
      // A place for the password check, taken before the look-ups: a crowd is refused at once.
      const place = holdHashPlace();
      try {
        return await signInWith(input, place, request, reply);
      } finally {
        place.release();
      }
    },
  );

  async function signInWith(
    input: LoginInput,
    place: HashPlace,
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<unknown> {
    const deviceCookie = request.cookies[DEVICE_COOKIE];
    const device =
      deviceCookie && deviceCookie.length <= 100
        ? await app.db
            .selectFrom('account_devices')
            .select('account_id')
            .where('device_hash', '=', app.accountSecrets.hash('device', deviceCookie))
            .executeTakeFirst()
        : undefined;
    // One throttle per account, whether it is named by its Login ID or its e-mail address.
    const named = input.login_id.includes('@') ? await findAccountByEmail(app.db, input.login_id) : undefined;
    const throttled = named?.login_id ?? input.login_id;
    const knownDevice =
      device !== undefined &&
      (await findAccount(app.db, device.account_id))?.login_id.toLowerCase() === throttled.toLowerCase();
    const wait = await app.signInThrottle.waitSeconds(throttled, request.ip, knownDevice);
    if (wait > 0) {
      audit(request.log, 'account.login_failed', { ip: request.ip, outcome: 'limited' });
      void reply.header('retry-after', String(wait));
      return refusal(reply, 429, { code: 'signInSlowed', params: { after: wait } });
    }
    const result = await accounts.signIn(input, place);
    if (result.outcome === 'refused') {
      await app.signInThrottle.failed(throttled, request.ip);
      // Who tried is not logged (the login ID is personal data): only that a sign-in failed, and roughly from where.
      audit(request.log, 'account.login_failed', { ip: request.ip, outcome: 'refused' });
      return refusal(reply, 401, { code: 'loginRefused' });
    }
    await app.signInThrottle.succeeded(throttled, request.ip);
    if (result.outcome === 'unconfirmed') {
      return refusal(reply, 403, { code: 'emailUnconfirmed' });
    }
    // A new id at every sign-in; an older session this browser had is ended (no fixation).
    const previous = sessionId(request);
    if (previous !== null) await app.sessions.end(previous);
    setSessionCookie(request, reply, await app.sessions.start(result.account.id));
    const deviceId = newSecret();
    await app.db
      .insertInto('account_devices')
      .values({
        device_hash: app.accountSecrets.hash('device', deviceId),
        account_id: result.account.id,
        last_used_at: new Date(),
      })
      .execute();
    setDeviceCookie(request, reply, deviceId);
    audit(request.log, 'account.login', { ip: request.ip, outcome: 'ok' });
    return signedIn(result.account);
  }

  // Every page asks this: nobody signed in is an answer (204), not a failure that every signed-out
  // visitor's browser would log as an error.
  app.get('/api/account/session/', { schema: SCHEMAS.session }, async (request, reply) => {
    const id = await signedInAccount(app, request);
    const row = id === null ? undefined : await findAccount(app.db, id);
    void reply.header('cache-control', 'no-store');
    if (row) return signedIn(row);
    if (id !== null) clearSessionCookie(request, reply);
    return reply.status(204).send();
  });

  app.post('/api/logout/', { schema: SCHEMAS.logout }, async (request, reply) => {
    const id = sessionId(request);
    if (id !== null) await app.sessions.end(id);
    clearSessionCookie(request, reply);
    return reply.status(204).send();
  });

  app.post('/api/account/sessions/end-all/', { schema: SCHEMAS.endAll }, async (request, reply) => {
    const row = await account(request, reply);
    if (!row) return reply;
    await app.sessions.endAll(row.id);
    clearSessionCookie(request, reply);
    return reply.status(204).send();
  });

  app.get(
    '/api/account/bookings/',
    { schema: SCHEMAS.bookings, config: { docs: { query: LANGUAGE_QUERY } } },
    async (request, reply) => {
      const row = await account(request, reply);
      return row ? accounts.bookings(row, languageOf(request.query)) : reply;
    },
  );

  app.patch(
    '/api/account/',
    { schema: SCHEMAS.edit, config: { docs: { body: accountEditSchema } } },
    async (request, reply) => {
      const row = await account(request, reply);
      if (!row) return reply;
      // Outside the POSTs' allowance (reads and PATCH are not counted there): its own, per client and per account.
      const [client, own] = await Promise.all([
        app.rateCounter.hit(`account-edit:client:${clientKey(request.ip)}`, ACCOUNT_EDITS.windowMs),
        app.rateCounter.hit(`account-edit:account:${row.id}`, ACCOUNT_EDITS.accountWindowMs),
      ]);
      const over = [
        client.current > app.config.rateLimitPerMinute ? client.ttl : 0,
        own.current > ACCOUNT_EDITS.perAccountPerHour ? own.ttl : 0,
      ];
      const waitMs = Math.max(...over);
      if (waitMs > 0) {
        const after = Math.max(1, Math.ceil(waitMs / 1000));
        void reply.header('retry-after', String(after));
        return refusal(reply, 429, { code: 'accountEditsLimited', params: { after } });
      }
      const input = await validateBody(accountEditSchema(), request.body);
      const changes = {
        ...(input.name === undefined ? {} : { name: input.name }),
        ...(input.phone === undefined ? {} : { phone: input.phone }),
      };
      if (Object.keys(changes).length === 0) return signedIn(row);
      const updated = await app.db
        .updateTable('accounts')
        .set(changes)
        .where('id', '=', row.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return signedIn(updated);
    },
  );

  app.post(
    '/api/account/password/',
    { schema: SCHEMAS.password, config: { docs: { body: passwordChangeSchema } } },
    async (request, reply) => {
      const row = await account(request, reply);
      if (!row) return reply;
      const input = await validateBody(passwordChangeSchema(), request.body);
      refuseCommonPassword('new_password', input.new_password);
      if (!(await accounts.checkPassword(row.id, input.current_password))) {
        throw new BadInputError({ current_password: fieldIssue('passwordWrong') });
      }
      await accounts.setPassword(row.id, input.new_password);
      await app.sessions.endAll(row.id, sessionId(request));
      audit(request.log, 'account.password_changed', { ip: request.ip, outcome: 'ok' });
      return reply.status(204).send();
    },
  );

  app.get('/api/account/export/', { schema: SCHEMAS.export }, async (request, reply) => {
    const row = await account(request, reply);
    if (!row) return reply;
    // The rows themselves, selected as deletion selects them: the export shows what deletion takes.
    const data = await accounts.export(row);
    void reply.header('content-disposition', 'attachment; filename="my-data.json"');
    return data;
  });

  app.post(
    '/api/account/delete/',
    { schema: SCHEMAS.delete, config: { docs: { body: accountDeleteSchema } } },
    async (request, reply) => {
      const row = await account(request, reply);
      if (!row) return reply;
      const { password } = await validateBody(accountDeleteSchema(), request.body);
      if (!(await accounts.checkPassword(row.id, password))) {
        throw new BadInputError({ password: fieldIssue('passwordWrong') });
      }
      // Sessions, tokens and devices go with the account (on delete cascade).
      const counts = await accounts.delete(row);
      clearSessionCookie(request, reply);
      audit(request.log, 'account.deleted', { ip: request.ip, outcome: 'ok', counts: { ...counts } });
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/account/password-reset/',
    { schema: SCHEMAS.resetRequest, config: { docs: { body: passwordResetRequestSchema } } },
    async (request, reply) => {
      const { email } = await validateBody(passwordResetRequestSchema(), request.body);
      // Looked up and mailed after the answer, which is the same, and as quick, for any address.
      // (started once the answer has gone: on the embedded database a query holds this process's thread).
      accounts.requestReset(email, new Promise((resolve) => reply.raw.once('close', () => setImmediate(resolve))));
      return reply.status(202).send(messageAnswer({ code: 'resetRequested' }));
    },
  );

  app.post(
    '/api/account/password-reset/confirm/',
    { schema: SCHEMAS.resetConfirm, config: { docs: { body: passwordResetConfirmSchema } } },
    async (request, reply) => {
      const input = await validateBody(passwordResetConfirmSchema(), request.body);
      refuseCommonPassword('password', input.password);
      const accountId = await accounts.reset(input.token, input.password);
      if (accountId === null) return refusal(reply, 400, { code: 'resetLinkInvalid' });
      await app.sessions.endAll(accountId);
      // The owner proved themselves: a stranger's failures no longer keep them out.
      const row = await findAccount(app.db, accountId);
      if (row) await app.signInThrottle.cleared(row.login_id);
      audit(request.log, 'account.password_changed', { ip: request.ip, outcome: 'ok' });
      return messageAnswer({ code: 'passwordReset' });
    },
  );
}
