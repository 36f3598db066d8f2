/**
 * The security audit trail: one structured log line per event that matters to a patient's data
 * (a booking looked up, a code sent or wrong, a cancellation, a failed sign-in, an erasure). It
 * records what happened, when and roughly from where, never who: a booking reference appears only
 * as a keyed hash (HMAC with the API's key: without the key, nobody can test a guessed reference
 * against the logs), and the client's address is cut to its network (/24 for IPv4, /48 for IPv6).
 */
import { createHmac } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db';
import { loadAccessSecret } from '../db/server-secret';

export type AuditEventName =
  | 'booking.lookup'
  | 'booking.code_sent'
  | 'booking.code_wrong'
  | 'booking.link_used'
  | 'booking.cancel'
  | 'booking.reschedule'
  | 'booking.mail_suppressed'
  | 'account.login_failed'
  | 'account.login'
  | 'account.password_changed'
  | 'account.deleted'
  | 'privacy.export'
  | 'privacy.erase'
  | 'retention.run';

export interface AuditDetails {
  /** A booking reference: logged only as `reference_hash`. */
  reference?: string;
  /** The client's address as the server saw it: logged only truncated, as `client`. */
  ip?: string;
  /** Whether the thing looked for was found, or the action went through. */
  outcome?: 'found' | 'not_found' | 'ok' | 'refused' | 'limited';
  /** Counts only (rows erased, rows deleted): never a personal value. */
  counts?: Record<string, number>;
}

/**
 * The key of the audit's reference hashes, derived from the API's key (`API_SECRET`, or the one kept
 * in the database) for this use alone. The hash is for joining one reference's events together, not
 * for reading it back; a plain hash would not do, as references are few enough to try them all.
 */
export class AuditKey {
  private readonly key: Buffer;

  constructor(apiSecret: string) {
    this.key = createHmac('sha256', apiSecret).update('audit-reference-key').digest();
  }

  referenceHash(reference: string): string {
    return createHmac('sha256', this.key).update(reference.toUpperCase()).digest('hex').slice(0, 16);
  }
}

export async function loadAuditKey(db: Kysely<Database>, configured: string | null): Promise<AuditKey> {
  return new AuditKey(await loadAccessSecret(db, configured));
}

/** An address cut to its network: enough to see a pattern of abuse, not to name a household. */
export function truncateAddress(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  const address = mapped?.[1] ?? ip;
  if (isIPv4(address)) return `${address.split('.').slice(0, 3).join('.')}.0/24`;
  if (isIPv6(address)) {
    const [head = '', tail = ''] = address.split('::');
    const headGroups = head ? head.split(':') : [];
    const tailGroups = tail ? tail.split(':') : [];
    const missing = Math.max(0, 8 - headGroups.length - tailGroups.length);
    const groups = address.includes('::')
      ? [...headGroups, ...Array<string>(missing).fill('0'), ...tailGroups]
      : headGroups;
    return `${groups
      .slice(0, 3)
      .map((group) => (group || '0').toLowerCase())
      .join(':')}::/48`;
  }
  return 'unknown';
}

/**
 * Writes one audit event at info level under the `audit` key, so it can be routed and kept apart.
 * An event naming a reference needs the key to hash it with.
 */
export function audit(
  log: FastifyBaseLogger,
  event: AuditEventName,
  details?: AuditDetails & { reference?: never },
): void;
export function audit(log: FastifyBaseLogger, event: AuditEventName, details: AuditDetails, key: AuditKey): void;
export function audit(log: FastifyBaseLogger, event: AuditEventName, details: AuditDetails = {}, key?: AuditKey): void {
  const entry: Record<string, unknown> = { event, at: new Date().toISOString() };
  if (details.reference && key) entry.reference_hash = key.referenceHash(details.reference);
  if (details.ip) entry.client = truncateAddress(details.ip);
  if (details.outcome) entry.outcome = details.outcome;
  if (details.counts) entry.counts = details.counts;
  log.info({ audit: entry }, `audit ${event}`);
}
