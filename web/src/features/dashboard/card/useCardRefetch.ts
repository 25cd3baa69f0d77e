import { useEffect, useRef, useTransition } from 'react';
import type { FetchPolicy } from 'relay-runtime';

type Options = {
  expanded: boolean;
  /** The card shows its own reference, aggregation or unit: the page's loads do not carry its data. */
  ownChoices: boolean;
  /** The page's last Refresh (see DashboardView.refreshedAt). */
  refreshedAt: number;
};

/**
 * Keeps an expanded card on the variables it should show (its refetchable fragment's), and says
 * when it is waiting for them. Whatever the page loaded for all open cards in one request (a new
 * period or mode, Expand all, Refresh) answers from the store; a card asks the network itself only
 * for what the page does not carry: its first expand, its own choices, and those again on Refresh.
 * The refetch runs in a transition, so the card keeps its numbers on screen while it waits.
 */
export function useCardRefetch<V extends object>(
  refetch: (variables: Partial<V>, options: { fetchPolicy: FetchPolicy }) => unknown,
  variables: Partial<V>,
  { expanded, ownChoices, refreshedAt }: Options,
): boolean {
  const [pending, startTransition] = useTransition();
  const key = JSON.stringify(variables);
  const loaded = useRef<{ key: string; refreshedAt: number } | null>(null);
  useEffect(() => {
    if (!expanded) {
      // Collapsed: the next expand starts over (from the store when the data is still there).
      loaded.current = null;
      return;
    }
    const last = loaded.current;
    const refresh = ownChoices && last !== null && last.key === key && last.refreshedAt !== refreshedAt;
    if (last !== null && last.key === key && !refresh) return;
    loaded.current = { key, refreshedAt };
    startTransition(() => {
      refetch(JSON.parse(key) as Partial<V>, { fetchPolicy: refresh ? 'network-only' : 'store-or-network' });
    });
  }, [expanded, key, ownChoices, refreshedAt, refetch]);
  return pending;
}
