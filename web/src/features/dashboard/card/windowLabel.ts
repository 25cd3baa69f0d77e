import type { I18n } from '@lingui/core';
import { formatDateTime } from '../../../i18n/format/formatDateTime';

/**
 * A window as the user reads it: "22.11.2026 07.00 – 23.11.2026 07.00" for hourly buckets, the first
 * and last local day ("15.11.2026 – 22.11.2026") for daily ones, whose `to` is the next midnight.
 */
export function windowLabel(i18n: I18n, from: string, to: string, bucket: 'hour' | 'day', utcOffset: number): string {
  if (bucket === 'hour') return `${formatDateTime(i18n, from, utcOffset, 'dateTime')} – ${formatDateTime(i18n, to, utcOffset, 'dateTime')}`;
  const lastDay = new Date(Date.parse(to) - 1).toISOString();
  return `${formatDateTime(i18n, from, utcOffset, 'date')} – ${formatDateTime(i18n, lastDay, utcOffset, 'date')}`;
}
