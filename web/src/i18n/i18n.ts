import { i18n, type Messages } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { toaster } from '../components/toaster';
import { activateLanguage } from './activateLanguage';
import { DEFAULT_LANGUAGE, intlLocales, isLanguage, LANGUAGE_STORAGE_KEY, type Language } from './languages';

// Each catalog is a chunk of its own (Lingui's dynamic loading): a visit downloads only the
// language it shows, and the other one only when the user switches to it.
const catalogs: Record<Language, () => Promise<{ messages: Messages }>> = {
  da: () => import('../locales/da/messages.po'),
  en: () => import('../locales/en/messages.po'),
};
const loaded = new Set<Language>();
/** The language asked for last: a catalog that arrives after a newer choice is not shown. */
let requested: Language | undefined;

/**
 * The catalogs of lazily loaded areas (lingui.config.ts): an area's pages load its catalog with
 * their code, and a language switch loads the catalog of every area shown so far before it shows.
 */
const areaCatalogs = {
  devices: {
    da: () => import('../locales/da/devices.po'),
    en: () => import('../locales/en/devices.po'),
  },
  orders: {
    da: () => import('../locales/da/orders.po'),
    en: () => import('../locales/en/orders.po'),
  },
  organizations: {
    da: () => import('../locales/da/organizations.po'),
    en: () => import('../locales/en/organizations.po'),
  },
} satisfies Record<string, Record<Language, () => Promise<{ messages: Messages }>>>;
export type CatalogArea = keyof typeof areaCatalogs;
const areasInUse = new Set<CatalogArea>();
const loadedAreas = new Set<string>();

function loadArea(area: CatalogArea, language: Language): Promise<void> {
  const key = `${area}:${language}`;
  if (loadedAreas.has(key)) return Promise.resolve();
  return areaCatalogs[area][language]().then(({ messages }) => {
    // Lingui merges a locale's messages: the area's join the ones already loaded.
    i18n.load(language, messages);
    loadedAreas.add(key);
  });
}

/** Loads an area's catalog in the language shown (its pages' lazy loaders wait for it). */
export function loadAreaCatalog(area: CatalogArea): Promise<void> {
  areasInUse.add(area);
  return loadArea(area, currentLanguage());
}

/** Puts an area's catalog in memory (tests load every catalog up front). */
export function addAreaCatalog(area: CatalogArea, language: Language, messages: Messages) {
  i18n.load(language, messages);
  loadedAreas.add(`${area}:${language}`);
  areasInUse.add(area);
}

/** Puts a catalog in memory, so that switching to its language is synchronous (tests load both). */
export function addCatalog(language: Language, messages: Messages) {
  i18n.load(language, messages);
  loaded.add(language);
}

/** The pseudo locale (`?locale=pseudo` in development) makes untranslated text stand out. */
export async function activatePseudoLocale() {
  const { messages } = await import('../locales/pseudo/messages.po');
  i18n.load('pseudo', messages);
  // Pseudo text is English underneath: its dates and numbers stay British.
  i18n.activate('pseudo', [intlLocales.en]);
}

export function storedLanguage(): Language {
  const stored = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

function show(language: Language) {
  // Also when only the Intl locales are missing (Lingui activated by hand): formats must follow.
  const locales = i18n.locales;
  if (i18n.locale !== language || !Array.isArray(locales) || locales[0] !== intlLocales[language]) activateLanguage(i18n, language);
  document.documentElement.lang = language;
}

/**
 * Shows a language once its catalog is in memory, loading it first when needed: the page keeps its
 * current language until then, so it never shows message ids. Rejects when the catalog cannot be
 * loaded (offline, or a build the server no longer has). The first render waits for this.
 */
export function loadLanguage(language: Language): Promise<void> {
  requested = language;
  // Synchronous when every catalog the page shows is in memory (always after the first switch).
  const areas = [...areasInUse].filter((area) => !loadedAreas.has(`${area}:${language}`)).map((area) => loadArea(area, language));
  if (loaded.has(language) && areas.length === 0) {
    show(language);
    return Promise.resolve();
  }
  const main = loaded.has(language) ? Promise.resolve() : catalogs[language]().then(({ messages }) => addCatalog(language, messages));
  return Promise.all([main, ...areas]).then(() => {
    if (requested === language) show(language);
  });
}

/**
 * Switches the interface language and remembers it for the next visit: at once when its catalog is
 * in memory (always after the first switch), otherwise as soon as it has loaded.
 */
export function setLanguage(language: Language): void {
  globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  loadLanguage(language).catch((error: unknown) => {
    console.error(`The ${language} catalog could not be loaded`, error);
    toaster.create({ type: 'error', title: i18n._(msg`The language could not be changed. Check the connection and try again.`) });
  });
}

export function currentLanguage(): Language {
  return isLanguage(i18n.locale) ? i18n.locale : DEFAULT_LANGUAGE;
}

export { i18n };
