import type { I18n } from '@lingui/core';
import { DEFAULT_LANGUAGE, intlLocales, isLanguage } from '../languages';

/**
 * The Intl locale the active language formats in: the one Lingui was activated with
 * (`activateLanguage`), else the language's own (`da-DK`, `en-GB`).
 */
export function intlLocale(i18n: I18n): string {
  const locales = i18n.locales;
  const first = Array.isArray(locales) ? locales[0] : locales;
  if (first) return first;
  return intlLocales[isLanguage(i18n.locale) ? i18n.locale : DEFAULT_LANGUAGE];
}
