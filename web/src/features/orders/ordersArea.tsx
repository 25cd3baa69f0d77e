import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { data, redirect } from 'react-router-dom';
import { loadAreaCatalog } from '../../i18n/i18n';
import type { PageLoader } from '../../routing/guarded';
import { lazyPage } from '../../routing/lazyPage';
import type { AreaPages, PageNode } from '../../routing/PageNode';
import { isServiceOrderWizardStep, serviceOrderDetailsPath, serviceOrdersPath, type ServiceOrderWizardStep } from '../../routing/paths';
import { routeAccess } from '../../routing/routeAccess';

/** An /orders page's code with the orders area's strings. */
const withOrdersCatalog = <T,>(page: Promise<T>): Promise<T> => Promise.all([page, loadAreaCatalog('orders')]).then(([loaded]) => loaded);

/**
 * An /orders list's or centre page's loader, by name from one small chunk (awaited apart from the
 * call, as the others here: Vite's preload wrapper would take the redirect a loader throws).
 */
const ordersLoader =
  (name: keyof typeof import('./ordersLoaders')): PageLoader =>
  async (args) => {
    const loaders = await import('./ordersLoaders');
    return loaders[name](args);
  };

/** An /orders list's or centre page's code, by name from ordersPages, with the orders area's strings. */
const ordersPage = (name: keyof typeof import('./ordersPages').ordersPages) =>
  lazyPage(() => withOrdersCatalog(import('./ordersPages').then((m) => m.ordersPages[name]())));

/** An /orders list: filter, order and page changes refetch inside the page; another path goes through the loader. */
const ordersListRevalidation: NonNullable<PageNode['page']>['shouldRevalidate'] = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname !== nextUrl.pathname || (currentUrl.search === nextUrl.search && defaultShouldRevalidate);

/** The service order's form: a new order (`?device=` from monitoring) or the order's edit page. */
const serviceOrderFormPage: NonNullable<PageNode['page']> = {
  loader: async (args) => {
    const { serviceOrderFormLoader } = await import('./serviceOrder/serviceOrderLoaders');
    return serviceOrderFormLoader(args);
  },
  lazy: lazyPage(() => withOrdersCatalog(import('./serviceOrder/ServiceOrderFormPage').then((m) => m.ServiceOrderFormPage))),
};

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
  (name: keyof typeof import('./wizard/serviceWizardLoaders')): PageLoader =>
  async (args) => {
    const loaders = await import('./wizard/serviceWizardLoaders');
    return loaders[name](args);
  };

/**
 * /orders: the service areas' tabs (service orders, installation, service centres, technicians).
 * Its page titles are in the orders catalog, which loads with this module (shellPages).
 */
export const ordersArea: AreaPages = {
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
                  const { serviceOrderDetailsLoader } = await import('./serviceOrder/serviceOrderLoaders');
                  return serviceOrderDetailsLoader(args);
                },
                lazy: lazyPage(() =>
                  withOrdersCatalog(import('./serviceOrder/ServiceOrderDetailsPage').then((m) => m.ServiceOrderDetailsPage)),
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
                    lazy: lazyPage(() => withOrdersCatalog(import('./wizard/ServiceWizardPage').then((m) => m.ServiceWizardPage))),
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
};
