import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
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

describe('DevicePage header: status, signal, maps and lifecycle', () => {
  beforeEach(resetApp);

  it('shows a live sigfox device: online, its signal band opening the network-strength chart, open in maps', async () => {
    const user = userEvent.setup();
    const seen = new Date(Date.now() - 60 * 60 * 1000).toISOString();
    renderApp({
      path: `/devices/${restId}`,
      resolvers: {
        Query: {
          node: () =>
            device({
              lastSeenAt: seen,
              networkStrengthAvailable: true,
              geo: { lat: 55.40526, lon: 10.3808 },
              latestMessage: { signalStrength: -112 },
              deviceModel: { id: 'model-2', title: 'Vestlys WL-20 Sigfox', networkType: 'sigfox', networkProtocol: 'sigfox' },
            }),
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dieseltank Idrætsvej 89' })).toBeInTheDocument();
    expect(screen.getByText('Online')).toBeInTheDocument();
    expect(screen.getAllByText('Installeret')[0]).toBeInTheDocument();
    expect(screen.getByText(/^Sidst set /)).toBeInTheDocument();
    const maps = screen.getByRole('link', { name: 'Åbn i kort' });
    expect(maps).toHaveAttribute('href', expect.stringContaining('mlat=55.40526&mlon=10.3808'));
    expect(maps).toHaveAttribute('rel', 'noopener noreferrer');
    // -112 dBm on Sigfox is the "good" band (spec part 2 §9).
    const signal = screen.getByRole('button', { name: /Signal\s*God/ });
    await user.click(signal);
    expect(await screen.findByRole('dialog', { name: /Netværksstyrke · Dieseltank Idrætsvej 89/ })).toBeInTheDocument();
  });

  it('says a device is late after 24 hours, and offers no signal or maps it cannot have', async () => {
    renderApp({
      path: `/devices/${restId}`,
      resolvers: { Query: { node: () => device({ lastSeenAt: new Date(Date.now() - 3 * 24 * 3600 * 1000).toISOString() }) } },
    });
    expect(await screen.findByText('Ingen kontakt i mere end 24 timer')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Signal|Netværksstyrke/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Åbn i kort' })).not.toBeInTheDocument();
  });

  it('moves the lifecycle on after confirming, and says so', async () => {
    const user = userEvent.setup();
    const updateDevice = vi.fn((_: unknown, { input }: { input: { id: string; lifecycle: string } }) => ({
      device: device({ lifecycle: input.lifecycle }),
    }));
    renderApp({ path: `/devices/${restId}`, resolvers: { Query: { node: () => device() }, Mutation: { updateDevice } } });
    await user.click(await screen.findByRole('button', { name: 'Flyt til Nedtaget' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText(/Flytningen registreres i enhedens historik/)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Flyt til Nedtaget' }));
    await waitFor(() => expect(updateDevice).toHaveBeenCalledTimes(1));
    expect(updateDevice.mock.calls[0]![1].input).toEqual({ id: 'dev-1', lifecycle: 'TAKEN_DOWN' });
    expect(await screen.findByText('Enheden er nu: Nedtaget')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Flyt til På lager' })).toBeInTheDocument();
  });

  it('shows a deleted device with its banner and no way to change it', async () => {
    renderApp({
      path: `/devices/${restId}`,
      resolvers: { Query: { node: () => device({ deleted: true, deletedAt: '2026-11-20T09:30:00.000Z' }) } },
    });
    expect(await screen.findByText('Denne enhed er slettet')).toBeInTheDocument();
    expect(screen.getByText(/^Slettet 20\.11\.2026/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Flyt til/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Rediger' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rediger' })).not.toBeInTheDocument();
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
