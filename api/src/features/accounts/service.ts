/**
 * Accounts (issue 21): sign-up that answers alike whoever's address it is, confirmation and reset by
 * e-mailed single-use links (tokens stored as keyed hashes), sign-in with throttling and a new
 * session, and the signed-in account's own calls.
 */
import { sql } from 'kysely';
import type { Kysely, Transaction } from 'kysely';
import { fieldIssue, todayInHospitalZone } from 'contract';
import type { AccountBookings, LoginInput, RegistrationInput } from 'contract';
import type { Database } from '../../db';
import { BadInputError } from '../../http/errors';
import type { Language } from '../../http/language';
import { BOOKING_MAILS_PER_HOUR, queueMail } from '../../mail/outbox';
import type { OutgoingMail } from '../../mail/outbox';
import { findOwnedBookings, summary } from '../appointments';
import { eraseSubject, exportSubject } from '../privacy';
import type { ErasureCounts, PersonalData } from '../privacy';
import { accountSubject, newSecret } from '../sessions';
import type { AccountSecrets } from '../sessions';
import { ACCOUNT_MAIL_REFERENCE, confirmMail, loginIdTakenMail, resetMail, someoneTriedMail } from './mails';
import { hashPassword, isCommonPassword, needsRehash, unknownAccountHash, verifyPassword } from './password';
import type { HashPlace } from './password';
import { findAccount, findAccountByEmail, findAccountSigningIn, findAccountsHolding } from './repository';
import type { AccountRow } from './repository';

export const CONFIRM_HOURS = 24;
export const RESET_MINUTES = 30;
/** Account e-mails one inbox receives per hour, whoever asks: the bookings' rule (outbox.ts). */
export const ACCOUNT_MAILS_PER_HOUR = BOOKING_MAILS_PER_HOUR;

/** Names this module's advisory locks apart from any other (outbox.ts's class is 6). */
const ACCOUNT_MAIL_LOCK_CLASS = 43;

/**
 * Queues an account e-mail unless its inbox (however spelt: `outbox_recipient_key`) already had
 * `ACCOUNT_MAILS_PER_HOUR` account e-mails in the last hour. Over the limit nothing is queued and the
 * caller answers as always, so 40 requests for one address reach it 3 times an hour at most and say
 * nothing about the address. `mail` is made only when it will be sent (a link's token is stored then).
 */
async function queueAccountMail(
  trx: Transaction<Database>,
  recipient: string,
  mail: () => Promise<OutgoingMail>,
): Promise<boolean> {
  const inbox = sql<string>`outbox_recipient_key(${recipient})`;
  // Requests for one inbox wait for each other here, on every instance sharing the database.
  await sql`select pg_advisory_xact_lock(${ACCOUNT_MAIL_LOCK_CLASS}, hashtext(${inbox}))`.execute(trx);
  const { sent } = await trx
    .selectFrom('outbox')
    .select((eb) => eb.fn.countAll<string>().as('sent'))
    .where('reference', '=', ACCOUNT_MAIL_REFERENCE)
    .where(sql<string>`outbox_recipient_key(recipient)`, '=', inbox)
    .where('created_at', '>', sql<Date>`now() - interval '1 hour'`)
    .where('status', '<>', 'suppressed')
    .executeTakeFirstOrThrow();
  if (Number(sent) >= ACCOUNT_MAILS_PER_HOUR) return false;
  await queueMail(trx, await mail());
  return true;
}

/** Work done after the answer (a reset request's look-up and e-mail); waited for on close and by tests. */
const afterAnswers = new Set<Promise<void>>();

/** Resolves when the work queued after answers so far has ended. */
export async function accountWorkSettled(): Promise<void> {
  while (afterAnswers.size > 0) await Promise.allSettled(afterAnswers);
}
export interface AccountDeps {
  db: Kysely<Database>;
  secrets: AccountSecrets;
  siteUrl: string;
  dataDir: string;
  deliverQueued: () => void;
  /** Told of a failure in work done after the answer (nobody is waiting for it). */
  onLateFailure?: (error: unknown) => void;
}

/** A password being chosen must not be a common one (the contract checks the rest). */
export function refuseCommonPassword(field: string, password: string): void {
  if (isCommonPassword(password)) throw new BadInputError({ [field]: fieldIssue('passwordTooCommon') });
}

export type SignIn = { outcome: 'refused' } | { outcome: 'unconfirmed' } | { outcome: 'ok'; account: AccountRow };

export class AccountService {
  constructor(private readonly deps: AccountDeps) {}

