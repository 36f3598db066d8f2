/**
 * Every e-mail goes through an outbox table: a booking inserts its e-mail in the same transaction as
 * the booking, so a failed booking leaves no e-mail and a stored booking always has one. Delivery
 * happens after the commit, off the request: through SMTP when `SMTP_URL` is set, otherwise as an
 * `.eml` file under `<data dir>/outbox/` that any mail client opens.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Kysely, Transaction } from 'kysely';
import { createTransport } from 'nodemailer';
import type { Transporter } from 'nodemailer';
import { HOSPITAL } from 'contract/hospital';
import { audit, loadAuditKey } from '../audit/audit';
import type { AuditKey } from '../audit/audit';
import type { AppConfig } from '../config';
import type { Database } from '../db';
import type { OutboxRow, OutboxStatus, OutgoingMailPurpose } from '../db/schema';

export interface OutgoingMail {
  recipient: string;
  subject: string;
  bodyText: string;
  /** The booking's reference: names the `.eml` file. Logs name the message by its id only. */
  reference: string;
  /** Booking e-mails (confirmation, cancellation) are limited per recipient; access codes per booking. */
  purpose: OutgoingMailPurpose;
}

/**
 * Booking e-mails one inbox receives per hour, whoever books: past this, bookings are still
 * stored but their e-mails are not sent, so the form cannot be used to flood someone's inbox.
 */
export const BOOKING_MAILS_PER_HOUR = 3;

/** Names this module's advisory locks apart from any other (the two-key form has its own key space). */
const RECIPIENT_LOCK_CLASS = 6;

/**
 * Adds the e-mail to the outbox inside the caller's transaction. A booking e-mail over the
 * recipient's hourly limit is stored as `suppressed`, without its body; the dispatcher logs it once
 * the transaction has committed.
 */
export async function queueMail(trx: Transaction<Database>, mail: OutgoingMail): Promise<void> {
  let suppressed = false;
  if (mail.purpose === 'booking') {
    // One inbox however the address is spelt (case, `+tag`, Gmail's dots): migration 0006.
    const inbox = sql<string>`outbox_recipient_key(${mail.recipient})`;
    // Bookings for one inbox wait for each other here, on every instance sharing the database,
    // so two at once cannot both count two earlier e-mails and send a fourth.
    await sql`select pg_advisory_xact_lock(${RECIPIENT_LOCK_CLASS}, hashtext(${inbox}))`.execute(trx);
    const { sent } = await trx
      .selectFrom('outbox')
      .select((eb) => eb.fn.countAll<string>().as('sent'))
      .where('purpose', '=', 'booking')
      .where(sql<string>`outbox_recipient_key(recipient)`, '=', inbox)
      .where('created_at', '>', sql<Date>`now() - interval '1 hour'`)
      .where('status', '<>', 'suppressed')
      .executeTakeFirstOrThrow();
    suppressed = Number(sent) >= BOOKING_MAILS_PER_HOUR;
  }
  await trx
    .insertInto('outbox')
    .values({
      recipient: mail.recipient,
      subject: mail.subject,
      body_text: suppressed ? '' : mail.bodyText,
      reference: mail.reference,
      purpose: mail.purpose,
      status: suppressed ? 'suppressed' : 'pending',
      last_error: null,
      sent_at: null,
    })
    .execute();
}

/** After this many failures a message is given up (`failed`) for staff to look at and retry. */
export const MAX_ATTEMPTS = 5;

/**
 * How long a claim keeps other instances off a message: well above the longest a send can take
 * (the SMTP timeouts below), so a message is sent twice only if its instance died mid-send.
 */
const CLAIM_MS = 10 * 60_000;
const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 } as const;

/** After a failed attempt n, the next waits n minutes. */
const RETRY_STEP_MS = 60_000;

const milliseconds = (value: number) => sql<Date>`now() + make_interval(secs => ${value / 1000})`;

/**
 * Why a send failed, fit for a log line and the staff's list: a server's refusal often quotes the
 * recipient, so any address in it is replaced.
 */
