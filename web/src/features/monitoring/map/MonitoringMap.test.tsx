import { act, render, screen, waitFor, within } from '@testing-library/react';
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
// would draw (the GeoJSON source), let a test click a feature as maplibre would report it, and hand
// the component a fake map that reports the drawn points (queryRenderedFeatures), their screen
// positions and its zoom, as maplibre does.
vi.mock('maplibre-gl', () => ({ setWorkerUrl: vi.fn() }));
type FakeFeature = { geometry: { type: 'Point'; coordinates: [number, number] }; properties: Record<string, unknown>; layer: { id: string } };
const fakeMap = vi.hoisted(() => {
  const handlers = new Map<string, Set<() => void>>();
  const state = { zoom: 7, rendered: null as FakeFeature[] | null, drawn: [] as FakeFeature[] };
  const map = {
    state,
    on: (event: string, fn: () => void) => void handlers.set(event, (handlers.get(event) ?? new Set()).add(fn)),
    off: (event: string, fn: () => void) => void handlers.get(event)?.delete(fn),
    fire: (event: string) => handlers.get(event)?.forEach((fn) => fn()),
    listening: (event: string) => (handlers.get(event)?.size ?? 0) > 0,
    reset: () => {
      handlers.clear();
      Object.assign(state, { zoom: 7, rendered: null, drawn: [] });
    },
    getZoom: () => state.zoom,
    loaded: () => true,
    isMoving: () => false,
    setMissingStyleImageResolver: () => undefined,
    getLayer: () => ({}),
    getCanvas: () => ({ clientWidth: 1000, clientHeight: 500, focus: () => undefined }),
    queryRenderedFeatures: () => state.rendered ?? state.drawn,
    project: ([lng, lat]: [number, number]) => ({ x: (lng - 8) * 200, y: (58 - lat) * 200 }),
    getSource: () => ({ getClusterExpansionZoom: async () => 11 }),
    easeTo: vi.fn(),
  };
  // What react-map-gl hands its ref: the same object for the map's whole life.
  return Object.assign(map, { ref: { getMap: () => map, getCanvas: () => map.getCanvas() } });
});
vi.mock('react-map-gl/maplibre', async () => {
  const { useEffect } = await import('react');
  return {
    default: function MapView({ children, onClick, ref }: { children: ReactNode; onClick: (event: unknown) => void; ref?: (value: unknown) => void }) {
      useEffect(() => ref?.(fakeMap.ref), [ref]);
      return (
      <div data-testid="map">
        {children}
        <button
          type="button"
          onClick={() => {
            const source = document.querySelector('[data-testid="source"]')!;
            const feature = (JSON.parse(source.getAttribute('data-geojson')!) as { features: FakeFeature[] }).features[0]!;
            onClick({ features: [{ ...feature, layer: { id: 'monitoring-points' } }], target: fakeMap });
          }}
        >
          click first point
        </button>
      </div>
      );
    },
    Source: ({ data, children }: { data: { features: FakeFeature[] }; children: ReactNode }) => {
      // What maplibre would draw: every point, unclustered.
      fakeMap.state.drawn = data.features.map((f) => ({ ...f, layer: { id: 'monitoring-points' } }));
      return (
        <div data-testid="source" data-geojson={JSON.stringify(data)}>
          {children}
        </div>
      );
    },
    Layer: () => null,
    NavigationControl: () => null,
    AttributionControl: () => null,
    Popup: ({ children }: { children: ReactNode }) => (
      <div data-testid="popup" className="maplibregl-popup">
        {children}
      </div>
    ),
  };
});

const { MonitoringMap } = await import('./MonitoringMap');

/** The component listens to the map once React has run its effects after the map mounted. */
const mapListening = () => waitFor(() => expect(fakeMap.listening('idle') && fakeMap.listening('zoomend')).toBe(true));

