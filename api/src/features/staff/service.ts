/**
 * What staff accounts decide: enrolment (a one-time link, a TOTP secret confirmed by a code, ten
 * recovery codes), sign-in (password and a code, each TOTP step and each recovery code good once),
 * sessions (12 h absolute, 30 min idle, on the feature's clock), and what an admin may change. Every
 * change is written to the staff audit with its actor. It knows no request: routes and the command
 * call it with a database, keys and a clock.
 */
import type { Kysely } from 'kysely';
import { STAFF_LIMITS } from 'contract';
import type {
  StaffAccountCreateInput,
  StaffEnrolment,
  StaffEnrolmentCompleteInput,
  StaffEnrolmentLink,
  StaffSignInInput,
} from 'contract';
import type { Database } from '../../db';
import type { StaffAuditDetails } from '../../db/schema';
import { truncateAddress } from '../../audit/audit';
import { hashPassword, unknownAccountHash, verifyPassword } from '../accounts';
import type { HashPlace } from '../accounts';
import {
  endSessions,
  findStaff,
  findStaffByEmail,
  insertAudit,
  insertStaff,
  retireEnrolmentTokens,
} from './repository';
import type { Db, StaffRow } from './repository';
import { newStaffSecret } from './secrets';
import type { StaffSecrets } from './secrets';
import { matchingStep, newRecoveryCode, newTotpSecret, otpauthUri, recoveryCodeKey } from './totp';

const MINUTE_MS = 60_000;
export const IDLE_MS = STAFF_LIMITS.idleMinutes * MINUTE_MS;
export const ABSOLUTE_MS = STAFF_LIMITS.maxHours * 60 * MINUTE_MS;
const ENROLMENT_MS = STAFF_LIMITS.enrolmentHours * 60 * MINUTE_MS;
/** Staff audit events are kept this long (issue 47: one year), then the sweep deletes them. */
export const AUDIT_KEEP_DAYS = 365;

/** Who acts (null: a server command, or nobody signed in) and from where (null: the server itself). */
export interface Actor {
  actorId: number | null;
  ip: string | null;
}

/** The client a sign-in or an enrolment comes from. */
export interface Client {
  ip: string;
  userAgent: string;
}

export interface StaffDeps {
  db: Kysely<Database>;
  secrets: StaffSecrets;
  now: () => Date;
  /** The site's address: enrolment links are `${siteUrl}/desk/enrol#token=…`. */
  siteUrl: string;
}

export type SignInResult =
  | { outcome: 'refused'; staffId: number | null; reason: string }
  | { outcome: 'disabled'; staff: StaffRow }
  | { outcome: 'ok'; staff: StaffRow; sessionId: string; recoveryCodeUsed: boolean };

export type EnrolmentResult =
  | { outcome: 'invalid' }
  | { outcome: 'wrongCode' }
  | { outcome: 'ok'; staff: StaffRow; recoveryCodes: string[]; sessionId: string };

export interface LiveSession {
  staff: StaffRow;
  sessionRowId: number;
}

/** The user agent as stored and shown: printable, and short. */
const USER_AGENT_MAX = 200;
const cleanUserAgent = (value: string | undefined) =>
  (value ?? '').replace(/[^\x20-\x7e]/g, '').slice(0, USER_AGENT_MAX);

export class StaffService {
  constructor(private readonly deps: StaffDeps) {}

  private get db() {
    return this.deps.db;
  }

  now(): Date {
    return this.deps.now();
  }

  async audit(actor: Actor, action: string, target: string | null, details: StaffAuditDetails = {}, db: Db = this.db) {
    await insertAudit(db, this.now(), {
      actorId: actor.actorId,
      action,
      target,
      network: actor.ip === null ? null : truncateAddress(actor.ip),
      details,
    });
  }

  /** A new enrolment link for the account; any earlier one stops working. */
  private async issueEnrolment(db: Db, staffId: number): Promise<StaffEnrolmentLink> {
    const now = this.now();
    await retireEnrolmentTokens(db, staffId, now);
    const token = newStaffSecret();
    const expires = new Date(now.getTime() + ENROLMENT_MS);
    await db
      .insertInto('staff_enrolment_tokens')
      .values({
        token_hash: this.deps.secrets.hash('enrolment', token),
        staff_id: staffId,
        created_at: now,
        expires_at: expires,
      })
      .execute();
    return {
      enrolment_link: `${this.deps.siteUrl}/desk/enrol#token=${token}`,
      enrolment_expires_at: expires.toISOString(),
    };
  }

