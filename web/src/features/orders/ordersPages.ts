import type { ComponentType } from 'react';

/**
 * The /orders lists' and service-centre pages' code, each in its own chunk, named by key: the route
 * tree (in the first load) imports this small module instead of each page by path, so the first
 * load's import map does not carry every page's chunk names (the first load is at its budget).
 */
export const ordersPages = {
  installation: () => import('./InstallationOrdersPage').then((m) => m.InstallationOrdersPage),
  serviceOrders: () => import('./lists/ServiceOrdersPage').then((m) => m.ServiceOrdersPage),
  technicians: () => import('./technicians/TechniciansPage').then((m) => m.TechniciansPage),
  technician: () => import('./technicians/TechnicianPage').then((m) => m.TechnicianPage),
  serviceCenters: () => import('./centers/ServiceCentersPage').then((m) => m.ServiceCentersPage),
  newServiceCenter: () => import('./centers/NewServiceCenterPage').then((m) => m.NewServiceCenterPage),
  serviceCenter: () => import('./centers/ServiceCenterPage').then((m) => m.ServiceCenterPage),
} satisfies Record<string, () => Promise<ComponentType>>;
