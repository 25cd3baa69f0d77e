import { Suspense } from 'react';
import { RelayEnvironmentProvider, type PreloadedQuery } from 'react-relay';
import { Outlet, useLoaderData } from 'react-router-dom';
import type { AppShellQuery } from '../../../__generated__/AppShellQuery.graphql';
import { AppShell } from './AppShell';
import { ShellSkeleton } from './ShellSkeleton';

/**
 * The layout of every page but sign-in. The shell keeps the environment its query was loaded in,
 * so during the short logout delay it keeps showing the old session instead of refetching in the
 * new one. Without a session (its loader gives no query) only the pages open to anyone get here,
 * and they show on their own.
 */
export function ShellRoute() {
  const queryRef = useLoaderData() as PreloadedQuery<AppShellQuery> | null;
  if (!queryRef) return <Outlet />;
  return (
    <RelayEnvironmentProvider environment={queryRef.environment}>
      <Suspense fallback={<ShellSkeleton />}>
        <AppShell queryRef={queryRef} />
      </Suspense>
    </RelayEnvironmentProvider>
  );
}
