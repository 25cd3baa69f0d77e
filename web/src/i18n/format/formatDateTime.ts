import type { I18n } from '@lingui/core';
import { intlLocale } from './intlLocale';
import { offsetTimeZone } from './offsetTimeZone';

export type DateTimeStyle =
  /** "22.11.2026, 06.30" / "22/11/2026, 06:30": a moment (a reading, an error, a reset, a release). */
  | 'dateTime'
  /** "22.11.2026" / "22/11/2026": a day. */
  | 'date'
  /** "06.30" / "06:30": an hourly bucket on a chart's axis. */
  | 'hour'
  /** "22. nov." / "22 Nov": a daily bucket on a chart's axis. */
  | 'day';

const options: Record<DateTimeStyle, Intl.DateTimeFormatOptions> = {
  dateTime: { dateStyle: 'short', timeStyle: 'short' },
  date: { dateStyle: 'short' },
  hour: { hour: '2-digit', minute: '2-digit' },
  day: { day: 'numeric', month: 'short' },
};

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * An instant in the interface language (`da-DK`, `en-GB`) and the user's chosen UTC offset (whole
 * hours), not the browser's zone, so everyone in an organisation reads one clock. The one date
 * formatter of the app: tables, pop-ups, cards and charts all go through it.
 */
export function formatDateTime(i18n: I18n, iso: string | Date, utcOffset: number, style: DateTimeStyle = 'dateTime'): string {
  const locale = intlLocale(i18n);
  const key = `${locale}|${utcOffset}|${style}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options[style], timeZone: offsetTimeZone(utcOffset) });
    formats.set(key, format);
  }
  return format.format(typeof iso === 'string' ? new Date(iso) : iso);
}
