import type { z } from 'zod';
import { fieldError, gatewayError } from './errors.ts';
import { validationMessage } from './i18n/validationMessage.ts';

/**
 * Validates a mutation input before it goes upstream; failures look exactly like the API's own
 * validation errors (BAD_USER_INPUT with `fields`, worded in the caller's language), so clients
 * handle one shape.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  // The input is reported only to tell a missing value from a wrong one; it is not passed on.
  const parsed = schema.safeParse(input, { reportInput: true });
  if (parsed.success) return parsed.data;
  const fields = parsed.error.issues.map((issue) => fieldError(issue.path.join('.'), validationMessage(issue)));
  throw gatewayError('BAD_USER_INPUT', { id: 'error.invalidInput' }, { fields });
}
