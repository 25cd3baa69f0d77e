/** Notification hours are read on the Danish clock (the product's users are Danish municipalities and utilities). */
export const NOTIFICATION_TIME_ZONE = 'Europe/Copenhagen';

const hourFormat = new Intl.DateTimeFormat('en-GB', { timeZone: NOTIFICATION_TIME_ZONE, hour: '2-digit', hourCycle: 'h23' });

/** The hour of the day (0..23) at `at` in Copenhagen, summer time included. */
export function copenhagenHour(at: Date): number {
  return Number(hourFormat.format(at));
}

/**
 * Whether `at` falls in the hours `from`..`to` (0..24, `to` exclusive) on the Copenhagen clock.
 * `from` < `to` is a span within a day (7..22: 07:00–21:59); `from` > `to` runs overnight (22..6:
 * 22:00–05:59); 0..24 is the whole day. Equal hours are refused when the alarm is saved.
 */
export function withinNotificationHours(at: Date, from: number, to: number): boolean {
  const hour = copenhagenHour(at);
  return from < to ? hour >= from && hour < to : hour >= from || hour < to;
}
