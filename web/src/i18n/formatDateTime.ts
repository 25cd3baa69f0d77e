import type { I18n } from '@lingui/core';

/**
 * Formats an instant in the user's chosen UTC offset (whole hours), not the browser's zone, so
 * everyone in an organisation reads the same clock. `Etc/GMT` zones name the offset inverted.
 */
export function formatDateTime(i18n: I18n, iso: string, utcOffset: number): string {
  const timeZone = utcOffset === 0 ? 'UTC' : `Etc/GMT${utcOffset > 0 ? '-' : '+'}${Math.abs(utcOffset)}`;
  return i18n.date(new Date(iso), { dateStyle: 'long', timeStyle: 'short', timeZone });
}
