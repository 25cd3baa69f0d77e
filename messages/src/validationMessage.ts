import type { MessageParams } from './Catalog.ts';
import type { LocalizableIssue } from './LocalizableIssue.ts';
import type { Message } from './Message.ts';
import type { SharedMessageId } from './sharedMessages.ts';

const expectedTypes: Partial<Record<string, SharedMessageId>> = {
  string: 'validation.expectedText',
  number: 'validation.expectedNumber',
  int: 'validation.expectedInteger',
  bigint: 'validation.expectedInteger',
  boolean: 'validation.expectedBoolean',
  array: 'validation.expectedList',
  object: 'validation.expectedObject',
};

const formats: Partial<Record<string, SharedMessageId>> = {
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
const isNumber = (origin: string) => origin === 'number' || origin === 'int' || origin === 'bigint';

/**
 * What is wrong with one value, as a message id and its parameters (not yet in a language), so a
 * field reads the same whichever service caught it. zod's own locales (`z.locales.da()`) are not
 * used: they word issues for developers ("For stor: forventede streng havde <= 2000 tegn") and are
 * set process-wide, where each answer here needs the caller's language.
 *
 * A schema may name its own message by id, e.g. `ctx.addIssue({ code: 'custom', message:
 * 'validation.globalId', params: { type: 'Device' } })`; `isOwnMessageId` tells the ids of the
 * service's catalog apart from zod's English sentences.
 */
export function validationMessage<Id extends string>(
  issue: LocalizableIssue,
  isOwnMessageId: (value: unknown) => value is Id,
): Message<Id | SharedMessageId> {
  if (isOwnMessageId(issue.message)) {
    const params = { ...limitParams(issue), ...customParams(issue) };
    return Object.keys(params).length > 0 ? { id: issue.message, params } : { id: issue.message };
  }
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
      if (isNumber(issue.origin)) {
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
      if (isNumber(issue.origin)) {
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

/** `minimum`/`maximum` of a size issue that names its own message (`z.string().max(8, 'validation.x')`). */
function limitParams(issue: LocalizableIssue): MessageParams {
  const params: MessageParams = {};
  if ('minimum' in issue) params.minimum = Number(issue.minimum);
  if ('maximum' in issue) params.maximum = Number(issue.maximum);
  return params;
}

/** The text and number parameters a custom issue carries (`params: { maximum: 1000 }`). */
function customParams(issue: LocalizableIssue): MessageParams {
  if (issue.code !== 'custom' || !issue.params) return {};
  return Object.fromEntries(
    Object.entries(issue.params).filter((entry): entry is [string, string | number] => typeof entry[1] === 'string' || typeof entry[1] === 'number'),
  );
}
