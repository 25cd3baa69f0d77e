/**
 * Organisations, lookups and dashboards for the dashboard page's component tests (mocked schema).
 * Aarhus Vand has a group and an ungrouped device; Billund Forsyning has no groups and 12 devices;
 * Esbjerg Tom has no devices. Only the group's two devices count events (scheduling mode).
 */
export const organizations = [
  { id: 'org-a', organizationId: 'oa', name: 'Aarhus Vand', deviceCount: 3, parentOrganizationId: null },
  { id: 'org-b', organizationId: 'ob', name: 'Billund Forsyning', deviceCount: 12, parentOrganizationId: null },
  { id: 'org-e', organizationId: 'oe', name: 'Esbjerg Tom', deviceCount: 0, parentOrganizationId: null },
];
export const deviceTypeCategories = [
  { id: 'cat-water', categoryId: 'c1', slug: 'water_level', name: 'Vandstand' },
  { id: 'cat-weather', categoryId: 'c2', slug: 'weather_station', name: 'Vejrstation' },
  { id: 'cat-rain', categoryId: 'c3', slug: 'rain', name: 'Regn' },
];
const waterModel = { id: 'model-w', modelId: 'mw', title: 'Vandstandsmåler NB-IoT v2', deviceTypeCategory: deviceTypeCategories[0] };
const weatherModel = { id: 'model-s', modelId: 'ms', title: 'Vejrstation Pro', deviceTypeCategory: deviceTypeCategories[1] };
export const deviceModels = [waterModel, weatherModel];

function device(id: string, name: string, organizationId: string, groupId: string | null, model: typeof waterModel, hasCounter = false) {
  return {
    __typename: 'AnalyticsDevice',
    id,
    deviceId: `rest-${id}`,
    deviceNodeId: `node-${id}`,
    organizationId,
    groupId,
    networkId: `35${id.replace(/\D/g, '').padStart(7, '0')}`,
    name,
    deviceModel: model,
    deviceTypeCategory: model.deviceTypeCategory,
    units: [{ slug: 'water_level', name: 'Vandstand', unit: 'cm', dataType: 'continuous' }],
    hasCounter,
    serviceSchedule: hasCounter
      ? { __typename: 'ServiceSchedule', id: `ss-${id}`, scheduleId: `s-${id}`, serviceTargetCount: 5000, notificationEmail: null, totalCountSinceLastReset: 5200, lastResetAt: '2026-11-01T07:00:00.000Z' }
      : null,
  };
}

export const pumpGroup = {
  __typename: 'AnalyticsGroup',
  id: 'grp-1',
  groupId: 'g1',
  organizationId: 'oa',
  name: 'Pumpestationer',
  devices: [device('dev-1', 'Pumpe Nord', 'oa', 'g1', waterModel, true), device('dev-2', 'Station Syd', 'oa', 'g1', weatherModel, true)],
};

export const dashboards: Record<string, unknown> = {
  'org-a': {
    id: 'ao-a',
    organization: organizations[0],
    groups: [pumpGroup],
    ungroupedDevices: [device('dev-3', 'Brønd Øst', 'oa', null, waterModel)],
  },
  'org-b': {
    id: 'ao-b',
    organization: organizations[1],
    groups: [],
    ungroupedDevices: Array.from({ length: 12 }, (_, i) => device(`dev-b${i + 1}`, `Måler ${String(i + 1).padStart(2, '0')}`, 'ob', null, waterModel)),
  },
};

/** Query resolvers of the lookups and dashboards above. */
export const dashboardQuery = {
  organizations: () => organizations,
  deviceTypeCategories: () => deviceTypeCategories,
  deviceModels: () => deviceModels,
  analyticsRefs: () => [
    { key: 'none', name: 'Ingen' },
    { key: 'previous_period', name: 'Forrige periode' },
  ],
  analyticsOrganizations: (_: unknown, args: { organizationIds: string[] }) => args.organizationIds.map((id) => dashboards[id]).filter(Boolean),
  node: (_: unknown, args: { id: string }) => (args.id === pumpGroup.id ? pumpGroup : (allDevices().find((d) => d.id === args.id) ?? null)),
  nodes: (_: unknown, args: { ids: string[] }) => args.ids.map((id) => (id === pumpGroup.id ? pumpGroup : (allDevices().find((d) => d.id === id) ?? null))),
};

function allDevices() {
  return Object.values(dashboards as Record<string, { groups: (typeof pumpGroup)[]; ungroupedDevices: typeof pumpGroup.devices }>).flatMap((o) => [
    ...o.groups.flatMap((g) => g.devices),
    ...o.ungroupedDevices,
  ]);
}
