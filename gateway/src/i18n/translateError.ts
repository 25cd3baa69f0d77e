import type { GraphQLFormattedError } from 'graphql';
import type { Language } from './Language.ts';
import { isLocalText, textExtension } from './LocalText.ts';
import { wordText } from './wordText.ts';

/**
 * Words one outgoing error in the caller's language: its message and its `fields[].message` when
 * the gateway wrote them (they carry their text under `extensions.i18n`, which is then dropped).
 * Errors with the API's own message carry none and pass as they are. They were raised in English,
 * so English leaves messages alone: graphql-js may have prefixed one with where it happened
 * (`Variable "$from" got invalid value …; DateTime must be …`), which stays for developers.
 */
export function translateError(error: GraphQLFormattedError, language: Language): GraphQLFormattedError {
  if (!error.extensions) return error;
  const { [textExtension]: text, ...extensions } = error.extensions;
  const fields = Array.isArray(extensions.fields) ? extensions.fields.map((field: unknown) => translateField(field, language)) : undefined;
  if (text === undefined && fields === undefined) return error;
  return {
    ...error,
    message: isLocalText(text) && language !== 'en' ? wordText(language, text) : error.message,
    extensions: fields ? { ...extensions, fields } : extensions,
  };
}

function translateField(field: unknown, language: Language): unknown {
  if (typeof field !== 'object' || field === null || !(textExtension in field)) return field;
  const { [textExtension]: text, ...rest } = field as Record<string, unknown>;
  return isLocalText(text) ? { ...rest, message: wordText(language, text) } : rest;
}

/** The errors of one response, worded in `language`. */
export function translateErrors<E extends readonly GraphQLFormattedError[] | undefined>(errors: E, language: Language): E {
  return errors?.map((error) => translateError(error, language)) as E;
}
