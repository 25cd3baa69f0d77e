import { describe, expect, it } from 'vitest';
import { i18nFor } from '../../test/i18nFor';
import { formatNumber } from './formatNumber';

describe('formatNumber', () => {
  it('groups and rounds the way each language writes numbers, with the unit after a space', () => {
    expect(formatNumber(i18nFor('da'), 1234.567, 'cm')).toBe('1.234,57 cm');
    expect(formatNumber(i18nFor('en'), 1234.567, 'cm')).toBe('1,234.57 cm');
    expect(formatNumber(i18nFor('da'), -3.5, '°C')).toBe('-3,5 °C');
    expect(formatNumber(i18nFor('en'), 42)).toBe('42');
  });
});
