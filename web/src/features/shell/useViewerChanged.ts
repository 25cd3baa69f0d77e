import { useEffect, useRef, useState } from 'react';
import { graphql, requestSubscription, useRelayEnvironment } from 'react-relay';
import { fetchQuery, type GraphQLTaggedNode } from 'relay-runtime';
import type { useViewerChangedSubscription } from '../../../__generated__/useViewerChangedSubscription.graphql';

/** Waits before subscribing again after the subscription failed: 1 s, 2 s, 4 s … up to 30 s. */
const retryDelay = (failures: number) => Math.min(30_000, 1000 * 2 ** failures);

/**
 * Keeps the signed-in frame current: abilities, settings and notifications change on the server,
 * and Relay merges each viewer the subscription emits by id. Its first value comes once it is live
 * (and again after the gateway reconnected upstream), so nothing changed since the shell loaded is
 * missed. When it fails, `shellQuery` is fetched again — an ended session then signs out through
 * the network layer — and it subscribes again after a while.
 */
export function useViewerChanged(shellQuery: GraphQLTaggedNode): void {
  const environment = useRelayEnvironment();
  // Each failure bumps `attempt` after a delay, which runs the effect again: a new subscription.
  const [attempt, setAttempt] = useState(0);
  const failures = useRef(0);

  useEffect(() => {
    let retry: ReturnType<typeof setTimeout> | undefined;
    const subscription = requestSubscription<useViewerChangedSubscription>(environment, {
      subscription: graphql`
        subscription useViewerChangedSubscription {
          viewerChanged {
            id
            config {
              language
              utcOffset
            }
            ...readViewerAccessFragment
            ...TopBarFragment
            ...SidebarFragment
            ...ReleaseBannerFragment
          }
        }
      `,
      variables: {},
      onNext: () => {
        failures.current = 0;
      },
      onError: (error) => {
        console.warn('viewerChanged', error);
        fetchQuery(environment, shellQuery, {}, { fetchPolicy: 'network-only' }).subscribe({
          error: (refetchError: unknown) => console.warn('viewer refetch failed', refetchError),
        });
        retry = setTimeout(() => setAttempt((current) => current + 1), retryDelay(failures.current++));
      },
    });
    return () => {
      clearTimeout(retry);
      subscription.dispose();
    };
  }, [attempt, environment, shellQuery]);
}
