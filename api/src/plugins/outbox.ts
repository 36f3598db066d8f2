import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import { OutboxDispatcher } from '../mail/outbox';

/** Also looks for due e-mails this often: retries after a failure, and claims a stopped instance never finished. */
const SWEEP_EVERY_MS = 60_000;

/** Delivers queued e-mails after each booking, at start, and every minute. */
export default fp<{ config: AppConfig }>(
  async (app, { config }) => {
    const dispatcher = new OutboxDispatcher(app.db, config, app.log);
    app.decorate('outbox', dispatcher);
    let sweeper: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      if (config.smtpUrl?.startsWith('smtp:') && config.smtpAllowPlaintext) {
        // Said at every start, so an opt-out meant for a local relay is not forgotten.
        app.log.warn('SMTP_ALLOW_PLAINTEXT=true: e-mails may go to SMTP_URL unencrypted, with the login');
      }
      dispatcher.kick();
      sweeper = setInterval(() => dispatcher.kick(), SWEEP_EVERY_MS);
      sweeper.unref();
    });
    // Runs before the database plugin's onClose (hooks run in reverse registration order).
    app.addHook('onClose', async () => {
      clearInterval(sweeper);
      await dispatcher.idle();
      dispatcher.close();
    });
  },
  { name: 'outbox', dependencies: ['database'] },
);
