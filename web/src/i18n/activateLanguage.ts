import type { I18n } from '@lingui/core';
import { intlLocales, type Language } from './languages';

/**
 * Activates a language with its Intl locale, so that every formatting path — the app's formatters,
 * Lingui's `i18n.date`/`i18n.number` and the `#` of a plural — writes `da-DK` or `en-GB`.
 */
export function activateLanguage(i18n: I18n, language: Language) {
  i18n.activate(language, [intlLocales[language]]);
}
