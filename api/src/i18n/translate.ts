import type { Language } from './Language.ts';
import { type MessageId, type MessageParams, messages } from './messages.ts';

/** The message `id` in `language`, with `{name}` placeholders filled from `params`. */
export function translate(language: Language, id: MessageId, params: MessageParams = {}): string {
  return messages[id][language].replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in params ? String(params[name]) : placeholder,
  );
}
