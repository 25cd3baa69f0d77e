import type { I18n } from '@lingui/core';
import { intlLocale } from './intlLocale';
import { offsetTimeZone } from './offsetTimeZone';

type Style =
  /** "22.11.2026 06.30": a reading's or a reset's moment. */
  | 'dateTime'
  /** "22.11.2026": a window's day. */
  | 'date'
  /** "06.00" : an hourly bucket on the chart's axis. */
  | 'hour'
  /** "22. nov.": a daily bucket on the chart's axis. */
  | 'day';

const options: Record<Style, Intl.DateTimeFormatOptions> = {
  dateTime: { dateStyle: 'short', timeStyle: 'short' },
  date: { dateStyle: 'short' },
  hour: { hour: '2-digit', minute: '2-digit' },
  day: { day: 'numeric', month: 'short' },
};

/** An instant in the user's UTC offset and language, so everyone in an organisation reads one clock. */
export function formatCardTime(i18n: I18n, iso: string, utcOffset: number, style: Style): string {
  return new Intl.DateTimeFormat(intlLocale(i18n), { ...options[style], timeZone: offsetTimeZone(utcOffset) }).format(new Date(iso));
}
