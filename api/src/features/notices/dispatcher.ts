/**
 * Sends the due SMS and WhatsApp messages, on every instance at once: each round settles standby
 * and interrupted messages, then claims a batch (repository.ts: committed as `sending`, with the
 * send key, before any provider is called) and sends it. A send that fails is tried again after
 * 1, 2, 4, 8 minutes, then given up (`failed`, listed by `npm run outbox -- list`); a WhatsApp
 * message given up, stopped or refused hands over to its standby SMS at once. A send that got no
 * answer (a timeout) may have been accepted, so it is not simply tried again: WhatsApp waits for a
 * receipt echoing its key until its claim runs out, then goes again with that key; SMS is marked
 * `unconfirmed` for staff.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db';
import type { NoticeChannel, NoticeRow } from '../../db/schema';
import { ProviderError } from './channels';
import type { Notifier } from './channels';
import { claimDue, FALLBACK_MS, isStopped, moveTwin, settleDue, updateNotice } from './repository';
import { heldToDaytime, isQuiet } from './schedule';
import { render, templateOf } from './templates';
import type { TemplateAddresses } from './templates';

export const MAX_NOTICE_ATTEMPTS = 5;
/** Sends one instance has in flight at once. */
const BATCH = 25;

const RETRY_BASE_MS = 60_000;

export interface DispatcherHooks {
  /** The crash tests stop here: the provider has answered, the answer is not yet recorded. */
  afterAck?: (row: NoticeRow) => Promise<void>;
}

export class NoticeDispatcher {
  private running: Promise<void> = Promise.resolve();
  private busy = false;
  private again = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly notifiers: Record<NoticeChannel, Notifier>,
    private readonly addresses: TemplateAddresses,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => Date = () => new Date(),
    private readonly hooks: DispatcherHooks = {},
    /** A claim outlasts any send (the request timeout is far below it), so only a dead instance's claim runs out. */
    private readonly claimMs = 10 * 60_000,
  ) {}

  kick(): void {
    if (this.busy) {
      this.again = true;
      return;
    }
    this.busy = true;
    this.running = this.untilQuiet().finally(() => {
      this.busy = false;
    });
  }

  async idle(): Promise<void> {
    await this.running;
  }

  /** One round to the end: what is due now is sent (the tests call it with the clock moved). */
  async runOnce(): Promise<void> {
    await settleDue(this.db, this.now());
    for (;;) {
      const now = this.now();
      const batch = await claimDue(this.db, now, this.claimMs, BATCH, isQuiet(now));
      if (batch.length === 0) return;
      await Promise.all(batch.map((row) => this.send(row)));
    }
  }

  private async untilQuiet(): Promise<void> {
    do {
      this.again = false;
      try {
        await this.runOnce();
      } catch (error) {
        this.log.error({ err: error }, 'notice delivery round failed');
      }
    } while (this.again);
  }

  private async send(row: NoticeRow): Promise<void> {
    const now = this.now();
    if (await isStopped(this.db, row.phone, row.channel)) {
      await updateNotice(this.db, row.id).set({ status: 'stopped' }).where('status', '=', 'sending').execute();
      await moveTwin(this.db, row, { status: 'pending', at: now });
      return;
    }
    const template = templateOf(row.kind);
    const language = row.language;
    let result;
    try {
      result = await this.notifiers[row.channel].send({
        id: row.id,
        channel: row.channel,
        reference: row.reference,
        phone: row.phone,
        template,
        language,
        variables: row.variables,
        text: render(template, language, row.variables, this.addresses),
        sendKey: row.send_key,
      });
    } catch (error) {
      await this.failed(row, error, now);
      return;
    }
    await this.hooks.afterAck?.(row);
    // A receipt may have come first (and moved the status on): only a message still `sending` is marked sent.
    await updateNotice(this.db, row.id)
      .set({ status: result.delivered ? 'delivered' : 'sent' })
      .where('status', '=', 'sending')
      .execute();
    await updateNotice(this.db, row.id)
      .set({ provider_id: result.providerId, sent_at: now, last_error: null })
      .execute();
    await moveTwin(
      this.db,
      row,
      result.delivered ? { status: 'cancelled' } : { status: 'standby', at: new Date(now.getTime() + FALLBACK_MS) },
    );
    this.log.info({ noticeId: row.id, channel: row.channel }, 'notice sent');
  }

  private async failed(row: NoticeRow, error: unknown, now: Date): Promise<void> {
    const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    if (error instanceof ProviderError && error.ambiguous) {
      // It may have been accepted: never sent again blindly. WhatsApp stays claimed until its claim
      // runs out, and a receipt echoing the send key settles it first; SMS (no key) goes to staff.
      if (row.channel === 'sms') {
        await updateNotice(this.db, row.id)
          .set({ status: 'unconfirmed', last_error: reason })
          .where('status', '=', 'sending')
          .execute();
      } else {
        await updateNotice(this.db, row.id).set({ last_error: reason }).where('status', '=', 'sending').execute();
      }
      this.log.warn({ noticeId: row.id, channel: row.channel, reason }, 'notice may or may not have gone');
      return;
    }
    const givenUp = row.attempts >= MAX_NOTICE_ATTEMPTS;
    const reminder = row.kind === 'reminder3' || row.kind === 'reminder1';
    const later = new Date(now.getTime() + RETRY_BASE_MS * 2 ** (row.attempts - 1));
    const next = reminder ? heldToDaytime(later) : later;
    await updateNotice(this.db, row.id)
      .set({ status: givenUp ? 'failed' : 'pending', last_error: reason, next_attempt_at: next })
      .where('status', '=', 'sending')
      .execute();
    if (givenUp) {
      await moveTwin(this.db, row, { status: 'pending', at: now });
      this.log.error(
        { noticeId: row.id, channel: row.channel, attempts: row.attempts, reason },
        'notice given up after its last attempt; npm run outbox -- list shows it',
      );
      return;
    }
    await moveTwin(this.db, row, { status: 'standby', at: new Date(next.getTime() + FALLBACK_MS) });
    this.log.warn({ noticeId: row.id, channel: row.channel, attempts: row.attempts, reason }, 'notice not sent yet');
  }
}
