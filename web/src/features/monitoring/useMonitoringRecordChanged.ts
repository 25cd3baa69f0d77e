import { useEffect, useMemo, useRef, useState } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { useMonitoringRecordChangedSubscription } from '../../../__generated__/useMonitoringRecordChangedSubscription.graphql';

/** How long a row that changed live stays highlighted. */
export const HIGHLIGHT_MS = 3000;

/**
 * Listens for changes to monitoring records made anywhere (other users, devices, the heartbeat job).
 * Relay merges each record by id, so its row updates in place; the ids changed lately are returned
 * so the table can mark those rows for a moment.
 */
export function useMonitoringRecordChanged(): ReadonlySet<string> {
  const [highlighted, setHighlighted] = useState<ReadonlySet<string>>(new Set());
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const config = useMemo<GraphQLSubscriptionConfig<useMonitoringRecordChangedSubscription>>(
    () => ({
      subscription: graphql`
        subscription useMonitoringRecordChangedSubscription {
          monitoringRecordChanged {
            kind
            monitoringRecord {
              id
              ...MonitoringRowFragment
            }
          }
        }
      `,
      variables: {},
      onNext: (response) => {
        const id = response?.monitoringRecordChanged.monitoringRecord.id;
        if (!id) return;
        setHighlighted((current) => new Set(current).add(id));
        clearTimeout(timers.current.get(id));
        timers.current.set(
          id,
          setTimeout(() => {
            timers.current.delete(id);
            setHighlighted((current) => {
              const next = new Set(current);
              next.delete(id);
              return next;
            });
          }, HIGHLIGHT_MS),
        );
      },
      onError: (error) => console.warn('monitoringRecordChanged', error),
    }),
    [],
  );
  useSubscription(config);
  return highlighted;
}
