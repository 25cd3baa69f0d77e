import { fetchQuery, graphql } from 'relay-runtime';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { createNetworkEnvironmentTestNodeQuery } from '../../__generated__/createNetworkEnvironmentTestNodeQuery.graphql';
import type { createNetworkEnvironmentTestOrganizationsQuery } from '../../__generated__/createNetworkEnvironmentTestOrganizationsQuery.graphql';
import type { createNetworkEnvironmentTestQuery } from '../../__generated__/createNetworkEnvironmentTestQuery.graphql';
import { authStore } from '../features/auth/authStore';
import { loadLanguage } from '../i18n/i18n';
import { makeToken } from '../test/makeToken';
import { createNetworkEnvironment } from './createNetworkEnvironment';
import { GraphQLRequestError } from './GraphQLRequestError';

// The real network layer with `fetch` stubbed: this test is about how it treats the gateway's answers.
const query = graphql`
  query createNetworkEnvironmentTestQuery {
    viewer {
      id
    }
  }
`;

const user = { id: 'u1', userId: 'user-1', name: 'Ada', email: 'a@example.com' };
const unauthenticated = { errors: [{ message: 'Invalid token', extensions: { code: 'UNAUTHENTICATED' } }], data: { viewer: null } };
const ok = { data: { viewer: { id: 'viewer-1' } } };
const reply = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }));

const run = (token: string) => {
  const { environment } = createNetworkEnvironment(token);
  return fetchQuery<createNetworkEnvironmentTestQuery>(environment, query, {}).toPromise();
};

