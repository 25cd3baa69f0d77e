import { useEffect, useRef, useState } from 'react';
import { graphql, requestSubscription, useRelayEnvironment } from 'react-relay';
import { fetchQuery, type GraphQLTaggedNode, type Variables } from 'relay-runtime';
import type { useMonitoringRecordChangedSubscription } from '../../../__generated__/useMonitoringRecordChangedSubscription.graphql';
import { socketState } from '../../relay/socketState';
import type { LiveState } from './LiveStatus';

/** How long a row that changed live stays highlighted. */
export const HIGHLIGHT_MS = 3000;

/** Waits before subscribing again after the subscription failed: 1 s, 2 s, 4 s … up to 30 s. */
const retryDelay = (attempt: number) => Math.min(30_000, 1000 * 2 ** attempt);

/**
 * Listens for changes to monitoring records made anywhere (other users, devices, the heartbeat job).
 * Relay merges each record by id, so its row updates in place; the ids changed lately are returned
 * so the table can mark those rows for a moment.
 *
 * `state` says whether changes are flowing: `live` once the gateway says so (its first value, and
 * again after any reconnection), `reconnecting` while the gateway or the socket is reconnecting.
 * Changes may have been missed before each `LIVE` (between loading the page and subscribing, or
 * while reconnecting), so `refetch` — the page's query with the variables it shows — is fetched
 * again then, and the store updates what is on screen: nothing is silently missed.
 */
export function useMonitoringRecordChanged(refetch?: { query: GraphQLTaggedNode; variables: Variables }): {
  highlighted: ReadonlySet<string>;
  state: LiveState;
} {
  const environment = useRelayEnvironment();
  const [highlighted, setHighlighted] = useState<ReadonlySet<string>>(new Set());
  const [state, setState] = useState<LiveState>('connecting');
  // A failed subscription is made anew after a while; each attempt is a new config.
  const [attempt, setAttempt] = useState(0);
  const failures = useRef(0);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const latestRefetch = useRef(refetch);
  useEffect(() => {
    latestRefetch.current = refetch;
  });
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);
  // While the socket is down nothing arrives; graphql-ws reconnects, and the next LIVE ends this.
  useEffect(
    () =>
      socketState.subscribe(() => {
        if (socketState.get() === 'closed') setState((current) => (current === 'live' ? 'reconnecting' : current));
      }),
    [],
  );

  // Each failure bumps `attempt` after a delay, which runs the effect again: a new subscription.
  useEffect(() => {
    const subscription = requestSubscription<useMonitoringRecordChangedSubscription>(environment, {
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
        const change = response?.monitoringRecordChanged;
        if (!change) return;
        if (change.kind === 'LIVE') {
          setState('live');
          failures.current = 0;
          const page = latestRefetch.current;
          if (page) {
            fetchQuery(environment, page.query, page.variables, { fetchPolicy: 'network-only' }).subscribe({
              error: (error: unknown) => console.warn('refetch after LIVE failed', error),
            });
          }
          return;
        }
        if (change.kind === 'RECONNECTING') {
          setState('reconnecting');
          return;
        }
        const id = change.monitoringRecord?.id;
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
      onError: (error) => {
        console.warn('monitoringRecordChanged', error);
        setState('reconnecting');
        timers.current.set(
          'retry',
          setTimeout(() => setAttempt((current) => current + 1), retryDelay(failures.current++)),
        );
      },
    });
    return () => subscription.dispose();
  }, [attempt, environment]);
  return { highlighted, state };
}
