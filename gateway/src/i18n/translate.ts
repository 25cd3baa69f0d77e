import type { Language } from './Language.ts';
import type { Message } from './Message.ts';
import { messages } from './messages.ts';

/** The message in `language`, with `{name}` placeholders filled from its params. */
export function translate(language: Language, { id, params = {} }: Message): string {
  return messages[id][language].replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in params ? String(params[name]) : placeholder,
  );
}
