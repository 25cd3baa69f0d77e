import { describe, expect, it } from 'vitest';
import { i18nFor } from '../../test/i18nFor';
import { dayPattern } from './dayPattern';
import { formatDay } from './formatDay';
import { parseDay } from './parseDay';

describe('days as the date inputs show them', () => {
  it('writes a day as every date in the app is written, and hints the same form', () => {
    expect(formatDay(i18nFor('da'), '2026-02-03')).toBe('03.02.2026');
    expect(formatDay(i18nFor('en'), '2026-02-03')).toBe('03/02/2026');
    expect(dayPattern(i18nFor('da'))).toBe('dd.mm.åååå');
    expect(dayPattern(i18nFor('en'))).toBe('dd/mm/yyyy');
  });

  it('reads back what it writes', () => {
    for (const language of ['da', 'en'] as const) {
      const i18n = i18nFor(language);
      for (const day of ['2026-01-01', '2026-02-28', '2028-02-29', '2026-12-31']) expect(parseDay(i18n, formatDay(i18n, day))).toEqual({ kind: 'day', day });
    }
  });
});
