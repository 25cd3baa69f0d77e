import { describe, expect, it } from 'vitest';
import { formatUtcOffset } from './formatUtcOffset';

describe('formatUtcOffset', () => {
  it('names an offset the way both languages write it, with a true minus sign', () => {
    expect(formatUtcOffset(0)).toBe('UTC');
    expect(formatUtcOffset(2)).toBe('UTC+2');
    expect(formatUtcOffset(-5)).toBe('UTC−5');
  });
});
