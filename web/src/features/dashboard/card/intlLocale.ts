import type { I18n } from '@lingui/core';

/**
 * The Intl locale for the interface language: Danish as in Denmark, English as in Britain (24-hour
 * clock, day before month), which the bare `en` of the catalogs would format the American way.
 */
export function intlLocale(i18n: I18n): string {
  return i18n.locale === 'da' ? 'da-DK' : 'en-GB';
}
