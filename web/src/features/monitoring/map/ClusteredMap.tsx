import 'maplibre-gl/dist/maplibre-gl.css';
import { Box, Button, Center, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { FeatureCollection, Point } from 'geojson';
import * as maplibre from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { RefreshCwIcon, TriangleAlertIcon } from 'lucide-react';
import MapView, { AttributionControl, Layer, NavigationControl, Popup, Source, type MapLayerMouseEvent, type MapRef } from 'react-map-gl/maplibre';
import { describeError } from '../../../relay/describeError';
import { basemapAssets } from './basemapAssets';
import { CLUSTER_LAYER, CLUSTER_PROPERTIES, POINT_LAYER, POINTS_SOURCE, clusterCountLayer, clusterLayer, pointLayer } from './clusterLayers';
import { drawCountImages } from './countImages';
import { MapPointPopup } from './MapPointPopup';
import { MapDetailNote } from './MapDetailNote';
import { MapMarkerOverlay } from './MapMarkerOverlay';
import { BASEMAP_DETAIL_MAX_ZOOM, bundledBasemapStyle, configuredStyleUrl } from './mapStyle';
import { readPointProperties, type MapPointProperties, type MarkerTone } from './mapPoints';
import type { VisibleMarker } from './visibleMarkers';

// maplibre looks for its worker beside its own module, which bundling moves; point it at the copy
// Vite emits instead.
maplibre.setWorkerUrl(new URL(workerUrl, globalThis.location.href).href);

/**
 * Denmark at zoom 7, as the spec asks; a phone's narrow map zooms out further so the country still
 * fits across it.
 */
const initialView = () => ({
  longitude: 10.5,
  latitude: 56.0,
  zoom: globalThis.matchMedia?.('(min-width: 48em)').matches === false ? 5.75 : 7,
});
export const MAP_HEIGHT = { base: '440px', md: '560px' } as const;

type Props = {
  /** The points to draw (see `toFeatureCollection`). */
  points: FeatureCollection<Point, MapPointProperties>;
  /** Below the map: what the colours mean and how many devices it shows. */
  legend: ReactNode;
  /** The map's accessible title. */
  title: string;
  /** What each colour means, for screen readers; monitoring's statuses unless given. */
  toneLabels?: Record<MarkerTone, string>;
  /** The link of a device's pop-up (by its REST id); `/devices/{id}` unless given. */
  devicePath?: (deviceRestId: string) => string;
  /** Said over an empty map; monitoring's wording unless given. */
  emptyText?: string;
};

/**
 * Devices on a map of Denmark, clustered so thousands stay smooth; a click on a cluster zooms in, a
 * click on a device opens its latest readings. Renders with no internet unless a tile style is
 * configured (see mapStyle.ts). Monitoring's map and the device list's map view both draw with it.
 */
export function ClusteredMap({ points, legend, title, toneLabels, devicePath, emptyText }: Props) {
  const { t, i18n } = useLingui();
  const [selected, setSelected] = useState<{ properties: MapPointProperties; longitude: number; latitude: number } | null>(null);
  const [hovering, setHovering] = useState(false);
  const [map, setMap] = useState<MapRef | null>(null);
  const [initialViewState] = useState(initialView);
  const [zoom, setZoom] = useState(initialViewState.zoom);
  const mapLibre = map?.getMap() ?? null;

  const styleUrl = configuredStyleUrl();
  const mapStyle = useMemo(() => {
    if (styleUrl) return styleUrl;
    const { urls, fonts } = basemapAssets();
    return bundledBasemapStyle(urls, fonts, i18n.locale);
  }, [styleUrl, i18n.locale]);

  useEffect(() => (map ? drawCountImages(map.getMap()) : undefined), [map]);

  // The selected device may drop out when the filter changes: its pop-up closes with it.
  if (selected && !points.features.some((f) => f.properties.deviceId === selected.properties.deviceId)) setSelected(null);

  const onClick = useCallback(
    async (event: MapLayerMouseEvent) => {
      const feature = event.features?.[0];
      if (!feature || feature.geometry.type !== 'Point') {
        setSelected(null);
        return;
      }
      const [longitude, latitude] = feature.geometry.coordinates as [number, number];
      if (feature.layer.id === CLUSTER_LAYER) {
        await zoomIntoCluster(event.target, Number(feature.properties?.cluster_id), [longitude, latitude]);
        return;
      }
      const properties = readPointProperties(feature.properties);
      if (properties) setSelected({ properties, longitude, latitude });
    },
    [],
  );

  // The keyboard's way to the same actions, through the buttons laid over the markers.
  const openFromKeyboard = useCallback((marker: Extract<VisibleMarker, { kind: 'device' }>) => {
    setSelected({ properties: marker.properties, longitude: marker.lngLat[0], latitude: marker.lngLat[1] });
  }, []);
  const zoomFromKeyboard = useCallback(
    (marker: Extract<VisibleMarker, { kind: 'cluster' }>) => {
      if (mapLibre) void zoomIntoCluster(mapLibre, marker.clusterId, marker.lngLat);
    },
    [mapLibre],
  );

  // When the popup closes from inside, focus goes back to the marker that opened it (or the map),
  // so keyboard users stay in place.
  const closePopup = useCallback(() => {
    const focusInPopup = document.activeElement?.closest('.maplibregl-popup') != null;
    const marker = selected ? document.querySelector<HTMLElement>(`[data-marker-key="device:${CSS.escape(selected.properties.deviceId)}"]`) : null;
    setSelected(null);
    if (focusInPopup) (marker ?? map?.getCanvas())?.focus();
  }, [map, selected]);

  useEffect(() => {
    if (!mapLibre) return;
    const update = () => setZoom(mapLibre.getZoom());
    mapLibre.on('zoomend', update);
    update();
    return () => void mapLibre.off('zoomend', update);
  }, [mapLibre]);

  // Busy until the map has drawn everything and stands still (maplibre's 'idle'): assistive
  // technology and tests can tell a map that is still loading or moving from one that is ready.
  const [busy, setBusy] = useState(true);
  useEffect(() => {
    if (!mapLibre) return;
    const idle = () => setBusy(false);
    const moving = () => setBusy(true);
    mapLibre.on('idle', idle);
    mapLibre.on('movestart', moving);
    if (mapLibre.loaded() && !mapLibre.isMoving()) idle();
    else moving();
    return () => {
      mapLibre.off('idle', idle);
      mapLibre.off('movestart', moving);
    };
  }, [mapLibre]);

  // maplibre's own control labels, in the interface language.
  const locale = useMemo(
    () => ({
      'Map.Title': title,
      'NavigationControl.ZoomIn': t`Zoom in`,
      'NavigationControl.ZoomOut': t`Zoom out`,
      'AttributionControl.ToggleAttribution': t`Toggle attribution`,
    }),
    [t, title],
  );

  return (
    <Stack gap="3">
      <Box
        position="relative"
        height={MAP_HEIGHT}
        borderWidth="1px"
        borderRadius="l3"
        overflow="hidden"
        bg="#dbe7ef"
        aria-busy={busy}
        data-map-zoom={Math.round(zoom * 100) / 100}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && selected) closePopup();
        }}
        css={{ '& .maplibregl-popup-content': { borderRadius: '8px', padding: '12px 14px', boxShadow: 'var(--chakra-shadows-lg)' } }}
      >
        <MapView
          // The control labels are read once, when the map is built.
          key={i18n.locale}
          ref={setMap}
          mapLib={maplibre}
          locale={locale}
          initialViewState={initialViewState}
          mapStyle={mapStyle}
          style={{ width: '100%', height: '100%' }}
          minZoom={4}
          maxZoom={17}
          dragRotate={false}
          touchPitch={false}
          attributionControl={false}
          interactiveLayerIds={[CLUSTER_LAYER, POINT_LAYER]}
          cursor={hovering ? 'pointer' : 'grab'}
          onMouseEnter={() => setHovering(true)}
          onMouseLeave={() => setHovering(false)}
          onClick={(event) => void onClick(event)}
        >
          <NavigationControl position="top-right" showCompass={false} />
          {/* Compact (an ⓘ button) on narrow maps, where the credits would cover a strip of the map. */}
          <AttributionControl position="bottom-right" />
          <Source
            id={POINTS_SOURCE}
            type="geojson"
            data={points}
            cluster
            clusterRadius={48}
            clusterMaxZoom={13}
            clusterProperties={CLUSTER_PROPERTIES}
          >
            <Layer {...clusterLayer} />
            <Layer {...clusterCountLayer} />
            <Layer {...pointLayer} />
          </Source>
          {selected && (
            <Popup
              longitude={selected.longitude}
              latitude={selected.latitude}
              offset={12}
              maxWidth="320px"
              closeButton={false}
              closeOnClick={false}
              focusAfterOpen={false}
              onClose={closePopup}
            >
              <MapPointPopup
                deviceId={selected.properties.deviceId}
                deviceRestId={selected.properties.deviceRestId}
                name={selected.properties.name}
                onClose={closePopup}
                to={devicePath?.(selected.properties.deviceRestId)}
              />
            </Popup>
          )}
        </MapView>
        <MapMarkerOverlay map={mapLibre} onOpenDevice={openFromKeyboard} onZoomCluster={zoomFromKeyboard} toneLabels={toneLabels} />
        {!styleUrl && zoom >= BASEMAP_DETAIL_MAX_ZOOM && <MapDetailNote />}
        {points.features.length === 0 && (
          <Center position="absolute" inset="0" pointerEvents="none">
            <Text bg="bg" px="4" py="2" borderRadius="l2" boxShadow="sm" color="fg.muted" role="status">
              {emptyText ?? <Trans>No devices with a known position match the filter.</Trans>}
            </Text>
          </Center>
        )}
      </Box>
      {legend}
    </Stack>
  );
}

