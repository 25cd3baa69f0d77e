import type { I18n } from '@lingui/core';
import { intlLocale } from './intlLocale';

const formats = new Map<string, Intl.NumberFormat>();

/** A number in the interface language ("1.234,5" / "1,234.5"), at most two decimals, with its unit. */
export function formatNumber(i18n: I18n, value: number, unit?: string | null): string {
  const locale = intlLocale(i18n);
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
    formats.set(locale, format);
  }
  const number = format.format(value);
  return unit ? `${number} ${unit}` : number;
}
