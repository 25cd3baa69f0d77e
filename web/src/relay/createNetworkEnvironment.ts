import {
  Environment,
  Network,
  Observable,
  RecordSource,
  ROOT_TYPE,
  Store,
  type FetchFunction,
  type GraphQLResponse,
  type MissingFieldHandler,
  type SubscribeFunction,
} from 'relay-runtime';
import type { Client } from 'graphql-ws';
import { i18n } from '@lingui/core';
import { authStore } from '../features/auth/authStore';
import { msUntilValid, tokenStatus } from '../features/auth/tokenStatus';
import { GraphQLRequestError, parseGraphQLErrors } from './GraphQLRequestError';
import { socketState } from './socketState';

const GRAPHQL_PATH = '/graphql';
const MAX_NOT_YET_VALID_RETRIES = 3;
/** A query the server turned away for being full (503, `retryAfter`) is sent again this often. */
const MAX_OVERLOADED_RETRIES = 2;
/** A query answered in a language the user has just switched away from is asked again, this often. */
const MAX_LANGUAGE_RETRIES = 2;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The language the server words its messages in: the one the app shows now. */
export const serverLanguage = () => (i18n.locale === 'en' ? 'en' : 'da');

async function postOperation(text: string, variables: Record<string, unknown>, token: string | null, language: 'da' | 'en') {
  let response: Response;
  try {
    response = await fetch(GRAPHQL_PATH, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/graphql-response+json, application/json',
        // Lets the server word its messages (such as a failed sign-in) in the user's language.
        'accept-language': language,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ query: text, variables }),
    });
  } catch {
    throw new GraphQLRequestError([{ message: 'Network error' }], 'NETWORK');
  }
  let body: { data?: unknown; errors?: unknown };
  try {
    body = (await response.json()) as typeof body;
  } catch {
    const code = response.status >= 500 ? 'UPSTREAM_UNAVAILABLE' : 'UNKNOWN';
    throw new GraphQLRequestError([{ message: response.statusText || 'Bad response' }], code);
  }
  return body;
}

/** The seconds an overloaded server asked to wait (UPSTREAM_UNAVAILABLE with `retryAfter`), if it did. */
function overloadedRetryAfter(errors: { extensions?: Record<string, unknown> | undefined }[]): number | undefined {
  const seconds = errors.find((e) => e.extensions?.code === 'UPSTREAM_UNAVAILABLE')?.extensions?.retryAfter;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds >= 0 ? seconds : undefined;
}

/**
 * Queries and mutations over fetch with the session's bearer token. Any GraphQL error fails the
 * operation, so components see one typed error. An UNAUTHENTICATED answer ends the session, unless
 * the token is only not yet valid (the server's clock is ahead): then it waits and tries again.
 */
const fetchFunction: FetchFunction = (request, variables) =>
  Observable.from(
    (async (): Promise<GraphQLResponse> => {
      let overloadedRetries = 0;
      let languageRetries = 0;
      for (let attempt = 0; ; attempt += 1) {
        const token = authStore.get().token;
        const language = serverLanguage();
        const body = await postOperation(request.text ?? '', variables, token, language);
        // The language was switched while this query was out: its names (device types, lookups)
        // are in the old one. Relay folds the refetch that the switch starts into this request
        // (same query, same variables), so it is this request that asks again, in the new one.
        if (request.operationKind === 'query' && serverLanguage() !== language && languageRetries < MAX_LANGUAGE_RETRIES) {
          languageRetries += 1;
          continue;
        }
        const errors = body.errors === undefined ? [] : (parseGraphQLErrors(body.errors) ?? [{ message: 'Unknown error' }]);
        if (errors.length === 0) return { data: body.data } as GraphQLResponse;

        const error = new GraphQLRequestError(errors);
        // Shed before it ran: a read is safe to send again after the wait the server asks for (a
        // little spread, so that a crowd of tabs does not return at the same instant). A write is
        // not repeated behind the user's back; they see the message and choose.
        const retryAfter = overloadedRetryAfter(errors);
        if (retryAfter !== undefined && request.operationKind === 'query' && overloadedRetries < MAX_OVERLOADED_RETRIES) {
          overloadedRetries += 1;
          await sleep(Math.min(retryAfter, 5) * 1000 * (1 + Math.random() / 2));
          continue;
        }
        const isLogin = request.name.startsWith('Login');
        if (error.code === 'UNAUTHENTICATED' && token && !isLogin) {
          if (tokenStatus(token) === 'notYetValid' && attempt < MAX_NOT_YET_VALID_RETRIES) {
            await sleep(Math.min(msUntilValid(token) + 500, 10_000));
            continue;
          }
          authStore.signOut();
        }
        throw error;
      }
    })(),
  );

