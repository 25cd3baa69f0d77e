import { Suspense, type ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { PageSkeleton } from '../components/PageSkeleton';
import { loadLazyRecipes } from '../theme/system';

/**
 * A route's page code, downloaded on the first visit so that it, and libraries only it uses (maps,
 * charts), stay out of the bundle every visitor loads. Keep the route's `loader` static beside it,
 * importing the query's small generated artifact rather than the page: the router then runs the
 * loader (which starts the query) and this download at the same time, not one after the other.
 * The recipes of the Chakra components that only lazily loaded code renders download beside it.
 */
export function lazyPage(load: () => Promise<ComponentType>): NonNullable<RouteObject['lazy']> {
  // The function form, not `lazy: { Component }`: the router clears that object's keys once loaded,
  // which would break every later router made from the same route list (as the tests make).
  return async () => {
    const [Page] = await Promise.all([load(), loadLazyRecipes()]);
    return {
      Component: function LazyPage() {
        return (
          <Suspense fallback={<PageSkeleton />}>
            <Page />
          </Suspense>
        );
      },
    };
  };
}
