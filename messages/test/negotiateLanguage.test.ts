import { describe, expect, it } from 'vitest';
import { negotiateLanguage } from '../src/index.ts';

describe('negotiateLanguage', () => {
  it.each([
    ['da', 'da'],
    ['en-GB', 'en'],
    ['EN-us', 'en'],
    ['da-DK,da;q=0.9,en-US;q=0.8,en;q=0.7', 'da'],
    ['en;q=0.5, da;q=0.8', 'da'],
    ['fr-FR, fr;q=0.9, en;q=0.3', 'en'],
    [['de', 'da'], 'da'],
  ] as const)('%j → %s', (header, expected) => {
    expect(negotiateLanguage(header)).toBe(expected);
  });

  it.each([undefined, '', 'fr', '*', 'da;q=0', 'da;q=abc', ';;,,', 'x,'.repeat(100) + 'da'])('%j → none of ours', (header) => {
    expect(negotiateLanguage(header)).toBeUndefined();
  });
});
