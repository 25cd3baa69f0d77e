import * as z from 'zod/mini';
import { isCalendarDay } from '../../i18n/format/calendarDay';

/** Page sizes a list offers (spec part 2 §9), the first the default. */
export const PAGE_SIZES = [10, 20, 30, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 10;

/** At most this many ids per list parameter; a picker never sends more, a hand-made URL may. */
export const MAX_IDS_PER_PARAM = 100;

/**
 * zod/mini schemas for the search parameters lists share, for `parseSearchParams`. Each one rejects
 * what a list cannot use, so that the value is dropped from the URL (and the user told), rather
 * than sent on to fail the page.
 */
export const listParams = {
  /**
   * Global ids of something (repeated: `?owner=a&owner=b`). Only their shape is checked here:
   * whether they exist is the server's to say (see findUnknownIds).
   */
  ids: () =>
    z.optional(
      z.pipe(
        z.array(z.string().check(z.regex(/^[A-Za-z0-9_=-]{1,200}$/))).check(z.maxLength(MAX_IDS_PER_PARAM)),
        z.transform((ids: string[]) => [...new Set(ids)]),
      ),
    ),
  /** A calendar day, at the latest `maxDay` when given (date filters allow no future days). */
  day: (maxDay?: string) =>
    z.optional(
      z.string().check(
        z.refine(isCalendarDay),
        z.refine((day) => maxDay === undefined || day <= maxDay),
      ),
    ),
  /** One of the page sizes. */
  pageSize: () => z.optional(z.pipe(z.coerce.number(), z.literal(PAGE_SIZES))),
  /** A page number from 1 (the page query says whether it exists). */
  page: () => z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(100_000))),
  /** A column to sort by, among those the list can sort. */
  sort: <K extends string>(keys: readonly [K, ...K[]]) => z.optional(z.enum(keys)),
  /** A sort direction. */
  order: () => z.optional(z.enum(['asc', 'desc'])),
  /** Free text to search for; trimmed, at most 200 characters. */
  search: () => z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(200))),
  /** A flag that is either there (`=1`) or not. */
  flag: () => z.optional(z.literal('1')),
};
