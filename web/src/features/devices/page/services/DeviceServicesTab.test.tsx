import { configure, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, resetApp } from '../../../../test/renderApp';

vi.setConfig({ testTimeout: 45_000 });
configure({ asyncUtilTimeout: 15_000 });

const restId = '0a18ad20-3cb5-49e2-9435-7c978bfd693f';

const device = {
  __typename: 'Device',
  id: 'dev-1',
  deviceId: restId,
  name: 'Dieseltank Idrætsvej 89',
  networkId: 'ns-diesellevel-ea33ee14',
  lastSeenAt: null,
  lifecycle: 'INSTALLED',
  deleted: false,
  deletedAt: null,
  downlinkSupported: false,
  networkStrengthAvailable: false,
  geo: null,
  latestMessage: null,
  properties: { json: {} },
  owner: { id: 'org-g-1', organizationId: 'org-1', name: 'Esbjerg Havn' },
  deviceModel: { id: 'model-1', title: 'Nordsense DL-300 MQTT', networkType: 'mqtt', networkProtocol: 'mqtt' },
  serviceHistory: [{ orderId: 'order-7', createdAt: '2026-11-20T08:30:00.000Z', completedAt: null, notes: 'Tanken lækker', solutions: [] }],
};

describe('DeviceServicesTab', () => {
  beforeEach(resetApp);

  it('lists the device’s orders, each opening its details, and starts a new order for the device', async () => {
    renderApp({ path: `/devices/${restId}?tab=services`, resolvers: { Query: { node: () => device } } });
    expect(await screen.findByText('Tanken lækker', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Detaljer' })).toHaveAttribute('href', '/orders/service-orders/order-7/details');
    expect(screen.getByRole('link', { name: 'Ny serviceordre' })).toHaveAttribute('href', `/orders/service-orders/new-order?device=${restId}`);
  });
});
