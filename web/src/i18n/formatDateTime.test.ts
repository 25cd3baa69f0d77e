import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from './formatDateTime';

describe('formatDateTime', () => {
  const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
  it('shows the time in the given UTC offset', () => {
    expect(formatDateTime(i18n, '2026-11-20T08:30:00.000Z', 0)).toContain('8:30');
    expect(formatDateTime(i18n, '2026-11-20T08:30:00.000Z', 2)).toContain('10:30');
    expect(formatDateTime(i18n, '2026-11-20T08:30:00.000Z', -5)).toContain('3:30');
  });
});
