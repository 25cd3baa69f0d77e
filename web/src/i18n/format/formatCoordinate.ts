import type { I18n } from '@lingui/core';
import { intlLocale } from './intlLocale';

const formats = new Map<string, Intl.NumberFormat>();

/**
 * A latitude or longitude in the interface language ("56,16921" / "56.16921"): five decimals, about
 * a metre, enough to find a device in the field (formatNumber's two are a kilometre off).
 */
export function formatCoordinate(i18n: I18n, value: number): string {
  const locale = intlLocale(i18n);
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: 5, maximumFractionDigits: 5, useGrouping: false });
    formats.set(locale, format);
  }
  return format.format(value);
}
