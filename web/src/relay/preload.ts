import { loadQuery, type PreloadedQuery } from 'react-relay';
import type { GraphQLTaggedNode, OperationType, VariablesOf } from 'relay-runtime';
import { getEnvironment } from './environmentHolder';

/** Every query ref a loader has made and nobody has released yet. */
const liveRefs = new Set<PreloadedQuery<OperationType>>();

/**
 * Starts a page's query from its route loader, so data loads while the code renders. Relay keeps
 * the data of a preloaded query until its ref is disposed; `releaseQueryRefs` does that once no
 * matched route holds the ref any more.
 */
export function preload<T extends OperationType>(
  query: GraphQLTaggedNode,
  variables: VariablesOf<T> = {} as VariablesOf<T>,
  { fetchPolicy = 'store-and-network' }: { fetchPolicy?: 'store-and-network' | 'store-or-network' } = {},
) {
  const ref = loadQuery<T>(getEnvironment(), query, variables, { fetchPolicy });
  liveRefs.add(ref);
  return ref;
}

/**
 * Disposes every preloaded ref except those in `keep` (the data of the routes on screen): refs of
 * pages that were left, of a page's earlier visits, and of navigations that never landed. A page
 * on screen keeps its own data retained while it is mounted, so this only lets Relay collect what
 * nothing shows.
 */
export function releaseQueryRefs(keep: ReadonlySet<unknown>) {
  for (const ref of liveRefs) {
    if (keep.has(ref)) continue;
    ref.dispose();
    liveRefs.delete(ref);
  }
}

/** How many preloaded refs are held, for tests. */
export function liveQueryRefCount() {
  return liveRefs.size;
}
