/**
 * Password hashes with scrypt (node:crypto), stored as `scrypt$N$r$p$salt$hash`: the cost beside
 * each hash, so hashes made at an older cost (N=2^14 before issue 21) still verify and are upgraded
 * at the next sign-in. The cost is OWASP's for scrypt: N=2^17, r=8, p=1 (128 MiB per hash).
 */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { ScryptOptions } from 'node:crypto';
import { dictionary } from '@zxcvbn-ts/language-common';

export const COST = { N: 131_072, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;
/** scrypt needs 128·N·r bytes; Node's default ceiling (32 MiB) is below OWASP's cost. */
const MAX_MEMORY = 256 * 1024 * 1024;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...options, maxmem: MAX_MEMORY }, (error, key) => {
      if (error) reject(error);
      else resolve(key);
    });
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Whether a stored hash was made at a lower cost than today's, so signing in should re-hash it. */
export function needsRehash(stored: string): boolean {
  const [, n, r, p] = stored.split('$');
  return Number(n) !== COST.N || Number(r) !== COST.r || Number(p) !== COST.p;
}

/** Checked when the login ID is unknown, so the answer takes as long as for a wrong password. */
export const UNKNOWN_ACCOUNT_HASH = await hashPassword(randomBytes(12).toString('base64'));

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