describe('network layer token verification', () => {
  beforeEach(() => authStore.signOut());
  afterEach(() => vi.unstubAllGlobals());

  it('sends the bearer token', async () => {
    const token = makeToken();
    authStore.signIn(token, user);
    const fetchMock = vi.fn(() => reply(ok));
    vi.stubGlobal('fetch', fetchMock);
    await expect(run(token)).resolves.toEqual({ viewer: { id: 'viewer-1' } });
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect((init.headers as Record<string, string>).authorization).toBe(`Bearer ${token}`);
  });

  it('drops a token the server rejects', async () => {
    const token = makeToken();
    authStore.signIn(token, user);
    vi.stubGlobal('fetch', vi.fn(() => reply(unauthenticated)));
    await expect(run(token)).rejects.toBeInstanceOf(GraphQLRequestError);
    expect(authStore.get().isLoggedIn).toBe(false);
  });

  it('keeps a not-yet-valid token and retries once it becomes valid', async () => {
    const token = makeToken({ nbf: Date.now() / 1000 + 0.2 });
    authStore.signIn(token, user);
    const fetchMock = vi.fn().mockImplementationOnce(() => reply(unauthenticated)).mockImplementation(() => reply(ok));
    vi.stubGlobal('fetch', fetchMock);
    await expect(run(token)).resolves.toEqual({ viewer: { id: 'viewer-1' } });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(authStore.get()).toMatchObject({ token, isLoggedIn: true });
  });

  it('sends a query the server was too busy for again after the wait it asks for, and gives up after two more tries', async () => {
    const token = makeToken();
    authStore.signIn(token, user);
    const overloaded = { errors: [{ message: 'Tjenesten har travlt', extensions: { code: 'UPSTREAM_UNAVAILABLE', retryAfter: 0 } }] };
    const fetchMock = vi.fn().mockImplementationOnce(() => reply(overloaded)).mockImplementation(() => reply(ok));
    vi.stubGlobal('fetch', fetchMock);
    await expect(run(token)).resolves.toEqual({ viewer: { id: 'viewer-1' } });
    expect(fetchMock).toHaveBeenCalledTimes(2);

    const alwaysOverloaded = vi.fn(() => reply(overloaded));
    vi.stubGlobal('fetch', alwaysOverloaded);
    await expect(run(token)).rejects.toMatchObject({ code: 'UPSTREAM_UNAVAILABLE', message: 'Tjenesten har travlt' });
    expect(alwaysOverloaded).toHaveBeenCalledTimes(3);
  });

  it('asks a query again in the new language when the user switched while it was out, so no old-language names stay', async () => {
    const token = makeToken();
    authStore.signIn(token, user);
    const inDanish = { data: { viewer: { id: 'viewer-da' } } };
    const inEnglish = { data: { viewer: { id: 'viewer-en' } } };
    const fetchMock = vi
      .fn()
      .mockImplementationOnce(() => {
        // The switch happens while the Danish request is on its way.
        loadLanguage('en');
        return reply(inDanish);
      })
      .mockImplementation(() => reply(inEnglish));
    vi.stubGlobal('fetch', fetchMock);
    try {
      await expect(run(token)).resolves.toEqual({ viewer: { id: 'viewer-en' } });
      const languages = fetchMock.mock.calls.map((call) => ((call as unknown as [string, RequestInit])[1].headers as Record<string, string>)['accept-language']);
      expect(languages).toEqual(['da', 'en']);
    } finally {
      await loadLanguage('da');
    }
  });

  it('never sends a write again behind the user’s back', async () => {
    const overloaded = { errors: [{ message: 'busy', extensions: { code: 'UPSTREAM_UNAVAILABLE', retryAfter: 0 } }] };
    const fetchMock = vi.fn(() => reply(overloaded));
    vi.stubGlobal('fetch', fetchMock);
    const { environment } = createNetworkEnvironment(makeToken());
    const mutation = { cacheID: 'm', id: null, metadata: {}, name: 'SaveNoteMutation', operationKind: 'mutation', text: 'mutation SaveNoteMutation { x }' } as const;
    await expect(environment.getNetwork().execute(mutation, {}, {}).toPromise()).rejects.toMatchObject({ code: 'UPSTREAM_UNAVAILABLE' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('does not send a query again for an upstream failure that asks for no wait', async () => {
    const fetchMock = vi.fn(() => reply({ errors: [{ message: 'down', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }] }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(run(makeToken())).rejects.toMatchObject({ code: 'UPSTREAM_UNAVAILABLE' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('reports a failed connection as NETWORK', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(run(makeToken())).rejects.toMatchObject({ code: 'NETWORK' });
  });
});

const organizationsQuery = graphql`
  query createNetworkEnvironmentTestOrganizationsQuery {
    organizations {
      id
      name
    }
  }
`;

const nodeQuery = graphql`
  query createNetworkEnvironmentTestNodeQuery($id: ID!) {
    node(id: $id) {
      ... on Organization {
        name
      }
    }
  }
`;

describe('node(id:) missing-field handler', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('answers node(id:) from the store when another query loaded that record', async () => {
    const fetchMock = vi.fn(() => reply({ data: { organizations: [{ id: 'org-1', name: 'Aarhus Kommune' }] } }));
    vi.stubGlobal('fetch', fetchMock);
    const { environment } = createNetworkEnvironment(makeToken());
    await fetchQuery<createNetworkEnvironmentTestOrganizationsQuery>(environment, organizationsQuery, {}).toPromise();
    const data = await fetchQuery<createNetworkEnvironmentTestNodeQuery>(environment, nodeQuery, { id: 'org-1' }, { fetchPolicy: 'store-or-network' }).toPromise();
    expect(data?.node).toEqual({ name: 'Aarhus Kommune' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('asks the network for a record the store does not have', async () => {
    const fetchMock = vi.fn(() => reply({ data: { node: { __typename: 'Organization', id: 'org-2', name: 'Odense Kommune' } } }));
    vi.stubGlobal('fetch', fetchMock);
    const { environment } = createNetworkEnvironment(makeToken());
    const data = await fetchQuery<createNetworkEnvironmentTestNodeQuery>(environment, nodeQuery, { id: 'org-2' }, { fetchPolicy: 'store-or-network' }).toPromise();
    expect(data?.node).toEqual({ name: 'Odense Kommune' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
