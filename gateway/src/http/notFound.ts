import type { FastifyReply, FastifyRequest } from 'fastify';
import { answerError } from './answerError.ts';

/** No route for this method and path. */
export function notFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return answerError(request, reply, 404, { id: 'error.notFound' });
}