const points = [
  { deviceId: 'dev-1', deviceRestId: 'd1', name: 'Vandstand Aarhus Å', lat: 56.15, lon: 10.2, statusSlug: 'active', hasErrors: true },
  { deviceId: 'dev-2', deviceRestId: 'd2', name: 'Dør Industrivej 39', lat: 55.7, lon: 9.5, statusSlug: 'resolved', hasErrors: false },
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
  beforeEach(() => {
    resetApp();
    fakeMap.reset();
    delete (globalThis as { __FIELDSENSE_CONFIG__?: unknown }).__FIELDSENSE_CONFIG__;
  });

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

  it('reaches each marker with Tab by its name and status; Enter opens the device, Escape closes it and returns to the marker', async () => {
    const u = userEvent.setup();
    renderMap({
      Query: {
        monitoringMapPoints: () => points,
        node: () => ({ __typename: 'Device', id: 'dev-2', name: 'Dør Industrivej 39', latestMessage: null, latestReadings: [{ slug: 'door', name: 'Døråbninger', unit: '', value: 7 }] }),
      },
    });
    expect(await screen.findByText('2 enheder på kortet')).toBeInTheDocument();
    await mapListening();
    act(() => fakeMap.fire('idle'));
    const markers = within(screen.getByRole('group', { name: 'Enheder på kortet' })).getAllByRole('button');
    // Reading order: Aarhus (north) before Industrivej (south).
    expect(markers.map((m) => m.getAttribute('aria-label'))).toEqual(['Vandstand Aarhus Å: Aktiv med fejl', 'Dør Industrivej 39: Løst eller uden fejl']);

    // Tab moves from what precedes the map's markers into them, in reading order.
    screen.getByRole('button', { name: 'click first point' }).focus();
    await u.tab();
    expect(markers[0]).toHaveFocus();
    await u.tab();
    expect(markers[1]).toHaveFocus();
    await u.keyboard('{Enter}');
    const popup = await screen.findByRole('dialog', { name: 'Enhed Dør Industrivej 39' });
    await waitFor(() => expect(popup).toHaveFocus());
    await u.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByTestId('popup')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Dør Industrivej 39: Løst eller uden fejl' })).toHaveFocus();
  });

  it('zooms into a group of devices on Enter and moves focus to the first marker of the new view', async () => {
    const u = userEvent.setup();
    renderMap({ Query: { monitoringMapPoints: () => points } });
    expect(await screen.findByText('2 enheder på kortet')).toBeInTheDocument();
    await mapListening();
    fakeMap.state.rendered = [
      { geometry: { type: 'Point', coordinates: [10, 56] }, properties: { cluster: true, cluster_id: 7, point_count: 2, errors: 1 }, layer: { id: 'monitoring-clusters' } },
    ];
    act(() => fakeMap.fire('idle'));
    const group = screen.getByRole('button', { name: 'Gruppe med 2 enheder, heraf 1 med fejl. Enter zoomer ind.' });
    group.focus();
    await u.keyboard('{Enter}');
    await waitFor(() => expect(fakeMap.easeTo).toHaveBeenCalledWith({ center: [10, 56], zoom: 11, duration: 500 }));
    fakeMap.state.rendered = null;
    act(() => fakeMap.fire('movestart'));
    act(() => fakeMap.fire('idle'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Vandstand Aarhus Å: Aktiv med fejl' })).toHaveFocus());
  });

  it('says past street zoom that the offline map has no more detail, and how to get a full map', async () => {
    renderMap({ Query: { monitoringMapPoints: () => points } });
    expect(await screen.findByText('2 enheder på kortet')).toBeInTheDocument();
    expect(screen.queryByText('Detaljer på gadeniveau er ikke tilgængelige offline')).not.toBeInTheDocument();
    await mapListening();
    fakeMap.state.zoom = 14;
    act(() => fakeMap.fire('zoomend'));
    expect(screen.getByText('Detaljer på gadeniveau er ikke tilgængelige offline')).toBeInTheDocument();
    expect(screen.getByText('VITE_MAP_STYLE_URL')).toBeInTheDocument();
    fakeMap.state.zoom = 10;
    act(() => fakeMap.fire('zoomend'));
    expect(screen.queryByText('Detaljer på gadeniveau er ikke tilgængelige offline')).not.toBeInTheDocument();
  });

  it('is busy while the map moves and says its zoom once it stands still', async () => {
    renderMap({ Query: { monitoringMapPoints: () => points } });
    expect(await screen.findByText('2 enheder på kortet')).toBeInTheDocument();
    await mapListening();
    const frame = document.querySelector('[data-map-zoom]')!;
    expect(frame).toHaveAttribute('aria-busy', 'false');
    expect(frame).toHaveAttribute('data-map-zoom', '7');
    act(() => fakeMap.fire('movestart'));
    expect(frame).toHaveAttribute('aria-busy', 'true');
    fakeMap.state.zoom = 8.123;
    act(() => fakeMap.fire('zoomend'));
    act(() => fakeMap.fire('idle'));
    expect(frame).toHaveAttribute('aria-busy', 'false');
    expect(frame).toHaveAttribute('data-map-zoom', '8.12');
  });

  it('never shows the note with a configured online style', async () => {
    (globalThis as { __FIELDSENSE_CONFIG__?: unknown }).__FIELDSENSE_CONFIG__ = { mapStyleUrl: 'https://tiles.example.com/style.json' };
    renderMap({ Query: { monitoringMapPoints: () => points } });
    expect(await screen.findByText('2 enheder på kortet')).toBeInTheDocument();
    await mapListening();
    fakeMap.state.zoom = 16;
    act(() => fakeMap.fire('zoomend'));
    expect(screen.queryByText('Detaljer på gadeniveau er ikke tilgængelige offline')).not.toBeInTheDocument();
  });
});
