import { msg } from '@lingui/core/macro';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh i18n module, with no catalog in memory, as on a first visit. */
async function freshI18n() {
  vi.resetModules();
  return import('./i18n');
}

describe('loadLanguage and setLanguage', () => {
  beforeEach(() => localStorage.clear());

  it('loads a language’s catalog on first use and shows that language only once it is there', async () => {
    const { i18n, loadLanguage } = await freshI18n();
    await loadLanguage('da');
    expect(i18n.locale).toBe('da');
    expect(i18n._(msg`Selected`)).toBe('Valgt');

    const switching = loadLanguage('en');
    // Until the catalog has arrived, the page stays in the language it can show.
    expect(i18n.locale).toBe('da');
    await switching;
    expect(i18n.locale).toBe('en');
    expect(i18n.locales).toEqual(['en-GB']);
    expect(document.documentElement.lang).toBe('en');
    expect(i18n._(msg`Selected`)).toBe('Selected');
  });

  it('switches at once to a language whose catalog is in memory, and remembers it', async () => {
    const { i18n, loadLanguage, setLanguage } = await freshI18n();
    await loadLanguage('en');
    await loadLanguage('da');
    setLanguage('en');
    expect(i18n.locale).toBe('en');
    expect(localStorage.getItem('selected_language')).toBe('en');
  });

  it('keeps the latest choice when an earlier one’s catalog arrives after it', async () => {
    const { i18n, loadLanguage } = await freshI18n();
    await loadLanguage('da');
    const english = loadLanguage('en');
    await loadLanguage('da');
    await english;
    expect(i18n.locale).toBe('da');
  });

  it('starts in the stored language, and in Danish when nothing valid is stored', async () => {
    const { storedLanguage } = await freshI18n();
    expect(storedLanguage()).toBe('da');
    localStorage.setItem('selected_language', 'en');
    expect(storedLanguage()).toBe('en');
    localStorage.setItem('selected_language', 'fr');
    expect(storedLanguage()).toBe('da');
  });
});
