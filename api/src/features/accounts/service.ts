/**
 * Accounts (issue 21): sign-up that answers alike whoever's address it is, confirmation and reset by
 * e-mailed single-use links (tokens stored as keyed hashes), sign-in with throttling and a new
 * session, and the signed-in account's own calls.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { fieldIssue, todayInHospitalZone } from 'contract';
import type { AccountBookings, BookingSummary, LoginInput, RegistrationInput } from 'contract';
import type { Database } from '../../db';
import { BadInputError } from '../../http/errors';
import { queueMail } from '../../mail/outbox';
import { findBooking } from '../appointments/repository';
import { summary } from '../appointments/manage-service';
import { accountOwnsBooking, eraseSubject, exportSubject } from '../privacy/person';
import type { AccountSubject, ErasureCounts, PersonalData } from '../privacy/person';
import { newSecret } from '../sessions/sessions';
import type { AccountSecrets } from '../sessions/sessions';
import { confirmMail, loginIdTakenMail, resetMail, someoneTriedMail } from './mails';
import { hashPassword, isCommonPassword, needsRehash, UNKNOWN_ACCOUNT_HASH, verifyPassword } from './password';
import { findAccount, findAccountByEmail, findAccountByLoginId, findAccountsHolding } from './repository';
import type { AccountRow } from './repository';

export const CONFIRM_HOURS = 24;
export const RESET_MINUTES = 30;

export interface AccountDeps {
  db: Kysely<Database>;
  secrets: AccountSecrets;
  siteUrl: string;
  dataDir: string;
  deliverQueued: () => void;
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

  /** Uses a token once: the account it was for, or null (unknown, used or expired alike). */
  private async useToken(token: string, purpose: 'confirm' | 'reset'): Promise<number | null> {
    const used = await this.deps.db
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
          await queueMail(trx, someoneTriedMail(sameEmail.email, sameEmail.name, siteUrl));
          return;
        }
        if (holders.length > 0) {
          await queueMail(trx, loginIdTakenMail(input.email, input.name, siteUrl));
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
        const token = await this.newToken(id, 'confirm', trx);
        await queueMail(trx, confirmMail(input.email, input.name, siteUrl, token));
      });
    } catch (error) {
      // Two sign-ups raced for one login ID or e-mail: the other got it, and this one answers alike.
      if (!(typeof error === 'object' && error !== null && 'code' in error && error.code === '23505')) throw error;
    }
    this.deps.deliverQueued();
  }

  async confirm(token: string): Promise<boolean> {
    const accountId = await this.useToken(token, 'confirm');
    if (accountId === null) return false;
    await this.deps.db
      .updateTable('accounts')
      .set({ email_confirmed_at: new Date() })
      .where('id', '=', accountId)
      .where('email_confirmed_at', 'is', null)
      .execute();
    return true;
  }

  /** Checks the password with the same work whether or not the account exists; re-hashes at today's cost. */
  async signIn(input: LoginInput): Promise<SignIn> {
    const found = await findAccountByLoginId(this.deps.db, input.login_id);
    const matches = await verifyPassword(input.password, found?.password_hash ?? UNKNOWN_ACCOUNT_HASH);
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
        const token = await this.newToken(found.id, 'confirm', trx);
        await queueMail(trx, confirmMail(found.email, found.name, this.deps.siteUrl, token));
      });
      this.deps.deliverQueued();
      return { outcome: 'unconfirmed' };
    }
    return { outcome: 'ok', account: found };
  }

  async checkPassword(accountId: number, password: string): Promise<boolean> {
    const found = await findAccount(this.deps.db, accountId);
    return verifyPassword(password, found?.password_hash ?? UNKNOWN_ACCOUNT_HASH).then((ok) => ok && !!found);
  }

  async setPassword(accountId: number, password: string): Promise<void> {
    await this.deps.db
      .updateTable('accounts')
      .set({ password_hash: await hashPassword(password) })
      .where('id', '=', accountId)
      .execute();
  }

  /** Queues a reset link when the address has an account; the caller answers alike either way. */
  async requestReset(email: string): Promise<void> {
    const found = await findAccountByEmail(this.deps.db, email);
    if (!found) return;
    await this.deps.db.transaction().execute(async (trx) => {
      const token = await this.newToken(found.id, 'reset', trx);
      await queueMail(trx, resetMail(found.email, found.name, this.deps.siteUrl, token));
    });
    this.deps.deliverQueued();
  }

  /** Sets the new password with the link's token; the account, or null. The link proves the e-mail too. */
  async reset(token: string, password: string): Promise<number | null> {
    const accountId = await this.useToken(token, 'reset');
    if (accountId === null) return null;
    await this.deps.db
      .updateTable('accounts')
      .set({
        password_hash: await hashPassword(password),
        email_confirmed_at: sql`coalesce(email_confirmed_at, now())`,
      })
      .where('id', '=', accountId)
      .execute();
    return accountId;
  }

  /** Booked while signed in, or with the account's e-mail once it is confirmed. */
  async bookings(account: AccountRow): Promise<AccountBookings> {
    const mine = (table: 'doctor_appointments' | 'lab_appointments') =>
      this.deps.db
        .selectFrom(table)
        .select(['reference', 'visit_date'])
        .where('anonymised_at', 'is', null)
        .where(accountOwnsBooking(dataSubject(account)))
        .execute();
    const rows = [...(await mine('doctor_appointments')), ...(await mine('lab_appointments'))];
    const summaries: BookingSummary[] = [];
    for (const row of rows) {
      const found = await findBooking(this.deps.db, { reference: row.reference }, false);
      if (found) summaries.push(summary(found));
    }
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
    return exportSubject(this.deps.db, { kind: 'account', ...dataSubject(account) });
  }

  /**
   * Erases the account and anonymises the bookings it owns, as the staff command does for a person,
   * but only what the account proves is its own (`dataSubject`): never by its phone.
   */
  async delete(account: AccountRow): Promise<ErasureCounts> {
    return eraseSubject(this.deps.db, this.deps.dataDir, { kind: 'account', ...dataSubject(account) });
  }
}

/** What an account proves it owns: its id, and its e-mail only once confirmed. */
export function dataSubject(account: Pick<AccountRow, 'id' | 'email' | 'email_confirmed_at'>): AccountSubject {
  return { accountId: account.id, confirmedEmail: account.email_confirmed_at === null ? null : account.email };
}
