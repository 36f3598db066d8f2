/**
 * Where the POST allowances are counted. One process on the embedded database counts in memory;
 * several API instances on one PostgreSQL count in a table they all see, so a client cannot get
 * each instance's allowance by being spread across them.
 */
import { createHash } from 'node:crypto';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../db';

export interface Hits {
  /** Requests in the current window, this one included. */
  current: number;
  /** Milliseconds until the window ends. */
  ttl: number;
}

export interface RateCounter {
  hit(key: string, windowMs: number): Promise<Hits>;
  /** Forgets windows that have ended. */
  sweep(): Promise<void>;
}

/** At most this many windows are kept; past it, ended windows go first, then the least counted live ones. */
export const MEMORY_MAX_KEYS = 10_000;

interface Window {
  hits: number;
  endsAt: number;
  /** Order of creation: of two windows counted alike, the newer goes first. */
  serial: number;
}

export class MemoryRateCounter implements RateCounter {
  private readonly windows = new Map<string, Window>();
  private serial = 0;

  constructor(private readonly maxKeys = MEMORY_MAX_KEYS) {}

  /** Windows kept now. */
  get size(): number {
    return this.windows.size;
  }

  async hit(key: string, windowMs: number): Promise<Hits> {
    const now = Date.now();
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      this.windows.delete(key);
      if (this.windows.size >= this.maxKeys) this.makeRoom(now);
      this.serial += 1;
      window = { hits: 0, endsAt: now + windowMs, serial: this.serial };
      this.windows.set(key, window);
    }
    window.hits += 1;
    return { current: window.hits, ttl: window.endsAt - now };
  }

  async sweep(): Promise<void> {
    this.removeEnded(Date.now());
  }

  private removeEnded(now: number): void {
    for (const [key, window] of this.windows) if (window.endsAt <= now) this.windows.delete(key);
  }

  /**
   * Ended windows cost nothing to forget. When every window is live, evicting one gives its client
   * back as many tries as it had used, so the least counted go (the newest of equals): a client near
   * its limit cannot have its count reset by a flood of new keys (other addresses, other e-mail
   * addresses), which would each have to be counted higher than it first.
   */
  private makeRoom(now: number): void {
    this.removeEnded(now);
    if (this.windows.size < this.maxKeys) return;
    const cheapest = [...this.windows]
      .sort(([, a], [, b]) => a.hits - b.hits || b.serial - a.serial)
      // A tenth at once, so the sort runs once per that many new keys, not at every one.
      .slice(0, Math.ceil(this.maxKeys / 10));
    for (const [key] of cheapest) this.windows.delete(key);
  }
}

/**
 * One row per client and allowance, counted by a single upsert (atomic however many instances hit
 * it at once). The key holds the client's IP address, so only its hash is stored.
 */
export class PostgresRateCounter implements RateCounter {
  constructor(private readonly db: Kysely<Database>) {}

  async hit(key: string, windowMs: number): Promise<Hits> {
    const hashed = createHash('sha256').update(key).digest('hex');
    const { rows } = await sql<{ hits: number; ttl: number }>`
      insert into rate_limits as r (key, hits, window_ends)
      values (${hashed}, 1, now() + make_interval(secs => ${windowMs / 1000}))
      on conflict (key) do update set
        hits = case when r.window_ends <= now() then 1 else r.hits + 1 end,
        window_ends = case when r.window_ends <= now() then excluded.window_ends else r.window_ends end
      returning hits, greatest(0, ceil(extract(epoch from (window_ends - now())) * 1000))::int as ttl
    `.execute(this.db);
    const row = rows[0];
    if (!row) throw new Error('The rate limit upsert returned no row');
    return { current: row.hits, ttl: row.ttl };
  }

  async sweep(): Promise<void> {
    await this.db
      .deleteFrom('rate_limits')
      .where('window_ends', '<', sql<Date>`now()`)
      .execute();
  }
}

/**
 * The plugin builds a store per route with its own settings (`child`); every one of them here
 * counts in the same place, so routes sharing a `groupId` share one allowance.
 */
export function rateLimitStore(counter: RateCounter): FastifyRateLimitStoreCtor {
  return class SharedRateLimitStore implements FastifyRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: Hits) => void, timeWindow: number): void {
      counter.hit(key, timeWindow).then(
        (hits) => callback(null, hits),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  };
}

/** A refused request's wait in whole minutes, at least one: what the Hindi refusals say. */
export const minutesOf = (waitMs: number): number => Math.max(1, Math.ceil(waitMs / 60_000));
