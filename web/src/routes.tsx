import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Navigate, Outlet, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
// Loaders import the queries' generated artifacts, not the pages: the pages load lazily, and the
// artifacts are small, so each query starts at once while its page's code downloads.
import AccountPageQuery, { type AccountPageQuery as AccountPageQueryType } from '../__generated__/AccountPageQuery.graphql';
import AppShellQuery, { type AppShellQuery as AppShellQueryType } from '../__generated__/AppShellQuery.graphql';
import ReleasePageQuery, { type ReleasePageQuery as ReleasePageQueryType } from '../__generated__/ReleasePageQuery.graphql';
import { FullPageSpinner } from './components/FullPageSpinner';
import { RouteErrorPage } from './components/RouteErrorPage';
import { authStore } from './features/auth/authStore';
import { NotFoundPage } from './features/errors/NotFoundPage';
import { UnauthorizedPage } from './features/errors/UnauthorizedPage';
import { dashboardLoader } from './features/dashboard/dashboardLoader';
import { LoginPage } from './features/login/LoginPage';
import { monitoringLoader } from './features/monitoring/monitoringLoader';
import { readFilterState } from './features/monitoring/monitoringSearchParams';
import { NotBuiltPage } from './features/placeholder/NotBuiltPage';
import { ShellRoute } from './features/shell/ShellRoute';
import { preload } from './relay/preload';
import { lazyPage } from './routing/lazyPage';

/** Protected routes send signed-out visitors to sign-in, remembering where they were going. */
function requireSession({ request }: LoaderFunctionArgs) {
  if (authStore.get().isLoggedIn) return null;
  const url = new URL(request.url);
  throw redirect(`/login?from=${encodeURIComponent(url.pathname + url.search)}`);
}

const notBuilt = (path: string, title: MessageDescriptor): RouteObject => ({
  path,
  element: <NotBuiltPage title={title} />,
  errorElement: <RouteErrorPage />,
});

export const routes: RouteObject[] = [
  {
    element: <Outlet />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <FullPageSpinner />,
    children: [
      {
        path: '/login',
        loader: () => (authStore.get().isLoggedIn ? redirect('/dashboard') : null),
        element: <LoginPage />,
      },
      // Sign-in, the shell and the small error pages come with the main bundle; every other page is
      // a lazyPage, so that what it imports (maps, charts) loads only with it.
      { path: '/password/reset', lazy: lazyPage(() => import('./features/password/PasswordResetPage').then((m) => m.PasswordResetPage)) },
      { path: '/password/new', lazy: lazyPage(() => import('./features/password/NewPasswordPage').then((m) => m.NewPasswordPage)) },
      { path: '/unauthorized', element: <UnauthorizedPage /> },
      { path: '/404', element: <NotFoundPage /> },
      {
        path: '/',
        loader: (args) => requireSession(args) ?? preload<AppShellQueryType>(AppShellQuery),
        // The shell's data stays while moving between its pages; a retry or a same-URL visit refetches.
        shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
          currentUrl.pathname === nextUrl.pathname && defaultShouldRevalidate,
        element: <ShellRoute />,
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, element: <Navigate to="/dashboard" replace /> },
          {
            path: 'dashboard',
            loader: dashboardLoader,
            // Only the owners change what the page loads; devices, period and mode change inside it.
            shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }) => {
              const owners = (url: URL) => url.searchParams.getAll('owner').filter(Boolean).sort().join(',');
              return (
                currentUrl.pathname !== nextUrl.pathname ||
                owners(currentUrl) !== owners(nextUrl) ||
                (currentUrl.search === nextUrl.search && defaultShouldRevalidate)
              );
            },
            lazy: lazyPage(() => import('./features/dashboard/DashboardPage').then((m) => m.DashboardPage)),
            errorElement: <RouteErrorPage />,
          },
          notBuilt('devices', msg`Devices`),
          notBuilt('organizations', msg`Organisations`),
          notBuilt('users', msg`Users`),
          notBuilt('roles', msg`Roles`),
          notBuilt('counters', msg`Counters`),
          notBuilt('map', msg`Map`),
          notBuilt('orders', msg`Orders`),
          notBuilt('firmware', msg`Firmware`),
          {
            path: 'monitoring',
            loader: monitoringLoader,
            // Filter and page changes refetch inside the page (keeping it on screen); a bare
            // /monitoring (the sidebar link) goes through the loader again to get the defaults.
            shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
              currentUrl.pathname !== nextUrl.pathname || readFilterState(nextUrl.searchParams) === null || (currentUrl.search === nextUrl.search && defaultShouldRevalidate),
            lazy: lazyPage(() => import('./features/monitoring/MonitoringPage').then((m) => m.MonitoringPage)),
            errorElement: <RouteErrorPage />,
          },
          notBuilt('create-new-release', msg`Create a new release`),
          {
            path: 'release',
            loader: () => preload<ReleasePageQueryType>(ReleasePageQuery),
            lazy: lazyPage(() => import('./features/release/ReleasePage').then((m) => m.ReleasePage)),
            errorElement: <RouteErrorPage />,
          },
          {
            path: 'users/:userId',
            loader: () => preload<AccountPageQueryType>(AccountPageQuery),
            lazy: lazyPage(() => import('./features/account/AccountPage').then((m) => m.AccountPage)),
            errorElement: <RouteErrorPage />,
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
