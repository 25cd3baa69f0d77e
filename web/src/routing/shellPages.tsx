import { msg } from '@lingui/core/macro';
// Loaders import the queries' generated artifacts, not the pages: the pages load lazily, and the
// artifacts are small, so each query starts at once while its page's code downloads.
import ReleasePageQuery, { type ReleasePageQuery as ReleasePageQueryType } from '../../__generated__/ReleasePageQuery.graphql';
import { namesMonitoringFilter } from '../features/monitoring/namesMonitoringFilter';
import { preload } from '../relay/preload';
import { lazyPage } from './lazyPage';
import { devicePages, devicesListPage, newDevicePage } from './devicePages';
import type { PageNode } from './PageNode';
import { loaderWithSetup } from './loaderWithSetup';
import { routeAccess } from './routeAccess';
import { loadAreaCatalog, type CatalogArea } from '../i18n/i18n';

/** An area's pages with its strings: an area module in a feature folder has its titles in that area's catalog. */
const withCatalog = <T,>(pages: Promise<T>, catalog: CatalogArea): Promise<T> =>
  Promise.all([pages, loadAreaCatalog(catalog)]).then(([loaded]) => loaded);

/**
 * Every page of the signed-in app (spec part 1 §2: the shell routes and every breadcrumb path),
 * with who may open it. Pages still to come show the "not built yet" page inside the shell.
 */
export const shellPages: PageNode[] = [
  {
    path: 'dashboard',
    title: msg`Dashboard`,
    access: routeAccess.dashboard,
    page: {
      // The loader checks the URL with zod and the lookups before anything loads: its code comes
      // with the page's, beside it, to keep the first bundle small. Awaited apart from the call:
      // Vite's preload wrapper around `import(…).then(…)` would take the redirect the loader throws
      // for a failed chunk load (and reload the page).
      loader: loaderWithSetup(
        () => import('../../__generated__/dashboardLoaderSetupQuery.graphql'),
        async () => (await import('../features/dashboard/dashboardLoader')).dashboardLoader,
      ),
      // The filter, the chosen devices and the mode choose the cards the server pages (the page
      // query); the period changes inside the page, which loads the open cards for it itself.
      shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }) => {
        const cards = (url: URL) =>
          JSON.stringify(['owner', 'type', 'model', 'device', 'mode'].map((name) => url.searchParams.getAll(name).sort()));
        return (
          currentUrl.pathname !== nextUrl.pathname ||
          cards(currentUrl) !== cards(nextUrl) ||
          (currentUrl.search === nextUrl.search && defaultShouldRevalidate)
        );
      },
      lazy: lazyPage(() => import('../features/dashboard/DashboardPage').then((m) => m.DashboardPage)),
    },
  },
  {
    path: 'users',
    title: msg`Users`,
    access: routeAccess.users,
    area: () => import('./areas/usersArea').then((m) => m.usersArea),
  },
  { path: 'roles', title: msg`Roles`, access: routeAccess.roles, area: () => import('./areas/rolesArea').then((m) => m.rolesArea) },
  {
    path: 'organizations',
    title: msg`Organisations`,
    access: routeAccess.organizations,
    area: () => withCatalog(import('../features/organizations/organizationsArea').then((m) => m.organizationsArea), 'organizations'),
  },
  {
    path: 'devices',
    title: msg`Devices`,
    access: routeAccess.devices,
    page: devicesListPage,
    children: [newDevicePage, ...devicePages],
  },
  { path: 'counters', title: msg`Counters`, access: routeAccess.counters },
  { path: 'map', title: msg`Map`, access: routeAccess.map },
  {
    path: 'monitoring',
    title: msg`Monitoring`,
    access: routeAccess.monitoring,
    page: {
      loader: loaderWithSetup(
        () => import('../../__generated__/monitoringLoaderSetupQuery.graphql'),
        async () => (await import('../features/monitoring/monitoringLoader')).monitoringLoader,
      ),
      // Filter and page changes refetch inside the page (keeping it on screen); a bare
      // /monitoring (the sidebar link) goes through the loader again to get the defaults.
      shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
        currentUrl.pathname !== nextUrl.pathname ||
        !namesMonitoringFilter(nextUrl.searchParams) ||
        (currentUrl.search === nextUrl.search && defaultShouldRevalidate),
      lazy: lazyPage(() => import('../features/monitoring/MonitoringPage').then((m) => m.MonitoringPage)),
    },
  },
  {
    path: 'orders',
    title: msg`Orders`,
    access: routeAccess.orders,
    area: () => withCatalog(import('../features/orders/ordersArea').then((m) => m.ordersArea), 'orders'),
  },
  { path: 'services', title: msg`Services`, access: routeAccess.services },
  { path: 'firmware', title: msg`Firmware`, access: routeAccess.firmware },
  {
    path: 'release',
    title: msg`Release`,
    access: routeAccess.release,
    page: {
      loader: () => preload<ReleasePageQueryType>(ReleasePageQuery),
      lazy: lazyPage(() => import('../features/release/ReleasePage').then((m) => m.ReleasePage)),
    },
  },
  { path: 'create-new-release', title: msg`Create a new release`, access: routeAccess.createNewRelease },
];
