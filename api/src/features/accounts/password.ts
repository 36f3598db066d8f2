/**
 * Password hashes with scrypt (node:crypto), stored as `scrypt$N$r$p$salt$hash`: the cost beside
 * each hash, so hashes made at an older cost (N=2^14 before issue 21) still verify and are upgraded
 * at the next sign-in. The cost is OWASP's for scrypt, N=2^17, r=8, p=1 (128 MiB per hash), unless
 * `API_PASSWORD_SCRYPT_COST` sets another N (`setHashingCost`): the tests' lowest, 2^14, is 8 times quicker.
 *
 * Hashes wait in one bounded queue (issue 43): a few at once, so they never take every thread of
 * libuv's pool (files, compression) nor every core, and a hash that would wait too long is refused
 * at once (`HashingBusyError`, a 429 with `Retry-After`) instead of stalling every answer behind it.
 */
import { availableParallelism } from 'node:os';
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { ScryptOptions } from 'node:crypto';
import { dictionary } from '@zxcvbn-ts/language-common';
import pLimit from 'p-limit';
import { PASSWORD_SCRYPT_COST } from '../../config';

interface ScryptCost {
  N: number;
  r: number;
  p: number;
}
const costOf = (log2N: number): ScryptCost => ({ N: 2 ** log2N, r: 8, p: 1 });
const workOf = (options: ScryptCost) => options.N * options.r * options.p;
/** The cost of new hashes: the app's setting (config), one per process, set by `setHashingCost`. */
let newCost = costOf(PASSWORD_SCRYPT_COST.default);

const KEY_LENGTH = 64;
/**
 * scrypt needs 128·N·r bytes; Node's default ceiling (32 MiB) is below OWASP's cost. Twice what the
 * highest cost allowed needs: a stored hash asking for more is refused, not given the memory.
 */
const MAX_MEMORY = 2 * 128 * 2 ** PASSWORD_SCRYPT_COST.max * 8;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...options, maxmem: MAX_MEMORY }, (error, key) => {
      if (error) reject(error);
      else resolve(key);
    });
  });
}

/** libuv's pool has 4 threads unless told otherwise; scrypt runs there, beside file reads and zlib. */
const THREAD_POOL = Number(process.env['UV_THREADPOOL_SIZE']) || 4;

export const HASHING = {
  /** Hashes at once: one core and one pool thread always left to everything else. */
  concurrency: Math.max(1, Math.min(availableParallelism() - 1, THREAD_POOL - 1)),
  /**
   * A hash is taken only if it should end within this after it was asked for (answers stay under 2 s);
   * set from `API_PASSWORD_HASH_BUDGET_MS` by `setHashingBudget`.
   */
  budgetMs: 1_500,
};

/** The wait a hash may have before it is refused: the app's setting (config), one per process. */
export function setHashingBudget(budgetMs: number): void {
  HASHING.budgetMs = budgetMs;
}

/** Too many hashes are waiting: the caller is answered 429 with `Retry-After` (seconds). */
export class HashingBusyError extends Error {
  readonly statusCode = 429;
  constructor(readonly retryAfterSeconds: number) {
    super('Password hashing is busy');
    this.name = 'HashingBusyError';
  }
}

const queue = pLimit(HASHING.concurrency);
/** Requests holding a place (`holdHashPlace`) whose hash has not reached the queue yet. */
let arriving = 0;

/** Refuses when a hash asked for now would wait so long that it would end past the budget. */
function refuseIfFull(extra: number): void {
  const ahead = queue.activeCount + queue.pendingCount + arriving + extra;
  if (ahead < HASHING.concurrency) return;
  const waitMs = (Math.floor((ahead - HASHING.concurrency) / HASHING.concurrency) + 1) * hashMs;
  if (waitMs + hashMs > HASHING.budgetMs) throw new HashingBusyError(Math.max(1, Math.ceil(waitMs / 1000)));
}

/** A place in the queue taken when a request arrives; given back when its hash is queued, or by `release`. */
export interface HashPlace {
  release(): void;
}

/**
 * Takes a place for a hash this request will make, before its other work (database look-ups), so
 * that many arriving at once are refused at once rather than after that work. Throws `HashingBusyError`.
 */
export function holdHashPlace(): HashPlace {
  refuseIfFull(0);
  arriving += 1;
  let held = true;
  return {
    release() {
      if (!held) return;
      held = false;
      arriving -= 1;
    },
  };
}
/** A wait this short is a hash that found its place free (the queue's own bookkeeping). */
const WAIT_SLACK_MS = 50;
/** How long one hash takes on this machine now (a moving average, first set by the hash made at start). */
let hashMs = 1_000;

