import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { data, redirect } from 'react-router-dom';
// Loaders import the queries' generated artifacts, not the pages: the pages load lazily, and the
// artifacts are small, so each query starts at once while its page's code downloads.
import AccountPageQuery, { type AccountPageQuery as AccountPageQueryType } from '../../__generated__/AccountPageQuery.graphql';
import ReleasePageQuery, { type ReleasePageQuery as ReleasePageQueryType } from '../../__generated__/ReleasePageQuery.graphql';
import { namesMonitoringFilter } from '../features/monitoring/namesMonitoringFilter';
import { loadAreaCatalog } from '../i18n/i18n';
import { preload } from '../relay/preload';
import { lazyPage } from './lazyPage';
import type { PageLoader } from './guarded';
import type { PageNode } from './PageNode';
import { loaderWithSetup } from './loaderWithSetup';
import { isServiceOrderWizardStep, serviceOrderDetailsPath, serviceOrdersPath, type ServiceOrderWizardStep } from './paths';
import { routeAccess } from './routeAccess';

/** A device-area page's code with the device area's strings (their own catalog, lingui.config.ts). */
const withDeviceCatalog = <T,>(page: Promise<T>): Promise<T> => Promise.all([page, loadAreaCatalog('devices')]).then(([loaded]) => loaded);
/** An /orders page's code with the orders area's strings. */
const withOrdersCatalog = <T,>(page: Promise<T>): Promise<T> => Promise.all([page, loadAreaCatalog('orders')]).then(([loaded]) => loaded);

/**
 * An /orders list's or centre page's loader, by name from one small chunk (awaited apart from the
 * call, as the others here: Vite's preload wrapper would take the redirect a loader throws).
 */
const ordersLoader =
  (name: keyof typeof import('../features/orders/ordersLoaders')): PageLoader =>
  async (args) => {
    const loaders = await import('../features/orders/ordersLoaders');
    return loaders[name](args);
  };

/** An /orders list's or centre page's code, by name from ordersPages, with the orders area's strings. */
const ordersPage = (name: keyof typeof import('../features/orders/ordersPages').ordersPages) =>
  lazyPage(() => withOrdersCatalog(import('../features/orders/ordersPages').then((m) => m.ordersPages[name]())));

/** An /orders list: filter, order and page changes refetch inside the page; another path goes through the loader. */
const ordersListRevalidation: NonNullable<PageNode['page']>['shouldRevalidate'] = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname !== nextUrl.pathname || (currentUrl.search === nextUrl.search && defaultShouldRevalidate);

/** The service order's form: a new order (`?device=` from monitoring) or the order's edit page. */
const serviceOrderFormPage: NonNullable<PageNode['page']> = {
  loader: async (args) => {
    const { serviceOrderFormLoader } = await import('../features/orders/serviceOrder/serviceOrderLoaders');
    return serviceOrderFormLoader(args);
  },
  lazy: lazyPage(() => withOrdersCatalog(import('../features/orders/serviceOrder/ServiceOrderFormPage').then((m) => m.ServiceOrderFormPage))),
};

/**
 * The device list, under /devices and under an organisation (its owner then fixed). Filter, order,
 * view and page changes refetch inside the page (keeping it on screen); another path (the sidebar
 * link from an organisation's list) goes through the loader again.
 */
const devicesListPage: NonNullable<PageNode['page']> = {
  loader: loaderWithSetup(
    () => import('../../__generated__/devicesLoaderSetupQuery.graphql'),
    async () => (await import('../features/devices/list/devicesLoader')).devicesLoader,
  ),
  shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
    currentUrl.pathname !== nextUrl.pathname || (currentUrl.search === nextUrl.search && defaultShouldRevalidate),
  lazy: lazyPage(() => withDeviceCatalog(import('../features/devices/list/DevicesPage').then((m) => m.DevicesPage))),
};

