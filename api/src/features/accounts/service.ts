/**
 * Registration and login: a login ID and an e-mail belong to one account each (checked, and held by
 * the database's unique indexes when two registrations race), and a password is checked with the
 * same work whether or not the account exists.
 */
import type { Kysely } from 'kysely';
import { fieldIssue } from 'contract';
import type { Account, LoginInput, RegistrationInput } from 'contract';
import type { Database } from '../../db';
import { BadInputError } from '../../http/errors';
import { hashPassword, UNKNOWN_ACCOUNT_HASH, verifyPassword } from './password';
import { findAccountByLoginId, findAccountsHolding, insertAccount } from './repository';

const TAKEN = {
  login_id: fieldIssue('loginIdTaken'),
  email: fieldIssue('emailTaken'),
} as const;

/** PostgreSQL's unique_violation, raised when two registrations race for the same login ID or email. */
function uniqueViolation(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('code' in error) || error.code !== '23505') return null;
  return 'constraint' in error && typeof error.constraint === 'string' ? error.constraint : '';
}

export async function registerAccount(db: Kysely<Database>, input: RegistrationInput): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  try {
    await db.transaction().execute(async (trx) => {
      const taken = await findAccountsHolding(trx, input.login_id, input.email);
      if (taken.some((row) => row.login_id.toLowerCase() === input.login_id.toLowerCase())) {
        throw new BadInputError({ login_id: TAKEN.login_id }, TAKEN.login_id);
      }
      if (taken.length > 0) throw new BadInputError({ email: TAKEN.email }, TAKEN.email);
      await insertAccount(trx, {
        name: input.name,
        email: input.email,
        phone: input.phone,
        age: input.age,
        gender: input.gender,
        login_id: input.login_id,
        password_hash: passwordHash,
        consent_at: new Date(),
      });
    });
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint === null) throw error;
    const field = constraint.includes('login_id') ? 'login_id' : 'email';
    throw new BadInputError({ [field]: TAKEN[field] }, TAKEN[field]);
  }
}

/** The account these credentials open, or null. */
export async function logIn(db: Kysely<Database>, input: LoginInput): Promise<Account | null> {
  const found = await findAccountByLoginId(db, input.login_id);
  const matches = await verifyPassword(input.password, found?.passwordHash ?? UNKNOWN_ACCOUNT_HASH);
  return found && matches ? found.account : null;
}
