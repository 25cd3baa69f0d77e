import { useCallback, useInsertionEffect, useRef } from 'react';

/**
 * A function whose identity never changes and that always runs the latest `handler`. Passed to
 * memoised children (a dashboard's cards, a table's rows), it lets them skip a render when only
 * the parent's closures changed. Call it from events and effects, never while rendering.
 */
export function useStableHandler<Args extends unknown[], Result>(handler: (...args: Args) => Result): (...args: Args) => Result {
  const latest = useRef(handler);
  useInsertionEffect(() => {
    latest.current = handler;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}
