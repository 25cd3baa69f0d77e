import type { Rule } from './rules.ts';

/** Demo accounts and their roles. Every password is DEMO_PASSWORD. */

export interface RoleSpec {
  key: string;
  name: string;
  description: string;
  rules: Rule[];
}

/** The organisations the user's service centres serve (abilities/fillPlaceholders.ts). */
const servedOrganizations = '${user.servedOrganizationIds}';
/** The service centres the user works in (abilities/fillPlaceholders.ts). */
const ownServiceCenters = '${user.serviceCenterIds}';

/** Platform-wide roles (organization_id null). */
export const platformRoleSpecs: RoleSpec[] = [
  {
    key: 'platform_admin',
    name: 'Platform administrator',
    description: 'May manage everything on the platform.',
    rules: [{ action: ['manage'], subject: ['all'] }],
  },
  {
    key: 'technician',
    name: 'Technician',
    description: 'Field technician: reads devices and carries out service and installation orders.',
    rules: [
      // Read only, and only the organisations whose devices their service centres serve.
      { action: ['read'], subject: ['Organization'], conditions: { id: { $in: servedOrganizations } } },
      { action: ['read'], subject: ['Device', 'DeviceMessage'], conditions: { ownerId: { $in: servedOrganizations } } },
      { action: ['read'], subject: ['Group', 'Analytics'], conditions: { organizationId: { $in: servedOrganizations } } },
      { action: ['read'], subject: ['DeviceModel', 'Package'] },
      // Their own centres only (with their technicians), not every centre of the platform.
      { action: ['read'], subject: ['ServiceCenter'], conditions: { id: { $in: ownServiceCenters } } },
      { action: ['read', 'update'], subject: ['Service', 'InstallationOrder'] },
      { action: ['create', 'read'], subject: ['Attachment'] },
    ],
  },
  {
    key: 'service_manager',
    name: 'Service manager',
    description: 'Plans service and installation work for the service centres.',
    rules: [
      { action: ['read'], subject: ['Device', 'DeviceModel', 'DeviceMessage', 'Organization', 'Monitoring'] },
      { action: ['manage'], subject: ['Service', 'InstallationOrder', 'ServiceCenter', 'Technician', 'Task', 'Attachment'] },
    ],
  },
];

/** The roles each organisation starts with (the seed creates them for every demo organisation). */
export { organizationRoleSpecs } from '../organizations/organizationRoles.ts';

export interface UserSpec {
  email: string;
  firstName: string;
  lastName: string;
  language: 'da' | 'en';
  platformRoles: string[];
  /** Organisation key → organisation role keys granted within it (membership implied). */
  organizations: Record<string, string[]>;
  /** Service centre key the user is a technician in. */
  technicianIn?: string;
  /** Service centre keys the user staffs (service_center_users). */
  serviceCenters?: string[];
}

export const userSpecs: UserSpec[] = [
  {
    email: 'admin@example.com',
    firstName: 'Mette',
    lastName: 'Nielsen',
    language: 'da',
    platformRoles: ['platform_admin'],
    organizations: {},
  },
  {
    email: 'member@example.com',
    firstName: 'Jens',
    lastName: 'Hansen',
    language: 'da',
    platformRoles: [],
    organizations: { aarhus: ['member'] },
  },
  {
    email: 'technician@example.com',
    firstName: 'Lars',
    lastName: 'Pedersen',
    language: 'da',
    platformRoles: ['technician'],
    organizations: {},
    technicianIn: 'aarhus',
  },
  {
    email: 'sofie.jensen@example.com',
    firstName: 'Sofie',
    lastName: 'Jensen',
    language: 'da',
    platformRoles: [],
    organizations: { vejle: ['org_admin'] },
  },
  {
    email: 'mikkel.andersen@example.com',
    firstName: 'Mikkel',
    lastName: 'Andersen',
    language: 'da',
    platformRoles: [],
    organizations: { odense: ['member'], vejle: ['member'] },
  },
  {
    email: 'ida.soerensen@example.com',
    firstName: 'Ida',
    lastName: 'Sørensen',
    language: 'en',
    platformRoles: [],
    organizations: { nordjylland: ['org_admin'] },
  },
  {
    email: 'peter.rasmussen@example.com',
    firstName: 'Peter',
    lastName: 'Rasmussen',
    language: 'da',
    platformRoles: ['service_manager'],
    organizations: {},
    serviceCenters: ['aarhus', 'koge'],
  },
  {
    email: 'camilla.larsen@example.com',
    firstName: 'Camilla',
    lastName: 'Larsen',
    language: 'da',
    platformRoles: ['technician'],
    organizations: {},
    technicianIn: 'koge',
  },
  {
    email: 'rasmus.christensen@example.com',
    firstName: 'Rasmus',
    lastName: 'Christensen',
    language: 'da',
    platformRoles: ['technician'],
    organizations: {},
    technicianIn: 'aalborg',
  },
  {
    email: 'niels.poulsen@example.com',
    firstName: 'Niels',
    lastName: 'Poulsen',
    language: 'en',
    platformRoles: ['technician'],
    organizations: {},
    technicianIn: 'aarhus',
  },
];
