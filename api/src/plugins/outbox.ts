import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import { OutboxDispatcher } from '../mail/outbox';

/** Delivers queued e-mails after each booking and, at start, any left over from a previous run. */
export default fp<{ config: AppConfig }>(
  async (app, { config }) => {
    const dispatcher = new OutboxDispatcher(app.db, config, app.log);
    app.decorate('outbox', dispatcher);
    app.addHook('onReady', async () => {
      dispatcher.kick();
    });
    // Runs before the database plugin's onClose (hooks run in reverse registration order).
    app.addHook('onClose', async () => {
      await dispatcher.idle();
      dispatcher.close();
    });
  },
  { name: 'outbox', dependencies: ['database'] },
);
