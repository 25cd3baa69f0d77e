import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { formatInterval } from './formatInterval';

const da = setupI18n({ locale: 'da', messages: { da: {} } });
const en = setupI18n({ locale: 'en', messages: { en: {} } });

describe('formatInterval', () => {
  it('picks the unit that keeps the number readable, in the user’s language', () => {
    expect(formatInterval(da, 900)).toBe('15 min.');
    expect(formatInterval(da, 3600)).toBe('1 t.');
    expect(formatInterval(en, 900)).toBe('15 mins');
    expect(formatInterval(en, 30)).toBe('30 secs');
    expect(formatInterval(en, 2 * 86_400)).toBe('2 days');
  });
});
