import type { I18n } from '@lingui/core';
import { intlLocale } from './intlLocale';

/** A number in the user's language ("1.234,5" / "1,234.5"), at most two decimals. */
export function formatCardNumber(i18n: I18n, value: number, unit?: string | null): string {
  const number = new Intl.NumberFormat(intlLocale(i18n), { maximumFractionDigits: 2 }).format(value);
  return unit ? `${number} ${unit}` : number;
}
