import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { i18nFor } from '../../test/i18nFor';
import { formatDateTime } from './formatDateTime';

describe('formatDateTime', () => {
  const da = i18nFor('da');
  const en = i18nFor('en');
  const instant = '2026-11-20T08:30:00.000Z';

  it('writes one form per language: Danish and British, day before month, 24-hour clock', () => {
    expect(formatDateTime(da, instant, 0)).toBe('20.11.2026, 08.30');
    expect(formatDateTime(en, instant, 0)).toBe('20/11/2026, 08:30');
    expect(formatDateTime(da, instant, 0, 'date')).toBe('20.11.2026');
    expect(formatDateTime(en, instant, 0, 'date')).toBe('20/11/2026');
    expect(formatDateTime(da, instant, 0, 'day')).toBe('20. nov.');
    expect(formatDateTime(en, instant, 0, 'day')).toBe('20 Nov');
    expect(formatDateTime(da, instant, 0, 'hour')).toBe('08.30');
    expect(formatDateTime(en, instant, 0, 'hour')).toBe('08:30');
  });

  it('shows the time in the user UTC offset, not the browser zone', () => {
    expect(formatDateTime(en, instant, 2)).toBe('20/11/2026, 10:30');
    expect(formatDateTime(en, instant, -5)).toBe('20/11/2026, 03:30');
    expect(formatDateTime(en, '2026-11-20T23:30:00.000Z', 1, 'date')).toBe('21/11/2026');
  });

  it('is British, not American, even for a Lingui instance activated without Intl locales', () => {
    const bare = setupI18n({ locale: 'en', messages: { en: {} } });
    expect(formatDateTime(bare, instant, 0)).toBe('20/11/2026, 08:30');
  });
});
