import { dateOutOfRangeIssue, isWithinDateRange } from '../../validation/dateRange.ts';
import { z } from 'zod';
import { AppError, ErrorCode } from '../../errors.ts';
import type { MessageId } from '../../i18n/messages.ts';
import type { LocalDate } from './trendWindow.ts';

const ISO_8601 = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** Longest custom range, in days (a year and a leap day). */
export const MAX_CUSTOM_DAYS = 366;

export type DayInput = { local: LocalDate } | { instant: Date };

/** A day for `custom`: a plain date is the user's local date; a date-time is read in the user's offset. */
export const dayParam = (what: string) =>
  z
    .string()
    .transform((value, ctx): DayInput => {
      const trimmed = value.trim();
      const plain = DATE_ONLY.exec(trimmed);
      if (plain) {
        const local = { year: Number(plain[1]), month: Number(plain[2]), day: Number(plain[3]) };
        const check = new Date(Date.UTC(local.year, local.month - 1, local.day));
        if (check.getUTCMonth() === local.month - 1 && check.getUTCDate() === local.day) {
          if (isWithinDateRange(check.getTime())) return { local };
          ctx.issues.push(dateOutOfRangeIssue(value));
          return z.NEVER;
        }
      } else if (ISO_8601.test(trimmed) && !Number.isNaN(Date.parse(trimmed))) {
        if (isWithinDateRange(Date.parse(trimmed))) return { instant: new Date(Date.parse(trimmed)) };
        ctx.issues.push(dateOutOfRangeIssue(value));
        return z.NEVER;
      }
      ctx.issues.push({ code: 'custom', message: 'validation.invalidDateTime', input: value });
      return z.NEVER;
    })
    .optional()
    .describe(`${what} (only with period=custom): a date (YYYY-MM-DD, the user's local day) or an ISO 8601 date-time`);

/** `custom` needs both `from` and `to` (a refinement for query schemas that use `dayParam`). */
export function requireCustomDays(
  query: { period: string; from?: DayInput | undefined; to?: DayInput | undefined },
  ctx: z.RefinementCtx,
): void {
  if (query.period !== 'custom') return;
  if (!query.from) ctx.addIssue({ code: 'custom', path: ['from'], message: 'validation.required' });
  if (!query.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'validation.required' });
}

export const badField = (field: string, id: MessageId, params?: Record<string, string | number>) =>
  new AppError(ErrorCode.VALIDATION_FAILED, 'error.invalidFields', { fields: [{ field, message: params ? { id, params } : { id } }] });

const toLocalDate = (input: DayInput, offsetHours: number): LocalDate => {
  if ('local' in input) return input.local;
  const local = new Date(input.instant.getTime() + offsetHours * 3_600_000);
  return { year: local.getUTCFullYear(), month: local.getUTCMonth() + 1, day: local.getUTCDate() };
};

/**
 * The local days of a `custom` period in the user's offset (undefined for presets); `to` before
 * `from`, or a range longer than MAX_CUSTOM_DAYS, is a 400 naming `to`.
 */
export function customDays(
  query: { period: string; from?: DayInput | undefined; to?: DayInput | undefined },
  offsetHours: number,
): { from: LocalDate; to: LocalDate } | undefined {
  if (query.period !== 'custom' || !query.from || !query.to) return undefined;
  const custom = { from: toLocalDate(query.from, offsetHours), to: toLocalDate(query.to, offsetHours) };
  const days =
    (Date.UTC(custom.to.year, custom.to.month - 1, custom.to.day) -
      Date.UTC(custom.from.year, custom.from.month - 1, custom.from.day)) /
    86_400_000;
  if (days < 0) throw badField('to', 'validation.tooSmall');
  if (days >= MAX_CUSTOM_DAYS) throw badField('to', 'validation.tooBig');
  return custom;
}
