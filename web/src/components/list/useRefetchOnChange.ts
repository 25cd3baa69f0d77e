import { useEffect, useRef, useTransition } from 'react';

/**
 * Refetches a list when the variables the URL asks for differ from the ones it shows, inside a
 * transition: the current rows stay on screen (dim them while `isPending`) until the next page
 * has arrived, instead of the list falling back to a skeleton. `loaded` are the variables the
 * list's data came with (the route loader's).
 */
export function useRefetchOnChange<V>(
  variables: V,
  loaded: V,
  refetch: (variables: V, options: { fetchPolicy: 'store-and-network' }) => unknown,
): boolean {
  const [isPending, startTransition] = useTransition();
  const shown = useRef(JSON.stringify(loaded));
  const wanted = JSON.stringify(variables);
  useEffect(() => {
    // The URL is the source of truth, and it can change without this list's handlers (Back, a link).
    if (wanted === shown.current) return;
    shown.current = wanted;
    startTransition(() => {
      refetch(variables, { fetchPolicy: 'store-and-network' });
    });
  }, [wanted, variables, refetch]);
  return isPending;
}