/**
 * Subscriptions over one WebSocket per session. The WebSocket client is downloaded when the first
 * subscription starts (the shell's, right after it renders), not with the first load: a signed-out
 * visit never needs it.
 */
function createSubscribe(token: string | null): { subscribe: SubscribeFunction; dispose: () => void } {
  if (!token) return { subscribe: () => Observable.create(() => undefined), dispose: () => undefined };
  const url = new URL(GRAPHQL_PATH, window.location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  let disposed = false;
  let client: Promise<Client> | undefined;
  const connect = () =>
    (client ??= import('graphql-ws/client').then(({ createClient }) =>
      createClient({
        url: url.toString(),
        // A function, so each (re)connection carries the language shown at that moment.
        connectionParams: () => ({ authorization: `Bearer ${token}`, language: serverLanguage() }),
        lazy: true,
        retryAttempts: Infinity,
        on: { connected: () => socketState.set('connected'), closed: () => socketState.set('closed') },
      }),
    ));
  const subscribe: SubscribeFunction = (request, variables) =>
    Observable.create<GraphQLResponse>((sink) => {
      let unsubscribe: (() => void) | undefined;
      let ended = false;
      connect().then(
        (ws) => {
          if (ended || disposed) return;
          unsubscribe = ws.subscribe(
            { operationName: request.name, query: request.text ?? '', variables },
            {
              next: (value) => {
                // The gateway refused the session (signed out elsewhere, password reset, expired): the
                // subscription ends with this error, and so does the session in this browser.
                const errors = parseGraphQLErrors(value.errors ?? []) ?? [];
                if (errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED') && authStore.get().token === token) authStore.signOut();
                sink.next(value as GraphQLResponse);
              },
              error: (error) => sink.error(error instanceof Error ? error : new Error('Subscription failed')),
              complete: () => sink.complete(),
            },
          );
        },
        // The client's code could not be downloaded (offline, or a deploy removed it).
        (error: unknown) => sink.error(error instanceof Error ? error : new Error('Subscription failed')),
      );
      return () => {
        ended = true;
        unsubscribe?.();
      };
    });
  const dispose = () => {
    disposed = true;
    void client?.then((ws) => ws.dispose());
  };
  return { subscribe, dispose };
}

/**
 * `node(id:)` is the record with that id: a query for an object already in the store (a dashboard
 * card after its group's prefetch) is then answered from the store instead of the network.
 */
export const nodeMissingFieldHandler: MissingFieldHandler = {
  kind: 'linked',
  handle(field, record, args, store) {
    if (record?.getType() !== ROOT_TYPE || field.name !== 'node' || typeof args.id !== 'string') return undefined;
    return store.get(args.id) ? args.id : undefined;
  },
};

/**
 * A Relay environment for one session. It is created anew on sign-in and sign-out, which also
 * empties the store, so no data of one user survives into the next session.
 */
export function createNetworkEnvironment(token: string | null): { environment: Environment; dispose: () => void } {
  const { subscribe, dispose } = createSubscribe(token);
  const environment = new Environment({
    network: Network.create(fetchFunction, subscribe),
    store: new Store(new RecordSource()),
    missingFieldHandlers: [nodeMissingFieldHandler],
  });
  return { environment, dispose };
}
