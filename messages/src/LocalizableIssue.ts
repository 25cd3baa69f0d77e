import type { $ZodIssue } from 'zod/v4/core';

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/**
 * A zod issue as it is kept until it is worded: without the rejected input (it may be a password
 * and must not travel into logs), but knowing whether the value was missing.
 */
export type LocalizableIssue = DistributiveOmit<$ZodIssue, 'input' | 'errors' | 'issues'> & { missing: boolean };
