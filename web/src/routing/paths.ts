import { generatePath } from 'react-router-dom';

/**
 * Every in-app path a link may point at, built from typed parts (ids are encoded). Links use these
 * instead of writing paths by hand, and `paths.test.ts` checks that each one resolves to a page of
 * the route tree (`shellPages.tsx`), so a link cannot lead to a 404 by a typo.
 */

// Public pages.
export const loginPath = (from?: string) => (from ? `/login?${new URLSearchParams({ from }).toString()}` : '/login');
export const unauthorizedPath = () => '/unauthorized';

// The shell's sections (spec part 1 §2, "Shell routes").
export const dashboardPath = () => '/dashboard';
export const usersPath = () => '/users';
export const rolesPath = () => '/roles';
export const organizationsPath = () => '/organizations';
export const devicesPath = () => '/devices';
export const countersPath = () => '/counters';
export const mapPath = () => '/map';
export const monitoringPath = () => '/monitoring';
export const ordersPath = () => '/orders';
export const firmwarePath = () => '/firmware';
export const releasePath = () => '/release';
export const createNewReleasePath = () => '/create-new-release';
export const servicesPath = () => '/services';

// Devices.
export const newDevicePath = () => '/devices/new';
export const devicePath = (deviceId: string) => generatePath('/devices/:deviceId', { deviceId });
export const editDevicePath = (deviceId: string) => generatePath('/devices/:deviceId/edit', { deviceId });
export const deviceAlertsPath = (deviceId: string) => generatePath('/devices/:deviceId/alerts', { deviceId });

// Organisations and everything under one.
export const newOrganizationPath = () => '/organizations/new';
export const organizationPath = (orgId: string) => generatePath('/organizations/:orgId', { orgId });
export const organizationNewDevicePath = (orgId: string) => generatePath('/organizations/:orgId/devices/new', { orgId });
export const organizationIntegrationsPath = (orgId: string) => generatePath('/organizations/:orgId/integrations', { orgId });
export const organizationMembersPath = (orgId: string) => generatePath('/organizations/:orgId/members', { orgId });
export const organizationMemberPath = (orgId: string, userId: string) => generatePath('/organizations/:orgId/members/:userId', { orgId, userId });
export const editOrganizationMemberPath = (orgId: string, userId: string) =>
  generatePath('/organizations/:orgId/members/:userId/edit', { orgId, userId });
export const organizationDevicesPath = (orgId: string) => generatePath('/organizations/:orgId/devices', { orgId });
export const organizationDevicePath = (orgId: string, deviceId: string) =>
  generatePath('/organizations/:orgId/devices/:deviceId', { orgId, deviceId });
export const editOrganizationDevicePath = (orgId: string, deviceId: string) =>
  generatePath('/organizations/:orgId/devices/:deviceId/edit', { orgId, deviceId });
export const organizationDeviceAlertsPath = (orgId: string, deviceId: string) =>
  generatePath('/organizations/:orgId/devices/:deviceId/alerts', { orgId, deviceId });
export const organizationContractsPath = (orgId: string) => generatePath('/organizations/:orgId/contracts', { orgId });
export const organizationContractPath = (orgId: string, contractId: string) =>
  generatePath('/organizations/:orgId/contracts/:contractId', { orgId, contractId });
export const organizationRolesPath = (orgId: string) => generatePath('/organizations/:orgId/roles', { orgId });
export const organizationKeysPath = (orgId: string) => generatePath('/organizations/:orgId/keys', { orgId });
export const organizationGroupsPath = (orgId: string) => generatePath('/organizations/:orgId/groups', { orgId });

// Users and roles.
export const userPath = (userId: string) => generatePath('/users/:userId', { userId });
export const editUserPath = (userId: string) => generatePath('/users/:userId/edit', { userId });
export const rolePath = (roleId: string) => generatePath('/roles/:roleId', { roleId });

// Orders: service orders, installation orders, service centres and technicians (spec part 1 §2, part 2 §2).
export const serviceOrdersPath = () => '/orders/service-orders';
/** A new service order, for a device when one is given (the device picker starts with it). */
export const newServiceOrderPath = ({ deviceId }: { deviceId?: string } = {}) =>
  deviceId ? `/orders/service-orders/new-order?${new URLSearchParams({ device: deviceId }).toString()}` : '/orders/service-orders/new-order';
export const serviceOrderPath = (orderId: string) => generatePath('/orders/service-orders/:orderId', { orderId });
export const serviceOrderDetailsPath = (orderId: string) => generatePath('/orders/service-orders/:orderId/details', { orderId });
export const editServiceOrderPath = (orderId: string) => generatePath('/orders/service-orders/:orderId/edit', { orderId });

/** The service-order wizard's steps, in order (spec part 1 §2's six, with part 2 §2's location, check data and finish). */
export const serviceOrderWizardSteps = ['location', 'info', 'before-service', 'device-service', 'replacement', 'issue', 'after-service', 'check-data', 'finish'] as const;
export type ServiceOrderWizardStep = (typeof serviceOrderWizardSteps)[number];
export const isServiceOrderWizardStep = (value: string | undefined): value is ServiceOrderWizardStep =>
  serviceOrderWizardSteps.some((step) => step === value);
export const serviceOrderWizardPath = (orderId: string, step?: ServiceOrderWizardStep) =>
  step
    ? generatePath('/orders/service-orders/:orderId/wizard/:step', { orderId, step })
    : generatePath('/orders/service-orders/:orderId/wizard', { orderId });

export const installationOrdersPath = () => '/orders/installation';
export const newInstallationOrderPath = () => '/orders/installation/new-order';
export const installationOrderPath = (orderId: string) => generatePath('/orders/installation/:orderId', { orderId });
export const installDevicePath = (orderId: string, deviceId: string) =>
  generatePath('/orders/installation/:orderId/install/:deviceId', { orderId, deviceId });

export const serviceCentersPath = () => '/orders/service-centers';
export const newServiceCenterPath = () => '/orders/service-centers/new';
export const serviceCenterPath = (serviceCenterId: string) => generatePath('/orders/service-centers/:serviceCenterId', { serviceCenterId });
export const technicianPath = (serviceCenterId: string, technicianId: string) =>
  generatePath('/orders/service-centers/:serviceCenterId/technicians/:technicianId', { serviceCenterId, technicianId });
export const techniciansPath = () => '/orders/technicians';
