import { Suspense } from 'react';
import { RelayEnvironmentProvider, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import type { AppShellQuery } from '../../../__generated__/AppShellQuery.graphql';
import { AppShell } from './AppShell';
import { ShellSkeleton } from './ShellSkeleton';

/**
 * The protected layout route. The shell keeps the environment its query was loaded in, so during
 * the short logout delay it keeps showing the old session instead of refetching in the new one.
 */
export function ShellRoute() {
  const queryRef = useLoaderData() as PreloadedQuery<AppShellQuery>;
  return (
    <RelayEnvironmentProvider environment={queryRef.environment}>
      <Suspense fallback={<ShellSkeleton />}>
        <AppShell queryRef={queryRef} />
      </Suspense>
    </RelayEnvironmentProvider>
  );
}
