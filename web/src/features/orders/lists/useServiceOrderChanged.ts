import { useEffect, useRef, useState } from 'react';
import { graphql, requestSubscription, useRelayEnvironment } from 'react-relay';
import type { useServiceOrderChangedSubscription } from '../../../../__generated__/useServiceOrderChangedSubscription.graphql';

/** Changes arriving within this time make one refetch. */
const COALESCE_MS = 500;
/** Waits before subscribing again after the subscription failed: 1 s, 2 s, 4 s … up to 30 s. */
const retryDelay = (attempt: number) => Math.min(30_000, 1000 * 2 ** attempt);

/**
 * Calls `onChange` when any service order the viewer may read changes (created, changed, finished,
 * archived, deleted — by anyone), and on each `LIVE` (the first, and after a reconnection, when
 * changes may have been missed): the list then refetches the page it shows, since a change can move
 * an order into or out of the page's filter and order.
 */
export function useServiceOrderChanged(onChange: () => void) {
  const environment = useRelayEnvironment();
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  const [attempt, setAttempt] = useState(0);
  const failures = useRef(0);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    // The first LIVE follows the page's own load: nothing can have been missed yet.
    let first = true;
    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(() => latest.current(), COALESCE_MS);
    };
    const subscription = requestSubscription<useServiceOrderChangedSubscription>(environment, {
      subscription: graphql`
        subscription useServiceOrderChangedSubscription {
          serviceOrderChanged {
            kind
            orderId
          }
        }
      `,
      variables: {},
      onNext: (response) => {
        const change = response?.serviceOrderChanged;
        if (!change || change.kind === 'RECONNECTING') return;
        if (change.kind === 'LIVE') {
          failures.current = 0;
          if (first) {
            first = false;
            return;
          }
        }
        schedule();
      },
      onError: (error) => {
        console.warn('serviceOrderChanged', error);
        retry = setTimeout(() => setAttempt((current) => current + 1), retryDelay(failures.current++));
      },
    });
    return () => {
      clearTimeout(timer);
      clearTimeout(retry);
      subscription.dispose();
    };
  }, [attempt, environment]);
}
