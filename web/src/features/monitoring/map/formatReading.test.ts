import { describe, expect, it } from 'vitest';
import { i18n, setLanguage } from '../../../i18n/i18n';
import { formatReading } from './formatReading';

describe('formatReading', () => {
  it('formats the value with its unit in the interface language', () => {
    setLanguage('da');
    expect(formatReading(i18n, { name: 'Vandstand', unit: 'cm', value: 1234.567 })).toBe('1.234,57 cm');
    setLanguage('en');
    expect(formatReading(i18n, { name: 'Water level', unit: 'cm', value: 1234.567 })).toBe('1,234.57 cm');
    expect(formatReading(i18n, { name: 'Count', unit: '', value: 3 })).toBe('3');
  });

  it('says there is no value when the latest message had none', () => {
    setLanguage('da');
    expect(formatReading(i18n, { name: 'Vandstand', unit: 'cm', value: null })).toBe('Ingen værdi');
    setLanguage('en');
    expect(formatReading(i18n, { name: 'Water level', unit: 'cm', value: null })).toBe('No value');
    expect(formatReading(i18n, { name: 'Water level', unit: 'cm', value: Number.NaN })).toBe('No value');
  });
});
