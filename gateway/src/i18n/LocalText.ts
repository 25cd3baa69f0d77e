import type { Message } from './Message.ts';
import { isMessageId } from './messages.ts';

/** A text the gateway writes: one message, or several said one after another. */
export type LocalText = Message | readonly Message[];

/** The extension under which a GraphQL error carries its text until the response is worded. */
export const textExtension = 'i18n';

const isMessage = (value: unknown): value is Message =>
  typeof value === 'object' && value !== null && isMessageId((value as Message).id);

export const isLocalText = (value: unknown): value is LocalText =>
  Array.isArray(value) ? value.length > 0 && value.every(isMessage) : isMessage(value);
