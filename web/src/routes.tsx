import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Suspense, type ReactNode } from 'react';
import { Navigate, Outlet, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import type { AccountPageQuery as AccountPageQueryType } from '../__generated__/AccountPageQuery.graphql';
import type { AppShellQuery as AppShellQueryType } from '../__generated__/AppShellQuery.graphql';
import type { ReleasePageQuery as ReleasePageQueryType } from '../__generated__/ReleasePageQuery.graphql';
import { FullPageSpinner } from './components/FullPageSpinner';
import { PageSkeleton } from './components/PageSkeleton';
import { RouteErrorPage } from './components/RouteErrorPage';
import { AccountPage, AccountPageQuery } from './features/account/AccountPage';
import { authStore } from './features/auth/authStore';
import { NotFoundPage } from './features/errors/NotFoundPage';
import { UnauthorizedPage } from './features/errors/UnauthorizedPage';
import { LoginPage } from './features/login/LoginPage';
import { NewPasswordPage } from './features/password/NewPasswordPage';
import { PasswordResetPage } from './features/password/PasswordResetPage';
import { NotBuiltPage } from './features/placeholder/NotBuiltPage';
import { ReleasePage, ReleasePageQuery } from './features/release/ReleasePage';
import { AppShellQuery } from './features/shell/AppShell';
import { ShellRoute } from './features/shell/ShellRoute';
import { preload } from './relay/preload';

const page = (element: ReactNode) => <Suspense fallback={<PageSkeleton />}>{element}</Suspense>;

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
      { path: '/password/reset', element: <PasswordResetPage /> },
      { path: '/password/new', element: <NewPasswordPage /> },
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
          notBuilt('dashboard', msg`Dashboard`),
          notBuilt('devices', msg`Devices`),
          notBuilt('organizations', msg`Organisations`),
          notBuilt('users', msg`Users`),
          notBuilt('roles', msg`Roles`),
          notBuilt('counters', msg`Counters`),
          notBuilt('map', msg`Map`),
          notBuilt('orders', msg`Orders`),
          notBuilt('firmware', msg`Firmware`),
          notBuilt('monitoring', msg`Monitoring`),
          notBuilt('create-new-release', msg`Create a new release`),
          {
            path: 'release',
            loader: () => preload<ReleasePageQueryType>(ReleasePageQuery),
            element: page(<ReleasePage />),
            errorElement: <RouteErrorPage />,
          },
          {
            path: 'users/:userId',
            loader: () => preload<AccountPageQueryType>(AccountPageQuery),
            element: page(<AccountPage />),
            errorElement: <RouteErrorPage />,
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
