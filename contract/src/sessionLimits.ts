/** How long a manage-booking code works: the API enforces it, and every message carrying one says so. */
export const MANAGE_CODE_MINUTES = 10;

/**
 * How long a sign-in lasts and how long a browser that signed in is known: the API enforces them,
 * and the privacy notice tells visitors the same numbers.
 */
export const SESSION_LIMITS = {
  /** A session ends after this long unused… */
  idleMinutes: 30,
  /** …and this long after signing in, used or not. */
  maxHours: 12,
  /** The cookie marking a browser that has signed in before (so a lock on the account spares it). */
  knownBrowserDays: 180,
} as const;