/**
 * Runs `work` (one password's scrypt work) in the queue, or refuses at once if it would end too late.
 * A hash that finds a free place always runs, however slow the machine: only waiting is refused.
 */
async function queued<T>(work: () => Promise<T>, place: HashPlace | null): Promise<T> {
  if (place) place.release();
  else refuseIfFull(0);
  const askedAt = performance.now();
  return queue(async () => {
    // It waited longer than foreseen (the machine got slower): refuse rather than answer late.
    const waited = performance.now() - askedAt;
    if (waited > WAIT_SLACK_MS && waited + hashMs > HASHING.budgetMs * 1.2) {
      throw new HashingBusyError(Math.max(1, Math.ceil(hashMs / 1000)));
    }
    const started = performance.now();
    try {
      return await work();
    } finally {
      hashMs = hashMs * 0.8 + (performance.now() - started) * 0.2;
    }
  });
}

export async function hashPassword(password: string, place: HashPlace | null = null): Promise<string> {
  const salt = randomBytes(16);
  const made = newCost;
  const key = await queued(() => derive(password, salt, made), place);
  return ['scrypt', made.N, made.r, made.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/**
 * scrypt's work grows with N·r·p. A hash made at a lower cost is checked, then this much more work is
 * done on its result, so that checking it takes as long as a hash at today's cost (or an unknown login
 * ID's): otherwise an old account answers a wrong password in a sixth of the time, naming its login ID.
 * At the default cost, N=2^14, r=8 is topped up by N=2^17, r=7.
 */
export function paddingCost(stored: ScryptCost): ScryptOptions | null {
  const missing = workOf(newCost) - workOf(stored);
  if (missing <= 0) return null;
  if (missing >= newCost.N) return { N: newCost.N, r: Math.round(missing / newCost.N), p: 1 };
  return { N: 2 ** Math.max(1, Math.round(Math.log2(missing))), r: 1, p: 1 };
}

const PADDING_SALT = Buffer.alloc(16);

export async function verifyPassword(
  password: string,
  stored: string,
  place: HashPlace | null = null,
): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) {
    place?.release();
    return false;
  }
  const expected = Buffer.from(key, 'base64');
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  const actual = await queued(async () => {
    const derived = await derive(password, Buffer.from(salt, 'base64'), cost);
    const padding = paddingCost(cost);
    if (padding) await derive(derived.toString('base64'), PADDING_SALT, padding);
    return derived;
  }, place);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * Whether a stored hash was made with less work than today's cost, so signing in should re-hash it.
 * One made with more (the setting lowered since) is kept: a sign-in never weakens a hash.
 */
export function needsRehash(stored: string): boolean {
  const [, n, r, p] = stored.split('$');
  return workOf({ N: Number(n), r: Number(r), p: Number(p) }) < workOf(newCost);
}

let unknownHash: Promise<string> | null = null;

/** Made once per cost; it also times one hash on this machine, the queue's first estimate. */
async function makeUnknownHash(): Promise<string> {
  const started = performance.now();
  const hash = await hashPassword(randomBytes(12).toString('base64'));
  hashMs = performance.now() - started;
  return hash;
}

/** Checked when the login ID is unknown, so the answer takes as long as for a wrong password: at today's cost. */
export function unknownAccountHash(): Promise<string> {
  unknownHash ??= makeUnknownHash();
  return unknownHash;
}

/**
 * New hashes at N=2^log2N (the app's `API_PASSWORD_SCRYPT_COST`), one per process; resolves once the
 * unknown login ID's hash is made at that cost, so the app starts with it (and with the machine timed).
 */
export async function setHashingCost(log2N: number): Promise<void> {
  if (unknownHash === null || newCost.N !== 2 ** log2N) {
    newCost = costOf(log2N);
    unknownHash = makeUnknownHash();
  }
  await unknownHash;
}

/**
 * zxcvbn-ts's list of the ~49,000 most common passwords (from breach corpora), kept in lower case:
 * `Password1` is as guessable as `password1`.
 */
const COMMON_PASSWORDS = new Set(dictionary['passwords-common'].map((word) => word.toLowerCase()));

/** Among the common or breached passwords, as typed or trimmed, in any case. */
export function isCommonPassword(password: string): boolean {
  const lower = password.normalize('NFKC').toLowerCase();
  return COMMON_PASSWORDS.has(lower) || COMMON_PASSWORDS.has(lower.trim());
}
