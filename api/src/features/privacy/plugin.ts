import fp from 'fastify-plugin';
import { RETENTION_EVERY_MS } from './periods';
import { runRetention } from './retention';
import type { RetentionCounts } from './retention';

export interface RetentionJob {
  /** Runs the job now, after any run under way; null when another instance ran it instead. */
  run(): Promise<RetentionCounts | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    retention: RetentionJob;
  }
}

/** Runs the retention job once the server is ready and every day after, off the requests. */
export default fp(
  async (app) => {
    let running: Promise<unknown> = Promise.resolve();
    const job: RetentionJob = {
      run() {
        const next = running.then(() => runRetention(app.db, app.config.dataDir, app.log));
        running = next.catch((error: unknown) => app.log.error({ err: error }, 'the retention job failed'));
        return next;
      },
    };
    app.decorate('retention', job);
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      void job.run().catch(() => undefined);
      timer = setInterval(() => void job.run().catch(() => undefined), RETENTION_EVERY_MS);
      // The daily run never keeps a stopping process alive.
      timer.unref();
    });
    // Runs before the database plugin's onClose (hooks run in reverse registration order).
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'retention', dependencies: ['database'] },
);
