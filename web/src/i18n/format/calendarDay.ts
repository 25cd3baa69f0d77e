/**
 * Calendar days (`YYYY-MM-DD`) in the user's UTC offset: what "today" is for a date filter, and the
 * instants a day starts and ends at. Days are computed, never read from the browser's zone, so
 * everyone in an organisation means the same day.
 */
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The day an instant falls on at a whole-hour UTC offset. */
export function dayAt(instant: Date | string, utcOffset: number): string {
  const ms = typeof instant === 'string' ? Date.parse(instant) : instant.getTime();
  return new Date(ms + utcOffset * HOUR).toISOString().slice(0, 10);
}

/** Today at the user's UTC offset. */
export function todayAt(utcOffset: number, now: Date = new Date()): string {
  return dayAt(now, utcOffset);
}

/** The day `days` after (or before, when negative) a day. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + days * DAY).toISOString().slice(0, 10);
}

/** The first instant of a day at the offset (ISO, UTC). */
export function startOfDay(day: string, utcOffset: number): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) - utcOffset * HOUR).toISOString();
}

/** The last millisecond of a day at the offset (ISO, UTC). */
export function endOfDay(day: string, utcOffset: number): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + DAY - 1 - utcOffset * HOUR).toISOString();
}

/**
 * Whether a string is a day of the calendar as `YYYY-MM-DD`: `2026-02-31` is not, though
 * `Date.parse` rolls it over to 3 March.
 */
export function isCalendarDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
