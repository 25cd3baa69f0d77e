import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runHeartbeat } from './heartbeat.ts';

/**
 * Runs the heartbeat job every `intervalMs` on this instance; the job's advisory lock makes
 * instances take turns, so running it everywhere is safe. Runs do not overlap within an instance.
 */
export const heartbeatJobPlugin = fp(
  async function heartbeatJobPlugin(app: FastifyInstance, opts: { intervalMs: number }) {
    let running: Promise<void> | undefined;
    const tick = () => {
      if (running) return;
      const started = Date.now();
      running = runHeartbeat(app.db)
        .then(({ ran, recordIds }) => {
          if (ran && recordIds.length > 0) {
            app.log.info({ marked: recordIds.length, ms: Date.now() - started }, 'heartbeat: silent devices marked');
          }
        })
        .catch((error: unknown) => app.log.error({ err: error }, 'heartbeat job failed'))
        .finally(() => {
          running = undefined;
        });
    };
    const timer = setInterval(tick, opts.intervalMs);
    timer.unref();
    app.addHook('onReady', async () => tick());
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'heartbeatJobPlugin', dependencies: ['dbPlugin'] },
);
