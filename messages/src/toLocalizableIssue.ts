import type { $ZodIssue } from 'zod/v4/core';
import type { LocalizableIssue } from './LocalizableIssue.ts';

/**
 * Drops the input (and the nested issues of unions) from a zod issue. The issue must come from a
 * parse with `reportInput: true`, or every value counts as missing.
 */
export function toLocalizableIssue(issue: $ZodIssue): LocalizableIssue {
  const { input, ...rest } = issue as $ZodIssue & { errors?: unknown; issues?: unknown };
  delete rest.errors;
  delete rest.issues;
  // The rest is still one of zod's issue kinds; spreading it loses that union, the cast restores it.
  return { ...rest, missing: input === undefined } as LocalizableIssue;
}
