/**
 * What staff see of the outbox and what they may do to it: list the e-mails that did not go out
 * (never their bodies, the recipient masked) and put a failed one back to be sent.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../db';
import type { OutboxStatus, OutgoingMailPurpose } from '../db/schema';

export interface UndeliveredMail {
  id: number;
  status: Exclude<OutboxStatus, 'sent'>;
  purpose: OutgoingMailPurpose;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  /** Enough to tell two recipients apart on the phone, not to read the address: `r***@example.com`. */
  recipient: string;
}

export function maskAddress(address: string): string {
  const at = address.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${Array.from(address)[0] ?? ''}***${address.slice(at)}`;
}

const UNDELIVERED = ['pending', 'failed', 'suppressed'] as const;

const isUndelivered = (status: OutboxStatus): status is UndeliveredMail['status'] => status !== 'sent';

export async function listUndelivered(db: Kysely<Database>): Promise<UndeliveredMail[]> {
  const rows = await db
    .selectFrom('outbox')
    .select(['id', 'status', 'purpose', 'attempts', 'last_error', 'created_at', 'recipient'])
    .where('status', 'in', UNDELIVERED)
    .orderBy('id')
    .execute();
  return rows.flatMap(({ status, ...row }) => {
    if (!isUndelivered(status)) return [];
    return [
      {
        id: row.id,
        status,
        purpose: row.purpose,
        attempts: row.attempts,
        lastError: row.last_error,
        createdAt: row.created_at,
        recipient: maskAddress(row.recipient),
      },
    ];
  });
}

export type RetryOutcome =
  { result: 'queued' } | { result: 'not_found' } | { result: 'refused'; status: OutboxStatus; nextAttemptAt: Date };

/**
 * Puts a failed e-mail back to be sent at once, with its attempts counted afresh; the API's
 * dispatcher sends it on its next round. A pending one is left alone (the dispatcher already
 * retries it), as is a sent one and a suppressed one (its body was removed).
 */
export async function retryMessage(db: Kysely<Database>, id: number): Promise<RetryOutcome> {
  const queued = await db
    .updateTable('outbox')
    .set({ status: 'pending', attempts: 0, next_attempt_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('status', '=', 'failed')
    .returning('id')
    .executeTakeFirst();
  if (queued) return { result: 'queued' };
  const row = await db
    .selectFrom('outbox')
    .select(['status', 'next_attempt_at'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return { result: 'not_found' };
  return { result: 'refused', status: row.status, nextAttemptAt: row.next_attempt_at };
}
