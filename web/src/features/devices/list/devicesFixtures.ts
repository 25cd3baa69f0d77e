import { pageCursors } from '../../monitoring/monitoringFixtures';

/** Lookups and devices for the device list's component tests (mocked schema). */
export const organizations = [
  { id: 'org-1', organizationId: 'o1', name: 'Aarhus Vand', deviceCount: 3 },
  { id: 'org-2', organizationId: 'o2', name: 'Odense Kommune', deviceCount: 2 },
];
export const deviceTypeCategories = [
  { id: 'cat-water', categoryId: 'c1', slug: 'water_level', name: 'Water level' },
  { id: 'cat-rain', categoryId: 'c2', slug: 'rain', name: 'Rain' },
];
export const deviceModels = [
  { id: 'model-1', modelId: 'm1', title: 'Vandstandsmåler NB-IoT v2', deviceTypeCategory: deviceTypeCategories[0] },
  { id: 'model-2', modelId: 'm2', title: 'Regnmåler Sigfox', deviceTypeCategory: deviceTypeCategories[1] },
];

export function device(n: number, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Device',
    id: `dev-${n}`,
    deviceId: `d${n}`,
    name: `Sensor ${n}`,
    networkId: `35000000${n}`,
    serialNumber: `SN-${n}`,
    lifecycle: 'INSTALLED',
    lastSeenAt: '2026-11-19T10:00:00.000Z',
    createdAt: '2026-01-02T08:00:00.000Z',
    owner: organizations[0],
    deviceTypeCategory: deviceTypeCategories[0],
    deviceModel: deviceModels[0],
    geo: { lat: 56.1 + n / 100, lon: 10.2 },
    ...overrides,
  };
}

export function deviceConnection(devices: ReturnType<typeof device>[], totalPages = 1, current = 1, totalCount = devices.length * totalPages) {
  return {
    totalCount,
    edges: devices.map((node, i) => ({ cursor: `c${i}`, node })),
    pageInfo: { hasNextPage: current < totalPages, hasPreviousPage: current > 1, startCursor: 'c0', endCursor: `c${devices.length - 1}` },
    pageCursors: pageCursors(totalPages, current),
  };
}

export const lookups = {
  organizations: () => organizations,
  deviceTypeCategories: () => deviceTypeCategories,
  deviceModels: () => deviceModels,
};
