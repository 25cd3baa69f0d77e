import { useCallback, useState } from 'react';
import type * as z from 'zod/mini';

/** Reads a stored JSON value; anything missing, unreadable or of another shape gives the fallback. */
function readStored<T>(key: string, schema: z.ZodMiniType<T>, fallback: T): T {
  try {
    const raw = localStorage.getItem(key);
    if (raw === null) return fallback;
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : fallback;
  } catch {
    return fallback;
  }
}

/**
 * State remembered in this browser under `key` (a list's preferences: hidden columns, whether its
 * filter panel is open), checked with `schema` when read back, so a stale or edited value falls
 * back instead of breaking the page. Storage that refuses to write (private mode, full) only
 * means the choice is not remembered.
 */
export function useStoredState<T>(key: string, schema: z.ZodMiniType<T>, fallback: T | (() => T)) {
  const [value, setValue] = useState<T>(() => readStored(key, schema, typeof fallback === 'function' ? (fallback as () => T)() : fallback));
  const set = useCallback(
    (next: T | ((current: T) => T)) => {
      setValue((current) => {
        const resolved = typeof next === 'function' ? (next as (current: T) => T)(current) : next;
        try {
          localStorage.setItem(key, JSON.stringify(resolved));
        } catch {
          // Not remembered, still applied.
        }
        return resolved;
      });
    },
    [key],
  );
  return [value, set] as const;
}
