import type { FastifyInstance, FastifyRequest } from 'fastify';
import { callerLanguage } from '../i18n/callerLanguage.ts';
import { wordText } from '../i18n/wordText.ts';

/** GraphQL operations over HTTP that one gateway runs at once by default (`GATEWAY_MAX_IN_FLIGHT`). */
export const DEFAULT_MAX_IN_FLIGHT = 64;

declare module 'fastify' {
  interface FastifyRequest {
    /** Whether this request holds one of the gateway's in-flight places. */
    graphqlInFlight?: boolean;
  }
}

// HTTP GraphQL only: a WebSocket upgrade is a long-lived connection, bounded per socket elsewhere.
const counted = (request: FastifyRequest) =>
  request.routeOptions.url === '/graphql' && request.headers.upgrade?.toLowerCase() !== 'websocket';

/**
 * Bounds the GraphQL operations this gateway runs at once. Past `maxInFlight`, more would only
 * queue for a connection to the API (which sheds what it cannot serve anyway), so the next one is
 * answered at once, before parsing: 503, `Retry-After: 1`, and the code and message an API 503
 * gives (`UPSTREAM_UNAVAILABLE`, "busy") in the caller's language.
 */
export function graphqlLoadShedding(app: FastifyInstance, { maxInFlight }: { maxInFlight: number }): void {
  let inFlight = 0;
  app.decorateRequest('graphqlInFlight', false);
  app.addHook('onRequest', async (request, reply) => {
    if (!counted(request)) return;
    if (inFlight >= maxInFlight) {
      const message = wordText(callerLanguage(request.headers['accept-language']), { id: 'error.overloaded' });
      return reply
        .code(503)
        .header('retry-after', '1')
        .header('cache-control', 'no-store')
        .send({ errors: [{ message, extensions: { code: 'UPSTREAM_UNAVAILABLE', reason: 'overloaded', retryAfter: 1 } }] });
    }
    inFlight += 1;
    request.graphqlInFlight = true;
    // The response closes once sent, and also when the client goes away while it waits (Fastify's
    // onRequestAbort only sees clients that leave before their body has arrived).
    reply.raw.once('close', () => {
      request.graphqlInFlight = false;
      inFlight -= 1;
    });
  });
}
