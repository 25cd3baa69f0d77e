import { fetchQuery, graphql } from 'relay-runtime';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { loadSetupQueryTestQuery } from '../../__generated__/loadSetupQueryTestQuery.graphql';
import { authStore } from '../features/auth/authStore';
import { loadLanguage } from '../i18n/i18n';
import { makeToken } from '../test/makeToken';
import { createNetworkEnvironment } from './createNetworkEnvironment';
import { getEnvironment } from './environmentHolder';
import { loadSetupQuery } from './loadSetupQuery';

// The real network layer with `fetch` stubbed: a reload (a new environment) finds the answer the
// last visit kept, and the server's answer replaces it.
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

const ada = { id: 'u1', userId: 'user-1', name: 'Ada', email: 'a@example.com' };
const bo = { id: 'u2', userId: 'user-2', name: 'Bo', email: 'b@example.com' };
const answer = (names: string[]) => ({
  data: { viewer: { id: 'viewer-1' }, organizations: names.map((name, i) => ({ id: `org-${i}`, name })) },
});
const reply = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }));
const keptKeys = () => Object.keys(localStorage).filter((key) => key.startsWith('remembered_answer:'));

/** A server that answers when the test says so. */
function slowServer() {
  const pending: ((body: unknown) => void)[] = [];
  const fetchMock = vi.fn(() => new Promise<Response>((resolve) => pending.push((body) => void reply(body).then(resolve))));
  return { fetchMock, answer: (body: unknown) => pending.shift()!(body) };
}

const names = (data: loadSetupQueryTestQuery['response']) => data.organizations.map((o) => o.name);

describe('loadSetupQuery', () => {
  let token: string;
  beforeEach(async () => {
    await loadLanguage('da');
    authStore.signOut();
    localStorage.clear();
    token = makeToken();
    authStore.signIn(token, ada);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks the server on a first visit and keeps its answer for the next', async () => {
    vi.stubGlobal('fetch', vi.fn(() => reply(answer(['Aarhus']))));
    const { data, fresh } = await loadSetupQuery<loadSetupQueryTestQuery>(createNetworkEnvironment(token).environment, query);
    expect(names(data)).toEqual(['Aarhus']);
    expect(fresh).toBeNull();
    expect(keptKeys()).toEqual(['remembered_answer:loadSetupQueryTestQuery']);
  });

  it('answers a reload with the kept copy at once, asks the server beside it and takes its answer', async () => {
    vi.stubGlobal('fetch', vi.fn(() => reply(answer(['Aarhus']))));
    await loadSetupQuery<loadSetupQueryTestQuery>(createNetworkEnvironment(token).environment, query);

    const server = slowServer();
    vi.stubGlobal('fetch', server.fetchMock);
    const { environment } = createNetworkEnvironment(token);
    const { data, fresh } = await loadSetupQuery<loadSetupQueryTestQuery>(environment, query);
    expect(names(data)).toEqual(['Aarhus']);
    expect(server.fetchMock).toHaveBeenCalledTimes(1);

    server.answer(answer(['Aarhus', 'Odense']));
    expect(names(await fresh!)).toEqual(['Aarhus', 'Odense']);
    const stored = await fetchQuery<loadSetupQueryTestQuery>(environment, query, {}, { fetchPolicy: 'store-or-network' }).toPromise();
    expect(names(stored!)).toEqual(['Aarhus', 'Odense']);
    expect(localStorage.getItem('remembered_answer:loadSetupQueryTestQuery')).toContain('Odense');
  });

  it('does not give one user the copy kept for another, nor a copy in the other language', async () => {
    vi.stubGlobal('fetch', vi.fn(() => reply(answer(['Aarhus']))));
    await loadSetupQuery<loadSetupQueryTestQuery>(createNetworkEnvironment(token).environment, query);

    await loadLanguage('en');
    vi.stubGlobal('fetch', vi.fn(() => reply(answer(['Aarhus (en)']))));
    const english = await loadSetupQuery<loadSetupQueryTestQuery>(createNetworkEnvironment(token).environment, query);
    expect(names(english.data)).toEqual(['Aarhus (en)']);
    expect(english.fresh).toBeNull();

    const other = makeToken();
    authStore.signIn(other, bo);
    vi.stubGlobal('fetch', vi.fn(() => reply(answer(['Esbjerg']))));
    const theirs = await loadSetupQuery<loadSetupQueryTestQuery>(createNetworkEnvironment(other).environment, query);
    expect(names(theirs.data)).toEqual(['Esbjerg']);
    expect(theirs.fresh).toBeNull();
  });

  it('ignores a copy that lacks what the query asks now (an earlier build)', async () => {
    localStorage.setItem('remembered_answer:loadSetupQueryTestQuery', JSON.stringify({ user: 'user-1', language: 'da', data: { viewer: { id: 'viewer-1' } } }));
    vi.stubGlobal('fetch', vi.fn(() => reply(answer(['Aarhus']))));
    const { data, fresh } = await loadSetupQuery<loadSetupQueryTestQuery>(createNetworkEnvironment(token).environment, query);
    expect(names(data)).toEqual(['Aarhus']);
    expect(fresh).toBeNull();
  });

  it('forgets every kept copy when the session ends', async () => {
    vi.stubGlobal('fetch', vi.fn(() => reply(answer(['Aarhus']))));
    await loadSetupQuery<loadSetupQueryTestQuery>(getEnvironment(), query);
    expect(keptKeys()).toHaveLength(1);
    authStore.signOut();
    expect(keptKeys()).toHaveLength(0);
  });
});
