import { type LocalizableIssue, validationMessage } from '@fieldsense/messages';
import type { Message } from './Message.ts';
import { isMessageId } from './messages.ts';

export interface LocalizableFieldError {
  /** Dotted path of the field (`password`, `items.0.name`); the request part when it is the whole. */
  field: string;
  message: Message;
}

/**
 * The field error of one issue, worded by the shared rules (a schema may also name one of the
 * API's own messages by id); issues about the whole body, query or params name that part.
 */
export function fieldErrorOf(issue: LocalizableIssue, requestPart: string): LocalizableFieldError {
  return { field: issue.path.map(String).join('.') || requestPart, message: validationMessage(issue, isMessageId) };
}
