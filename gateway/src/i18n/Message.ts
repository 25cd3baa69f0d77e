import type { Message as CatalogMessage } from '@fieldsense/messages';
import type { MessageId } from './messages.ts';

/** A message of the gateway's catalog still to be translated: chosen where the error happens, worded once per response. */
export type Message = CatalogMessage<MessageId>;
