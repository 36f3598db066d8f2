/**
 * The catalogue (services, doctors, departments, labs, tests, packages) is read by every page view,
 * and the embedded database answers one query at a time: each answer is kept, already serialised.
 * Changes made at the desk are recorded in the catalogue's history (issue 48), whose last id is the
 * catalogue's version: a kept answer is valid only while the version it was read at is the current
 * one (asked of the database at most every `VERSION_CHECK_MS`), so a desk change shows in the API
 * within seconds. A change made straight in the database, outside the history, still shows within
 * `CATALOGUE_MAX_AGE_SECONDS`. Browsers and proxies may keep an answer `CATALOGUE_BROWSER_MAX_AGE_SECONDS`.
 */
import type { FastifyReply } from 'fastify';

export const CATALOGUE_MAX_AGE_SECONDS = 60;
/**
 * How long a browser may reuse a catalogue answer: with the version check, a live page shows a
 * desk change within this plus a few seconds, well inside the site's 60-second promise.
 */
export const CATALOGUE_BROWSER_MAX_AGE_SECONDS = 15;
/** How often the catalogue's version is asked of the database, at most, per cache. */
export const VERSION_CHECK_MS = 2000;

/** Keys come partly from the URL (a slug, a department id), so the cache is bounded. */
const MAX_ENTRIES = 500;

interface Entry {
  expiresAt: number;
  version: string | null;
  json: Promise<string | null>;
}

/** The catalogue's version as `read` says it, asked again at most every `ttlMs`. */
export function recentVersion(
  read: () => Promise<string>,
  ttlMs = VERSION_CHECK_MS,
  clock: () => number = Date.now,
): () => Promise<string> {
  let kept: { until: number; version: Promise<string> } | null = null;
  return () => {
    const now = clock();
    if (kept && kept.until > now) return kept.version;
    const version = read();
    kept = { until: now + ttlMs, version };
    // A failed read is not kept: the next request asks again.
    version.catch(() => {
      kept = null;
    });
    return version;
  };
}

export class ReadCache {
  private readonly entries = new Map<string, Entry>();

  /**
   * @param versionNow the catalogue's current version (`recentVersion`): an answer read at another
   * version is read again
   */
  constructor(
    private readonly maxAgeMs: number = CATALOGUE_MAX_AGE_SECONDS * 1000,
    private readonly versionNow: (() => Promise<string>) | null = null,
  ) {}

  /** The JSON for `key`, loading it when absent or stale; a `null` load (not found) is not kept. */
  async json(key: string, load: () => Promise<unknown>): Promise<string | null> {
    const version = this.versionNow ? await this.versionNow() : null;
    const now = Date.now();
    const cached = this.entries.get(key);
    if (cached && cached.expiresAt > now && cached.version === version) return cached.json;
    const json = load().then((value) => (value === null || value === undefined ? null : JSON.stringify(value)));
    this.entries.delete(key);
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { expiresAt: now + this.maxAgeMs, version, json });
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
    .header('cache-control', `public, max-age=${CATALOGUE_BROWSER_MAX_AGE_SECONDS}`)
    .send(json);
}
