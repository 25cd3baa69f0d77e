import { useEffect, useState } from 'react';
import type { PickerItem, PickerSource } from './PickerSource';

/** A picker searches this long after the last keystroke: one request per pause, not per key. */
export const PICKER_DEBOUNCE_MS = 250;

type Results = {
  /** The search these results answer (text and attempt). */
  key: string;
  items: PickerItem[];
  endCursor: string | null;
  hasNextPage: boolean;
  totalCount: number;
  error: unknown;
  loadingMore: boolean;
};

const none: Results = { key: '', items: [], endCursor: null, hasNextPage: false, totalCount: 0, error: null, loadingMore: false };

/** `value`, once it has stayed the same for `ms`. */
function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The server's answer to what the user types, a page at a time: debounced, only once `active`
 * (nothing loads before the picker is first opened), and answers to an earlier text are dropped
 * when they arrive late. `found` lets the caller remember the labels of what it has seen.
 */
export function useSearchResults(source: PickerSource, input: string, active: boolean, found: (items: PickerItem[]) => void) {
  const text = useDebounced(input.trim(), PICKER_DEBOUNCE_MS);
  const [attempt, setAttempt] = useState(0);
  const key = `${attempt}:${text}`;
  const [results, setResults] = useState<Results>(none);

  useEffect(() => {
    if (!active) return;
    let current = true;
    source.search(text, null).then(
      (page) => {
        if (!current) return;
        found(page.items);
        setResults({ ...none, key, ...page });
      },
      (error: unknown) => current && setResults({ ...none, key, error }),
    );
    return () => {
      current = false;
    };
  }, [source, text, key, active, found]);

  const fresh = results.key === key;
  const loadMore = () => {
    if (!fresh || !results.hasNextPage || results.loadingMore) return;
    setResults((r) => ({ ...r, loadingMore: true }));
    source.search(text, results.endCursor).then(
      (page) => {
        found(page.items);
        setResults((r) =>
          r.key === key ? { ...r, items: [...r.items, ...page.items], endCursor: page.endCursor, hasNextPage: page.hasNextPage, loadingMore: false } : r,
        );
      },
      (error: unknown) => setResults((r) => (r.key === key ? { ...r, error, loadingMore: false } : r)),
    );
  };

  return {
    /** The debounced text the results are for. */
    text,
    // While a new search runs, the previous results stay in the list (no flicker), marked as loading.
    items: results.items,
    totalCount: results.totalCount,
    hasNextPage: fresh && results.hasNextPage,
    loading: active && (!fresh || results.loadingMore),
    error: fresh ? results.error : null,
    loadMore,
    retry: () => setAttempt((n) => n + 1),
  };
}
