/**
 * Proof of access to a booking: e-mailed one-time codes, the confirmation links' single-use tokens
 * and the short-lived grants a successful look-up hands out. The database keeps only their keyed
 * hashes (HMAC-SHA256 with the server's key), so a copy of it opens no booking and a 6-digit code
 * cannot be found from its hash without the key.
 */
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { sql } from 'kysely';
import type { Kysely, Transaction } from 'kysely';
import { HOSPITAL_TIME_ZONE, MANAGE_CODE_MINUTES } from 'contract';
import type { Database } from '../../db';
import type { BookingKind } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

export const CODE_LIFETIME_MINUTES = MANAGE_CODE_MINUTES;
export const CODE_MAX_TRIES = 5;
export const GRANT_LIFETIME_MINUTES = 30;

export interface BookingRef {
  kind: BookingKind;
  id: number;
}

/** Serial ids start at 1: a stand-in that matches no row. */
export const NO_BOOKING: BookingRef = { kind: 'doctor', id: 0 };

/** A random secret to hand out once: 256 bits, URL-safe. */
const newSecret = () => randomBytes(32).toString('base64url');

export class BookingAccess {
  constructor(private readonly key: string) {}

  /** The keyed hash of `value` for one use, so a code's hash can never stand for a grant's. */
  hash(purpose: 'code' | 'grant' | 'link' | 'limit' | 'rebook', value: string): string {
    return createHmac('sha256', this.key).update(`${purpose}\u0000${value}`).digest('hex');
  }

  private codeHash(booking: BookingRef, code: string): string {
    return this.hash('code', `${booking.kind}:${booking.id}:${code}`);
  }

  /**
   * A new code for the booking; earlier ones stop working, so only the newest e-mail's code counts
   * and tries cannot be spread over several codes.
   */
  async issueCode(trx: Transaction<Database>, booking: BookingRef): Promise<string> {
    const code = String(randomInt(1_000_000)).padStart(6, '0');
    await trx
      .updateTable('booking_access_codes')
      .set({ consumed_at: new Date() })
      .where('booking_kind', '=', booking.kind)
      .where('booking_id', '=', booking.id)
      .where('consumed_at', 'is', null)
      .execute();
    await trx
      .insertInto('booking_access_codes')
      .values({
        booking_kind: booking.kind,
        booking_id: booking.id,
        code_hash: this.codeHash(booking, code),
        expires_at: sql<Date>`now() + make_interval(mins => ${CODE_LIFETIME_MINUTES})`,
        consumed_at: null,
      })
      .execute();
    return code;
  }

  /**
   * Whether `code` is the booking's live code. Every try counts (the fifth wrong one voids it),
   * counted by one atomic update so parallel guesses cannot exceed the tries; a right code is
   * consumed, once. Answers 'wrong' also when there is no live code, doing the same hashing.
   */
  async useCode(db: Db, booking: BookingRef | null, code: string): Promise<'ok' | 'wrong' | 'none'> {
    // No booking still runs the same statements, against an id no row has, so it takes as long.
    const target = booking ?? NO_BOOKING;
    const expected = this.codeHash(target, code);
    const live = await db
      .updateTable('booking_access_codes')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', (eb) =>
        eb
          .selectFrom('booking_access_codes')
          .select('id')
          .where('booking_kind', '=', target.kind)
          .where('booking_id', '=', target.id)
          .where('consumed_at', 'is', null)
          .where('expires_at', '>', sql<Date>`now()`)
          .where('attempts', '<', CODE_MAX_TRIES)
          .orderBy('id', 'desc')
          .limit(1),
      )
      .where('attempts', '<', CODE_MAX_TRIES)
      .where('consumed_at', 'is', null)
      .returning(['id', 'code_hash'])
      .executeTakeFirst();
    if (!live || !booking) return 'none';
    if (!timingSafeEqual(Buffer.from(live.code_hash, 'hex'), Buffer.from(expected, 'hex'))) return 'wrong';
    const consumed = await db
      .updateTable('booking_access_codes')
      .set({ consumed_at: new Date() })
      .where('id', '=', live.id)
      .where('consumed_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    return consumed ? 'ok' : 'none';
  }

  /** A grant to cancel the booking without the code, for GRANT_LIFETIME_MINUTES. */
  async issueGrant(db: Db, booking: BookingRef): Promise<{ access: string; expiresAt: Date }> {
    const access = newSecret();
    const row = await db
      .insertInto('booking_access_grants')
      .values({
        grant_hash: this.hash('grant', access),
        booking_kind: booking.kind,
        booking_id: booking.id,
        expires_at: sql<Date>`now() + make_interval(mins => ${GRANT_LIFETIME_MINUTES})`,
      })
      .returning('expires_at')
      .executeTakeFirstOrThrow();
    return { access, expiresAt: row.expires_at };
  }

  /** The booking a live grant is for, or null. */
  async grantedBooking(db: Db, access: string): Promise<BookingRef | null> {
    const row = await db
      .selectFrom('booking_access_grants')
      .select(['booking_kind', 'booking_id'])
      .where('grant_hash', '=', this.hash('grant', access))
      .where('expires_at', '>', sql<Date>`now()`)
      .executeTakeFirst();
    return row ? { kind: row.booking_kind, id: row.booking_id } : null;
  }

  /**
   * The confirmation e-mail's link token: single use, valid until the visit day ends in the
   * hospital's zone. Stored in the booking's own transaction.
   */
  async issueLinkToken(trx: Transaction<Database>, booking: BookingRef, visitDay: string): Promise<string> {
    const token = newSecret();
    await trx
      .insertInto('booking_link_tokens')
      .values({
        token_hash: this.hash('link', token),
        booking_kind: booking.kind,
        booking_id: booking.id,
        expires_at: sql<Date>`((${visitDay}::date + 1)::timestamp at time zone ${HOSPITAL_TIME_ZONE})`,
        used_at: null,
      })
      .execute();
    return token;
  }

  /** The booking of a live link token, which is used up by this call; null when none. */
  async useLinkToken(db: Db, token: string): Promise<BookingRef | null> {
    const row = await db
      .updateTable('booking_link_tokens')
      .set({ used_at: new Date() })
      .where('token_hash', '=', this.hash('link', token))
      .where('used_at', 'is', null)
      .where('expires_at', '>', sql<Date>`now()`)
      .returning(['booking_kind', 'booking_id'])
      .executeTakeFirst();
    return row ? { kind: row.booking_kind, id: row.booking_id } : null;
  }

  /** Forgets what can no longer be used: expired codes and grants, spent or expired links. */
  async sweep(db: Db): Promise<void> {
    await db
      .deleteFrom('booking_access_codes')
      .where('expires_at', '<', sql<Date>`now() - interval '1 day'`)
      .execute();
    await db
      .deleteFrom('booking_access_grants')
      .where('expires_at', '<', sql<Date>`now()`)
      .execute();
    await db
      .deleteFrom('booking_link_tokens')
      .where((eb) => eb.or([eb('expires_at', '<', sql<Date>`now()`), eb('used_at', 'is not', null)]))
      .execute();
  }
}
