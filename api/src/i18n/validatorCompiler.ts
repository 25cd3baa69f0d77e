import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import { type $ZodType, safeParse } from 'zod/v4/core';
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
export const validatorCompiler: FastifySchemaCompiler<$ZodType> =
  ({ schema }) =>
  (data) => {
    // reportInput: only to tell "missing" from "wrong type"; the input itself is dropped at once.
    const result = safeParse(schema, data, { reportInput: true });
    if (result.success) return { value: result.data };
    return {
      error: result.error.issues.map(
        (issue): LocalizableValidationError => ({
          [zodValidationErrorMarker]: true,
          keyword: issue.code,
          instancePath: `/${issue.path.map(String).join('/')}`,
          schemaPath: `#/${issue.path.map(String).join('/')}/${issue.code}`,
          message: issue.message,
          params: { issue: toLocalizableIssue(issue) },
        }),
      ),
    };
  };

export function isLocalizableValidationError(error: FastifySchemaValidationError): error is LocalizableValidationError {
  const issue = (error.params as { issue?: { code?: unknown } } | undefined)?.issue;
  return typeof issue?.code === 'string';
}
