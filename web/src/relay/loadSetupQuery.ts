import { createOperationDescriptor, fetchQuery, getRequest, type Environment, type GraphQLTaggedNode, type OperationType } from 'relay-runtime';

/** Lookups change rarely: within this age the store's copy is used as it is. */
const FRESH_MS = 60_000;
const loadedAt = new WeakMap<Environment, Map<string, number>>();

export interface SetupAnswer<T extends OperationType> {
  data: T['response'];
  /**
   * The server's answer being fetched, when `data` is a store copy older than a minute. A loader
   * that finds the URL naming something the copy lacks (an organisation created since) checks
   * again against this.
   */
  fresh: Promise<T['response']> | null;
}

/**
 * A route's setup query (its lookups, asked with no variables): from the store when there, else
 * from the server. It stays retained for the environment's life (a few small lists), so the page
 * reads it without waiting; a store copy older than a minute is used at once and refreshed in the
 * background, so lookups added meanwhile show on the next render.
 */
export async function loadSetupQuery<T extends OperationType>(environment: Environment, query: GraphQLTaggedNode): Promise<SetupAnswer<T>> {
  const request = getRequest(query);
  const name = request.params.name;
  const operation = createOperationDescriptor(request, {});
  let times = loadedAt.get(environment);
  if (!times) loadedAt.set(environment, (times = new Map()));
  if (!times.has(name)) environment.retain(operation);
  const fromServer = () => {
    times.set(name, Date.now());
    return fetchQuery<T>(environment, query, {}, { fetchPolicy: 'network-only' }).toPromise() as Promise<T['response']>;
  };
  const fromStore = () => fetchQuery<T>(environment, query, {}, { fetchPolicy: 'store-or-network' }).toPromise() as Promise<T['response']>;

  if (environment.check(operation).status === 'available') {
    if (Date.now() - (times.get(name) ?? 0) <= FRESH_MS) return { data: await fromStore(), fresh: null };
    const fresh = fromServer();
    fresh.catch((error: unknown) => console.warn(`${name} refresh`, error));
    return { data: await fromStore(), fresh };
  }
  return { data: await fromServer(), fresh: null };
}
