import { addDays, todayAt } from '../../../i18n/format/calendarDay';

/** The mocked viewer's offset (createMockEnvironment's UserConfig). */
export const MOCK_UTC_OFFSET = 1;
export const tomorrow = () => addDays(todayAt(MOCK_UTC_OFFSET), 1);

export const DEVICE_REST_ID = '7f1c9c52-5c43-4f55-9a57-0a0a0a0a0a01';

export const device = {
  __typename: 'Device',
  id: 'dev-g-1',
  deviceId: DEVICE_REST_ID,
  name: 'Vandstand Ådalen',
  networkId: 'IMEI-350457',
  owner: { id: 'org-g-1', name: 'Aarhus Vand' },
  deviceModel: { id: 'model-g-1', title: 'Vandstandsmåler NB-IoT v2' },
  lifecycle: 'INSTALLED',
  lastSeenAt: '2026-11-20T08:30:00.000Z',
  placeName: 'Ådalen 4',
  geo: { lat: 56.15, lon: 10.2 },
  notes: null,
  serviceOrders: { edges: [] as unknown[] },
};

export const centre = {
  __typename: 'ServiceCenter',
  id: 'sc-g-1',
  serviceCenterId: 'sc-1',
  name: 'Servicecenter Øst',
  // It serves the device's owner (the form offers only such centres).
  organizations: [{ id: 'org-g-1' }],
  technicians: {
    edges: [
      { node: { id: 'tech-g-1', name: 'Tina Tekniker', models: [{ id: 'model-g-1' }] } },
      { node: { id: 'tech-g-2', name: 'Bo Hansen', models: [] } },
    ],
  },
};

export const lookups = {
  serviceOrderOwners: () => [{ id: 'org-g-1', name: 'Aarhus Vand' }],
  deviceTypeCategories: () => [{ id: 'cat-g-1', name: 'Vandstand' }],
  deviceModels: () => [{ id: 'model-g-1', title: 'Vandstandsmåler NB-IoT v2', deviceTypeCategory: { id: 'cat-g-1' } }],
  serviceCenters: () => ({ edges: [{ node: centre }] }),
};

export type OrderOverrides = Record<string, unknown>;

/** A service order as `node` answers it. */
export function order(overrides: OrderOverrides = {}) {
  return {
    __typename: 'ServiceOrder',
    id: 'so-g-1',
    orderId: '0b9a1c52-5c43-4f55-9a57-0a0a0a0a0a77',
    number: 1042,
    status: { slug: 'sos_new', name: 'New' },
    device,
    deviceFacts: { deviceId: DEVICE_REST_ID, name: device.name, networkId: device.networkId, serialNumber: 'SN-1', deviceModelTitle: device.deviceModel.title },
    owner: { id: 'org-g-1', name: 'Aarhus Vand' },
    serviceCenter: centre,
    technician: { id: 'tech-g-1', name: 'Tina Tekniker' },
    serviceIssue: 'Måler viser 0',
    notes: 'Nøgle hos viceværten',
    dueDate: '2030-01-10T22:59:59.999Z',
    createdAt: '2026-11-20T08:30:00.000Z',
    startedAt: null,
    completedAt: null,
    solutions: [],
    cause: null,
    comment: null,
    attachments: {
      edges: [
        { node: { id: 'att-g-1', name: 'rapport.pdf', size: 2048, createdAt: '2026-11-20T09:00:00.000Z', url: '/files/service-order-files/ticket-1' } },
        { node: { id: 'att-g-2', name: 'skadet.pdf', size: 10, createdAt: '2026-11-20T09:05:00.000Z', url: '' } },
      ],
    },
    history: {
      edges: [
        {
          node: {
            entryId: 'h2',
            action: 'serviceOrder.update',
            actorName: 'Ada Admin',
            at: '2026-11-21T09:00:00.000Z',
            changes: [
              { field: 'technician', from: 'x', to: 'y' },
              { field: 'notes', from: null, to: 'Nøgle hos viceværten' },
            ],
          },
        },
        { node: { entryId: 'h1', action: 'serviceOrder.create', actorName: 'Ada Admin', at: '2026-11-20T08:30:00.000Z', changes: [] } },
      ],
    },
    ...overrides,
  };
}
