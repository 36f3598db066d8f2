/**
 * Proof that whoever books can read the booking's e-mail: a 6-digit code e-mailed to it
 * (`POST /api/appointment/contact-code/`, or when a booking asks for it), given with the booking as
 * `contact_code`. The database keeps the code and its recipient only as keyed hashes (HMAC with the
 * server's key), the recipient as its inbox (case, `+tag` and Gmail's dots aside), so one inbox
 * gets at most 3 codes an hour however its address is spelt. A code lasts 10 minutes and 5 wrong
 * tries; a right one stays good until it expires, so a patient booking themselves and a family
 * member, or trying again after a slot was taken, needs one code.
 */
import { randomInt, timingSafeEqual } from 'node:crypto';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { HOSPITAL, hospitalAddressIn } from 'contract/hospital';
import type { Database } from '../../db';
import type { Language } from '../../http/language';
import type { RateCounter } from '../../http/rate-limit-store';
import type { OutgoingMail } from '../../mail/outbox';
import type { BookingAccess } from './access';
import { bookingTexts } from './booking-texts';
import type { BookingMail } from './service';

export const CONTACT_CODE_MINUTES = 10;
export const CONTACT_CODE_TRIES = 5;
/** Codes one inbox receives per hour, whoever asks: past this, asking answers alike and sends nothing. */
export const CONTACT_CODES_PER_RECIPIENT_PER_HOUR = 3;
/** Codes one client (`clientKey`) may have sent per hour, to any inboxes. */
export const CONTACT_CODES_PER_CLIENT_PER_HOUR = 10;

const HOUR_MS = 60 * 60_000;
/** Names this module's advisory locks apart from any other's (the two-key form has its own key space). */
const RECIPIENT_LOCK_CLASS = 43;

export type CodeSending = 'sent' | 'recipient-limited' | 'client-limited';

export interface ContactCodeDeps {
  db: Kysely<Database>;
  access: Pick<BookingAccess, 'hash'>;
  mail: BookingMail;
  counter: Pick<RateCounter, 'hit'>;
}

/** The code's e-mail, in the language of the page the booking was made on. */
export function contactCodeMail(email: string, code: string, language: Language): OutgoingMail {
  const texts = bookingTexts(language);
  return {
    recipient: email,
    reference: 'contact-code',
    purpose: 'access-code',
    subject: texts.contactCodeSubject,
    bodyText: [
      texts.hello,
      '',
      ...texts.contactCode(code, CONTACT_CODE_MINUTES),
      texts.help(),
      '',
      HOSPITAL.name,
      hospitalAddressIn(language),
    ].join('\n'),
  };
}

/** Codes asked for in this process whose e-mail is not yet queued or refused (asked after the answer). */
const sendingAfterAnswer = new Set<Promise<void>>();

/** Resolves once every code asked for so far in this process is queued or refused (closing, tests). */
export async function contactCodesSettled(): Promise<void> {
  await Promise.allSettled(sendingAfterAnswer);
}

export class ContactCodes {
  constructor(private readonly deps: ContactCodeDeps) {}

  /** `send`, started once the caller has its answer (so its time tells nothing); a failure goes to `onError`. */
  sendAfterAnswer(email: string, client: string, language: Language, onError: (error: unknown) => void): void {
    const work: Promise<void> = this.send(email, client, language)
      .then(() => undefined, onError)
      .finally(() => sendingAfterAnswer.delete(work));
    sendingAfterAnswer.add(work);
  }

  /** The inbox's keyed hash: the table never holds an address. */
  private async recipientHash(email: string): Promise<string> {
    const { rows } = await sql<{ inbox: string }>`select outbox_recipient_key(${email}) as inbox`.execute(this.deps.db);
    return this.deps.access.hash('limit', `contact:${rows[0]?.inbox ?? email.trim().toLowerCase()}`);
  }

  private codeHash(recipient: string, code: string): string {
    return this.deps.access.hash('code', `contact:${recipient}:${code}`);
  }

  /**
   * E-mails a new code to `email` (earlier ones stop working), unless the client or the inbox has
   * had its codes this hour. The caller answers the same whatever this returns.
   */
  async send(email: string, client: string, language: Language): Promise<CodeSending> {
    const { db, mail, counter } = this.deps;
    const byClient = await counter.hit(`contact-code:client:${this.deps.access.hash('limit', client)}`, HOUR_MS);
    if (byClient.current > CONTACT_CODES_PER_CLIENT_PER_HOUR) return 'client-limited';
    const recipient = await this.recipientHash(email);
    const sent = await db.transaction().execute(async (trx) => {
      // Two requests for one inbox wait for each other, so both cannot count two codes and send a fourth.
      await sql`select pg_advisory_xact_lock(${RECIPIENT_LOCK_CLASS}, hashtext(${recipient}))`.execute(trx);
      const { count } = await trx
        .selectFrom('contact_codes')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('recipient_hash', '=', recipient)
        .where('created_at', '>', sql<Date>`now() - interval '1 hour'`)
        .executeTakeFirstOrThrow();
      if (Number(count) >= CONTACT_CODES_PER_RECIPIENT_PER_HOUR) return false;
      const code = String(randomInt(1_000_000)).padStart(6, '0');
      await trx
        .updateTable('contact_codes')
        .set({ voided_at: new Date() })
        .where('recipient_hash', '=', recipient)
        .where('voided_at', 'is', null)
        .execute();
      await trx
        .insertInto('contact_codes')
        .values({
          recipient_hash: recipient,
          code_hash: this.codeHash(recipient, code),
          expires_at: sql<Date>`now() + make_interval(mins => ${CONTACT_CODE_MINUTES})`,
        })
        .execute();
      await mail.queue(trx, contactCodeMail(email, code, language));
      return true;
    });
    if (!sent) return 'recipient-limited';
    mail.deliverQueued();
    return 'sent';
  }

  /**
   * Whether `code` is the inbox's live code. Each try is counted by one atomic update (parallel
   * guesses cannot pass 5); a right one is given back, so the code stays good until it expires.
   */
  async check(email: string, code: string): Promise<boolean> {
    const { db } = this.deps;
    const recipient = await this.recipientHash(email);
    const live = await db
      .updateTable('contact_codes')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', (eb) =>
        eb
          .selectFrom('contact_codes')
          .select('id')
          .where('recipient_hash', '=', recipient)
          .where('voided_at', 'is', null)
          .where('expires_at', '>', sql<Date>`now()`)
          .orderBy('id', 'desc')
          .limit(1),
      )
      .where('attempts', '<', CONTACT_CODE_TRIES)
      .returning(['id', 'code_hash'])
      .executeTakeFirst();
    const expected = Buffer.from(this.codeHash(recipient, code), 'hex');
    if (!live) return false;
    if (!timingSafeEqual(Buffer.from(live.code_hash, 'hex'), expected)) return false;
    await db
      .updateTable('contact_codes')
      .set((eb) => ({ attempts: eb('attempts', '-', 1) }))
      .where('id', '=', live.id)
      .execute();
    return true;
  }

  /** Forgets codes an hour past their expiry (the hourly count needs no older ones). */
  async sweep(): Promise<void> {
    await this.deps.db
      .deleteFrom('contact_codes')
      .where('expires_at', '<', sql<Date>`now() - interval '1 hour'`)
      .execute();
  }
}
