import { startTransition, useEffect, useMemo, useRef, useState } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { useMapPointsRefreshSubscription } from '../../../../__generated__/useMapPointsRefreshSubscription.graphql';

/** Changes arrive in bursts (an ingest batch, the heartbeat job): refetch once per burst. */
export const REFRESH_DEBOUNCE_MS = 2000;

/**
 * A key that changes shortly after any monitoring record changes status or reports an error, so the
 * map refetches its compact points (they have no ids for Relay to update in place). Notes do not
 * change a marker. The refetch runs in a transition: the markers stay while it loads.
 */
export function useMapPointsRefresh(): number {
  const [key, setKey] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
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
        clearTimeout(timer.current);
        timer.current = setTimeout(() => startTransition(() => setKey((k) => k + 1)), REFRESH_DEBOUNCE_MS);
      },
    }),
    [],
  );
  useSubscription(config);
  return key;
}
