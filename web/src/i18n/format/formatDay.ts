import type { I18n } from '@lingui/core';
import { formatDateTime } from './formatDateTime';

/** A calendar day (`YYYY-MM-DD`) as the app writes dates: "20.11.2026" / "20/11/2026". */
export function formatDay(i18n: I18n, day: string): string {
  // The day's midnight read at UTC+0 is the day itself, whatever the user's offset.
  return formatDateTime(i18n, `${day}T00:00:00.000Z`, 0, 'date');
}
