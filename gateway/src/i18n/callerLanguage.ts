import { acceptLanguageOf } from '../context.ts';
import { fallbackLanguage, type Language } from './Language.ts';
import { negotiateLanguage } from './negotiateLanguage.ts';

/**
 * The language the gateway words its own messages in, from the same value it forwards upstream as
 * `Accept-Language` (the header, or a bare `da`/`en` from WebSocket `connectionParams`).
 */
export function callerLanguage(value: unknown): Language {
  return negotiateLanguage(acceptLanguageOf(value)) ?? fallbackLanguage;
}
