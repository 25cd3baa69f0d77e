import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { maintainPglite } from '../db/maintainPglite.ts';

/**
 * Autovacuum's job on PGlite, which has none (see maintainPglite): a round once the app is ready,
 * in the background (a database just seeded or copied is analysed then, ~10 s at 100,000 devices,
 * a table at a time between requests), and a round every `intervalMs`. Nothing on PostgreSQL,
 * whose autovacuum does it. One round at a time.
 */
export const pgliteMaintenancePlugin = fp(
  async function pgliteMaintenancePlugin(app: FastifyInstance, opts: { intervalMs: number }) {
    if (app.database.kind !== 'pglite') return;
    let running = false;
    const run = async () => {
      if (running) return;
      running = true;
      const started = Date.now();
      try {
        const actions = await maintainPglite(app.db);
        if (actions.length > 0) app.log.info({ actions, ms: Date.now() - started }, 'database statistics and visibility maps updated');
      } catch (error) {
        app.log.warn({ err: error }, 'database maintenance failed');
      } finally {
        running = false;
      }
    };
    const timer = setInterval(() => void run(), opts.intervalMs);
    timer.unref();
    app.addHook('onReady', async () => void run());
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'pgliteMaintenancePlugin', dependencies: ['dbPlugin'] },
);
