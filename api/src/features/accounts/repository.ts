/** The accounts table and its links' tokens. */
import { sql } from 'kysely';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { SignedInAccount } from 'contract';
import type { Database } from '../../db';
import type { AccountsTable } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

export type AccountRow = Selectable<AccountsTable>;

/** The accounts holding this login ID or this e-mail, in any case. */
export function findAccountsHolding(db: Db, loginId: string, email: string) {
  return db
    .selectFrom('accounts')
    .selectAll()
    .where((eb) =>
      eb.or([eb(sql`lower(login_id)`, '=', loginId.toLowerCase()), eb(sql`lower(email)`, '=', email.toLowerCase())]),
    )
    .execute();
}

export function findAccountByLoginId(db: Db, loginId: string): Promise<AccountRow | undefined> {
  return db
    .selectFrom('accounts')
    .selectAll()
    .where(sql`lower(login_id)`, '=', loginId.toLowerCase())
    .executeTakeFirst();
}

export function findAccountByEmail(db: Db, email: string): Promise<AccountRow | undefined> {
  return db
    .selectFrom('accounts')
    .selectAll()
    .where(sql`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

/** The account a sign-in names: by its e-mail address when the patient typed one, else its Login ID. */
export function findAccountSigningIn(db: Db, loginIdOrEmail: string): Promise<AccountRow | undefined> {
  return loginIdOrEmail.includes('@')
    ? findAccountByEmail(db, loginIdOrEmail)
    : findAccountByLoginId(db, loginIdOrEmail);
}

export function findAccount(db: Db, id: number): Promise<AccountRow | undefined> {
  return db.selectFrom('accounts').selectAll().where('id', '=', id).executeTakeFirst();
}

/** What the browser may see of an account: never the hash, nor what sign-up no longer needs. */
export function signedIn(row: AccountRow): SignedInAccount {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    login_id: row.login_id,
    email_confirmed: row.email_confirmed_at !== null,
  };
}
