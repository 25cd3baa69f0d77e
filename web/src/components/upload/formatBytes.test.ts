import { describe, expect, it } from 'vitest';
import { i18nFor } from '../../test/i18nFor';
import { formatBytes } from './formatBytes';

describe('formatBytes', () => {
  it('shows bytes, KB, MB and GB in steps of 1024 with one decimal in each language', () => {
    const da = i18nFor('da');
    const en = i18nFor('en');
    expect(formatBytes(da, 0)).toBe('0 B');
    expect(formatBytes(en, 512)).toBe('512 B');
    expect(formatBytes(en, 1023)).toBe('1,023 B');
    expect(formatBytes(en, 1024)).toBe('1 KB');
    expect(formatBytes(da, 1536)).toBe('1,5 KB');
    expect(formatBytes(en, 1536)).toBe('1.5 KB');
    expect(formatBytes(en, 5 * 1024 * 1024)).toBe('5 MB');
    expect(formatBytes(da, 6_300_000)).toBe('6 MB');
    expect(formatBytes(da, 2.25 * 1024 ** 3)).toBe('2,3 GB');
    expect(formatBytes(en, 5000 * 1024 ** 3)).toBe('5,000 GB');
  });

  it('moves up a unit when rounding reaches 1024, and shows nonsense as 0 B', () => {
    expect(formatBytes(i18nFor('en'), 1024 * 1024 - 30)).toBe('1 MB');
    expect(formatBytes(i18nFor('en'), -5)).toBe('0 B');
    expect(formatBytes(i18nFor('en'), Number.NaN)).toBe('0 B');
  });
});
