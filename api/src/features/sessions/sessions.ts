/**
 * Sessions kept in the database, so every API instance shares them. The browser holds a random
 * 256-bit id in the `__Host-hs_session` cookie; the table holds only its keyed hash, so a copy of the
 * database signs no one in. A session ends after 30 minutes unused or 12 hours after sign-in.
 */
import { createHmac, randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { SESSION_LIMITS } from 'contract';
import type { Database } from '../../db';

type Db = Kysely<Database> | Transaction<Database>;

export const IDLE_MINUTES = SESSION_LIMITS.idleMinutes;
export const ABSOLUTE_HOURS = SESSION_LIMITS.maxHours;
const MINUTE_MS = 60_000;

/** The key's hashes of the secrets accounts hand out, each use apart from the others. */
export class AccountSecrets {
  constructor(private readonly key: string) {}

  hash(purpose: 'session' | 'token' | 'device' | 'throttle', value: string): string {
    return createHmac('sha256', this.key).update(`account-${purpose}\u0000${value}`).digest('hex');
  }
}

export const newSecret = (): string => randomBytes(32).toString('base64url');

/**
 * What a signed-in account proves it owns: its id, and its e-mail only once confirmed (an unconfirmed
 * address proves nothing). Its bookings, the caps a booking counts, and export and erasure go by it.
 */
export interface AccountSubject {
  accountId: number;
  confirmedEmail: string | null;
}

export function accountSubject(account: {
  id: number;
  email: string;
  email_confirmed_at: Date | null;
}): AccountSubject {
  return { accountId: account.id, confirmedEmail: account.email_confirmed_at === null ? null : account.email };
}

export class Sessions {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly secrets: AccountSecrets,
  ) {}

  /** A new session (a new id every sign-in: an id planted before it opens nothing). */
  async start(accountId: number, db: Db = this.db): Promise<string> {
    const id = newSecret();
    const now = new Date();
    await db
      .insertInto('account_sessions')
      .values({ id_hash: this.secrets.hash('session', id), account_id: accountId, created_at: now, last_seen_at: now })
      .execute();
    return id;
  }

  /** What the account proves it owns (`accountSubject`), or null when it is gone. */
  async subjectOf(accountId: number): Promise<AccountSubject | null> {
    const account = await this.db
      .selectFrom('accounts')
      .select(['id', 'email', 'email_confirmed_at'])
      .where('id', '=', accountId)
      .executeTakeFirst();
    return account ? accountSubject(account) : null;
  }

  /** The account a live session belongs to, its use recorded; an expired one is removed. */
  async accountOf(id: string): Promise<number | null> {
    const idHash = this.secrets.hash('session', id);
    const row = await this.db
      .selectFrom('account_sessions')
      .select(['account_id', 'created_at', 'last_seen_at'])
      .where('id_hash', '=', idHash)
      .executeTakeFirst();
    if (!row) return null;
    const now = Date.now();
    const idle = now - row.last_seen_at.getTime() > IDLE_MINUTES * MINUTE_MS;
    const tooOld = now - row.created_at.getTime() > ABSOLUTE_HOURS * 60 * MINUTE_MS;
    if (idle || tooOld) {
      await this.end(id);
      return null;
    }
    await this.db
      .updateTable('account_sessions')
      .set({ last_seen_at: new Date(now) })
      .where('id_hash', '=', idHash)
      .execute();
    return row.account_id;
  }

  async end(id: string): Promise<void> {
    await this.db.deleteFrom('account_sessions').where('id_hash', '=', this.secrets.hash('session', id)).execute();
  }

  /** Every session of the account, but the one given (the browser that changed the password). */
  async endAll(accountId: number, keep: string | null = null, db: Db = this.db): Promise<void> {
    let query = db.deleteFrom('account_sessions').where('account_id', '=', accountId);
    if (keep !== null) query = query.where('id_hash', '<>', this.secrets.hash('session', keep));
    await query.execute();
  }

  /**
   * Removed now and then: sessions ended by time (the look-up removes those it meets), links used
   * or expired, failure counts past being counted (24 h), browsers unused for 180 days.
   */
  async sweep(): Promise<void> {
    const now = Date.now();
    await this.db
      .deleteFrom('account_tokens')
      .where((eb) => eb.or([eb('used_at', 'is not', null), eb('expires_at', '<', new Date(now))]))
      .execute();
    await this.db
      .deleteFrom('sign_in_failures')
      .where('last_failure_at', '<', new Date(now - 86_400_000))
      .execute();
    await this.db
      .deleteFrom('account_devices')
      .where('last_used_at', '<', new Date(now - 180 * 86_400_000))
      .execute();
    await this.db
      .deleteFrom('account_sessions')
      .where((eb) =>
        eb.or([
          eb('last_seen_at', '<', new Date(now - IDLE_MINUTES * MINUTE_MS)),
          eb('created_at', '<', new Date(now - ABSOLUTE_HOURS * 60 * MINUTE_MS)),
        ]),
      )
      .execute();
  }
}
