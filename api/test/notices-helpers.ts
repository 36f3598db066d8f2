/** A given-up SMS or WhatsApp message, as the dispatcher leaves one, for the staff routes' tests. */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../src/db';
import type { NoticeChannel, NoticeKind } from '../src/db/schema';

let made = 0;

export interface GivenUp {
  channel?: NoticeChannel;
  kind?: NoticeKind;
  status?: 'failed' | 'unconfirmed';
  reference?: string;
  phone?: string;
  lastError?: string;
}

export async function givenUpNotice(db: Kysely<Database>, notice: GivenUp = {}): Promise<number> {
  made += 1;
  const row = await db
    .insertInto('notices')
    .values({
      dedupe: `test-given-up:${made}:${randomUUID()}`,
      booking_kind: 'doctor',
      booking_id: 900_000 + made,
      reference: notice.reference ?? `AC-TEST-${String(made).padStart(4, '0')}`,
      kind: notice.kind ?? 'confirmation',
      channel: notice.channel ?? 'sms',
      phone: notice.phone ?? '9810043210',
      language: 'en',
      variables: JSON.stringify(['Asha Rani', 'AC-TEST', 'Thu, 10 Dec, 10:00', 'Room 12', 'S1token']),
      status: notice.status ?? 'failed',
      attempts: 5,
      next_attempt_at: new Date(),
      send_key: randomUUID(),
      last_error: notice.lastError ?? 'MSG91 answered 500: ',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
