import { createTranslate } from '@fieldsense/messages';
import type { Language } from './Language.ts';
import type { Message } from './Message.ts';
import { messages } from './messages.ts';

const translateId = createTranslate(messages);

/** The message in `language`, with `{name}` placeholders filled from its params. */
export function translate(language: Language, { id, params }: Message): string {
  return translateId(language, id, params);
}
