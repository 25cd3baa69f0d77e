import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from './activateLanguage';
import { formatDateTime } from './format/formatDateTime';
import { formatNumber } from './format/formatNumber';

describe('activateLanguage', () => {
  const instant = new Date('2026-11-20T08:30:00.000Z');
  const options = { dateStyle: 'short', timeStyle: 'short', timeZone: 'UTC' } as const;

  it('makes Lingui’s own date, number and plural formatting Danish as in Denmark and English as in Britain', () => {
    // A plural whose `#` Lingui formats with the activated locales, compiled as the catalogs are.
    const i18n = setupI18n({
      messages: {
        da: { count: [['n', 'plural', { one: ['#', ' enhed'], other: ['#', ' enheder'] }]] },
        en: { count: [['n', 'plural', { one: ['#', ' device'], other: ['#', ' devices'] }]] },
      },
    });
    activateLanguage(i18n, 'da');
    expect(i18n.locales).toEqual(['da-DK']);
    expect(i18n.date(instant, options)).toBe('20.11.2026, 08.30');
    expect(i18n.number(1234.5)).toBe('1.234,5');
    expect(i18n._('count', { n: 12345 })).toBe('12.345 enheder');
    activateLanguage(i18n, 'en');
    expect(i18n.locales).toEqual(['en-GB']);
    expect(i18n.date(instant, options)).toBe('20/11/2026, 08:30');
    expect(i18n.number(1234.5)).toBe('1,234.5');
    expect(i18n._('count', { n: 1 })).toBe('1 device');
    expect(i18n._('count', { n: 12345 })).toBe('12,345 devices');
  });

  it('so the app’s formatters and Lingui’s agree', () => {
    const i18n = setupI18n({ messages: { da: {}, en: {} } });
    for (const language of ['da', 'en'] as const) {
      activateLanguage(i18n, language);
      expect(formatDateTime(i18n, instant, 0)).toBe(i18n.date(instant, options));
      expect(formatNumber(i18n, 1234.5)).toBe(i18n.number(1234.5, { maximumFractionDigits: 2 }));
    }
  });
});
