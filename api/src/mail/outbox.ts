/**
 * Confirmation e-mails go through an outbox table: a booking inserts its e-mail in the same
 * transaction as the booking, so a failed booking leaves no e-mail and a stored booking always has
 * one. Delivery happens after the commit, off the request: through SMTP when `SMTP_URL` is set,
 * otherwise as an `.eml` file under `<data dir>/outbox/` that any mail client opens.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { createTransport } from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { Database } from '../db';
import { HOSPITAL } from 'shared-ui/hospital';

export interface OutgoingMail {
  recipient: string;
  subject: string;
  bodyText: string;
  /** The booking's reference: names the `.eml` file and appears in logs instead of the address. */
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
const DELIVERY_BATCH = 50;

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
      ? createTransport(options.smtpUrl)
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
        await this.deliverPending();
      } catch (error) {
        this.log.error({ err: error }, 'outbox delivery round failed');
      }
    } while (this.again);
  }

  private async deliverPending(): Promise<void> {
    const pending = await this.db
      .selectFrom('outbox')
      .selectAll()
      .where('sent_at', 'is', null)
      .where('attempts', '<', MAX_ATTEMPTS)
      .orderBy('id')
      .limit(DELIVERY_BATCH)
      .execute();
    if (pending.length === DELIVERY_BATCH) this.again = true;
    for (const row of pending) {
      try {
        const info = await this.transporter.sendMail({
          from: `${HOSPITAL.name} <${HOSPITAL.appointmentsEmail}>`,
          to: row.recipient,
          subject: row.subject,
          text: row.body_text,
        });
        if (this.writesFiles) {
          await mkdir(this.outboxDir, { recursive: true });
          await writeFile(join(this.outboxDir, `${row.reference}-${row.id}.eml`), readMessage(info));
        }
        await this.db
          .updateTable('outbox')
          .set({ sent_at: new Date(), attempts: row.attempts + 1, last_error: null })
          .where('id', '=', row.id)
          .execute();
        this.log.info({ outboxId: row.id, reference: row.reference }, 'confirmation e-mail delivered');
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        await this.db
          .updateTable('outbox')
          .set({ attempts: row.attempts + 1, last_error: reason.slice(0, 500) })
          .where('id', '=', row.id)
          .execute();
        this.log.warn({ outboxId: row.id, reference: row.reference }, 'confirmation e-mail not delivered yet');
      }
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
