/**
 * Organisations, lookups and dashboards for the dashboard page's component tests (mocked schema).
 * Aarhus Vand has a group and an ungrouped device; Billund Forsyning has no groups and 30 devices (more than a page of cards);
 * Esbjerg Tom has no devices. Only the group's two devices count events (scheduling mode). Cards
 * come in pages (`deviceCards`, `ungroupedDeviceCards`) narrowed by the filter, as the gateway does.
 */
export const organizations = [
  { id: 'org-a', organizationId: 'oa', name: 'Aarhus Vand', deviceCount: 3, parentOrganizationId: null },
  { id: 'org-b', organizationId: 'ob', name: 'Billund Forsyning', deviceCount: 30, parentOrganizationId: null },
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

type FixtureDevice = ReturnType<typeof device>;
type CardsArgs = { first?: number | null; after?: string | null; filter?: Filter | null };
type Filter = { deviceTypeCategoryIds?: string[] | null; deviceModelIds?: string[] | null; deviceIds?: string[] | null; countersOnly?: boolean | null };

/** What a filter keeps, as the API decides it (device ids are `Device` ids). */
const matches = (d: FixtureDevice, filter: Filter | null | undefined) =>
  (!filter?.deviceTypeCategoryIds?.length || filter.deviceTypeCategoryIds.includes(d.deviceTypeCategory!.id)) &&
  (!filter?.deviceModelIds?.length || filter.deviceModelIds.includes(d.deviceModel.id)) &&
  (!filter?.deviceIds || filter.deviceIds.includes(d.deviceNodeId)) &&
  (!filter?.countersOnly || d.hasCounter);

/** A page of a section's matching devices, with offset cursors as the gateway's. */
export function cardsConnection(devices: readonly FixtureDevice[], { first, after, filter }: CardsArgs) {
  const matching = devices.filter((d) => matches(d, filter));
  const offset = after ? Number(after) + 1 : 0;
  const size = first ?? 24;
  const page = matching.slice(offset, offset + size);
  return {
    totalCount: matching.length,
    edges: page.map((node, i) => ({ cursor: String(offset + i), node })),
    pageInfo: {
      hasNextPage: offset + size < matching.length,
      hasPreviousPage: offset > 0,
      startCursor: page.length ? String(offset) : null,
      endCursor: page.length ? String(offset + page.length - 1) : null,
    },
  };
}

const pumpDevices = [device('dev-1', 'Pumpe Nord', 'oa', 'g1', waterModel, true), device('dev-2', 'Station Syd', 'oa', 'g1', weatherModel, true)];
export const pumpGroup = {
  __typename: 'AnalyticsGroup',
  id: 'grp-1',
  groupId: 'g1',
  organizationId: 'oa',
  name: 'Pumpestationer',
  devices: pumpDevices,
  deviceCount: pumpDevices.length,
  units: [{ slug: 'water_level', name: 'Vandstand', unit: 'cm', dataType: 'continuous' }],
  deviceCards: (args: CardsArgs) => cardsConnection(pumpDevices, args),
};

function organization(id: string, org: (typeof organizations)[number], groups: (typeof pumpGroup)[], ungroupedDevices: FixtureDevice[]) {
  return { __typename: 'AnalyticsOrganization', id, organization: org, groups, ungroupedDevices, ungroupedDeviceCards: (args: CardsArgs) => cardsConnection(ungroupedDevices, args) };
}

export const dashboards: Record<string, unknown> = {
  'org-a': organization('ao-a', organizations[0]!, [pumpGroup], [device('dev-3', 'Brønd Øst', 'oa', null, waterModel)]),
  'org-b': organization(
    'ao-b',
    organizations[1]!,
    [],
    Array.from({ length: 30 }, (_, i) => device(`dev-b${i + 1}`, `Måler ${String(i + 1).padStart(2, '0')}`, 'ob', null, waterModel)),
  ),
};

/** A device as the device picker and `nodes` show it (a `Device`). */
const asDevice = (d: FixtureDevice) => ({ __typename: 'Device', id: d.deviceNodeId, deviceId: d.deviceId, name: d.name, networkId: d.networkId });
const ownerOf = (d: FixtureDevice) => organizations.find((o) => o.organizationId === d.organizationId)!.id;

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
  node: (_: unknown, args: { id: string }) => findNode(args.id),
  nodes: (_: unknown, args: { ids: string[] }) => args.ids.map(findNode),
  deviceSearch: (
    _: unknown,
    args: { search?: string | null; organizationIds?: string[] | null; deviceTypeCategoryIds?: string[] | null; deviceModelIds?: string[] | null; first?: number | null; after?: string | null },
  ) => {
    const text = args.search?.toLowerCase() ?? '';
    const found = allDevices().filter(
      (d, i, all) =>
        all.findIndex((o) => o.deviceNodeId === d.deviceNodeId) === i &&
        (!args.organizationIds?.length || args.organizationIds.includes(ownerOf(d))) &&
        matches(d, { deviceTypeCategoryIds: args.deviceTypeCategoryIds, deviceModelIds: args.deviceModelIds }) &&
        (!text || d.name.toLowerCase().includes(text) || d.networkId.includes(text)),
    );
    const page = cardsConnection(found, { first: args.first, after: args.after });
    return { ...page, edges: page.edges.map((edge) => ({ ...edge, node: asDevice(edge.node) })) };
  },
};

function findNode(id: string) {
  if (id === pumpGroup.id) return pumpGroup;
  // An organisation's dashboard, as a further page of its devices in no group asks for it.
  const dashboard = Object.values(dashboards).find((o) => (o as { id: string }).id === id);
  if (dashboard) return dashboard;
  const card = allDevices().find((d) => d.id === id);
  if (card) return card;
  const device = allDevices().find((d) => d.deviceNodeId === id);
  return device ? asDevice(device) : null;
}

function allDevices() {
  return Object.values(dashboards as Record<string, { groups: (typeof pumpGroup)[]; ungroupedDevices: typeof pumpGroup.devices }>).flatMap((o) => [
    ...o.groups.flatMap((g) => g.devices),
    ...o.ungroupedDevices,
  ]);
}
