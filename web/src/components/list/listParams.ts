import { z } from 'zod';
import { isCalendarDay } from '../../i18n/format/calendarDay';

/** Page sizes a list offers (spec part 2 §9), the first the default. */
export const PAGE_SIZES = [10, 20, 30, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 10;

/** At most this many ids per list parameter; a picker never sends more, a hand-made URL may. */
export const MAX_IDS_PER_PARAM = 100;

/**
 * zod schemas for the search parameters lists share, for `parseSearchParams`. Each one rejects
 * what a list cannot use, so that the value is dropped from the URL (and the user told), rather
 * than sent on to fail the page.
 */
export const listParams = {
  /**
   * Global ids of something (repeated: `?owner=a&owner=b`). Only their shape is checked here:
   * whether they exist is the server's to say (see findUnknownIds).
   */
  ids: () =>
    z
      .array(z.string().regex(/^[A-Za-z0-9_=-]{1,200}$/))
      .max(MAX_IDS_PER_PARAM)
      .transform((ids) => [...new Set(ids)])
      .optional(),
  /** A calendar day, at the latest `maxDay` when given (date filters allow no future days). */
  day: (maxDay?: string) =>
    z
      .string()
      .refine(isCalendarDay)
      .refine((day) => maxDay === undefined || day <= maxDay)
      .optional(),
  /** One of the page sizes. */
  pageSize: () =>
    z.coerce
      .number()
      .pipe(z.union(PAGE_SIZES.map((size) => z.literal(size))))
      .optional(),
  /** A page number from 1 (the page query says whether it exists). */
  page: () => z.coerce.number().int().min(1).max(100_000).optional(),
  /** A column to sort by, among those the list can sort. */
  sort: <K extends string>(keys: readonly [K, ...K[]]) => z.enum(keys).optional(),
  /** A sort direction. */
  order: () => z.enum(['asc', 'desc']).optional(),
  /** Free text to search for; trimmed, at most 200 characters. */
  search: () => z.string().trim().min(1).max(200).optional(),
  /** A flag that is either there (`=1`) or not. */
  flag: () => z.literal('1').optional(),
};
