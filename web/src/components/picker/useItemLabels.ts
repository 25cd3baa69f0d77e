import { useCallback, useEffect, useState } from 'react';
import type { PickerItem, PickerSource } from './PickerSource';

/** What is known of a chosen id: the item, `null` when it names nothing the viewer can see, undefined while unknown. */
export type KnownItems = ReadonlyMap<string, PickerItem | null>;

/**
 * The chosen items' labels by id: from what the search showed, and for the rest (a URL's ids, a
 * saved form) from the server in one request, before any search — so chips show names at once.
 */
export function useItemLabels(source: PickerSource, value: readonly string[]) {
  const [known, setKnown] = useState<KnownItems>(new Map());
  const [failed, setFailed] = useState<{ key: string; error: unknown } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const remember = useCallback((items: readonly PickerItem[]) => {
    setKnown((current) => {
      if (items.every((item) => current.get(item.value) === item)) return current;
      const next = new Map(current);
      for (const item of items) next.set(item.value, item);
      return next;
    });
  }, []);

  const missing = value.filter((id) => !known.has(id));
  const missingKey = missing.join(',');
  useEffect(() => {
    if (!missingKey) return;
    const ids = missingKey.split(',');
    // Labels are facts whenever they arrive: an answer for ids no longer chosen does no harm.
    source.resolve(ids).then(
      (items) =>
        setKnown((current) => {
          const next = new Map(current);
          ids.forEach((id, i) => next.set(id, items[i] ?? null));
          return next;
        }),
      (error: unknown) => setFailed({ key: `${attempt}:${missingKey}`, error }),
    );
  }, [source, missingKey, attempt]);

  return {
    known,
    remember,
    /** Why the labels of some chosen items could not be loaded, until a retry or a change. */
    error: failed?.key === `${attempt}:${missingKey}` ? failed.error : null,
    retry: () => setAttempt((n) => n + 1),
  };
}
