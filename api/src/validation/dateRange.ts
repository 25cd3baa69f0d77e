/**
 * The instants any date input may name: outside them a date is a typo or a probe (the year 0000,
 * 9999-12-31), and date arithmetic on it (a period's buckets, time zones) would leave what the
 * database can represent. Checked before such a value reaches a query.
 */
export const EARLIEST_DATE = Date.UTC(1970, 0, 1);
export const LATEST_DATE = Date.UTC(2100, 0, 1);

export const isWithinDateRange = (time: number): boolean => time >= EARLIEST_DATE && time < LATEST_DATE;

/** The issue for a date outside the range (worded by the error handler). */
export const dateOutOfRangeIssue = (input: unknown) => ({ code: 'custom' as const, message: 'validation.dateOutOfRange', input });
