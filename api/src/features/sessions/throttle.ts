/**
 * Failed sign-ins, counted in the database so every instance sees the same counts. Three counters
 * (keys are keyed hashes: no address or login ID is stored):
 * - per client address: from the 10th failure on, the address is refused for 2^(n-10) seconds
 *   after each failure (1 s, 2 s, 4 s … at most 15 minutes);
 * - per login ID and address: after 5 failures that pair is refused for 15 minutes;
 * - per login ID from everywhere: after 20 failures, only a browser that signed in to the account
 *   before (its `hs_device` cookie) may try, for 15 minutes after the last failure. A stranger's
 *   failures cannot lock the owner out of a browser they have used, nor out of another address
 *   before the account-wide figure.
 * A count starts again after 24 hours without a failure; a successful sign-in clears the pair's
 * and the login ID's counts, and a password reset (the link proves the owner) every count of the
 * login ID. An address is a client (`clientKey`): an IPv6 client counts as its whole /64. Unknown login IDs are counted the same way, so refusals say nothing
 * about which IDs exist.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../db';
import { clientKey } from '../../http/client-network';
import type { AccountSecrets } from './sessions';

export const THROTTLE = {
  addressFreeFailures: 10,
  addressMaxDelaySeconds: 15 * 60,
  pairFailures: 5,
  accountFailures: 20,
  refusalSeconds: 15 * 60,
  forgetAfterHours: 24,
} as const;

interface Keys {
  address: string;
  pair: string;
  account: string;
}

/** Seconds the address must wait after its `failures`-th failure. */
export function addressDelaySeconds(failures: number): number {
  if (failures < THROTTLE.addressFreeFailures) return 0;
  return Math.min(2 ** (failures - THROTTLE.addressFreeFailures), THROTTLE.addressMaxDelaySeconds);
}

const secondsSince = (row: { last_failure_at: Date }) => (Date.now() - row.last_failure_at.getTime()) / 1000;

export class SignInThrottle {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly secrets: AccountSecrets,
  ) {}

  private loginKey(loginId: string): string {
    return this.secrets.hash('throttle', loginId.toLowerCase());
  }

  private keys(loginId: string, ip: string): Keys {
    const id = this.loginKey(loginId);
    const address = this.secrets.hash('throttle', `address\u0000${clientKey(ip)}`);
    return { address: `address:${address}`, pair: `pair:${id}:${address}`, account: `account:${id}` };
  }

  /** Seconds before this attempt may be tried, or 0 to go ahead. */
  async waitSeconds(loginId: string, ip: string, knownDevice: boolean): Promise<number> {
    const keys = this.keys(loginId, ip);
    const rows = await this.db
      .selectFrom('sign_in_failures')
      .select(['key', 'failures', 'last_failure_at'])
      .where('key', 'in', [keys.address, keys.pair, keys.account])
      .where('last_failure_at', '>', new Date(Date.now() - THROTTLE.forgetAfterHours * 3_600_000))
      .execute();
    let wait = 0;
    for (const row of rows) {
      let refusal = 0;
      if (row.key === keys.address) refusal = addressDelaySeconds(row.failures);
      else if (row.key === keys.pair && row.failures >= THROTTLE.pairFailures) refusal = THROTTLE.refusalSeconds;
      else if (row.key === keys.account && row.failures >= THROTTLE.accountFailures && !knownDevice) {
        refusal = THROTTLE.refusalSeconds;
      }
      wait = Math.max(wait, Math.ceil(refusal - secondsSince(row)));
    }
    return Math.max(wait, 0);
  }

  async failed(loginId: string, ip: string): Promise<void> {
    const keys = this.keys(loginId, ip);
    const forgotten = new Date(Date.now() - THROTTLE.forgetAfterHours * 3_600_000);
    for (const key of [keys.address, keys.pair, keys.account]) {
      await this.db
        .insertInto('sign_in_failures')
        .values({ key, failures: 1, last_failure_at: new Date() })
        .onConflict((conflict) =>
          conflict.column('key').doUpdateSet({
            failures: sql`case when sign_in_failures.last_failure_at < ${forgotten} then 1 else sign_in_failures.failures + 1 end`,
            last_failure_at: new Date(),
          }),
        )
        .execute();
    }
  }

  async succeeded(loginId: string, ip: string): Promise<void> {
    const keys = this.keys(loginId, ip);
    await this.db.deleteFrom('sign_in_failures').where('key', 'in', [keys.pair, keys.account]).execute();
  }

  /** The owner proved themselves (a reset link): strangers' failures on the login ID, from anywhere, are forgotten. */
  async cleared(loginId: string): Promise<void> {
    const id = this.loginKey(loginId);
    await this.db
      .deleteFrom('sign_in_failures')
      .where((eb) => eb.or([eb('key', '=', `account:${id}`), eb('key', 'like', `pair:${id}:%`)]))
      .execute();
  }
}
