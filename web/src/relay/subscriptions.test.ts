import type { ClientOptions, Sink } from 'graphql-ws';
import { graphql, requestSubscription } from 'relay-runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { subscriptionsTestSubscription } from '../../__generated__/subscriptionsTestSubscription.graphql';
import { authStore } from '../features/auth/authStore';
import { i18n } from '../i18n/i18n';
import { makeToken } from '../test/makeToken';
import { createNetworkEnvironment } from './createNetworkEnvironment';

// What the environment gives graphql-ws, and the sinks of its subscriptions; no socket is opened.
const clientOptions: ClientOptions[] = [];
const sinks: Sink[] = [];
vi.mock('graphql-ws/client', () => ({
  createClient: (options: ClientOptions) => {
    clientOptions.push(options);
    return {
      subscribe: (_payload: unknown, sink: Sink) => {
        sinks.push(sink);
        return () => undefined;
      },
      dispose: () => undefined,
    };
  },
}));

const subscription = graphql`
  subscription subscriptionsTestSubscription {
    viewerChanged {
      id
    }
  }
`;

describe('subscription connection params', () => {
  afterEach(() => {
    clientOptions.length = 0;
    sinks.length = 0;
    authStore.signOut();
  });

  it('connect only once a subscription starts, so the WebSocket client is not in the first load', async () => {
    const token = makeToken();
    const { environment, dispose } = createNetworkEnvironment(token);
    expect(clientOptions).toHaveLength(0);
    requestSubscription<subscriptionsTestSubscription>(environment, { subscription, variables: {} });
    await expect.poll(() => sinks.length).toBe(1);
    expect(clientOptions).toHaveLength(1);
    // One client for the session, whatever the number of subscriptions.
    requestSubscription<subscriptionsTestSubscription>(environment, { subscription, variables: {} });
    await expect.poll(() => sinks.length).toBe(2);
    expect(clientOptions).toHaveLength(1);
    dispose();
  });

  it('do not subscribe when the subscription was disposed while the client was loading', async () => {
    const { environment, dispose } = createNetworkEnvironment(makeToken());
    requestSubscription<subscriptionsTestSubscription>(environment, { subscription, variables: {} }).dispose();
    await expect.poll(() => clientOptions.length).toBe(1);
    // The client has loaded, and the subscription that was dropped meanwhile was never sent.
    await Promise.resolve();
    expect(sinks).toHaveLength(0);
    dispose();
  });

  it('send the token and the language shown at each (re)connection', async () => {
    const token = makeToken();
    const { environment, dispose } = createNetworkEnvironment(token);
    requestSubscription<subscriptionsTestSubscription>(environment, { subscription, variables: {} });
    await expect.poll(() => clientOptions.length).toBe(1);
    const params = clientOptions[0]?.connectionParams;
    expect(typeof params).toBe('function');
    const read = async () => (typeof params === 'function' ? await params() : params);

    i18n.activate('en');
    expect(await read()).toEqual({ authorization: `Bearer ${token}`, language: 'en' });
    i18n.activate('da');
    expect(await read()).toEqual({ authorization: `Bearer ${token}`, language: 'da' });
    dispose();
  });

  it('end the session in this browser when the gateway refuses it (signed out elsewhere, password reset)', async () => {
    const token = makeToken();
    authStore.signIn(token, { id: 'u1', userId: 'user-1', name: 'Ada', email: 'a@example.com' });
    const { environment, dispose } = createNetworkEnvironment(token);
    const onError = vi.fn();
    requestSubscription<subscriptionsTestSubscription>(environment, { subscription, variables: {}, onError });
    await expect.poll(() => sinks.length).toBe(1);

    sinks[0]!.next({ data: { viewerChanged: { id: 'viewer-1' } } });
    expect(authStore.get().isLoggedIn).toBe(true);
    sinks[0]!.next({ data: null, errors: [{ message: 'Your session has ended.', extensions: { code: 'UNAUTHENTICATED' } }] });
    expect(authStore.get().isLoggedIn).toBe(false);
    dispose();
  });
});