/** Zooms to where a cluster falls apart into smaller groups or devices. */
async function zoomIntoCluster(map: maplibre.Map, clusterId: number, center: [number, number]) {
  const source = map.getSource<maplibre.GeoJSONSource>(POINTS_SOURCE);
  if (!source || !Number.isFinite(clusterId)) return;
  const zoom = await source.getClusterExpansionZoom(clusterId);
  map.easeTo({ center, zoom, duration: 500 });
}

/** A map's shape while its points load. */
export function MapSkeleton() {
  const { t } = useLingui();
  return (
    <Stack gap="3" role="status" aria-busy="true" aria-label={t`Loading the map`}>
      <Skeleton height={MAP_HEIGHT} borderRadius="l3" />
      <Skeleton height="5" width={{ base: '80%', md: '40%' }} />
    </Stack>
  );
}

/** A map whose points could not load: why, and a retry. */
export function MapError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Center height={MAP_HEIGHT} borderWidth="1px" borderRadius="l3" bg="bg" px="4">
      <Stack gap="3" align="center" textAlign="center" role="alert" maxW="md">
        <TriangleAlertIcon size="32" color="var(--chakra-colors-orange-500)" aria-hidden />
        <Text fontWeight="semibold">
          <Trans>The map could not be shown</Trans>
        </Text>
        <Text color="fg.muted">{describeError(error)}</Text>
        <Button size="sm" colorPalette="brand" onClick={onRetry}>
          <RefreshCwIcon aria-hidden /> <Trans>Try again</Trans>
        </Button>
      </Stack>
    </Center>
  );
}
