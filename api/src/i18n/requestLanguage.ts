import type { FastifyRequest } from 'fastify';
import { fallbackLanguage, type Language } from './Language.ts';
import { negotiateLanguage } from './negotiateLanguage.ts';

/**
 * The language to answer a request in: its `Accept-Language` header when it names one of ours
 * (the web sends the language it shows, the gateway forwards it), otherwise the signed-in user's
 * own language, otherwise English (see Language.ts).
 */
export function requestLanguage(request: FastifyRequest): Language {
  return negotiateLanguage(request.headers['accept-language']) ?? request.user?.language ?? fallbackLanguage;
}
