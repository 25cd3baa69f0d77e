import { i18n } from '@lingui/core';
import { messages as da } from '../locales/da/messages.po';
import { messages as en } from '../locales/en/messages.po';
import { activateLanguage } from './activateLanguage';
import { DEFAULT_LANGUAGE, intlLocales, LANGUAGE_STORAGE_KEY, languageSchema, type Language } from './languages';

// Both catalogs are small and loaded up front, so switching language is instant.
i18n.load({ da, en });

/** The pseudo locale (`?locale=pseudo` in development) makes untranslated text stand out. */
export async function activatePseudoLocale() {
  const { messages } = await import('../locales/pseudo/messages.po');
  i18n.load('pseudo', messages);
  // Pseudo text is English underneath: its dates and numbers stay British.
  i18n.activate('pseudo', [intlLocales.en]);
}

export function storedLanguage(): Language {
  const parsed = languageSchema.safeParse(globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY));
  return parsed.success ? parsed.data : DEFAULT_LANGUAGE;
}

/** Switches the interface language at once and remembers it for the next visit. */
export function setLanguage(language: Language) {
  globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  // Also when only the Intl locales are missing (Lingui activated by hand): formats must follow.
  const locales = i18n.locales;
  if (i18n.locale !== language || !Array.isArray(locales) || locales[0] !== intlLocales[language]) activateLanguage(i18n, language);
  document.documentElement.lang = language;
}

export function currentLanguage(): Language {
  const parsed = languageSchema.safeParse(i18n.locale);
  return parsed.success ? parsed.data : DEFAULT_LANGUAGE;
}

export { i18n };
