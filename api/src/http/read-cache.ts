/**
 * The catalogue (services, doctors, departments, labs, tests) changes only when a migration or the
 * seed runs, yet every page view reads it, and the embedded database answers one query at a time.
 * Each answer is therefore kept, already serialised, for a minute: a change made straight in the
 * database shows within that minute, and browsers may keep it as long (Cache-Control).
 */
import type { FastifyReply } from 'fastify';

export const CATALOGUE_MAX_AGE_SECONDS = 60;

/** Keys come partly from the URL (a slug, a department id), so the cache is bounded. */
const MAX_ENTRIES = 500;

interface Entry {
  expiresAt: number;
  json: Promise<string | null>;
}

export class ReadCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly maxAgeMs: number = CATALOGUE_MAX_AGE_SECONDS * 1000) {}

  /** The JSON for `key`, loading it when absent or stale; a `null` load (not found) is not kept. */
  async json(key: string, load: () => Promise<unknown>): Promise<string | null> {
    const now = Date.now();
    const cached = this.entries.get(key);
    if (cached && cached.expiresAt > now) return cached.json;
    const json = load().then((value) => (value === null || value === undefined ? null : JSON.stringify(value)));
    this.entries.delete(key);
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { expiresAt: now + this.maxAgeMs, json });
    try {
      const result = await json;
      if (result === null) this.entries.delete(key);
      return result;
    } catch (error) {
      this.entries.delete(key);
      throw error;
    }
  }
}

export function sendCachedJson(reply: FastifyReply, json: string): FastifyReply {
  return reply
    .type('application/json; charset=utf-8')
    .header('cache-control', `public, max-age=${CATALOGUE_MAX_AGE_SECONDS}`)
    .send(json);
}
