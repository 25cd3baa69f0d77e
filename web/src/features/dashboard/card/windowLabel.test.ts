import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { windowLabel } from './windowLabel';

const da = setupI18n({ locale: 'da', messages: { da: {} } });
const en = setupI18n({ locale: 'en', messages: { en: {} } });

describe('windowLabel', () => {
  it('shows daily windows as their first and last local day', () => {
    expect(windowLabel(da, '2026-11-15T23:00:00.000Z', '2026-11-22T23:00:00.000Z', 'day', 1)).toBe('16.11.2026 – 22.11.2026');
    expect(windowLabel(en, '2026-11-15T23:00:00.000Z', '2026-11-22T23:00:00.000Z', 'day', 1)).toBe('16/11/2026 – 22/11/2026');
  });

  it('shows hourly windows with their times in the user’s offset', () => {
    expect(windowLabel(en, '2026-11-21T06:00:00.000Z', '2026-11-22T06:00:00.000Z', 'hour', 2)).toBe('21/11/2026, 08:00 – 22/11/2026, 08:00');
  });
});