  private async newToken(accountId: number, purpose: 'confirm' | 'reset', db = this.deps.db): Promise<string> {
    const token = newSecret();
    const lifetimeMs = purpose === 'confirm' ? CONFIRM_HOURS * 3_600_000 : RESET_MINUTES * 60_000;
    await db
      .insertInto('account_tokens')
      .values({
        token_hash: this.deps.secrets.hash('token', token),
        account_id: accountId,
        purpose,
        expires_at: new Date(Date.now() + lifetimeMs),
      })
      .execute();
    return token;
  }

  /**
   * Ends every outstanding link of the account (confirm and reset): after a password is set, by a
   * change or by a link, no older link may set another one.
   */
  private async retireTokens(accountId: number, db: Kysely<Database> = this.deps.db): Promise<void> {
    await db
      .updateTable('account_tokens')
      .set({ used_at: new Date() })
      .where('account_id', '=', accountId)
      .where('used_at', 'is', null)
      .execute();
  }

  /** Uses a token once: the account it was for, or null (unknown, used or expired alike). */
  private async useToken(
    token: string,
    purpose: 'confirm' | 'reset',
    db: Kysely<Database> = this.deps.db,
  ): Promise<number | null> {
    const used = await db
      .updateTable('account_tokens')
      .set({ used_at: new Date() })
      .where('token_hash', '=', this.deps.secrets.hash('token', token))
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .where('expires_at', '>', new Date())
      .returning('account_id')
      .executeTakeFirst();
    return used?.account_id ?? null;
  }

  /** The password a mailed link set: the link proves the address too, and the account's other links end. */
  private async setPasswordByLink(accountId: number, passwordHash: string, trx: Transaction<Database>): Promise<void> {
    await trx
      .updateTable('accounts')
      .set({ password_hash: passwordHash, email_confirmed_at: sql`coalesce(email_confirmed_at, now())` })
      .where('id', '=', accountId)
      .execute();
    await this.retireTokens(accountId, trx);
  }

