import type { MessageId, MessageParams } from './messages.ts';

/** A message still to be translated: chosen where the error happens, worded once per response. */
export interface Message {
  id: MessageId;
  params?: MessageParams;
}
