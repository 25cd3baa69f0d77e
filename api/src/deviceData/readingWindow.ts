import { z } from 'zod';
import { AppError, ErrorCode } from '../errors.ts';
import type { MessageId } from '../i18n/messages.ts';
import { dateOutOfRangeIssue, isWithinDateRange } from '../validation/dateRange.ts';

/** The default window: the latest day (spec part 2 §9). */
export const DEFAULT_WINDOW_MS = 24 * 3_600_000;
/** The longest window one request may ask for: a year and a leap day. */
export const MAX_WINDOW_DAYS = 366;
/** A browser's clock may run a little ahead of ours: "now" from it is not the future. */
export const FUTURE_TOLERANCE_MS = 60_000;

/** A unix time in seconds (fractions allowed) in a query string. */
export const unixSecondsParam = (what: string) =>
  z
    .string()
    .transform((value, ctx) => {
      const trimmed = value.trim();
      const seconds = /^\d{1,12}(?:\.\d{1,6})?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
      if (Number.isNaN(seconds)) {
        ctx.issues.push({ code: 'custom', message: 'validation.invalidDateTime', input: value });
        return z.NEVER;
      }
      const time = Math.round(seconds * 1000);
      if (!isWithinDateRange(time)) {
        ctx.issues.push(dateOutOfRangeIssue(value));
        return z.NEVER;
      }
      return new Date(time);
    })
    .optional()
    .describe(`${what} (unix time in seconds; fractions allowed)`);

const badField = (field: string, id: MessageId, params?: Record<string, string | number>) =>
  new AppError(ErrorCode.VALIDATION_FAILED, 'error.invalidFields', { fields: [{ field, message: params ? { id, params } : { id } }] });

/**
 * The window a data request covers, by the date-range selector's rules: the end defaults to now and
 * the start to a day before the end; neither may be in the future, the start may not be after the end,
 * and the window may not be longer than MAX_WINDOW_DAYS. Errors name the query parameter.
 */
export function readingWindow(
  query: { start?: Date | undefined; end?: Date | undefined },
  names: { start: string; end: string },
  now = Date.now(),
): { from: Date; to: Date } {
  const to = query.end ?? new Date(now);
  const from = query.start ?? new Date(to.getTime() - DEFAULT_WINDOW_MS);
  if (to.getTime() > now + FUTURE_TOLERANCE_MS) throw badField(names.end, 'deviceData.dateInFuture');
  if (from.getTime() > now + FUTURE_TOLERANCE_MS) throw badField(names.start, 'deviceData.dateInFuture');
  if (from.getTime() > to.getTime()) throw badField(names.start, 'deviceData.startAfterEnd');
  if (to.getTime() - from.getTime() > MAX_WINDOW_DAYS * 86_400_000) {
    throw badField(names.start, 'deviceData.rangeTooLong', { days: MAX_WINDOW_DAYS });
  }
  return { from, to };
}
