import { redirect, type DOMRouterOpts, type RouteObject } from 'react-router-dom';
import AppShellQuery, { type AppShellQuery as AppShellQueryType } from '../__generated__/AppShellQuery.graphql';
import { FullPageSpinner } from './components/FullPageSpinner';
import { RouteErrorPage } from './components/RouteErrorPage';
import { authStore } from './features/auth/authStore';
import { loadAbilities } from './features/shell/buildAbility';
import { NotFoundPage } from './features/errors/NotFoundPage';
import { UnauthorizedPage } from './features/errors/UnauthorizedPage';
import { LoginPage } from './features/login/LoginPage';
import { ShellRoute } from './features/shell/ShellRoute';
import { preload } from './relay/preload';
import { lazyPage } from './routing/lazyPage';
import { pageRoutes } from './routing/pageRoutes';
import { patchAreaRoutes, shellRouteId } from './routing/patchAreaRoutes';
import { dashboardPath } from './routing/paths';
import { ReleaseUnusedQueries } from './routing/ReleaseUnusedQueries';
import { shellPages } from './routing/shellPages';

export const routes: RouteObject[] = [
  {
    element: <ReleaseUnusedQueries />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <FullPageSpinner />,
    children: [
      {
        path: '/login',
        loader: () => (authStore.get().isLoggedIn ? redirect(dashboardPath()) : null),
        element: <LoginPage />,
      },
      // Sign-in, the shell and the small error pages come with the main bundle; every other page is
      // a lazyPage, so that what it imports (maps, charts) loads only with it.
      { path: '/password/reset', lazy: lazyPage(() => import('./features/password/PasswordResetPage').then((m) => m.PasswordResetPage)) },
      { path: '/password/new', lazy: lazyPage(() => import('./features/password/NewPasswordPage').then((m) => m.NewPasswordPage)) },
      {
        // Every other path is inside the shell. Its pages send signed-out visitors to sign-in
        // (their guards do); /unauthorized, /404 and unknown paths are open to anyone, so without
        // a session they show on their own, without the shell.
        path: '/',
        id: shellRouteId,
        // The shell's data is kept fresh by the viewerChanged subscription (and a refetch when the
        // window regains focus), so a loader that runs again (a redirect, a retry, a language
        // change) takes it from the store: the shell query goes out once a visit, unless it failed.
        // The shell reads the viewer's rules with CASL, which loads beside the query.
        loader: async () => {
          if (!authStore.get().isLoggedIn) return null;
          const query = preload<AppShellQueryType>(AppShellQuery, {}, { fetchPolicy: 'store-or-network' });
          await loadAbilities();
          return query;
        },
        // And it stays while moving between pages and changing filters.
        shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }) => currentUrl.href === nextUrl.href && defaultShouldRevalidate,
        element: <ShellRoute />,
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, loader: () => redirect(dashboardPath()) },
          ...pageRoutes(shellPages),
          { path: 'unauthorized', element: <UnauthorizedPage /> },
          { path: '404', element: <NotFoundPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

/** Options of every router made from `routes`: the areas' routes come with their first visit. */
export const routerOptions = { patchRoutesOnNavigation: patchAreaRoutes(shellPages) } satisfies DOMRouterOpts;
