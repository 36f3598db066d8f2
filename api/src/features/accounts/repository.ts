/** The accounts table: who holds a login ID or e-mail, a new account, an account by its login ID. */
import { sql } from 'kysely';
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Account } from 'contract';
import type { Database } from '../../db';
import type { AccountsTable } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** The accounts holding this login ID or this e-mail, in any case. */
export function findAccountsHolding(db: Db, loginId: string, email: string) {
  return db
    .selectFrom('accounts')
    .select(['login_id', 'email'])
    .where((eb) =>
      eb.or([eb(sql`lower(login_id)`, '=', loginId.toLowerCase()), eb(sql`lower(email)`, '=', email.toLowerCase())]),
    )
    .execute();
}

export async function insertAccount(db: Db, account: Insertable<AccountsTable>): Promise<void> {
  await db.insertInto('accounts').values(account).execute();
}

/** The account with this login ID (any case) and its password hash, which never leaves the service. */
export async function findAccountByLoginId(
  db: Db,
  loginId: string,
): Promise<{ account: Account; passwordHash: string } | undefined> {
  const row = await db
    .selectFrom('accounts')
    .selectAll()
    .where(sql`lower(login_id)`, '=', loginId.toLowerCase())
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    passwordHash: row.password_hash,
    account: {
      id: row.id,
      name: row.name,
      email: row.email,
      phone: row.phone,
      age: row.age,
      gender: row.gender,
      login_id: row.login_id,
      created_at: row.created_at.toISOString(),
    },
  };
}
