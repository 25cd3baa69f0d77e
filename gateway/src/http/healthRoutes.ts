import type { FastifyInstance } from 'fastify';
import type { GatewayConfig } from '../config.ts';

/** `/healthz`: the process answers. `/readyz`: and the API answers its health check in time. */
export function healthRoutes(app: FastifyInstance, config: Pick<GatewayConfig, 'apiUrl' | 'upstreamTimeoutMs' | 'fetch'>): void {
  app.get('/healthz', async () => ({ ok: true }));
  app.get('/readyz', async (_request, reply) => {
    try {
      const upstream = await (config.fetch ?? fetch)(`${config.apiUrl}/api/health`, {
        signal: AbortSignal.timeout(Math.min(config.upstreamTimeoutMs, 5_000)),
      });
      return reply.code(upstream.ok ? 200 : 503).send({ ok: upstream.ok, api: upstream.ok ? 'up' : `status ${upstream.status}` });
    } catch {
      return reply.code(503).send({ ok: false, api: 'unreachable' });
    }
  });
}
