import { describe, expect, it } from 'vitest';
import { localTimestamp } from './localTimestamp';

describe('localTimestamp', () => {
  it("writes an instant on the user's clock, sortable and language-neutral", () => {
    expect(localTimestamp('2026-11-20T23:30:00.000Z', 1)).toBe('2026-11-21 00:30');
    expect(localTimestamp('2026-11-20T08:05:00.000Z', 0)).toBe('2026-11-20 08:05');
    expect(localTimestamp('2026-06-01T01:00:00.000Z', -5)).toBe('2026-05-31 20:00');
  });
});
