import type { I18n } from '@lingui/core';
import { formatCardTime } from './formatCardTime';

/**
 * A window as the user reads it: "22.11.2026 07.00 – 23.11.2026 07.00" for hourly buckets, the first
 * and last local day ("15.11.2026 – 22.11.2026") for daily ones, whose `to` is the next midnight.
 */
export function windowLabel(i18n: I18n, from: string, to: string, bucket: 'hour' | 'day', utcOffset: number): string {
  if (bucket === 'hour') return `${formatCardTime(i18n, from, utcOffset, 'dateTime')} – ${formatCardTime(i18n, to, utcOffset, 'dateTime')}`;
  const lastDay = new Date(Date.parse(to) - 1).toISOString();
  return `${formatCardTime(i18n, from, utcOffset, 'date')} – ${formatCardTime(i18n, lastDay, utcOffset, 'date')}`;
}
