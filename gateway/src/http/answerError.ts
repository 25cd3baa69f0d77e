import type { FastifyReply, FastifyRequest } from 'fastify';
import { callerLanguage } from '../i18n/callerLanguage.ts';
import type { Message } from '../i18n/Message.ts';
import { wordText } from '../i18n/wordText.ts';

/**
 * A plain HTTP error answer (outside GraphQL): `{ message }` in the caller's language, plus the
 * request id for a 5xx so that a user can quote it; never a stack trace, never cached.
 */
export function answerError(request: FastifyRequest, reply: FastifyReply, status: number, message: Message): FastifyReply {
  const text = wordText(callerLanguage(request.headers['accept-language']), message);
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .send(status >= 500 ? { message: text, requestId: request.id } : { message: text });
}
