import type { FastifyReply } from 'fastify';

/**
 * Sends JSON that Postgres already built (json_agg): for lists of thousands of rows (map markers,
 * every device) this skips building JS objects, validating them against the response schema and
 * stringifying them again, which costs far more than the query. A string payload with a JSON content
 * type goes out as is; the route's response schema still documents the shape, and tests check it.
 */
export function sendRawJson(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
