/**
 * Lookups and records for the monitoring page's component tests (mocked schema). Names are in
 * English, as the API sends them; the web words known slugs in the user's language.
 */
export const packages = [
  { id: 'pkg-basic', packageId: 'p1', slug: 'basic', name: 'Basic' },
  { id: 'pkg-premium', packageId: 'p2', slug: 'premium', name: 'Premium' },
  { id: 'pkg-auto', packageId: 'p3', slug: 'automatic_replacement', name: 'Automatic replacement' },
  { id: 'pkg-self', packageId: 'p4', slug: 'self_service', name: 'Self service' },
];
export const errorCodes = [
  { id: 'err-heartbeat', errorCodeId: 'e1', slug: 'heartbeat', name: 'Heartbeat missing' },
  { id: 'err-battery', errorCodeId: 'e2', slug: 'low_battery', name: 'Low battery' },
  // A code an administrator added: no translation in the web, so its server name shows.
  { id: 'err-custom', errorCodeId: 'e3', slug: 'pump_stopped', name: 'Pump stopped' },
];
export const statusCodes = [
  { id: 'st-active', statusCodeId: 's1', slug: 'active', name: 'Active', color: 'active' },
  { id: 'st-ack', statusCodeId: 's2', slug: 'acknowledged', name: 'Acknowledged', color: 'warning' },
  { id: 'st-resolved', statusCodeId: 's3', slug: 'resolved', name: 'Resolved', color: 'good' },
];
export const organizations = [
  { id: 'org-1', organizationId: 'o1', name: 'Aarhus Vand', deviceCount: 3 },
  { id: 'org-2', organizationId: 'o2', name: 'Odense Kommune', deviceCount: 2 },
];
export const deviceTypeCategories = [{ id: 'cat-water', categoryId: 'c1', slug: 'water_level', name: 'Vandstand' }];

export function record(n: number, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'MonitoringRecord',
    id: `rec-${n}`,
    recordId: `r${n}`,
    notes: null as string | null,
    latestErrorOccurredAt: '2026-11-20T08:00:00.000Z',
    updatedAt: '2026-11-20T08:00:00.000Z',
    status: statusCodes[0],
    errorCodes: [{ count: 3, errorCode: errorCodes[0] }],
    package: packages[1],
    owner: organizations[0],
    device: {
      id: `dev-${n}`,
      deviceId: `d${n}`,
      networkId: `35000000${n}`,
      name: `Sensor ${n}`,
      lastSeenAt: '2026-11-19T10:00:00.000Z',
      firmwareVersion: '2.4.1',
      deviceModel: {
        id: 'model-1',
        title: 'Vandstandsmåler NB-IoT v2',
        networkType: 'nbiot',
        networkProtocol: 'mqtt',
        deviceTypeCategory: deviceTypeCategories[0],
      },
      latestMessage: { time: '2026-11-19T10:00:00.000Z', signalStrength: 45, rssi: null, rsrq: null },
    },
    ...overrides,
  };
}

type Cursor = { cursor: string | null; page: number; isCurrent: boolean };
const cursor = (page: number, current: number): Cursor => ({ cursor: page === 1 ? null : `page-${page}`, page, isCurrent: page === current });

/** Page cursors as the gateway builds them: all pages up to 5, else 3 around plus first/last. */
export function pageCursors(totalPages: number, current = 1) {
  let around: number[];
  if (totalPages <= 5) around = Array.from({ length: totalPages }, (_, i) => i + 1);
  else {
    const start = Math.max(1, Math.min(current - 1, totalPages - 2));
    around = [start, start + 1, start + 2];
  }
  return {
    totalPages,
    around: around.map((p) => cursor(p, current)),
    first: around.includes(1) ? null : cursor(1, current),
    last: around.includes(totalPages) ? null : cursor(totalPages, current),
    previous: current > 1 ? cursor(current - 1, current) : null,
    next: current < totalPages ? cursor(current + 1, current) : null,
  };
}

export function connection(records: ReturnType<typeof record>[], totalPages = 1, current = 1) {
  return {
    totalCount: records.length * totalPages,
    edges: records.map((node, i) => ({ cursor: `c${i}`, node })),
    pageInfo: { hasNextPage: current < totalPages, hasPreviousPage: current > 1, startCursor: 'c0', endCursor: `c${records.length - 1}` },
    pageCursors: pageCursors(totalPages, current),
  };
}

export const lookups = {
  packages: () => packages,
  errorCodes: () => errorCodes,
  statusCodes: () => statusCodes,
  organizations: () => organizations,
  deviceTypeCategories: () => deviceTypeCategories,
};
