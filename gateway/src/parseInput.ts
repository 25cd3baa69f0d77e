import type { z } from 'zod';
import { gatewayError } from './errors.ts';

/**
 * Validates a mutation input before it goes upstream; failures look exactly like the API's own
 * validation errors (BAD_USER_INPUT with `fields`), so clients handle one shape.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const fields = parsed.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message }));
  throw gatewayError('BAD_USER_INPUT', 'The input is not valid.', { fields });
}
