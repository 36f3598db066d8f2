/**
 * The notices' SQL: queuing a booking's messages in its transaction, claiming them to send (on any
 * instance), receipts, stops and consents.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db';
import type { NoticeChannel, NoticeKind, NoticeRow, NoticeStatus } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** A WhatsApp message not delivered this long after it was sent goes by SMS too (once). */
export const FALLBACK_MS = 10 * 60_000;

export interface ChannelConsent {
  sms: boolean;
  whatsapp: boolean;
}

/** SMS for the booking's own messages, WhatsApp only when ticked (issue 49). */
export const DEFAULT_CONSENT: ChannelConsent = { sms: true, whatsapp: false };

export interface BookingKey {
  kind: 'doctor' | 'lab';
  id: number;
}

export async function recordConsent(trx: Db, booking: BookingKey, consent: ChannelConsent, at: Date): Promise<void> {
  await trx
    .insertInto('notice_consents')
    .values({ booking_kind: booking.kind, booking_id: booking.id, ...consent, consent_at: at })
    .onConflict((oc) => oc.columns(['booking_kind', 'booking_id']).doNothing())
    .execute();
}

export async function consentOf(trx: Db, booking: BookingKey): Promise<ChannelConsent> {
  const row = await trx
    .selectFrom('notice_consents')
    .select(['sms', 'whatsapp'])
    .where('booking_kind', '=', booking.kind)
    .where('booking_id', '=', booking.id)
    .executeTakeFirst();
  return row ?? DEFAULT_CONSENT;
}

export async function stoppedChannels(trx: Db, phone: string): Promise<Set<NoticeChannel>> {
  const rows = await trx.selectFrom('notice_stops').select('channel').where('phone', '=', phone).execute();
  return new Set(rows.map((row) => row.channel));
}

/**
 * The number's stop link token for a channel, made on first need. `S1` leads it so the request
 * log's token rule (app.ts) always hides it: it has a capital and a digit.
 */
export async function stopToken(trx: Db, phone: string, channel: NoticeChannel): Promise<string> {
  await trx
    .insertInto('notice_stop_links')
    .values({ phone, channel, token: `S1${randomBytes(14).toString('base64url')}` })
    .onConflict((oc) => oc.columns(['phone', 'channel']).doNothing())
    .execute();
  const { token } = await trx
    .selectFrom('notice_stop_links')
    .select('token')
    .where('phone', '=', phone)
    .where('channel', '=', channel)
    .executeTakeFirstOrThrow();
  return token;
}

export async function stopLink(db: Db, token: string) {
  return db.selectFrom('notice_stop_links').select(['phone', 'channel']).where('token', '=', token).executeTakeFirst();
}

export interface QueuedNotice {
  dedupe: string;
  booking: BookingKey;
  reference: string;
  kind: NoticeKind;
  channel: NoticeChannel;
  phone: string;
  language: 'en' | 'hi';
  variables: string[];
  status: Extract<NoticeStatus, 'pending' | 'standby'>;
  due: Date;
}

/**
 * Queues a message once: a second time with the same `dedupe` changes nothing, unless the first was
 * cancelled (a booking moved away from a day and back has its reminders again).
 */
export async function insertNotice(trx: Db, notice: QueuedNotice): Promise<void> {
  await trx
    .insertInto('notices')
    .values({
      dedupe: notice.dedupe,
      booking_kind: notice.booking.kind,
      booking_id: notice.booking.id,
      reference: notice.reference,
      kind: notice.kind,
      channel: notice.channel,
      phone: notice.phone,
      language: notice.language,
      variables: JSON.stringify(notice.variables),
      status: notice.status,
      next_attempt_at: notice.due,
      send_key: randomUUID(),
    })
    .onConflict((oc) =>
      oc
        .column('dedupe')
        .doUpdateSet((eb) => ({
          status: eb.ref('excluded.status'),
          next_attempt_at: eb.ref('excluded.next_attempt_at'),
          variables: eb.ref('excluded.variables'),
          attempts: 0,
        }))
        .where('notices.status', '=', 'cancelled'),
    )
    .execute();
}

/** A cancelled or moved booking's reminders that have not gone yet: they never will. */
export async function cancelReminders(trx: Db, booking: BookingKey): Promise<void> {
  await trx
    .updateTable('notices')
    .set({ status: 'cancelled' })
    .where('booking_kind', '=', booking.kind)
    .where('booking_id', '=', booking.id)
    .where('kind', 'in', ['reminder3', 'reminder1'])
    .where('status', 'in', ['pending', 'standby'])
    .execute();
}

