/**
 * Confirmation e-mails go through an outbox table: a booking inserts its e-mail in the same
 * transaction as the booking, so a failed booking leaves no e-mail and a stored booking always has
 * one. Delivery happens after the commit, off the request: through SMTP when `SMTP_URL` is set,
 * otherwise as an `.eml` file under `<data dir>/outbox/` that any mail client opens.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Kysely, Transaction } from 'kysely';
import { createTransport } from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { Database } from '../db';
import type { OutboxRow } from '../db/schema';
import { HOSPITAL } from 'shared-ui/hospital';

export interface OutgoingMail {
  recipient: string;
  subject: string;
  bodyText: string;
  /** The booking's reference: names the `.eml` file. Logs name the message by its id only. */
  reference: string;
}

/** Adds the e-mail to the outbox inside the caller's transaction. */
export async function queueMail(trx: Transaction<Database>, mail: OutgoingMail): Promise<void> {
  await trx
    .insertInto('outbox')
    .values({
      recipient: mail.recipient,
      subject: mail.subject,
      body_text: mail.bodyText,
      reference: mail.reference,
      last_error: null,
      sent_at: null,
    })
    .execute();
}

/** Past this many failures a message stays in the table for a person to look at. */
const MAX_ATTEMPTS = 5;

/**
 * How long a claim keeps other instances off a message: well above the longest a send can take
 * (the SMTP timeouts below), so a message is sent twice only if its instance died mid-send.
 */
const CLAIM_MS = 10 * 60_000;
const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 } as const;

/** After a failed attempt n, the next waits n minutes. */
const RETRY_STEP_MS = 60_000;

const milliseconds = (value: number) => sql<Date>`now() + make_interval(secs => ${value / 1000})`;

export class OutboxDispatcher {
  private readonly transporter: Transporter;
  private readonly writesFiles: boolean;
  private readonly outboxDir: string;
  private running: Promise<void> = Promise.resolve();
  private again = false;
  private busy = false;

  constructor(
    private readonly db: Kysely<Database>,
    options: { smtpUrl: string | null; dataDir: string },
    private readonly log: FastifyBaseLogger,
  ) {
    this.writesFiles = options.smtpUrl === null;
    this.outboxDir = join(options.dataDir, 'outbox');
    this.transporter = options.smtpUrl
      ? createTransport({ url: options.smtpUrl, ...SMTP_TIMEOUTS })
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

  private async deliverUntilQuiet(): Promise<void> {
    do {
      this.again = false;
      try {
        while (await this.deliverNext());
      } catch (error) {
        this.log.error({ err: error }, 'outbox delivery round failed');
      }
    } while (this.again);
  }

  /**
   * Claims the oldest message due, if any, and delivers it. The claim is one statement under row
   * locks that skip rows another instance is claiming, and it moves the message's next attempt past
   * the send, so every instance may deliver the same outbox and each message goes out once.
   */
  private async deliverNext(): Promise<boolean> {
    const row = await this.db
      .updateTable('outbox')
      .set({ next_attempt_at: milliseconds(CLAIM_MS) })
      .where('id', '=', (eb) =>
        eb
          .selectFrom('outbox')
          .select('id')
          .where('sent_at', 'is', null)
          .where('attempts', '<', MAX_ATTEMPTS)
          .where('next_attempt_at', '<=', sql<Date>`now()`)
          .orderBy('id')
          .limit(1)
          .forUpdate()
          .skipLocked(),
      )
      .returningAll()
      .executeTakeFirst();
    if (!row) return false;
    await this.deliver(row);
    return true;
  }

  private async deliver(row: OutboxRow): Promise<void> {
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
        .set({ sent_at: new Date(), attempts: row.attempts + 1, last_error: null })
        .where('id', '=', row.id)
        .execute();
      this.log.info({ outboxId: row.id }, 'e-mail delivered');
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const attempts = row.attempts + 1;
      await this.db
        .updateTable('outbox')
        .set({ attempts, last_error: reason.slice(0, 500), next_attempt_at: milliseconds(attempts * RETRY_STEP_MS) })
        .where('id', '=', row.id)
        .execute();
      this.log.warn({ outboxId: row.id, attempts }, 'e-mail not delivered yet');
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
