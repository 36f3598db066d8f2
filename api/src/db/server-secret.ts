/**
 * The server's key (HMAC for booking codes and links, session ids and the audit trail's hashes): the
 * configured one, or the one kept in the database. It lives beside the database, not in a feature,
 * because the bookings, the sessions and the audit trail all key with it.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from './schema';

const SECRET_NAME = 'booking-access';

/**
 * The configured key, or the one kept in the database: the first instance to start stores a random
 * one and every other reads it back (`on conflict do nothing`, so two first starts agree).
 */
export async function loadAccessSecret(db: Kysely<Database>, configured: string | null): Promise<string> {
  if (configured) return configured;
  await db
    .insertInto('server_secrets')
    .values({ name: SECRET_NAME, value: randomBytes(32).toString('base64url') })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('server_secrets')
    .select('value')
    .where('name', '=', SECRET_NAME)
    .executeTakeFirstOrThrow();
  return row.value;
}
