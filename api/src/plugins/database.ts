import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import { createDatabase } from '../db';

/** Opens, migrates and seeds the database before the server listens; closes it with the server. */
export default fp<{ config: AppConfig }>(
  async (app, { config }) => {
    const db = await createDatabase(config, app.log);
    app.decorate('db', db);
    app.addHook('onClose', async () => {
      await db.destroy();
    });
  },
  { name: 'database' },
);
