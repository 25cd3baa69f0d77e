import type { TrendPeriod, TrendRef } from './trendOptions.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A calendar date the user picked, read in their own offset (no instant attached). */
export interface LocalDate {
  year: number;
  month: number;
  day: number;
}

export interface TrendWindow {
  /** Inclusive start, a bucket boundary (local midnight, or a whole hour for `day`). */
  from: Date;
  /** Exclusive end. */
  to: Date;
  bucketMs: number;
  /** The reference window (same length and bucket layout), absent for `ref=none`. */
  ref?: { from: Date; to: Date };
}

/** The instant of local midnight (UTC offset `offsetHours`) starting the local day that holds `instant`. */
export function localMidnight(instant: Date, offsetHours: number): Date {
  const local = instant.getTime() + offsetHours * HOUR;
  return new Date(Math.floor(local / DAY) * DAY - offsetHours * HOUR);
}

const midnightOf = (date: LocalDate, offsetHours: number) =>
  new Date(Date.UTC(date.year, date.month - 1, date.day) - offsetHours * HOUR);

/** Days each preset spans (fixed lengths: a whole-hour offset has no DST, so every day is 24 h). */
const presetDays: Record<Exclude<TrendPeriod, 'day' | 'custom'>, number> = { week: 7, month: 30, three_months: 90 };

/**
 * The window and buckets of a trend. Presets end with the bucket holding `date` (its hour for `day`,
 * its local day otherwise); `custom` runs from local 00:00 of `from` to the end of `to`'s local day.
 */
export function trendWindow(opts: {
  period: TrendPeriod;
  ref: TrendRef;
  date: Date;
  offsetHours: number;
  custom?: { from: LocalDate; to: LocalDate };
}): TrendWindow {
  const { period, offsetHours } = opts;
  let from: Date;
  let to: Date;
  let bucketMs = DAY;
  if (period === 'day') {
    bucketMs = HOUR;
    to = new Date(Math.floor(opts.date.getTime() / HOUR) * HOUR + HOUR);
    from = new Date(to.getTime() - DAY);
  } else if (period === 'custom') {
    if (!opts.custom) throw new Error('custom period without from/to');
    from = midnightOf(opts.custom.from, offsetHours);
    to = new Date(midnightOf(opts.custom.to, offsetHours).getTime() + DAY);
  } else {
    to = new Date(localMidnight(opts.date, offsetHours).getTime() + DAY);
    from = new Date(to.getTime() - presetDays[period] * DAY);
  }
  const window: TrendWindow = { from, to, bucketMs };
  if (opts.ref === 'previous_period') {
    const length = to.getTime() - from.getTime();
    window.ref = { from: new Date(from.getTime() - length), to: from };
  } else if (opts.ref === 'previous_year') {
    // Same local wall-clock window a calendar year earlier (a fixed offset keeps it on bucket boundaries).
    const yearEarlier = (d: Date) => {
      const shifted = new Date(d);
      shifted.setUTCFullYear(shifted.getUTCFullYear() - 1);
      return shifted;
    };
    window.ref = { from: yearEarlier(from), to: yearEarlier(to) };
  }
  return window;
}
