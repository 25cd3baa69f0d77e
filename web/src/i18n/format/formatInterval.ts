import type { I18n } from '@lingui/core';
import { intlLocale } from './intlLocale';

const formats = new Map<string, Intl.NumberFormat>();

/** The time between readings, in the largest unit that keeps it readable ("15 min.", "1 t."). */
export function formatInterval(i18n: I18n, seconds: number): string {
  const [value, unit]: [number, string] =
    seconds < 60 ? [seconds, 'second'] : seconds < 3600 ? [seconds / 60, 'minute'] : seconds < 86_400 ? [seconds / 3600, 'hour'] : [seconds / 86_400, 'day'];
  const locale = intlLocale(i18n);
  const key = `${locale}|${unit}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 });
    formats.set(key, format);
  }
  return format.format(value);
}
