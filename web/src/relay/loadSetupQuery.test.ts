import { graphql } from 'relay-runtime';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { loadSetupQueryTestQuery } from '../../__generated__/loadSetupQueryTestQuery.graphql';
import { authStore } from '../features/auth/authStore';
import { loadLanguage } from '../i18n/i18n';
import { makeToken } from '../test/makeToken';
import { createNetworkEnvironment } from './createNetworkEnvironment';
import { loadSetupQuery } from './loadSetupQuery';

// The real network layer with `fetch` stubbed: when a route's lookups are asked again.
const query = graphql`
  query loadSetupQueryTestQuery {
    viewer {
      id
    }
    organizations {
      id
      name
    }
  }
`;

const user = { id: 'u1', userId: 'user-1', name: 'Ada', email: 'a@example.com' };
const answer = (names: string[]) => ({
  data: { viewer: { id: 'viewer-1' }, organizations: names.map((name, i) => ({ id: `org-${i}`, name })) },
});
const reply = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }));
const names = (data: loadSetupQueryTestQuery['response']) => data.organizations.map((o) => o.name);

describe('loadSetupQuery', () => {
  let token: string;
  beforeEach(async () => {
    await loadLanguage('da');
    authStore.signOut();
    token = makeToken();
    authStore.signIn(token, user);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('asks the server once, then answers from the store within a minute', async () => {
    const fetchMock = vi.fn(() => reply(answer(['Aarhus'])));
    vi.stubGlobal('fetch', fetchMock);
    const { environment } = createNetworkEnvironment(token);
    const first = await loadSetupQuery<loadSetupQueryTestQuery>(environment, query);
    expect(names(first.data)).toEqual(['Aarhus']);
    const again = await loadSetupQuery<loadSetupQueryTestQuery>(environment, query);
    expect(names(again.data)).toEqual(['Aarhus']);
    expect(again.fresh).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('uses a store copy older than a minute at once and hands over the server’s newer answer', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.stubGlobal('fetch', vi.fn(() => reply(answer(['Aarhus']))));
    const { environment } = createNetworkEnvironment(token);
    await loadSetupQuery<loadSetupQueryTestQuery>(environment, query);

    vi.setSystemTime(Date.now() + 61_000);
    vi.stubGlobal('fetch', vi.fn(() => reply(answer(['Aarhus', 'Odense']))));
    const later = await loadSetupQuery<loadSetupQueryTestQuery>(environment, query);
    expect(names(later.data)).toEqual(['Aarhus']);
    expect(names(await later.fresh!)).toEqual(['Aarhus', 'Odense']);
  });
});