  /**
   * Sign-up. Whatever is found, the password is hashed (the same time either way) and one e-mail is
   * queued: the link for a new account, a "someone tried" to an address that has one, or a note
   * that the login ID is taken. The caller answers the same in every case.
   */
  async signUp(input: RegistrationInput): Promise<void> {
    const passwordHash = await hashPassword(input.password);
    const { siteUrl } = this.deps;
    try {
      await this.deps.db.transaction().execute(async (trx) => {
        const holders = await findAccountsHolding(trx, input.login_id, input.email);
        const sameEmail = holders.find((row) => row.email.toLowerCase() === input.email.toLowerCase());
        if (sameEmail) {
          await queueAccountMail(trx, sameEmail.email, async () =>
            someoneTriedMail(sameEmail.email, sameEmail.name, siteUrl),
          );
          return;
        }
        if (holders.length > 0) {
          await queueAccountMail(trx, input.email, async () => loginIdTakenMail(input.email, input.name, siteUrl));
          return;
        }
        const { id } = await trx
          .insertInto('accounts')
          .values({
            name: input.name,
            email: input.email,
            phone: input.phone,
            age: input.age,
            gender: input.gender,
            login_id: input.login_id,
            password_hash: passwordHash,
            consent_at: new Date(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await queueAccountMail(trx, input.email, async () =>
          confirmMail(input.email, input.name, input.login_id, siteUrl, await this.newToken(id, 'confirm', trx)),
        );
      });
    } catch (error) {
      // Two sign-ups raced for one login ID or e-mail: the other got it, and this one answers alike.
      if (!(typeof error === 'object' && error !== null && 'code' in error && error.code === '23505')) throw error;
    }
    this.deps.deliverQueued();
  }

  /**
   * Confirms the address with the link's token and sets the password chosen now: whoever signed up
   * with this address before its owner clicked (and knows the password typed then) gets nothing. Every
   * session, remembered browser and other link of the account ends. The account's id, or null.
   */
  async confirm(token: string, password: string): Promise<number | null> {
    // Hashed first: a busy queue refuses before the link is spent.
    const passwordHash = await hashPassword(password);
    return this.deps.db.transaction().execute(async (trx) => {
      const accountId = await this.useToken(token, 'confirm', trx);
      if (accountId === null) return null;
      await this.setPasswordByLink(accountId, passwordHash, trx);
      await trx.deleteFrom('account_sessions').where('account_id', '=', accountId).execute();
      await trx.deleteFrom('account_devices').where('account_id', '=', accountId).execute();
      return accountId;
    });
  }

  /** Checks the password with the same work whether or not the account exists; re-hashes at today's cost. */
  async signIn(input: LoginInput, place: HashPlace | null = null): Promise<SignIn> {
    const found = await findAccountSigningIn(this.deps.db, input.login_id);
    const matches = await verifyPassword(input.password, found?.password_hash ?? (await unknownAccountHash()), place);
    if (!found || !matches) return { outcome: 'refused' };
    if (needsRehash(found.password_hash)) {
      await this.deps.db
        .updateTable('accounts')
        .set({ password_hash: await hashPassword(input.password) })
        .where('id', '=', found.id)
        .execute();
    }
    if (found.email_confirmed_at === null) {
      // The right password proves the account is theirs: a fresh link goes to the address.
      await this.deps.db.transaction().execute(async (trx) => {
        await queueAccountMail(trx, found.email, async () =>
          confirmMail(
            found.email,
            found.name,
            found.login_id,
            this.deps.siteUrl,
            await this.newToken(found.id, 'confirm', trx),
          ),
        );
      });
      this.deps.deliverQueued();
      return { outcome: 'unconfirmed' };
    }
    return { outcome: 'ok', account: found };
  }

  async checkPassword(accountId: number, password: string): Promise<boolean> {
    const found = await findAccount(this.deps.db, accountId);
    return verifyPassword(password, found?.password_hash ?? (await unknownAccountHash())).then((ok) => ok && !!found);
  }

  /** A new password; every outstanding link of the account ends with the old one. */
  async setPassword(accountId: number, password: string): Promise<void> {
    const passwordHash = await hashPassword(password);
    await this.deps.db.transaction().execute(async (trx) => {
      await trx.updateTable('accounts').set({ password_hash: passwordHash }).where('id', '=', accountId).execute();
      await this.retireTokens(accountId, trx);
    });
  }

  /**
   * Queues a reset link when the address has an account. The look-up and the e-mail happen once
   * `answered` (the answer has gone), which the caller gives alike either way: an address with an
   * account is not answered later than one without.
   */
  requestReset(email: string, answered: Promise<void>): void {
    const work = answered
      .then(() => this.queueReset(email))
      .catch((error: unknown) => this.deps.onLateFailure?.(error));
    afterAnswers.add(work);
    void work.finally(() => afterAnswers.delete(work));
  }

  private async queueReset(email: string): Promise<void> {
    const found = await findAccountByEmail(this.deps.db, email);
    if (!found) return;
    await this.deps.db.transaction().execute(async (trx) => {
      await queueAccountMail(trx, found.email, async () =>
        resetMail(
          found.email,
          found.name,
          found.login_id,
          this.deps.siteUrl,
          await this.newToken(found.id, 'reset', trx),
        ),
      );
    });
    this.deps.deliverQueued();
  }

  /**
   * Sets the new password with the link's token; the account, or null. The link proves the e-mail too.
   * The account's other links end with it.
   */
  async reset(token: string, password: string): Promise<number | null> {
    // Hashed first: a busy queue refuses before the link is spent.
    const passwordHash = await hashPassword(password);
    const accountId = await this.useToken(token, 'reset');
    if (accountId === null) return null;
    await this.deps.db.transaction().execute((trx) => this.setPasswordByLink(accountId, passwordHash, trx));
    return accountId;
  }

  /** Booked while signed in, or with the account's e-mail once it is confirmed; named in `language`. */
  async bookings(account: AccountRow, language: Language): Promise<AccountBookings> {
    const owned = await findOwnedBookings(this.deps.db, accountSubject(account));
    const summaries = owned.map((found) => summary(found, language));
    const today = todayInHospitalZone();
    const upcoming = summaries
      .filter((booking) => booking.status === 'booked' && booking.date >= today)
      .sort((a, b) => a.date.localeCompare(b.date));
    const past = summaries
      .filter((booking) => !upcoming.includes(booking))
      .sort((a, b) => b.date.localeCompare(a.date));
    return { upcoming, past };
  }

  /** Everything the account holds, as JSON: exactly what `delete` takes. */
  async export(account: AccountRow): Promise<PersonalData> {
    return exportSubject(this.deps.db, { kind: 'account', ...accountSubject(account) });
  }

  /**
   * Erases the account and anonymises the bookings it owns, as the staff command does for a person,
   * but only what the account proves is its own (`accountSubject`): never by its phone.
   */
  async delete(account: AccountRow): Promise<ErasureCounts> {
    return eraseSubject(this.deps.db, this.deps.dataDir, { kind: 'account', ...accountSubject(account) });
  }
}
