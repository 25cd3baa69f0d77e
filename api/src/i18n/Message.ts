import type { Message as CatalogMessage } from '@fieldsense/messages';
import type { MessageId } from './messages.ts';

/** A message of the API's catalog still to be translated: chosen where the error happens, worded per request. */
export type Message = CatalogMessage<MessageId>;
