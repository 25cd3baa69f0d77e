import { dateOutOfRangeIssue, isWithinDateRange } from '../validation/dateRange.ts';
import { z } from 'zod';

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// ISO 8601 date (2024-05-01) or date-time with an optional offset (2024-05-01T10:00:00Z, ...+02:00).
const ISO_8601 = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;

/** At most this many ids per list filter (the devices filter of a big fleet stays well under it). */
export const MAX_IDS = 1000;

/**
 * A list of ids in a query string: comma-separated (`a,b`), repeated (`x=a&x=b`) or both. A value
 * that is not an id fails the whole field with one message naming it (not `field.3`).
 */
export const idListParam = (what: string) =>
  z
    .union([z.string(), z.array(z.string())])
    .transform((value, ctx) => {
      const ids = (Array.isArray(value) ? value : [value])
        .flatMap((part) => part.split(','))
        .map((part) => part.trim())
        .filter(Boolean);
      if (ids.some((id) => !GUID.test(id))) {
        ctx.issues.push({ code: 'custom', message: 'validation.invalidId', input: value });
        return z.NEVER;
      }
      if (ids.length > MAX_IDS) {
        ctx.issues.push({ code: 'custom', message: 'validation.tooManyItems', input: value, params: { maximum: MAX_IDS } });
        return z.NEVER;
      }
      return [...new Set(ids.map((id) => id.toLowerCase()))];
    })
    .optional()
    .describe(`${what}: ids, comma-separated or the parameter repeated`);

/** An ISO 8601 date or date-time; a date alone means its start (UTC). */
export const isoDateParam = (what: string) =>
  z
    .string()
    .transform((value, ctx) => {
      const trimmed = value.trim();
      const time = ISO_8601.test(trimmed) ? Date.parse(trimmed) : Number.NaN;
      if (Number.isNaN(time)) {
        ctx.issues.push({ code: 'custom', message: 'validation.invalidDateTime', input: value });
        return z.NEVER;
      }
      if (!isWithinDateRange(time)) {
        ctx.issues.push(dateOutOfRangeIssue(value));
        return z.NEVER;
      }
      return new Date(time);
    })
    .optional()
    .describe(`${what} (ISO 8601, e.g. 2024-05-01T00:00:00Z)`);

export const pageParam = z.coerce.number().int().min(1).default(1).describe('1-based page number');
export const perPageParam = (max: number, fallback = 10) =>
  z.coerce.number().int().min(1).max(max).default(fallback).describe(`Items per page (at most ${max})`);
