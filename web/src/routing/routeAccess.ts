import type { Params } from 'react-router-dom';
import type { AppAbility } from '../features/shell/buildAbility';

/** What a route's rule is decided on: the viewer's ability rules (from the server) and who they are. */
export type ViewerAccess = { userId: string; ability: AppAbility };

/** Whether the viewer may open a page; `params` are the page's route parameters. */
export type AccessRule = (viewer: ViewerAccess, params: Params) => boolean;

const everyone: AccessRule = () => true;
const managesAll: AccessRule = ({ ability }) => ability.can('manage', 'all');

/**
 * Who may open which part of the app: the one place both the sidebar (spec part 1 §6) and the route
 * guards read. A route without its own rule inherits its section's (`/roles/:roleId` is `roles`).
 * The rules only decide what to show; the API authorises every call on its own.
 */
export const routeAccess = {
  // Spec part 1 §6, the sidebar's items.
  dashboard: everyone,
  users: managesAll,
  roles: managesAll,
  organizations: everyone,
  devices: ({ ability }) => ability.can('read', 'Device'),
  counters: everyone,
  map: everyone,
  monitoring: managesAll,
  orders: ({ ability }) => ability.can('read', 'Service'),

  // The other shell routes, which the sidebar does not list.
  services: ({ ability }) => ability.can('read', 'Service'),
  firmware: ({ ability }) => ability.can('read', 'Firmware'),
  release: everyone,
  createNewRelease: ({ ability }) => ability.can('create', 'Release'),

  // Pages that create or change something need that ability, not only their section's.
  user: (viewer, params) => params.userId === viewer.userId || viewer.ability.can('manage', 'all'),
  newOrganization: ({ ability }) => ability.can('create', 'Organization'),
  newDevice: ({ ability }) => ability.can('create', 'Device'),
  editDevice: ({ ability }) => ability.can('update', 'Device'),
  newServiceOrder: ({ ability }) => ability.can('create', 'Service'),
  editServiceOrder: ({ ability }) => ability.can('update', 'Service'),
  // Centres and their technicians (the /orders tabs) are read as `ServiceCenter`, a technician's their own.
  serviceCenters: ({ ability }) => ability.can('read', 'ServiceCenter'),
  newServiceCenter: ({ ability }) => ability.can('create', 'ServiceCenter'),
  installationOrders: ({ ability }) => ability.can('read', 'InstallationOrder'),
  newInstallationOrder: ({ ability }) => ability.can('create', 'InstallationOrder'),
  installDevice: ({ ability }) => ability.can('update', 'InstallationOrder'),
} satisfies Record<string, AccessRule>;
