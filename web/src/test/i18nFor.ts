import { setupI18n, type I18n } from '@lingui/core';
import { messages as daDevices } from '../locales/da/devices.po';
import { messages as da } from '../locales/da/messages.po';
import { messages as enDevices } from '../locales/en/devices.po';
import { messages as en } from '../locales/en/messages.po';
import { activateLanguage } from '../i18n/activateLanguage';
import type { Language } from '../i18n/languages';

/** A Lingui instance with the real catalogs, activated as the app activates a language. */
export function i18nFor(language: Language): I18n {
  const i18n = setupI18n({ messages: { da: { ...da, ...daDevices }, en: { ...en, ...enDevices } } });
  activateLanguage(i18n, language);
  return i18n;
}
