import { endOfDay, startOfDay, todayAt } from '../../../../i18n/format/calendarDay';

/** Spec part 2 §2: latest day, week, month, three months, or custom whole days. */
export const DATA_PERIODS = ['day', 'week', 'month', 'threeMonths', 'custom'] as const;
export type DataPeriod = (typeof DATA_PERIODS)[number];

/** The API's longest window (GET /devices/{id}/messages). */
export const DATA_RANGE_MAX_DAYS = 366;

const DAY_MS = 86_400_000;
const presetDays: Record<Exclude<DataPeriod, 'custom'>, number> = { day: 1, week: 7, month: 30, threeMonths: 91 };

/**
 * The readings' window for a period: a preset ends now; a custom range runs from the start of its
 * first day to the end of its last in the user's offset, cut at now — no window reaches into the
 * future (spec part 2 §5). Null for a custom range that is not complete or not valid.
 */
export function dataWindow(
  period: DataPeriod,
  custom: { from: string; to: string },
  utcOffset: number,
  now: Date,
): { from: string; to: string } | null {
  if (period !== 'custom') return { from: new Date(now.getTime() - presetDays[period] * DAY_MS).toISOString(), to: now.toISOString() };
  const today = todayAt(utcOffset, now);
  if (!custom.from || !custom.to || custom.from > custom.to || custom.to > today) return null;
  const from = startOfDay(custom.from, utcOffset);
  const end = endOfDay(custom.to, utcOffset);
  if ((Date.parse(end) - Date.parse(from)) / DAY_MS > DATA_RANGE_MAX_DAYS) return null;
  return { from, to: Date.parse(end) > now.getTime() ? now.toISOString() : end };
}