/** A device and its pages, under /devices and under an organisation. */
const devicePage = (mode: 'view' | 'edit' | 'alerts'): NonNullable<PageNode['page']> => ({
  // As monitoring's: the loader's code (and the tab registry it checks `?tab=` against) comes in its
  // own small chunk, beside the page's.
  loader: async (args) => {
    const { devicePageLoader } = await import('../features/devices/page/devicePageLoader');
    return devicePageLoader(args, mode);
  },
  // Another tab asks for its fields inside the page (the header stays on screen): only another
  // device or page goes through the loader again.
  shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
    currentUrl.pathname !== nextUrl.pathname || (currentUrl.search === nextUrl.search && defaultShouldRevalidate),
  lazy: lazyPage(() => withDeviceCatalog(import('../features/devices/page/DevicePage').then((m) => m.DevicePage))),
});

/** A new device, or many from a file (under an organisation the owner is that organisation). */
const newDevicePage: PageNode = {
  path: 'new',
  title: msg`New device`,
  access: routeAccess.newDevice,
  page: {
    loader: async () => {
      const { newDeviceLoader } = await import('../features/devices/new/newDeviceLoader');
      return newDeviceLoader();
    },
    // Switching between the form and the import (`?mode=`) stays inside the page.
    shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }) => currentUrl.pathname !== nextUrl.pathname && defaultShouldRevalidate,
    lazy: lazyPage(() => withDeviceCatalog(import('../features/devices/new/NewDevicePage').then((m) => m.NewDevicePage))),
  },
};

const devicePages: PageNode[] = [
  {
    path: ':deviceId',
    title: msg`Device`,
    page: devicePage('view'),
    children: [
      { path: 'edit', title: msg`Edit device`, access: routeAccess.editDevice, page: devicePage('edit') },
      { path: 'alerts', title: msg`Alarms`, page: devicePage('alerts') },
    ],
  },
];

const wizardStepTitles: Record<ServiceOrderWizardStep, MessageDescriptor> = {
  location: msg`Location`,
  info: msg`Device information`,
  'before-service': msg`Before service`,
  'device-service': msg`Service`,
  replacement: msg`Replacement`,
  issue: msg`Causes`,
  'after-service': msg`After service`,
  'check-data': msg`Check data`,
  finish: msg`Finish`,
};

