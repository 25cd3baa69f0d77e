import type { $ZodIssue } from 'zod/v4/core';
import type { Message } from './Message.ts';
import { isMessageId, type MessageId, type MessageParams } from './messages.ts';

const expectedTypes: Partial<Record<string, MessageId>> = {
  string: 'validation.expectedText',
  number: 'validation.expectedNumber',
  int: 'validation.expectedInteger',
  bigint: 'validation.expectedInteger',
  boolean: 'validation.expectedBoolean',
  array: 'validation.expectedList',
  object: 'validation.expectedObject',
};

const isCount = (origin: string) => origin === 'array' || origin === 'set' || origin === 'map';
const isNumber = (origin: string) => origin === 'number' || origin === 'int' || origin === 'bigint';

/**
 * What is wrong with one value of a mutation input, as a message id and parameters (worded per
 * response). Mirrors the API's validationMessage, so a field reads the same whichever side caught
 * it. The issue must come from a parse with `reportInput: true` (to tell a missing value apart).
 */
export function validationMessage(issue: $ZodIssue): Message {
  // A schema may name its own message by id: `ctx.addIssue({ code: 'custom', message: 'validation.globalId', params })`.
  if (isMessageId(issue.message)) {
    const params = issue.code === 'custom' ? (issue.params as MessageParams | undefined) : undefined;
    return params ? { id: issue.message, params } : { id: issue.message };
  }
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return { id: 'validation.required' };
      return { id: expectedTypes[issue.expected] ?? 'validation.invalid' };
    case 'too_small': {
      const minimum = Number(issue.minimum);
      if (issue.origin === 'string') {
        if (minimum <= 1 && issue.inclusive !== false) return { id: 'validation.required' };
        if (issue.exact) return { id: 'validation.textExactLength', params: { length: minimum } };
        return { id: 'validation.textTooShort', params: { minimum } };
      }
      if (isCount(issue.origin)) return { id: 'validation.tooFewItems', params: { minimum } };
      if (isNumber(issue.origin)) {
        return { id: issue.inclusive === false ? 'validation.numberNotAbove' : 'validation.numberTooSmall', params: { minimum } };
      }
      return { id: 'validation.invalid' };
    }
    case 'too_big': {
      const maximum = Number(issue.maximum);
      if (issue.origin === 'string') {
        if (issue.exact) return { id: 'validation.textExactLength', params: { length: maximum } };
        return { id: 'validation.textTooLong', params: { maximum } };
      }
      if (isCount(issue.origin)) return { id: 'validation.tooManyItems', params: { maximum } };
      if (isNumber(issue.origin)) {
        return { id: issue.inclusive === false ? 'validation.numberNotBelow' : 'validation.numberTooBig', params: { maximum } };
      }
      return { id: 'validation.invalid' };
    }
    case 'invalid_format':
      return { id: issue.format === 'email' ? 'validation.invalidEmail' : 'validation.invalidFormat' };
    case 'invalid_value':
      return issue.values.length === 1
        ? { id: 'validation.exactly', params: { value: String(issue.values[0]) } }
        : { id: 'validation.oneOf', params: { values: issue.values.map(String).join(', ') } };
    case 'unrecognized_keys':
      return { id: 'validation.unknownFields', params: { keys: issue.keys.join(', ') } };
    default:
      // invalid_union, invalid_key, invalid_element, not_multiple_of, refinements without a message id.
      return { id: 'validation.invalid' };
  }
}
