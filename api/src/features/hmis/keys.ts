/**
 * The HMIS's API keys (issue 50): issued by an admin (the desk or the server's command), shown once,
 * stored only as a keyed hash (HMAC-SHA256 under a key derived from the server's key, as staff
 * secrets are), revoked by name, and every use and every refusal in the staff audit.
 *
 * A poller asks every minute, so each use is not a row of its own: the uses of one key, from one
 * network, of one search (its parameters but `_lastUpdated`, which moves at every poll) within an
 * hour of the first are one `hmis_key.used` row that counts them (`uses`), with the first (`at`) and
 * last (`last_at`) time and how many appointments they answered in all (`returned`). Any use is so
 * traced to its key, network, search and hour, and a poller costs 24 rows a day, not 1,440.
 */
import { createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db';
import { truncateAddress } from '../../audit/audit';
import { insertAudit } from '../staff';
import type { Actor } from '../staff';
import type { HmisKeysTable } from './schema';

export type HmisKeyRow = Selectable<HmisKeysTable>;

/** A key as handed out: a prefix that says what it is (a leaked one is recognised), and 256 random bits. */
const KEY_PATTERN = /^hmis_[A-Za-z0-9_-]{43}$/;
export const newHmisKey = () => `hmis_${randomBytes(32).toString('base64url')}`;

/** Uses of one key, network and search within this long of the first are one audit row. */
export const USE_WINDOW_MS = 60 * 60_000;

export const keyTarget = (name: string) => `hmis-key:${name}`;

export interface Use {
  /** The client's address: the audit keeps its network (/24, /48). */
  ip: string;
  /** What was asked: `Appointment?date=…` (without `_lastUpdated`) or `Appointment/{id}`. */
  search: string;
  /** How many appointments the answer held. */
  returned: number;
}

export type Verified = { outcome: 'ok'; key: HmisKeyRow } | { outcome: 'refused'; revoked: HmisKeyRow | null };

export interface HmisKeysDeps {
  db: Kysely<Database>;
  /** The server's key (`API_SECRET`, or the one kept in the database). */
  secret: string;
  now: () => Date;
}

export class HmisKeys {
  private readonly hashKey: Buffer;
  /** One audit write at a time for each coalesced row, so one process never adds two rows for it. */
  private readonly writing = new Map<string, Promise<void>>();

  constructor(private readonly deps: HmisKeysDeps) {
    this.hashKey = Buffer.from(hkdfSync('sha256', deps.secret, '', 'hmis-key-hash', 32));
  }

  private hash(key: string): string {
    return createHmac('sha256', this.hashKey).update(key).digest('hex');
  }

  list(): Promise<HmisKeyRow[]> {
    return this.deps.db.selectFrom('hmis_keys').selectAll().orderBy('id').execute();
  }

  find(name: string): Promise<HmisKeyRow | undefined> {
    return this.deps.db
      .selectFrom('hmis_keys')
      .selectAll()
      .where(sql<string>`lower(name)`, '=', name.toLowerCase())
      .executeTakeFirst();
  }

  /** A new key, its text shown this once; null when the name is taken (by any key, even revoked). */
  async issue(name: string, actor: Actor): Promise<{ key: string; row: HmisKeyRow } | null> {
    const key = newHmisKey();
    return this.deps.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('hmis_keys')
        .values({ name, key_hash: this.hash(key), created_by: actor.actorId, created_at: this.deps.now() })
        .onConflict((conflict) => conflict.expression(sql`lower(name)`).doNothing())
        .returningAll()
        .executeTakeFirst();
      if (!row) return null;
      await insertAudit(trx, this.deps.now(), {
        actorId: actor.actorId,
        action: 'hmis_key.created',
        target: keyTarget(row.name),
        network: actor.ip === null ? null : truncateAddress(actor.ip),
      });
      return { key, row };
    });
  }

  /** Revoked now (a key revoked already stays as it was); null for no such key. */
  async revoke(which: { name: string } | { id: number }, actor: Actor): Promise<HmisKeyRow | null> {
    return this.deps.db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('hmis_keys')
        .selectAll()
        .where((eb) =>
          'id' in which ? eb('id', '=', which.id) : eb(sql<string>`lower(name)`, '=', which.name.toLowerCase()),
        )
        .forUpdate()
        .executeTakeFirst();
      if (!row) return null;
      if (row.revoked_at !== null) return row;
      const revoked = await trx
        .updateTable('hmis_keys')
        .set({ revoked_at: this.deps.now() })
        .where('id', '=', row.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await insertAudit(trx, this.deps.now(), {
        actorId: actor.actorId,
        action: 'hmis_key.revoked',
        target: keyTarget(row.name),
        network: actor.ip === null ? null : truncateAddress(actor.ip),
      });
      return revoked;
    });
  }

  /**
   * The key an `Authorization: Bearer …` header names, if live. A revoked key is told apart only
   * here (for the audit): the caller answers it as it answers an unknown one.
   */
  async verify(authorization: string | undefined): Promise<Verified> {
    const [, key = ''] = /^Bearer +(\S+)\s*$/i.exec(authorization ?? '') ?? [];
    if (!KEY_PATTERN.test(key)) return { outcome: 'refused', revoked: null };
    const row = await this.deps.db
      .selectFrom('hmis_keys')
      .selectAll()
      .where('key_hash', '=', this.hash(key))
      .executeTakeFirst();
    if (!row) return { outcome: 'refused', revoked: null };
    if (row.revoked_at !== null) return { outcome: 'refused', revoked: row };
    return { outcome: 'ok', key: row };
  }

  /** A use of a live key: in the audit (coalesced, above) and its `last_used_at`. */
  async recordUse(key: HmisKeyRow, use: Use): Promise<void> {
    const now = this.deps.now();
    await this.deps.db.updateTable('hmis_keys').set({ last_used_at: now }).where('id', '=', key.id).execute();
    await this.coalesced('hmis_key.used', keyTarget(key.name), use.ip, use.search, use.returned);
  }

  /** A refused call: the revoked key it named (an unknown key names none), from which network. */
  async recordRefusal(revoked: HmisKeyRow | null, ip: string): Promise<void> {
    await this.coalesced('hmis_key.refused', revoked === null ? null : keyTarget(revoked.name), ip, null, 0);
  }

  /** Counts one more call in this hour's row for the action, key, network and search, or starts one. */
  private async coalesced(
    action: string,
    target: string | null,
    ip: string,
    search: string | null,
    returned: number,
  ): Promise<void> {
    const network = truncateAddress(ip);
    const slot = JSON.stringify([action, target, network, search]);
    const previous = this.writing.get(slot) ?? Promise.resolve();
    const write = previous.then(async () => {
      const now = this.deps.now();
      const counted = await sql<{ id: string }>`
        update staff_audit_events
           set details = details || jsonb_build_object(
             'uses', (details->>'uses')::integer + 1,
             'last_at', ${now.toISOString()}::text,
             'returned', (details->>'returned')::integer + ${returned}::integer)
         where id = (
           select id from staff_audit_events
            where action = ${action}
              and target is not distinct from ${target}
              and network = ${network}
              and at > ${new Date(now.getTime() - USE_WINDOW_MS)}
              and details->>'search' is not distinct from ${search}
            order by id desc
            limit 1)
        returning id
      `.execute(this.deps.db);
      if (counted.rows.length > 0) return;
      await insertAudit(this.deps.db, now, {
        actorId: null,
        action,
        target,
        network,
        details: { search, uses: 1, last_at: now.toISOString(), returned },
      });
    });
    const settled = write.catch(() => undefined);
    this.writing.set(slot, settled);
    void settled.then(() => {
      if (this.writing.get(slot) === settled) this.writing.delete(slot);
    });
    await write;
  }
}
