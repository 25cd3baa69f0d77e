import { startTransition, useEffect, useMemo, useRef, useState } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { useMapPointsRefreshSubscription } from '../../../../__generated__/useMapPointsRefreshSubscription.graphql';

/** Changes arrive in bursts (an ingest batch, the heartbeat job): refetch once per burst. */
export const REFRESH_DEBOUNCE_MS = 2000;
/**
 * A large fleet changes all the time, so a burst may never end: the map refetches at the latest this
 * long after the first change it has not shown yet, at most every few seconds however busy the fleet.
 */
export const REFRESH_MAX_WAIT_MS = 10_000;

/** How long to wait, from `now`, before refetching for changes pending since `firstChangeAt`. */
export function refreshDelay(firstChangeAt: number, now: number): number {
  return Math.max(0, Math.min(REFRESH_DEBOUNCE_MS, firstChangeAt + REFRESH_MAX_WAIT_MS - now));
}

/**
 * A key that changes shortly after any monitoring record changes status or reports an error (once a
 * burst of changes is over, or REFRESH_MAX_WAIT_MS after its first change), so the map refetches its
 * compact points (they have no ids for Relay to update in place). Notes do not change a marker. The
 * refetch runs in a transition: the markers stay while it loads.
 */
export function useMapPointsRefresh(): number {
  const [key, setKey] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const firstChangeAt = useRef<number | null>(null);
  useEffect(() => () => clearTimeout(timer.current), []);

  const config = useMemo<GraphQLSubscriptionConfig<useMapPointsRefreshSubscription>>(
    () => ({
      subscription: graphql`
        subscription useMapPointsRefreshSubscription {
          monitoringRecordChanged {
            kind
          }
        }
      `,
      variables: {},
      onNext: (response) => {
        // LIVE (again) may follow missed changes: refetch then too, but not for notes or a lost connection.
        const kind = response?.monitoringRecordChanged.kind;
        if (!kind || kind === 'NOTES' || kind === 'RECONNECTING') return;
        const now = Date.now();
        firstChangeAt.current ??= now;
        clearTimeout(timer.current);
        timer.current = setTimeout(() => {
          firstChangeAt.current = null;
          startTransition(() => setKey((k) => k + 1));
        }, refreshDelay(firstChangeAt.current, now));
      },
    }),
    [],
  );
  useSubscription(config);
  return key;
}
