import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, ErrorCode } from '../errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Whether this request holds one of the instance's in-flight places. */
    inFlight?: boolean;
  }
}

export interface LoadSheddingOptions {
  /** Requests served at once; past it, a request is answered 503 at once. */
  maxInFlight: number;
}

// Long-lived or trivial: an open event stream is not work in flight, and health checks must answer.
const exempt = (request: FastifyRequest) => request.url.startsWith('/api/v1/events') || request.url.startsWith('/api/health');

/**
 * Bounds the work an instance takes on. Beyond `maxInFlight` requests at once, more would only wait
 * in a queue (for the database, above all PGlite's single connection) until they time out; instead
 * the next request is answered at once with 503 and `Retry-After: 1`, and the ones in flight stay
 * fast. Counted in onRequest, before authentication and body parsing, so shedding costs nearly
 * nothing.
 */
export const loadSheddingPlugin = fp(async function loadSheddingPlugin(app: FastifyInstance, { maxInFlight }: LoadSheddingOptions) {
  let inFlight = 0;
  app.addHook('onRequest', async (request, reply) => {
    if (exempt(request)) return;
    if (inFlight >= maxInFlight) throw new AppError(ErrorCode.SERVICE_UNAVAILABLE, 'error.overloaded', { retryAfter: 1 });
    inFlight += 1;
    request.inFlight = true;
    // The response closes once sent, and also when the client goes away while it waits: onResponse
    // never comes for an answer the client did not wait for, and onRequestAbort only sees clients
    // that leave before their body has arrived.
    reply.raw.once('close', () => {
      request.inFlight = false;
      inFlight -= 1;
    });
  });
  app.decorate('requestsInFlight', () => inFlight);
});

declare module 'fastify' {
  interface FastifyInstance {
    /** Requests in flight now (tests, diagnostics). */
    requestsInFlight(): number;
  }
}
