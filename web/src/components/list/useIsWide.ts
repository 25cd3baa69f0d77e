import { useSyncExternalStore } from 'react';

/** From this width on a list is a table; below it, cards (phones). Chakra's `md`. */
export const WIDE_QUERY = '(min-width: 48em)';

/** True while the window is at least `md` wide: lists switch between table and cards with it. */
export function useIsWide(query = WIDE_QUERY): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
  );
}
