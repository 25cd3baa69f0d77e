import type { I18n } from '@lingui/core';

/**
 * A short date and time in the user's UTC offset ("06.11.2026 04.00"), for table cells where the
 * long form of `formatDateTime` would push the editable columns out of view.
 */
export function formatCompactDateTime(i18n: I18n, iso: string, utcOffset: number): string {
  const timeZone = utcOffset === 0 ? 'UTC' : `Etc/GMT${utcOffset > 0 ? '-' : '+'}${Math.abs(utcOffset)}`;
  return i18n.date(new Date(iso), { dateStyle: 'short', timeStyle: 'short', timeZone });
}
