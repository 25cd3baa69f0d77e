import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import { type $ZodType, safeParse } from 'zod/v4/core';
import { findUnstorableText } from '../validation/findUnstorableText.ts';
import { type LocalizableIssue, toLocalizableIssue } from './LocalizableIssue.ts';

// The marker fastify-type-provider-zod puts on its validation errors (a registered symbol), so
// `hasZodFastifySchemaValidationErrors` keeps recognising ours.
const zodValidationErrorMarker: unique symbol = Symbol.for('ZodFastifySchemaValidationError');

export type LocalizableValidationError = FastifySchemaValidationError & {
  [zodValidationErrorMarker]: true;
  params: { issue: LocalizableIssue };
};

/**
 * fastify-type-provider-zod's validator, except that each error keeps its zod issue (minus the
 * input) instead of only zod's English sentence, so the error handler can word it per request in
 * the caller's language. zod's global locale is never switched: requests in both languages run
 * side by side.
 */
export const validatorCompiler: FastifySchemaCompiler<$ZodType> = ({ schema }) => validatorOf(schema);

/**
 * The validator of one schema. First, every string and key of the value must be text the database
 * can store (`checkText: false` leaves that to the schema, for a batch whose items fail alone).
 */
export function validatorOf(schema: $ZodType, { checkText = true } = {}) {
  return (data: unknown) => {
    const unstorable = checkText ? findUnstorableText(data) : undefined;
    if (unstorable) {
      const issue = { code: 'custom', path: unstorable, message: 'validation.unstorableText', missing: false } as const;
      return { error: [validationError(issue)] };
    }
    // reportInput: only to tell "missing" from "wrong type"; the input itself is dropped at once.
    const result = safeParse(schema, data, { reportInput: true });
    if (result.success) return { value: result.data };
    return { error: result.error.issues.map((issue) => validationError(toLocalizableIssue(issue))) };
  };
}

function validationError(issue: LocalizableIssue): LocalizableValidationError {
  return {
    [zodValidationErrorMarker]: true,
    keyword: issue.code,
    instancePath: `/${issue.path.map(String).join('/')}`,
    schemaPath: `#/${issue.path.map(String).join('/')}/${issue.code}`,
    message: issue.message ?? issue.code,
    params: { issue },
  };
}

export function isLocalizableValidationError(error: FastifySchemaValidationError): error is LocalizableValidationError {
  const issue = (error.params as { issue?: { code?: unknown } } | undefined)?.issue;
  return typeof issue?.code === 'string';
}
