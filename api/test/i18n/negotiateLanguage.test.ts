import { describe, expect, it } from 'vitest';
import { languages } from '../../src/i18n/Language.ts';
import { messages } from '../../src/i18n/messages.ts';
import { negotiateLanguage } from '../../src/i18n/negotiateLanguage.ts';
import { translate } from '../../src/i18n/translate.ts';

describe('negotiateLanguage', () => {
  it.each([
    ['da', 'da'],
    ['en', 'en'],
    ['da-DK', 'da'],
    ['en-GB', 'en'],
    ['EN-us', 'en'],
    ['da-DK,da;q=0.9,en-US;q=0.8,en;q=0.7', 'da'],
    ['en-US,en;q=0.9,da;q=0.8', 'en'],
    ['en;q=0.5, da;q=0.8', 'da'],
    ['fr-FR, fr;q=0.9, en;q=0.3', 'en'],
    ['da;q=0, en;q=0.1', 'en'],
    [['de', 'da'], 'da'],
  ] as const)('%j → %s', (header, expected) => {
    expect(negotiateLanguage(header as string | string[])).toBe(expected);
  });

  it.each([undefined, '', 'fr', '*', 'de-DE, *;q=0.5', 'da;q=0', 'da;q=abc', ';;,,'])('%j → none of ours', (header) => {
    expect(negotiateLanguage(header)).toBeUndefined();
  });
});

describe('the message catalog', () => {
  it('has every message in every language, with the same placeholders', () => {
    for (const [id, texts] of Object.entries(messages)) {
      const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      for (const language of languages) {
        expect(texts[language].trim(), `${id} ${language}`).not.toBe('');
        expect(placeholders(texts[language]), `${id} ${language}`).toEqual(placeholders(texts.en));
      }
      expect(texts.da, `${id} is not translated`).not.toBe(texts.en);
    }
  });

  it('fills in parameters', () => {
    expect(translate('da', 'validation.textTooShort', { minimum: 8 })).toBe('Skal være mindst 8 tegn.');
    expect(translate('en', 'validation.textTooShort', { minimum: 8 })).toBe('Must be at least 8 characters.');
  });
});