/** The SMS standing by for a WhatsApp message (same booking, kind and visit). */
const smsTwinOf = (dedupe: string) => `${dedupe.slice(0, -'whatsapp'.length)}sms`;

/** Moves a WhatsApp message's standby SMS: due at `at`, or sent now (`pending`), or not at all. */
export async function moveTwin(
  db: Db,
  whatsapp: Pick<NoticeRow, 'dedupe' | 'channel'>,
  change: { status: 'standby' | 'pending' | 'cancelled'; at?: Date },
): Promise<void> {
  if (whatsapp.channel !== 'whatsapp') return;
  await db
    .updateTable('notices')
    .set({ status: change.status, ...(change.at ? { next_attempt_at: change.at } : {}) })
    .where('dedupe', '=', smsTwinOf(whatsapp.dedupe))
    .where('status', '=', 'standby')
    .execute();
}

const REMINDERS: NoticeKind[] = ['reminder3', 'reminder1'];

/**
 * Claims up to `limit` due messages for this instance: one statement under row locks that skip
 * rows another instance is claiming, marking each `sending` with its claim's end, committed before
 * any provider is called. In the quiet hours reminders are left for the morning.
 */
export async function claimDue(db: Kysely<Database>, now: Date, claimMs: number, limit: number, quiet: boolean) {
  return db
    .updateTable('notices')
    .set({
      status: 'sending',
      next_attempt_at: new Date(now.getTime() + claimMs),
      attempts: (eb) => eb('attempts', '+', 1),
    })
    .where('id', 'in', (eb) => {
      let due = eb
        .selectFrom('notices')
        .select('id')
        .where('status', '=', 'pending')
        .where('next_attempt_at', '<=', now);
      if (quiet) due = due.where('kind', 'not in', REMINDERS);
      return due.orderBy('next_attempt_at').orderBy('id').limit(limit).forUpdate().skipLocked();
    })
    .returningAll()
    .execute();
}

/**
 * Standby SMS whose WhatsApp message was not delivered in time become due; a claim that ran out
 * (its instance stopped mid-send) is settled: WhatsApp is sent again with the same key (a receipt
 * for the first send, which echoes the key, would have moved it on), SMS is marked `unconfirmed`
 * for staff, as MSG91 takes no key and a second send could reach the patient twice.
 */
export async function settleDue(db: Kysely<Database>, now: Date): Promise<void> {
  await db
    .updateTable('notices')
    .set({ status: 'pending' })
    .where('status', '=', 'standby')
    .where('next_attempt_at', '<=', now)
    .execute();
  await db
    .updateTable('notices')
    .set({ status: 'pending', next_attempt_at: now })
    .where('status', '=', 'sending')
    .where('channel', '=', 'whatsapp')
    .where('next_attempt_at', '<=', now)
    .execute();
  await db
    .updateTable('notices')
    .set({
      status: 'unconfirmed',
      last_error: 'the instance sending it stopped before recording the answer; it may have gone',
    })
    .where('status', '=', 'sending')
    .where('channel', '=', 'sms')
    .where('next_attempt_at', '<=', now)
    .execute();
}

/** How far along a status is: a receipt only ever moves a message forward. */
const RANK: Record<NoticeStatus, number> = {
  standby: 0,
  pending: 0,
  sending: 0,
  unconfirmed: 0,
  sent: 1,
  failed: 2,
  delivered: 3,
  read: 4,
  cancelled: 9,
  stopped: 9,
};

export type ReceiptStatus = 'sent' | 'delivered' | 'read' | 'failed';

export interface Receipt {
  /** The provider's id for the message (MSG91's request id, WhatsApp's wamid). */
  providerId: string;
  /** Our send key where the provider echoes it. */
  sendKey?: string | undefined;
  status: ReceiptStatus;
  at: Date;
  error?: string | undefined;
}

/**
 * Applies a receipt; answers the message as it now is, or null for an id nobody sent. A receipt
 * that would move it back (a late `sent` after `delivered`) changes nothing.
 */
