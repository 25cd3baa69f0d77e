import type { $ZodIssue } from 'zod/v4/core';

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/**
 * A zod issue as the validator keeps it for the error handler: without the rejected input (it may
 * be a password and must not travel into logs), but knowing whether the value was missing.
 */
export type LocalizableIssue = DistributiveOmit<$ZodIssue, 'input' | 'errors' | 'issues'> & { missing: boolean };

export function toLocalizableIssue(issue: $ZodIssue): LocalizableIssue {
  const { input, ...rest } = issue as $ZodIssue & { errors?: unknown; issues?: unknown };
  delete rest.errors;
  delete rest.issues;
  return { ...(rest as DistributiveOmit<$ZodIssue, 'input' | 'errors' | 'issues'>), missing: input === undefined };
}
