import { createTranslate } from '@fieldsense/messages';
import { messages } from './messages.ts';

/** The message `id` in `language`, with `{name}` placeholders filled from `params`. */
export const translate = createTranslate(messages);
