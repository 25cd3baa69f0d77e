import { useEffect, useState } from 'react';
import { graphql, requestSubscription, useRelayEnvironment } from 'react-relay';
import { fetchQuery } from 'relay-runtime';
import type { useOrderDetailsLiveSubscription } from '../../../../__generated__/useOrderDetailsLiveSubscription.graphql';
import ServiceOrderDetailsPageQuery, {
  type ServiceOrderDetailsPageQuery as ServiceOrderDetailsPageQueryType,
} from '../../../../__generated__/ServiceOrderDetailsPageQuery.graphql';

/** Waits before subscribing again after the subscription failed: 1 s, 2 s, 4 s … up to 30 s. */
const retryDelay = (attempt: number) => Math.min(30_000, 1000 * 2 ** attempt);

/**
 * Keeps the order's page live (`serviceOrderChanged` for this order): each change, and each `LIVE`
 * (changes may have been missed before it), fetches the page's query again, so the status, the
 * facts and the history update where they are. Returns true once the order was deleted.
 */
export function useOrderDetailsLive(orderId: string, variables: ServiceOrderDetailsPageQueryType['variables']): boolean {
  const environment = useRelayEnvironment();
  const [deleted, setDeleted] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const key = JSON.stringify(variables);
  useEffect(() => {
    let retry: ReturnType<typeof setTimeout> | undefined;
    const subscription = requestSubscription<useOrderDetailsLiveSubscription>(environment, {
      subscription: graphql`
        subscription useOrderDetailsLiveSubscription($orderId: ID) {
          serviceOrderChanged(orderId: $orderId) {
            kind
            orderId
          }
        }
      `,
      variables: { orderId },
      onNext: (response) => {
        const change = response?.serviceOrderChanged;
        if (!change || change.kind === 'RECONNECTING') return;
        if (change.kind === 'DELETED') {
          setDeleted(true);
          return;
        }
        fetchQuery<ServiceOrderDetailsPageQueryType>(environment, ServiceOrderDetailsPageQuery, JSON.parse(key) as ServiceOrderDetailsPageQueryType['variables'], {
          fetchPolicy: 'network-only',
        }).subscribe({});
      },
      onError: () => {
        retry = setTimeout(() => setAttempt((n) => n + 1), retryDelay(attempt));
      },
    });
    return () => {
      clearTimeout(retry);
      subscription.dispose();
    };
  }, [environment, orderId, key, attempt]);
  return deleted;
}