  /** A new account and its enrolment link, or null when the e-mail is taken. */
  async createAccount(
    input: StaffAccountCreateInput,
    actor: Actor,
  ): Promise<{ staff: StaffRow; link: StaffEnrolmentLink } | null> {
    return this.db.transaction().execute(async (trx) => {
      const staff = await insertStaff(trx, { email: input.email, name: input.name, role: input.role });
      if (!staff) return null;
      const link = await this.issueEnrolment(trx, staff.id);
      await this.audit(actor, 'account.created', `staff:${staff.id}`, { role: staff.role }, trx);
      return { staff, link };
    });
  }

  /**
   * A lost factor: the TOTP secret and recovery codes go, every session ends, and a new enrolment
   * link sets a password and a factor again. Null for an unknown account.
   */
  async resetFactor(staffId: number, actor: Actor): Promise<StaffEnrolmentLink | null> {
    return this.db.transaction().execute(async (trx) => {
      const staff = await findStaff(trx, staffId);
      if (!staff) return null;
      await trx
        .updateTable('staff_accounts')
        .set({ totp_secret: null, totp_last_step: null, enrolled_at: null })
        .where('id', '=', staffId)
        .execute();
      await trx.deleteFrom('staff_recovery_codes').where('staff_id', '=', staffId).execute();
      await endSessions(trx, staffId);
      const link = await this.issueEnrolment(trx, staffId);
      await this.audit(actor, 'account.factor_reset', `staff:${staffId}`, {}, trx);
      return link;
    });
  }

  /** Disabled now (its sessions and links end with it); the account as it is, or null when unknown. */
  async disable(staffId: number, actor: Actor): Promise<StaffRow | null> {
    return this.db.transaction().execute(async (trx) => {
      const staff = await findStaff(trx, staffId);
      if (!staff) return null;
      if (staff.disabled_at !== null) return staff;
      const now = this.now();
      const updated = await trx
        .updateTable('staff_accounts')
        .set({ disabled_at: now })
        .where('id', '=', staffId)
        .returningAll()
        .executeTakeFirstOrThrow();
      await endSessions(trx, staffId);
      await retireEnrolmentTokens(trx, staffId, now);
      await this.audit(actor, 'account.disabled', `staff:${staffId}`, {}, trx);
      return updated;
    });
  }

  /** The live enrolment token's row and its account, or undefined. */
  private async enrolmentOf(db: Db, token: string) {
    const row = await db
      .selectFrom('staff_enrolment_tokens as token')
      .innerJoin('staff_accounts as staff', 'staff.id', 'token.staff_id')
      .select(['token.token_hash', 'token.pending_secret', 'token.staff_id'])
      .where('token.token_hash', '=', this.deps.secrets.hash('enrolment', token))
      .where('token.used_at', 'is', null)
      .where('token.expires_at', '>', this.now())
      .where('staff.disabled_at', 'is', null)
      .executeTakeFirst();
    return row;
  }

  /**
   * The link's account and the TOTP secret to put in an app: made at the link's first use and the
   * same at every later one until enrolment completes (a page reloaded shows the secret scanned).
   */
  async beginEnrolment(token: string): Promise<StaffEnrolment | null> {
    const found = await this.enrolmentOf(this.db, token);
    if (!found) return null;
    let sealed = found.pending_secret;
    if (sealed === null) {
      // Made once: of two first opens at once, both answer the one stored first.
      await this.db
        .updateTable('staff_enrolment_tokens')
        .set({ pending_secret: this.deps.secrets.encrypt(newTotpSecret()) })
        .where('token_hash', '=', found.token_hash)
        .where('pending_secret', 'is', null)
        .execute();
      const stored = await this.db
        .selectFrom('staff_enrolment_tokens')
        .select('pending_secret')
        .where('token_hash', '=', found.token_hash)
        .executeTakeFirst();
      sealed = stored?.pending_secret ?? null;
    }
    const secret = sealed === null ? null : this.deps.secrets.decrypt(sealed);
    if (secret === null) return null;
    const staff = await findStaff(this.db, found.staff_id);
    if (!staff) return null;
    return {
      email: staff.email,
      name: staff.name,
      role: staff.role,
      totp: { secret, otpauth_uri: otpauthUri(secret, staff.email) },
    };
  }