function failureReason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : null;
  const reason = code && !message.includes(code) ? `${code}: ${message}` : message;
  return reason.replace(/[^\s<>"'()[\]]+@[^\s<>"'()[\]]+/g, '<address>').slice(0, 500);
}

export type DispatcherOptions = Pick<AppConfig, 'smtpUrl' | 'smtpAllowPlaintext' | 'dataDir' | 'apiSecret'>;

export class OutboxDispatcher {
  private readonly transporter: Transporter;
  private readonly writesFiles: boolean;
  private readonly outboxDir: string;
  private running: Promise<void> = Promise.resolve();
  private again = false;
  private busy = false;
  private readonly apiSecret: string | null;
  /** Loaded when first needed: the staff command that sends one e-mail may never need it. */
  private auditKey: Promise<AuditKey> | null = null;

  constructor(
    private readonly db: Kysely<Database>,
    options: DispatcherOptions,
    private readonly log: FastifyBaseLogger,
  ) {
    this.apiSecret = options.apiSecret;
    this.writesFiles = options.smtpUrl === null;
    this.outboxDir = join(options.dataDir, 'outbox');
    // `requireTLS`: on `smtp://` nothing (not even the login) is sent before STARTTLS succeeds; a
    // server that offers none fails the attempt. `smtps://` is TLS from the start either way.
    this.transporter = options.smtpUrl
      ? createTransport({ url: options.smtpUrl, requireTLS: !options.smtpAllowPlaintext, ...SMTP_TIMEOUTS })
      : createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  /** Delivers whatever is pending; calls made while a round runs fold into one more round. */
  kick(): void {
    if (this.busy) {
      this.again = true;
      return;
    }
    this.busy = true;
    this.running = this.deliverUntilQuiet().finally(() => {
      this.busy = false;
    });
  }

  /** Resolves when no delivery is under way (used when the server closes, and by tests). */
  async idle(): Promise<void> {
    await this.running;
  }

  close(): void {
    this.transporter.close();
  }

  /**
   * Delivers one message now if it is pending and due (staff's `outbox retry --now`). Answers its
   * status afterwards, or null when it is not due or another instance has just claimed it.
   */
  async deliverNow(id: number): Promise<OutboxStatus | null> {
    const row = await this.claim(id);
    if (!row) return null;
    return this.deliver(row);
  }

  private async deliverUntilQuiet(): Promise<void> {
    do {
      this.again = false;
      try {
        await this.reportSuppressed();
        while (await this.deliverNext());
      } catch (error) {
        this.log.error({ err: error }, 'outbox delivery round failed');
      }
    } while (this.again);
  }

  /**
   * Logs each suppressed e-mail once: marking it and reading it back is one statement, so two
   * instances never both report it, and only committed bookings are reported.
   */
  private async reportSuppressed(): Promise<void> {
    const rows = await this.db
      .updateTable('outbox')
      .set({ suppression_logged: true })
      .where('status', '=', 'suppressed')
      .where('suppression_logged', '=', false)
      .returning(['id', 'reference'])
      .execute();
    if (rows.length === 0) return;
    const key = await (this.auditKey ??= loadAuditKey(this.db, this.apiSecret));
    for (const row of rows) {
      this.log.warn(
        { outboxId: row.id },
        `booking e-mail suppressed: its address already had ${BOOKING_MAILS_PER_HOUR} booking e-mails in the last hour`,
      );
      audit(this.log, 'booking.mail_suppressed', { reference: row.reference, outcome: 'limited' }, key);
    }
  }

  private async deliverNext(): Promise<boolean> {
    const row = await this.claim(null);
    if (!row) return false;
    await this.deliver(row);
    return true;
  }

  /**
   * Claims the oldest pending message that is due (or the one asked for, if it is due). The claim
   * is one statement under row locks that skip rows another instance is claiming, and it moves the
   * message's next attempt past the send, so every instance (and the staff command) may deliver
   * the same outbox and each message goes out once.
   */
  private async claim(id: number | null): Promise<OutboxRow | undefined> {
    return this.db
      .updateTable('outbox')
      .set({ next_attempt_at: milliseconds(CLAIM_MS) })
      .where('id', '=', (eb) => {
        const due = eb
          .selectFrom('outbox')
          .select('id')
          .where('status', '=', 'pending')
          .where('next_attempt_at', '<=', sql<Date>`now()`);
        return (id === null ? due : due.where('id', '=', id)).orderBy('id').limit(1).forUpdate().skipLocked();
      })
      .returningAll()
      .executeTakeFirst();
  }

  private async deliver(row: OutboxRow): Promise<OutboxStatus> {
    try {
      const info = await this.transporter.sendMail({
        from: `${HOSPITAL.name} <${HOSPITAL.appointmentsEmail}>`,
        to: row.recipient,
        subject: row.subject,
        text: row.body_text,
      });
      if (this.writesFiles) {
        await mkdir(this.outboxDir, { recursive: true, mode: 0o700 });
        // The message holds the patient's name and booking: readable by the API's user only.
        await writeFile(join(this.outboxDir, `${row.reference}-${row.id}.eml`), readMessage(info), { mode: 0o600 });
      }
      await this.db
        .updateTable('outbox')
        .set({ status: 'sent', sent_at: new Date(), attempts: row.attempts + 1, last_error: null })
        .where('id', '=', row.id)
        .execute();
      this.log.info({ outboxId: row.id }, 'e-mail delivered');
      return 'sent';
    } catch (error) {
      const reason = failureReason(error);
      const attempts = row.attempts + 1;
      const givenUp = attempts >= MAX_ATTEMPTS;
      await this.db
        .updateTable('outbox')
        .set({
          attempts,
          status: givenUp ? 'failed' : 'pending',
          last_error: reason,
          next_attempt_at: milliseconds(attempts * RETRY_STEP_MS),
        })
        .where('id', '=', row.id)
        .execute();
      if (givenUp) {
        this.log.error(
          { outboxId: row.id, attempts, reason },
          'e-mail given up after its last attempt; staff can retry it with npm run outbox -- retry',
        );
        return 'failed';
      }
      this.log.warn({ outboxId: row.id, attempts, reason }, 'e-mail not delivered yet');
      return 'pending';
    }
  }
}

/** The stream transport with `buffer: true` hands back the whole RFC 822 message. */
function readMessage(info: unknown): Buffer {
  if (typeof info === 'object' && info !== null && 'message' in info && Buffer.isBuffer(info.message)) {
    return info.message;
  }
  throw new Error('The mail transport returned no message to write');
}
