import { createOperationDescriptor, fetchQuery, getRequest, type Environment } from 'relay-runtime';
import AppShellQuery, { type AppShellQuery as AppShellQueryType } from '../../__generated__/AppShellQuery.graphql';
import { loadAbilities } from '../features/shell/buildAbility';
import { readViewerAccess } from './readViewerAccess';
import type { ViewerAccess } from './routeAccess';

/**
 * The viewer's rules for a route loader, read from the shell's query rather than asked for again:
 * from the store once the shell has loaded (every navigation after the first), else by joining the
 * shell's own request in flight (Relay deduplicates a query with the same variables). The
 * `viewerChanged` subscription and the shell's refetch on focus keep that data fresh.
 * `null` when the server knows no viewer (the session has ended).
 */
export async function loadViewerAccess(environment: Environment): Promise<ViewerAccess | null> {
  const [data] = await Promise.all([
    fetchQuery<AppShellQueryType>(environment, AppShellQuery, {}, { fetchPolicy: 'store-or-network' }).toPromise(),
    loadAbilities(),
  ]);
  return data?.viewer ? readViewerAccess(data.viewer) : null;
}

/** Whether the shell's query is in the store, so `loadViewerAccess` answers without the network. */
export function hasViewerAccess(environment: Environment): boolean {
  return environment.check(createOperationDescriptor(getRequest(AppShellQuery), {})).status === 'available';
}