  /** The password and the factor set, the link used, ten recovery codes made and a session started. */
  async completeEnrolment(input: StaffEnrolmentCompleteInput, client: Client): Promise<EnrolmentResult> {
    const found = await this.enrolmentOf(this.db, input.token);
    const secret =
      found?.pending_secret === null || found === undefined ? null : this.deps.secrets.decrypt(found.pending_secret);
    if (!found || secret === null) return { outcome: 'invalid' };
    const now = this.now();
    const step = matchingStep(secret, input.code, now);
    if (step === null) return { outcome: 'wrongCode' };
    const passwordHash = await hashPassword(input.password);
    const recoveryCodes = Array.from({ length: STAFF_LIMITS.recoveryCodes }, newRecoveryCode);
    return this.db.transaction().execute(async (trx) => {
      // Used once: of two completions at once, one finds it used.
      const used = await trx
        .updateTable('staff_enrolment_tokens')
        .set({ used_at: now })
        .where('token_hash', '=', found.token_hash)
        .where('used_at', 'is', null)
        .returning('staff_id')
        .executeTakeFirst();
      if (!used) return { outcome: 'invalid' } as const;
      const staff = await trx
        .updateTable('staff_accounts')
        .set({
          password_hash: passwordHash,
          totp_secret: this.deps.secrets.encrypt(secret),
          totp_last_step: step,
          enrolled_at: now,
        })
        .where('id', '=', found.staff_id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await trx.deleteFrom('staff_recovery_codes').where('staff_id', '=', staff.id).execute();
      await trx
        .insertInto('staff_recovery_codes')
        .values(
          recoveryCodes.map((code) => ({
            code_hash: this.deps.secrets.hash('recovery', `${staff.id}\u0000${recoveryCodeKey(code)}`),
            staff_id: staff.id,
          })),
        )
        .execute();
      await endSessions(trx, staff.id);
      const sessionId = await this.startSession(trx, staff.id, client);
      await this.audit({ actorId: staff.id, ip: client.ip }, 'enrolment.completed', `staff:${staff.id}`, {}, trx);
      return { outcome: 'ok', staff, recoveryCodes, sessionId } as const;
    });
  }

  /**
   * The TOTP code's step taken (a later one than any before) or a recovery code spent; false when
   * the code is neither. Both are single conditional writes: two sign-ins with one code, one wins.
   */
  private async spendCode(staff: StaffRow, code: string): Promise<{ ok: boolean; recovery: boolean }> {
    if (/^\d{6}$/.test(code)) {
      const secret = staff.totp_secret === null ? null : this.deps.secrets.decrypt(staff.totp_secret);
      const step = secret === null ? null : matchingStep(secret, code, this.now());
      if (step === null) return { ok: false, recovery: false };
      const taken = await this.db
        .updateTable('staff_accounts')
        .set({ totp_last_step: step })
        .where('id', '=', staff.id)
        .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', String(step))]))
        .returning('id')
        .executeTakeFirst();
      return { ok: taken !== undefined, recovery: false };
    }
    const spent = await this.db
      .updateTable('staff_recovery_codes')
      .set({ used_at: this.now() })
      .where('code_hash', '=', this.deps.secrets.hash('recovery', `${staff.id}\u0000${recoveryCodeKey(code)}`))
      .where('used_at', 'is', null)
      .returning('staff_id')
      .executeTakeFirst();
    return { ok: spent !== undefined, recovery: true };
  }

  /**
   * E-mail, password and code. An unknown e-mail costs a password check all the same, and every
   * wrong part is one refusal; a disabled account is told so only once all three were right.
   */
  async signIn(input: StaffSignInInput, client: Client, place: HashPlace): Promise<SignInResult> {
    const staff = await findStaffByEmail(this.db, input.email);
    const usable = staff?.password_hash != null && staff.enrolled_at !== null;
    const passwordRight = await verifyPassword(
      input.password,
      usable && staff.password_hash ? staff.password_hash : await unknownAccountHash(),
      place,
    );
    if (!staff || !usable || !passwordRight) {
      return { outcome: 'refused', staffId: staff?.id ?? null, reason: staff && usable ? 'password' : 'account' };
    }
    const code = await this.spendCode(staff, input.code);
    if (!code.ok) return { outcome: 'refused', staffId: staff.id, reason: code.recovery ? 'recovery_code' : 'totp' };
    if (staff.disabled_at !== null) return { outcome: 'disabled', staff };
    const sessionId = await this.startSession(this.db, staff.id, client);
    await this.audit({ actorId: staff.id, ip: client.ip }, 'session.signed_in', `staff:${staff.id}`, {
      second_factor: code.recovery ? 'recovery_code' : 'totp',
    });
    return { outcome: 'ok', staff, sessionId, recoveryCodeUsed: code.recovery };
  }

  /** Whether the member signed in from this client's network within 30 days (the throttle spares it). */
  async signedInFromNetwork(email: string, ip: string): Promise<boolean> {
    const staff = await findStaffByEmail(this.db, email);
    if (!staff) return false;
    const since = new Date(this.now().getTime() - 30 * 24 * 60 * MINUTE_MS);
    const row = await this.db
      .selectFrom('staff_audit_events')
      .select('id')
      .where('actor_id', '=', staff.id)
      .where('action', '=', 'session.signed_in')
      .where('network', '=', truncateAddress(ip))
      .where('at', '>', since)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  async startSession(db: Db, staffId: number, client: Client): Promise<string> {
    const id = newStaffSecret();
    const now = this.now();
    await db
      .insertInto('staff_sessions')
      .values({
        id_hash: this.deps.secrets.hash('session', id),
        staff_id: staffId,
        created_at: now,
        last_seen_at: now,
        expires_at: new Date(now.getTime() + ABSOLUTE_MS),
        network: truncateAddress(client.ip),
        user_agent: cleanUserAgent(client.userAgent),
      })
      .execute();
    return id;
  }

  /** The session behind a cookie and its member, its use recorded; null when ended, idle, too old or disabled. */
  async sessionOf(cookieId: string): Promise<LiveSession | null> {
    const idHash = this.deps.secrets.hash('session', cookieId);
    const row = await this.db
      .selectFrom('staff_sessions')
      .select(['id', 'staff_id', 'last_seen_at', 'expires_at'])
      .where('id_hash', '=', idHash)
      .executeTakeFirst();
    if (!row) return null;
    const now = this.now();
    const staff = await findStaff(this.db, row.staff_id);
    const ended = now.getTime() - row.last_seen_at.getTime() > IDLE_MS || now >= row.expires_at;
    if (ended || !staff || staff.disabled_at !== null || staff.enrolled_at === null) {
      await this.db.deleteFrom('staff_sessions').where('id', '=', row.id).execute();
      return null;
    }
    await this.db.updateTable('staff_sessions').set({ last_seen_at: now }).where('id', '=', row.id).execute();
    return { staff, sessionRowId: row.id };
  }

  /**
   * Whether a session (`LiveSession.sessionRowId`) is still live, without recording a use: a stream
   * held open must not keep an idle session alive, so the desk's live feed asks this at each heartbeat.
   */
  async isLive(sessionRowId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('staff_sessions as s')
      .innerJoin('staff_accounts as a', 'a.id', 's.staff_id')
      .select(['s.last_seen_at', 's.expires_at', 'a.disabled_at', 'a.enrolled_at'])
      .where('s.id', '=', sessionRowId)
      .executeTakeFirst();
    if (!row) return false;
    const now = this.now();
    const ended = now.getTime() - row.last_seen_at.getTime() > IDLE_MS || now >= row.expires_at;
    return !ended && row.disabled_at === null && row.enrolled_at !== null;
  }

  /** Ends the session behind a cookie; its member, when it was live. */
  async endSessionByCookie(cookieId: string): Promise<number | null> {
    const ended = await this.db
      .deleteFrom('staff_sessions')
      .where('id_hash', '=', this.deps.secrets.hash('session', cookieId))
      .returning('staff_id')
      .executeTakeFirst();
    return ended?.staff_id ?? null;
  }

  /** Ends one of the member's own sessions; false when they have none with this id. */
  async endOwnSession(staffId: number, sessionRowId: number): Promise<boolean> {
    const ended = await this.db
      .deleteFrom('staff_sessions')
      .where('id', '=', sessionRowId)
      .where('staff_id', '=', staffId)
      .returning('id')
      .executeTakeFirst();
    return ended !== undefined;
  }

  /** Removed now and then: sessions ended by time, links past use, audit events past a year. */
  async sweep(): Promise<void> {
    const now = this.now().getTime();
    await this.db
      .deleteFrom('staff_sessions')
      .where((eb) => eb.or([eb('expires_at', '<=', new Date(now)), eb('last_seen_at', '<', new Date(now - IDLE_MS))]))
      .execute();
    await this.db
      .deleteFrom('staff_enrolment_tokens')
      .where((eb) =>
        eb.or([eb('expires_at', '<', new Date(now)), eb('used_at', '<', new Date(now - 24 * 60 * MINUTE_MS))]),
      )
      .execute();
    await this.db
      .deleteFrom('staff_audit_events')
      .where('at', '<', new Date(now - AUDIT_KEEP_DAYS * 24 * 60 * MINUTE_MS))
      .execute();
  }
}
