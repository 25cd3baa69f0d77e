import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { MessageId } from '../i18n/messages.ts';
import { answerError } from './answerError.ts';

// Fastify's own refusals (a body over the limit, JSON that does not parse, a type it cannot read)
// in our words; its English texts never reach clients.
const messageByStatus: Record<number, MessageId> = {
  404: 'error.notFound',
  413: 'error.payloadTooLarge',
};

/**
 * The one place thrown errors become HTTP answers (GraphQL errors are answered by Apollo): 4xx
 * worded for the caller, anything else a 500 that is logged here, once, with the request id.
 */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const status = error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
  if (status >= 500) {
    // A client that closed its connection (a page left, a query Relay no longer needs) breaks the
    // answer's stream on its way out (compressed answers are streams): nothing failed here.
    if (reply.raw.destroyed || request.raw.socket.destroyed) request.log.info({ code: error.code }, 'client left before the answer');
    else request.log.error({ err: error }, 'request failed');
    return answerError(request, reply, 500, { id: 'http.internal' });
  }
  return answerError(request, reply, status, { id: messageByStatus[status] ?? 'http.badRequest' });
}
