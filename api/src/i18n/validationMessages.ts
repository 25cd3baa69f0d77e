import type { LocalizableIssue } from './LocalizableIssue.ts';
import type { Message } from './Message.ts';
import { isMessageId, type MessageId } from './messages.ts';

export interface LocalizableFieldError {
  /** Dotted path of the field (`password`, `items.0.name`); the request part when it is the whole. */
  field: string;
  message: Message;
}

const expectedTypes: Partial<Record<string, MessageId>> = {
  string: 'validation.expectedText',
  number: 'validation.expectedNumber',
  int: 'validation.expectedInteger',
  bigint: 'validation.expectedInteger',
  boolean: 'validation.expectedBoolean',
  array: 'validation.expectedList',
  object: 'validation.expectedObject',
};

const formats: Partial<Record<string, MessageId>> = {
  email: 'validation.invalidEmail',
  uuid: 'validation.invalidId',
  guid: 'validation.invalidId',
  cuid: 'validation.invalidId',
  cuid2: 'validation.invalidId',
  ulid: 'validation.invalidId',
  nanoid: 'validation.invalidId',
  url: 'validation.invalidUrl',
  datetime: 'validation.invalidDateTime',
  date: 'validation.invalidDate',
};

const isText = (origin: string) => origin === 'string';
const isCount = (origin: string) => origin === 'array' || origin === 'set' || origin === 'map';

/** What is wrong with one value, as a message id and its parameters (not yet in a language). */
export function validationMessage(issue: LocalizableIssue): Message {
  // A schema may name its own message by id: `z.string().min(8, 'validation.passwordTooShort')`.
  if (isMessageId(issue.message)) return { id: issue.message, params: numericParams(issue) };
  switch (issue.code) {
    case 'invalid_type':
      if (issue.missing) return { id: 'validation.required' };
      return { id: expectedTypes[issue.expected] ?? 'validation.invalid' };
    case 'too_small': {
      const minimum = Number(issue.minimum);
      if (isText(issue.origin)) {
        if (minimum <= 1 && issue.inclusive !== false) return { id: 'validation.required' };
        if (issue.exact) return { id: 'validation.textExactLength', params: { length: minimum } };
        return { id: 'validation.textTooShort', params: { minimum } };
      }
      if (isCount(issue.origin)) return { id: 'validation.tooFewItems', params: { minimum } };
      if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint') {
        return { id: issue.inclusive === false ? 'validation.numberNotAbove' : 'validation.numberTooSmall', params: { minimum } };
      }
      return { id: 'validation.tooSmall' };
    }
    case 'too_big': {
      const maximum = Number(issue.maximum);
      if (isText(issue.origin)) {
        if (issue.exact) return { id: 'validation.textExactLength', params: { length: maximum } };
        return { id: 'validation.textTooLong', params: { maximum } };
      }
      if (isCount(issue.origin)) return { id: 'validation.tooManyItems', params: { maximum } };
      if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint') {
        return { id: issue.inclusive === false ? 'validation.numberNotBelow' : 'validation.numberTooBig', params: { maximum } };
      }
      return { id: 'validation.tooBig' };
    }
    case 'invalid_format':
      return { id: formats[issue.format] ?? 'validation.invalidFormat' };
    case 'invalid_value':
      return issue.values.length === 1
        ? { id: 'validation.exactly', params: { value: String(issue.values[0]) } }
        : { id: 'validation.oneOf', params: { values: issue.values.map(String).join(', ') } };
    case 'not_multiple_of':
      return { id: 'validation.notMultipleOf', params: { divisor: Number(issue.divisor) } };
    case 'unrecognized_keys':
      return { id: 'validation.unknownFields', params: { keys: issue.keys.join(', ') } };
    default:
      // invalid_union, invalid_key, invalid_element, custom refinements without a message id.
      return { id: 'validation.invalid' };
  }
}

/** The field error of one issue; issues about the whole body, query or params name that part. */
export function fieldErrorOf(issue: LocalizableIssue, requestPart: string): LocalizableFieldError {
  return { field: issue.path.map(String).join('.') || requestPart, message: validationMessage(issue) };
}

function numericParams(issue: LocalizableIssue): Record<string, number> {
  const params: Record<string, number> = {};
  if ('minimum' in issue) params.minimum = Number(issue.minimum);
  if ('maximum' in issue) params.maximum = Number(issue.maximum);
  return params;
}
