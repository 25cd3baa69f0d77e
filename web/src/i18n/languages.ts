export const languages = ['da', 'en'] as const;
export type Language = (typeof languages)[number];

/** Checks a stored or server value without a schema: the first page load needs no validation library. */
export function isLanguage(value: unknown): value is Language {
  return languages.includes(value as Language);
}

/** Language names are written in their own language, so they are not translated. */
export const languageNames: Record<Language, string> = { da: 'Dansk', en: 'English' };

/**
 * The Intl locale each interface language formats dates and numbers in: Danish as in Denmark,
 * English as in Britain (day before month, 24-hour clock), which the bare `en` of the catalogs
 * would format the American way. Lingui is activated with these, so its plurals and `i18n.date`
 * agree with the app's own formatters.
 */
export const intlLocales: Record<Language, string> = { da: 'da-DK', en: 'en-GB' };

export const DEFAULT_LANGUAGE: Language = 'da';
export const LANGUAGE_STORAGE_KEY = 'selected_language';
