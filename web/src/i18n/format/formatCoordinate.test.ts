import { describe, expect, it } from 'vitest';
import { i18nFor } from '../../test/i18nFor';
import { formatCoordinate } from './formatCoordinate';

describe('formatCoordinate', () => {
  it('writes five decimals (about a metre) with each language’s decimal mark', () => {
    expect(formatCoordinate(i18nFor('da'), 56.16921)).toBe('56,16921');
    expect(formatCoordinate(i18nFor('en'), 9.553125)).toBe('9.55313');
    expect(formatCoordinate(i18nFor('en'), -10.2)).toBe('-10.20000');
  });
});