/** The service wizard's loaders, from its own small chunk. */
const wizardLoader =
  (name: keyof typeof import('../features/orders/wizard/serviceWizardLoaders')): PageLoader =>
  async (args) => {
    const loaders = await import('../features/orders/wizard/serviceWizardLoaders');
    return loaders[name](args);
  };

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
    children: [
      {
        path: ':userId',
        title: msg`User`,
        // A user's own account page is open to them, whoever may manage users.
        access: routeAccess.user,
        page: {
          loader: () => preload<AccountPageQueryType>(AccountPageQuery),
          lazy: lazyPage(() => import('../features/account/AccountPage').then((m) => m.AccountPage)),
        },
        children: [{ path: 'edit', title: msg`Edit user` }],
      },
    ],
  },
  { path: 'roles', title: msg`Roles`, access: routeAccess.roles, children: [{ path: ':roleId', title: msg`Role` }] },
  {
    path: 'organizations',
    title: msg`Organisations`,
    access: routeAccess.organizations,
    children: [
      { path: 'new', title: msg`New organisation`, access: routeAccess.newOrganization },
      {
        path: ':orgId',
        title: msg`Organisation`,
        children: [
          { path: 'integrations', title: msg`Integrations` },
          {
            path: 'members',
            title: msg`Members`,
            children: [{ path: ':userId', title: msg`Member`, children: [{ path: 'edit', title: msg`Edit member` }] }],
          },
          { path: 'devices', title: msg`Devices`, access: routeAccess.devices, page: devicesListPage, children: [newDevicePage, ...devicePages] },
          { path: 'contracts', title: msg`Contracts`, children: [{ path: ':contractId', title: msg`Contract` }] },
          { path: 'roles', title: msg`Roles` },
          { path: 'keys', title: msg`API keys` },
          { path: 'groups', title: msg`Groups` },
        ],
      },
    ],
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
    // Every area the viewer may open here starts with service orders (the same rule).
    page: { loader: () => redirect(serviceOrdersPath()) },
    children: [
      {
        path: 'service-orders',
        title: msg`Service orders`,
        page: {
          loader: ordersLoader('serviceOrdersLoader'),
          shouldRevalidate: ordersListRevalidation,
          lazy: ordersPage('serviceOrders'),
        },
        children: [
          { path: 'new-order', title: msg`New service order`, access: routeAccess.newServiceOrder, page: serviceOrderFormPage },
          {
            path: ':orderId',
            title: msg`Service order`,
            // The order's own address (its breadcrumb) opens its details.
            page: { loader: ({ params }) => redirect(serviceOrderDetailsPath(params.orderId ?? '')) },
            children: [
              {
                path: 'details',
                title: msg`Details`,
                page: {
                  loader: async (args) => {
                    const { serviceOrderDetailsLoader } = await import('../features/orders/serviceOrder/serviceOrderLoaders');
                    return serviceOrderDetailsLoader(args);
                  },
                  lazy: lazyPage(() =>
                    withOrdersCatalog(import('../features/orders/serviceOrder/ServiceOrderDetailsPage').then((m) => m.ServiceOrderDetailsPage)),
                  ),
                },
              },
              { path: 'edit', title: msg`Edit service order`, access: routeAccess.editServiceOrder, page: serviceOrderFormPage },
              {
                path: 'wizard',
                title: msg`Service wizard`,
                access: routeAccess.editServiceOrder,
                // The bare wizard opens the step the order was left at.
                page: { loader: wizardLoader('serviceWizardStartLoader') },
                children: [
                  {
                    path: ':step',
                    title: ({ step }) => (isServiceOrderWizardStep(step) ? wizardStepTitles[step] : msg`Service wizard`),
                    page: {
                      // Only the wizard's own steps exist; any other is a page that is not there.
                      loader: (args) => {
                        if (!isServiceOrderWizardStep(args.params.step)) throw data(null, { status: 404 });
                        return wizardLoader('serviceWizardLoader')(args);
                      },
                      // Moving between steps stays in the page; another order (or no step) loads again.
                      shouldRevalidate: ({ currentParams, nextParams, defaultShouldRevalidate }) =>
                        currentParams.orderId !== nextParams.orderId ||
                        !isServiceOrderWizardStep(nextParams.step) ||
                        (currentParams.step === nextParams.step && defaultShouldRevalidate),
                      lazy: lazyPage(() => withOrdersCatalog(import('../features/orders/wizard/ServiceWizardPage').then((m) => m.ServiceWizardPage))),
                    },
                  },
                ],
              },
            ],
          },
        ],
      },
      {
        path: 'installation',
        title: msg`Installation orders`,
        access: routeAccess.installationOrders,
        page: { lazy: ordersPage('installation') },
        children: [
          { path: 'new-order', title: msg`New installation order`, access: routeAccess.newInstallationOrder },
          {
            path: ':orderId',
            title: msg`Installation order`,
            children: [{ path: 'install/:deviceId', title: msg`Install device`, access: routeAccess.installDevice }],
          },
        ],
      },
      {
        path: 'service-centers',
        title: msg`Service centres`,
        access: routeAccess.serviceCenters,
        page: {
          loader: ordersLoader('serviceCentersLoader'),
          shouldRevalidate: ordersListRevalidation,
          lazy: ordersPage('serviceCenters'),
        },
        children: [
          {
            path: 'new',
            title: msg`New service centre`,
            access: routeAccess.newServiceCenter,
            page: { lazy: ordersPage('newServiceCenter') },
          },
          {
            path: ':serviceCenterId',
            title: msg`Service centre`,
            page: {
              loader: ordersLoader('serviceCenterLoader'),
              lazy: ordersPage('serviceCenter'),
            },
            children: [
              {
                path: 'technicians/:technicianId',
                title: msg`Technician`,
                page: {
                  loader: ordersLoader('technicianLoader'),
                  lazy: ordersPage('technician'),
                },
              },
            ],
          },
        ],
      },
      {
        path: 'technicians',
        title: msg`Technicians`,
        access: routeAccess.serviceCenters,
        page: {
          loader: ordersLoader('techniciansLoader'),
          shouldRevalidate: ordersListRevalidation,
          lazy: ordersPage('technicians'),
        },
      },
    ],
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
