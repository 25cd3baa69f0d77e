import type { Language } from './Language.ts';
import type { LocalText } from './LocalText.ts';
import type { Message } from './Message.ts';
import { translate } from './translate.ts';

/** A text in `language`; several messages are joined into one paragraph. */
export function wordText(language: Language, text: LocalText): string {
  // (Array.isArray does not narrow readonly arrays.)
  const list = Array.isArray(text) ? (text as readonly Message[]) : [text as Message];
  return list.map((message) => translate(language, message)).join(' ');
}
