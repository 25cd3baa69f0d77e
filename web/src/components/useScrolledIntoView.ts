import { useEffect, useRef } from 'react';

/**
 * A ref for the current item of a row that scrolls sideways on a phone (tabs): the item is brought
 * into view on the first render and whenever `current` changes, so that the current tab is never
 * off-screen.
 */
export function useScrolledIntoView<T extends HTMLElement>(current: unknown) {
  const ref = useRef<T>(null);
  // A block body: Chromium's scrollIntoView now returns a promise, which React would take for the
  // effect's clean-up and call when the page is left.
  useEffect(() => {
    void ref.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [current]);
  return ref;
}
