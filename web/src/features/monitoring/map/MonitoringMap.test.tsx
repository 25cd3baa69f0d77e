import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../Providers';
import { setEnvironmentFactory } from '../../../relay/environmentHolder';
import { createMockEnvironment, pushSubscription, type MockResolvers } from '../../../test/createMockEnvironment';
import { resetApp } from '../../../test/renderApp';

// jsdom has no WebGL: these stand-ins for maplibre and react-map-gl render the props the real map
// would draw (the GeoJSON source) and let a test click a feature as maplibre would report it.
vi.mock('maplibre-gl', () => ({ setWorkerUrl: vi.fn() }));
vi.mock('react-map-gl/maplibre', () => {
  type Feature = { geometry: { type: 'Point'; coordinates: [number, number] }; properties: Record<string, unknown> };
  const target = { getSource: () => ({ getClusterExpansionZoom: async () => 11 }), easeTo: vi.fn() };
  return {
    default: ({ children, onClick }: { children: ReactNode; onClick: (event: unknown) => void }) => (
      <div data-testid="map">
        {children}
        <button
          type="button"
          onClick={() => {
            const source = document.querySelector('[data-testid="source"]')!;
            const feature = (JSON.parse(source.getAttribute('data-geojson')!) as { features: Feature[] }).features[0]!;
            onClick({ features: [{ ...feature, layer: { id: 'monitoring-points' } }], target });
          }}
        >
          click first point
        </button>
      </div>
    ),
    Source: ({ data, children }: { data: unknown; children: ReactNode }) => (
      <div data-testid="source" data-geojson={JSON.stringify(data)}>
        {children}
      </div>
    ),
    Layer: () => null,
    NavigationControl: () => null,
    AttributionControl: () => null,
    Popup: ({ children }: { children: ReactNode }) => <div data-testid="popup">{children}</div>,
  };
});

const { MonitoringMap } = await import('./MonitoringMap');

const points = [
  { recordId: 'rec-1', deviceId: 'dev-1', deviceRestId: 'd1', name: 'Vandstand Aarhus Å', lat: 56.15, lon: 10.2, statusSlug: 'active', hasErrors: true },
  { recordId: 'rec-2', deviceId: 'dev-2', deviceRestId: 'd2', name: 'Dør Industrivej 39', lat: 55.7, lon: 9.5, statusSlug: 'resolved', hasErrors: false },
];

function renderMap(resolvers: MockResolvers, filter = { statusIds: ['status-1'] }) {
  setEnvironmentFactory(() => ({ environment: createMockEnvironment(resolvers), dispose: () => undefined }));
  render(
    <Providers>
      <MemoryRouter>
        <MonitoringMap filter={filter} />
      </MemoryRouter>
    </Providers>,
  );
}

describe('MonitoringMap', () => {
  beforeEach(resetApp);

  it('loads the points for the filter behind a skeleton and draws them as one GeoJSON source', async () => {
    const monitoringMapPoints = vi.fn((_parent: unknown, _args: { filter: unknown }) => points);
    renderMap({ Query: { monitoringMapPoints } });
    expect(screen.getByRole('status', { name: 'Henter kortet' })).toBeInTheDocument();
    expect(await screen.findByText('2 enheder på kortet')).toBeInTheDocument();
    expect(monitoringMapPoints.mock.calls[0]![1]).toEqual({ filter: { statusIds: ['status-1'] } });
    const geojson = JSON.parse(screen.getByTestId('source').getAttribute('data-geojson')!);
    expect(geojson.features.map((f: { properties: { tone: string } }) => f.properties.tone)).toEqual(['error', 'ok']);
    expect(screen.getByText('Aktiv med fejl')).toBeInTheDocument();
  });

  it('refetches the points shortly after a record changes status, keeping the markers meanwhile', async () => {
    const monitoringMapPoints = vi.fn(() => points);
    renderMap({ Query: { monitoringMapPoints } });
    expect(await screen.findByText('2 enheder på kortet')).toBeInTheDocument();
    pushSubscription('useMapPointsRefreshSubscription', { monitoringRecordChanged: { kind: 'NOTES' } });
    pushSubscription('useMapPointsRefreshSubscription', { monitoringRecordChanged: { kind: 'STATUS' } });
    pushSubscription('useMapPointsRefreshSubscription', { monitoringRecordChanged: { kind: 'ERROR' } });
    await waitFor(() => expect(monitoringMapPoints).toHaveBeenCalledTimes(2), { timeout: 5000 });
    expect(screen.getByText('2 enheder på kortet')).toBeInTheDocument();
  });

  it('says so when no device with a position matches', async () => {
    renderMap({ Query: { monitoringMapPoints: () => [] } });
    expect(await screen.findByText('Ingen enheder med kendt position matcher filteret.')).toBeInTheDocument();
    expect(screen.getByText('0 enheder på kortet')).toBeInTheDocument();
  });

  it('opens the clicked device in a popup with its readings and a link', async () => {
    const u = userEvent.setup();
    renderMap({
      Query: {
        monitoringMapPoints: () => points,
        node: () => ({ __typename: 'Device', id: 'dev-1', name: 'Vandstand Aarhus Å', latestMessage: null, latestReadings: [{ slug: 'level', name: 'Vandstand', unit: 'cm', value: 42 }] }),
      },
    });
    await u.click(await screen.findByRole('button', { name: 'click first point' }));
    expect(await screen.findByText('42 cm')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Gå til enhed' })).toHaveAttribute('href', '/devices/d1');
    await u.click(screen.getByRole('button', { name: 'Luk' }));
    await waitFor(() => expect(screen.queryByTestId('popup')).not.toBeInTheDocument());
  });

  it('shows a translated error with a retry', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let calls = 0;
    renderMap({
      Query: {
        monitoringMapPoints: () => {
          calls += 1;
          if (calls === 1) throw new GraphQLError('down', { extensions: { code: 'UPSTREAM_UNAVAILABLE' } });
          return points;
        },
      },
    });
    expect(await screen.findByText('Kortet kunne ikke vises')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Prøv igen' }));
    expect(await screen.findByText('2 enheder på kortet')).toBeInTheDocument();
    quiet.mockRestore();
  });
});
