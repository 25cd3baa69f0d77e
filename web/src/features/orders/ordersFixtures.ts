import { pageCursors } from '../monitoring/monitoringFixtures';

/** Lookups, centres, technicians and orders for the /orders component tests (mocked schema). */
export const organizations = [
  { id: 'org-1', organizationId: 'o1', name: 'Aarhus Vand' },
  { id: 'org-2', organizationId: 'o2', name: 'Odense Kommune' },
];
export const statuses = [
  { slug: 'sos_new', name: 'New' },
  { slug: 'sos_in_progress', name: 'In progress' },
  { slug: 'sos_completed', name: 'Completed' },
];
export const deviceModels = [
  { id: 'model-1', modelId: 'm1', title: 'Vandstandsmåler NB-IoT v2' },
  { id: 'model-2', modelId: 'm2', title: 'Regnmåler Sigfox' },
];

export function connection<T>(nodes: T[], totalPages = 1, current = 1, totalCount = nodes.length * totalPages) {
  return {
    totalCount,
    edges: nodes.map((node, i) => ({ cursor: `c${i}`, node })),
    pageInfo: { hasNextPage: current < totalPages, hasPreviousPage: current > 1, startCursor: 'c0', endCursor: `c${nodes.length - 1}` },
    pageCursors: pageCursors(totalPages, current),
  };
}

export function technician(n: number, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Technician',
    id: `tech-${n}`,
    technicianId: `t${n}`,
    name: `Tekniker ${n}`,
    isActive: true,
    openOrderCount: n,
    createdAt: '2026-03-01T08:00:00.000Z',
    user: { userId: `u${n}`, firstName: 'Tekniker', lastName: String(n), email: `tech${n}@example.com`, isActive: true },
    models: [deviceModels[0]],
    ...overrides,
  };
}

export function center(n: number, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'ServiceCenter',
    id: `sc-${n}`,
    serviceCenterId: `c${n}`,
    name: `Servicecenter ${n}`,
    address: `Værkmestergade ${n}, 8000 Aarhus C`,
    geo: { lat: 56.15, lon: 10.2 },
    isActive: true,
    technicianCount: 1,
    openOrderCount: 2,
    createdAt: '2026-02-01T08:00:00.000Z',
    updatedAt: '2026-02-01T08:00:00.000Z',
    // userNodeId is the id the users search (Query.users) gives the same user: `dorte` below.
    users: [{ userId: 'u9', userNodeId: 'user-9', firstName: 'Dorte', lastName: 'Disponent', email: 'dorte@example.com' }],
    organizations: [organizations[0]],
    technicians: () => connection([technician(n)]),
    ...overrides,
  };
}

export function order(n: number, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'ServiceOrder',
    id: `so-${n}`,
    orderId: `o-${n}`,
    number: 100 + n,
    status: statuses[0],
    deviceFacts: { deviceId: `d${n}`, name: `Sensor ${n}`, networkId: `35000000${n}`, serialNumber: null, lifecycle: 'INSTALLED', geo: null, deviceModelId: 'm1', deviceModelTitle: 'Vandstandsmåler NB-IoT v2' },
    owner: organizations[0],
    serviceCenter: center(1),
    technician: technician(1),
    dueDate: '2099-12-01T22:59:59.999Z',
    createdAt: '2026-11-01T08:00:00.000Z',
    ...overrides,
  };
}

export const ordersLookups = {
  organizations: () => organizations,
  serviceOrderStatuses: () => statuses,
  deviceModels: () => deviceModels,
  serviceCenters: () => connection([center(1), center(2, { technicians: () => connection([technician(2)]) })]),
  // The technicians across the centres (the service-order filter's, the staff picker's).
  technicians: () =>
    connection([
      technician(1, { serviceCenter: { __typename: 'ServiceCenter', id: 'sc-1', name: 'Servicecenter 1' } }),
      technician(2, { serviceCenter: { __typename: 'ServiceCenter', id: 'sc-2', name: 'Servicecenter 2' } }),
    ]),
};
