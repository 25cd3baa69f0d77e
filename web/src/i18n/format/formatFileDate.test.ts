import { describe, expect, it } from 'vitest';
import { formatFileDate } from './formatFileDate';

describe('formatFileDate', () => {
  it('gives the local day of a local midnight, not the UTC day before it', () => {
    // Local midnight of 16 November at +1 is 23:00 UTC on the 15th.
    expect(formatFileDate('2026-11-15T23:00:00.000Z', 1)).toBe('2026-11-16');
    expect(formatFileDate('2026-11-15T23:00:00.000Z', 0)).toBe('2026-11-15');
    expect(formatFileDate('2026-11-16T03:00:00.000Z', -5)).toBe('2026-11-15');
    expect(formatFileDate(new Date('2026-01-01T00:30:00.000Z'), 2)).toBe('2026-01-01');
  });
});
