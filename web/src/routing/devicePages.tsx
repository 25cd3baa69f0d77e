import { msg } from '@lingui/core/macro';
import { loadAreaCatalog } from '../i18n/i18n';
import { lazyPage } from './lazyPage';
import { loaderWithSetup } from './loaderWithSetup';
import type { PageNode } from './PageNode';
import { routeAccess } from './routeAccess';

/** A device-area page's code with the device area's strings (their own catalog, lingui.config.ts). */
const withDeviceCatalog = <T,>(page: Promise<T>): Promise<T> => Promise.all([page, loadAreaCatalog('devices')]).then(([loaded]) => loaded);

/**
 * The device list, under /devices and under an organisation (its owner then fixed). Filter, order,
 * view and page changes refetch inside the page (keeping it on screen); another path (the sidebar
 * link from an organisation's list) goes through the loader again.
 */
export const devicesListPage: NonNullable<PageNode['page']> = {
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
export const newDevicePage: PageNode = {
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

/** A device's pages, under /devices and under an organisation's devices. */
export const devicePages: PageNode[] = [
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
