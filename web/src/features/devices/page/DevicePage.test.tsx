import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { openSubscriptions, pushSubscription } from '../../../test/createMockEnvironment';
import { renderApp, resetApp } from '../../../test/renderApp';

const restId = '0a18ad20-3cb5-49e2-9435-7c978bfd693f';

/** The device as `node` answers it: what the header reads (the mocked schema fills the rest). */
const device = (overrides: Record<string, unknown> = {}) => ({
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
  ...overrides,
});

describe('DevicePage header', () => {
  beforeEach(resetApp);

  it('says once that a device was never seen', async () => {
    renderApp({ path: `/devices/${restId}`, resolvers: { Query: { node: () => device() } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dieseltank Idrætsvej 89' })).toBeInTheDocument();
    expect(screen.getByText('Aldrig set')).toBeInTheDocument();
    expect(screen.queryByText(/Ikke set endnu|Sidst set/)).not.toBeInTheDocument();
  });

  it("shows another user's change live, from deviceChanged", async () => {
    renderApp({ path: `/devices/${restId}`, resolvers: { Query: { node: () => device() } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dieseltank Idrætsvej 89' })).toBeInTheDocument();
    await waitFor(() => expect(openSubscriptions('DeviceHeaderChangedSubscription')).toBe(1));
    await act(async () =>
      pushSubscription('DeviceHeaderChangedSubscription', {
        deviceChanged: { kind: 'UPDATED', devices: [device({ name: 'Dieseltank Havnen', lastSeenAt: '2026-11-24T10:00:00.000Z' })] },
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Dieseltank Havnen' })).toBeInTheDocument();
    expect(screen.getByText(/^Sidst set /)).toBeInTheDocument();
  });

  it('leaves for the list, saying why, when someone deletes the device permanently', async () => {
    renderApp({ path: `/devices/${restId}`, resolvers: { Query: { node: () => device() } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dieseltank Idrætsvej 89' })).toBeInTheDocument();
    await waitFor(() => expect(openSubscriptions('DeviceHeaderChangedSubscription')).toBe(1));
    await act(async () => pushSubscription('DeviceHeaderChangedSubscription', { deviceChanged: { kind: 'PURGED', devices: [] } }));
    expect(await screen.findByText('Nogen har slettet denne enhed permanent')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Enheder' })).toBeInTheDocument();
  });
});

describe('DevicePage information tab', () => {
  beforeEach(resetApp);

  it('keeps the images below the form while editing', async () => {
    renderApp({ path: `/devices/${restId}/edit`, resolvers: { Query: { node: () => device() } } });
    expect(await screen.findByRole('button', { name: 'Gem' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Billeder' })).toBeInTheDocument();
  });
});
