import { describe, expect, it } from 'vitest';
import { createIsMessageId, createTranslate, languages, sharedMessages } from '../src/index.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the shared catalog', () => {
  it.each(Object.entries(sharedMessages))('%s is in every language, translated, with the same placeholders', (_id, texts) => {
    for (const language of languages) {
      expect(texts[language].trim()).not.toBe('');
      expect(placeholders(texts[language])).toEqual(placeholders(texts.en));
    }
    expect(texts.da).not.toBe(texts.en);
  });
});

describe('createTranslate', () => {
  const translate = createTranslate(sharedMessages);

  it('words a message in the language asked for, filling its parameters', () => {
    expect(translate('da', 'validation.textTooLong', { maximum: 2000 })).toBe('Må højst være 2000 tegn.');
    expect(translate('en', 'validation.textTooLong', { maximum: 2000 })).toBe('Must be at most 2000 characters.');
  });

  it('leaves a placeholder without a parameter as written, so the gap shows', () => {
    expect(translate('en', 'validation.textTooLong')).toBe('Must be at most {maximum} characters.');
  });
});

describe('createIsMessageId', () => {
  const isMessageId = createIsMessageId(sharedMessages);

  it('knows the ids of its catalog and nothing else', () => {
    expect(isMessageId('error.notFound')).toBe(true);
    expect(isMessageId('toString')).toBe(false);
    expect(isMessageId('Too small: expected string to have >=8 characters')).toBe(false);
    expect(isMessageId(42)).toBe(false);
  });
});
