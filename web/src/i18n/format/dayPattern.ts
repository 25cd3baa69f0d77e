import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { intlLocale } from './intlLocale';

const letters = {
  day: msg({ message: 'dd', context: 'date pattern: day' }),
  month: msg({ message: 'mm', context: 'date pattern: month' }),
  year: msg({ message: 'yyyy', context: 'date pattern: year' }),
};

/**
 * How a day is written in the active language, as a hint in a date input ("dd.mm.åååå",
 * "dd/mm/yyyy"). The order and separators are read from the same Intl format `formatDay` writes
 * with, so the hint always matches the dates shown.
 */
export function dayPattern(i18n: I18n): string {
  return partsOf(intlLocale(i18n))
    .map((part) => (part.type === 'day' || part.type === 'month' || part.type === 'year' ? i18n._(letters[part.type]) : part.value))
    .join('');
}

// Building an Intl format is costly (32 ms of /monitoring's cold load, from the date filter's
// renders): a locale's parts are read once; the letters are translated on each call.
const parts = new Map<string, Intl.DateTimeFormatPart[]>();
function partsOf(locale: string): Intl.DateTimeFormatPart[] {
  let found = parts.get(locale);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeZone: 'UTC' }).formatToParts(new Date(Date.UTC(2026, 10, 20)));
    parts.set(locale, found);
  }
  return found;
}