export async function applyReceipt(db: Kysely<Database>, receipt: Receipt): Promise<NoticeRow | 'unknown' | 'stale'> {
  return db.transaction().execute(async (trx) => {
    let query = trx.selectFrom('notices').selectAll().forUpdate();
    query =
      receipt.sendKey && /^[0-9a-f-]{36}$/i.test(receipt.sendKey)
        ? query.where((eb) =>
            eb.or([eb('provider_id', '=', receipt.providerId), eb('send_key', '=', receipt.sendKey ?? '')]),
          )
        : query.where('provider_id', '=', receipt.providerId);
    const row = await query.executeTakeFirst();
    if (!row) return 'unknown';
    if (RANK[row.status] >= RANK[receipt.status]) return 'stale';
    return trx
      .updateTable('notices')
      .set({
        status: receipt.status,
        receipt_at: receipt.at,
        provider_id: row.provider_id ?? receipt.providerId,
        ...(receipt.status === 'failed' ? { last_error: receipt.error ?? 'the provider reported it failed' } : {}),
      })
      .where('id', '=', row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

/** Records the stop and withdraws what was still to go on that channel to that number. */
export async function stopChannel(db: Kysely<Database>, phone: string, channel: NoticeChannel, at: Date) {
  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto('notice_stops')
      .values({ phone, channel, stopped_at: at })
      .onConflict((oc) => oc.columns(['phone', 'channel']).doNothing())
      .execute();
    const withdrawn = await trx
      .updateTable('notices')
      .set({ status: 'stopped' })
      .where('phone', '=', phone)
      .where('channel', '=', channel)
      .where('status', 'in', ['pending', 'standby'])
      .returning(['dedupe', 'channel', 'next_attempt_at'])
      .execute();
    // A WhatsApp message withdrawn leaves its SMS (if the patient has SMS) to go when it would have.
    for (const row of withdrawn) await moveTwin(trx, row, { status: 'pending', at: row.next_attempt_at });
    return withdrawn.length;
  });
}

export async function isStopped(db: Db, phone: string, channel: NoticeChannel): Promise<boolean> {
  const row = await db
    .selectFrom('notice_stops')
    .select('phone')
    .where('phone', '=', phone)
    .where('channel', '=', channel)
    .executeTakeFirst();
  return row !== undefined;
}

export function updateNotice(db: Db, id: number) {
  return db.updateTable('notices').where('id', '=', id);
}

export interface GivenUpNotice {
  id: number;
  status: NoticeStatus;
  kind: NoticeKind;
  channel: NoticeChannel;
  reference: string;
  attempts: number;
  last_error: string | null;
  created_at: Date;
  phone: string;
}

/** What staff may retry: refused after the last attempt, or an SMS that got no answer (it may have gone). */
const GIVEN_UP: NoticeStatus[] = ['failed', 'unconfirmed'];

const STAFF_VIEW = [
  'id',
  'status',
  'kind',
  'channel',
  'reference',
  'attempts',
  'last_error',
  'created_at',
  'phone',
] as const;

/** What staff see of the messages given up (the outbox command's list, the admin's page): never their text. */
export async function givenUpNotices(db: Kysely<Database>): Promise<GivenUpNotice[]> {
  return db.selectFrom('notices').select(STAFF_VIEW).where('status', 'in', GIVEN_UP).orderBy('id').execute();
}

/** One message as staff see it, whatever its status (a retry answers it as it is now). */
export async function noticeForStaff(db: Kysely<Database>, id: number): Promise<GivenUpNotice | undefined> {
  return db.selectFrom('notices').select(STAFF_VIEW).where('id', '=', id).executeTakeFirst();
}

/**
 * Puts a given-up message back to be sent at once (a reminder in the quiet hours waits for 08:00),
 * its attempts counted afresh, with a new send key and no provider id: a late receipt of an earlier
 * try cannot settle the new one. `refused` when it is not given up (sending, sent, pending…).
 */
export async function retryNotice(
  db: Kysely<Database>,
  id: number,
  now: Date,
): Promise<'queued' | 'refused' | 'not_found'> {
  const queued = await db
    .updateTable('notices')
    .set({ status: 'pending', attempts: 0, next_attempt_at: now, send_key: randomUUID(), provider_id: null })
    .where('id', '=', id)
    .where('status', 'in', GIVEN_UP)
    .returning('id')
    .executeTakeFirst();
  if (queued) return 'queued';
  return (await noticeForStaff(db, id)) ? 'refused' : 'not_found';
}
