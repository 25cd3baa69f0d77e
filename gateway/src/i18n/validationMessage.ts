import { toLocalizableIssue, validationMessage as wordIssue } from '@fieldsense/messages';
import type { $ZodIssue } from 'zod/v4/core';
import type { Message } from './Message.ts';
import { isMessageId } from './messages.ts';

/**
 * What is wrong with one value of a mutation input, as a message id and parameters (worded per
 * response), by the same rules as the API's, so a field reads the same whichever side caught it.
 * The issue must come from a parse with `reportInput: true` (to tell a missing value apart).
 */
export function validationMessage(issue: $ZodIssue): Message {
  return wordIssue(toLocalizableIssue(issue), isMessageId);
}
