import { describe, expect, it } from 'vitest';
import { REFRESH_DEBOUNCE_MS, REFRESH_MAX_WAIT_MS, refreshDelay } from './useMapPointsRefresh';

/** When the refetch happens for changes at these times: each change sets the timer anew, as the hook does. */
function refetchTime(changes: number[]): number {
  const first = changes[0]!;
  let fireAt = Infinity;
  for (const now of changes) {
    if (now >= fireAt) break;
    fireAt = now + refreshDelay(first, now);
  }
  return fireAt;
}

describe('refreshDelay', () => {
  it('refetches once a burst of changes is over', () => {
    expect(refetchTime([1_000])).toBe(1_000 + REFRESH_DEBOUNCE_MS);
    expect(refetchTime([1_000, 1_500, 2_500])).toBe(2_500 + REFRESH_DEBOUNCE_MS);
  });

  it('refetches by the maximum wait when changes never stop, as on a large fleet', () => {
    // A change every second for a minute: without the maximum wait each would postpone the refetch.
    const everySecond = Array.from({ length: 60 }, (_, i) => 1_000 + i * 1_000);
    expect(refetchTime(everySecond)).toBe(1_000 + REFRESH_MAX_WAIT_MS);
  });
});
