import type { I18n } from '@lingui/core';
import { addDays } from '../../i18n/format/calendarDay';
import { parseDay } from '../../i18n/format/parseDay';

/** What is wrong with one end of a range. */
export type DayFieldProblem =
  /** Required but empty. */
  | { code: 'missing' }
  /** Not written as a date ("20.11", "abc"). */
  | { code: 'malformed' }
  /** Written as a date, but no such day (31.02.2026, 13.01.2026). */
  | { code: 'invalid' }
  /** After the latest day allowed (today, or tomorrow for the dashboard). */
  | { code: 'afterMax'; max: string };

/** What is wrong with the two ends together. */
export type DayRangeProblem = { code: 'reversed' } | { code: 'tooLong'; maxDays: number };

export type DayRangeLimits = {
  /** The latest day allowed, `YYYY-MM-DD`. */
  max: string;
  /** Both ends must be given (the dashboard's custom range); otherwise either may stay open. */
  required?: boolean;
  /** The most days the range may span, both ends counted. */
  maxDays?: number;
};

export type DayRangeResult =
  | { valid: true; from: string; to: string }
  | { valid: false; from?: DayFieldProblem; to?: DayFieldProblem; range?: DayRangeProblem };

/**
 * Checks a typed day range: each end a real day in the active language's format, not after `max`,
 * the end not before the start, and not longer than `maxDays`. A valid range comes back as ISO days
 * (`''` for an open end); an invalid one names each problem, so that nothing is applied or cleared
 * without the user being told why.
 */
export function validateDayRange(i18n: I18n, text: { from: string; to: string }, limits: DayRangeLimits): DayRangeResult {
  const check = (value: string): { day: string } | { problem: DayFieldProblem } => {
    const parsed = parseDay(i18n, value);
    if (parsed.kind === 'empty') return limits.required ? { problem: { code: 'missing' } } : { day: '' };
    if (parsed.kind !== 'day') return { problem: { code: parsed.kind } };
    if (parsed.day > limits.max) return { problem: { code: 'afterMax', max: limits.max } };
    return { day: parsed.day };
  };
  const from = check(text.from);
  const to = check(text.to);
  if ('problem' in from || 'problem' in to) {
    return { valid: false, ...('problem' in from && { from: from.problem }), ...('problem' in to && { to: to.problem }) };
  }
  if (from.day && to.day) {
    if (to.day < from.day) return { valid: false, range: { code: 'reversed' } };
    if (limits.maxDays && to.day > addDays(from.day, limits.maxDays - 1)) return { valid: false, range: { code: 'tooLong', maxDays: limits.maxDays } };
  }
  return { valid: true, from: from.day, to: to.day };
}
