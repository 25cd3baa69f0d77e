import { describe, expect, it } from 'vitest';
import { i18nFor } from '../../test/i18nFor';
import { formatInterval } from './formatInterval';

describe('formatInterval', () => {
  it('picks the unit that keeps the number readable, in the user’s language', () => {
    const da = i18nFor('da');
    const en = i18nFor('en');
    expect(formatInterval(da, 900)).toBe('15 min.');
    expect(formatInterval(da, 3600)).toBe('1 t.');
    expect(formatInterval(da, 5400)).toBe('1,5 t.');
    expect(formatInterval(en, 900)).toBe('15 mins');
    expect(formatInterval(en, 30)).toBe('30 secs');
    expect(formatInterval(en, 5400)).toBe('1.5 hrs');
    expect(formatInterval(en, 2 * 86_400)).toBe('2 days');
  });
});
