/**
 * Failed staff sign-ins, counted in the database (`sign_in_failures`, keys prefixed `staff-`, keyed
 * hashes: no e-mail or address is stored) so every instance sees the same counts, on the feature's
 * clock. A wrong password and a wrong code count alike; an unknown e-mail counts like a known one.
 * - per e-mail and client (an IPv4 address, an IPv6 /64): from the 3rd failure, that pair waits
 *   2^(n-3) seconds after each failure (1 s, 2 s, 4 s … at most 15 minutes): a person who mistypes
 *   waits seconds, a guesser years;
 * - per client, whatever the e-mail: from the 10th failure, 2^(n-10) seconds, at most 15 minutes;
 * - per e-mail from everywhere: after 20 failures, 15 minutes after the last, except from a network
 *   this member signed in from in the last 30 days (the audit says so): a stranger elsewhere cannot
 *   keep the owner out of the hospital's own network.
 * A count is forgotten after 24 hours without a failure; a sign-in clears its pair's and e-mail's.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../db';
import { clientKey } from '../../http/client-network';
import type { StaffSecrets } from './secrets';

export const STAFF_THROTTLE = {
  pairFreeFailures: 3,
  addressFreeFailures: 10,
  accountFailures: 20,
  maxDelaySeconds: 15 * 60,
  forgetAfterHours: 24,
} as const;

const backoff = (failures: number, free: number) =>
  failures < free ? 0 : Math.min(2 ** (failures - free), STAFF_THROTTLE.maxDelaySeconds);

interface Keys {
  pair: string;
  address: string;
  account: string;
}

export class StaffThrottle {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly secrets: StaffSecrets,
    private readonly now: () => Date,
  ) {}

  private keys(email: string, ip: string): Keys {
    const account = this.secrets.hash('throttle', `email\u0000${email.toLowerCase()}`);
    const address = this.secrets.hash('throttle', `address\u0000${clientKey(ip)}`);
    return {
      pair: `staff-pair:${account}:${address}`,
      address: `staff-address:${address}`,
      account: `staff-account:${account}`,
    };
  }

  /**
   * Seconds before this e-mail may be tried from this client, or 0. `knownNetwork`: the member signed
   * in from the client's network lately, which spares it the e-mail's own refusal.
   */
  async waitSeconds(email: string, ip: string, knownNetwork: boolean): Promise<number> {
    const keys = this.keys(email, ip);
    const now = this.now().getTime();
    const rows = await this.db
      .selectFrom('sign_in_failures')
      .select(['key', 'failures', 'last_failure_at'])
      .where('key', 'in', [keys.pair, keys.address, keys.account])
      .where('last_failure_at', '>', new Date(now - STAFF_THROTTLE.forgetAfterHours * 3_600_000))
      .execute();
    let wait = 0;
    for (const row of rows) {
      let refusal = 0;
      if (row.key === keys.pair) refusal = backoff(row.failures, STAFF_THROTTLE.pairFreeFailures);
      else if (row.key === keys.address) refusal = backoff(row.failures, STAFF_THROTTLE.addressFreeFailures);
      else if (row.failures >= STAFF_THROTTLE.accountFailures && !knownNetwork) {
        refusal = STAFF_THROTTLE.maxDelaySeconds;
      }
      const since = (now - row.last_failure_at.getTime()) / 1000;
      wait = Math.max(wait, Math.ceil(refusal - since));
    }
    return Math.max(wait, 0);
  }

  async failed(email: string, ip: string): Promise<void> {
    const keys = this.keys(email, ip);
    const now = this.now();
    const forgotten = new Date(now.getTime() - STAFF_THROTTLE.forgetAfterHours * 3_600_000);
    for (const key of [keys.pair, keys.address, keys.account]) {
      await this.db
        .insertInto('sign_in_failures')
        .values({ key, failures: 1, last_failure_at: now })
        .onConflict((conflict) =>
          conflict.column('key').doUpdateSet({
            failures: sql`case when sign_in_failures.last_failure_at < ${forgotten} then 1 else sign_in_failures.failures + 1 end`,
            last_failure_at: now,
          }),
        )
        .execute();
    }
  }

  async succeeded(email: string, ip: string): Promise<void> {
    const keys = this.keys(email, ip);
    await this.db.deleteFrom('sign_in_failures').where('key', 'in', [keys.pair, keys.account]).execute();
  }
}
