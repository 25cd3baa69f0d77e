import 'maplibre-gl/dist/maplibre-gl.css';
import { Box } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import * as maplibre from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { useMemo, useState } from 'react';
import MapView, { AttributionControl, Marker, NavigationControl } from 'react-map-gl/maplibre';
import { basemapAssets } from '../features/monitoring/map/basemapAssets';
import { bundledBasemapStyle, configuredStyleUrl } from '../features/monitoring/map/mapStyle';

maplibre.setWorkerUrl(new URL(workerUrl, globalThis.location.href).href);

type Props = {
  value: { lat: number; lon: number } | null;
  /** A click on the map, or the marker dragged, picks the position. */
  onPick: (position: { lat: number; lon: number }) => void;
  disabled?: boolean;
  label: string;
};

/**
 * A small map (monitoring's basemap) to pick a position by clicking or dragging the marker: a
 * device's, a service centre's. Load it lazily (maplibre is hundreds of kB).
 */
export function GeoPickerMap({ value, onPick, disabled = false, label }: Props) {
  const { i18n } = useLingui();
  const styleUrl = configuredStyleUrl();
  const mapStyle = useMemo(() => {
    if (styleUrl) return styleUrl;
    const { urls, fonts } = basemapAssets();
    return bundledBasemapStyle(urls, fonts, i18n.locale);
  }, [styleUrl, i18n.locale]);
  // Centred on the position once; afterwards the user moves the map.
  const [initialViewState] = useState(() =>
    value ? { longitude: value.lon, latitude: value.lat, zoom: 12 } : { longitude: 10.5, latitude: 56.1, zoom: 6 },
  );
  const round = (n: number) => Math.round(n * 1e6) / 1e6;
  return (
    <Box height={{ base: '240px', md: '300px' }} borderRadius="l2" overflow="hidden" borderWidth="1px" role="region" aria-label={label}>
      <MapView
        key={i18n.locale}
        mapLib={maplibre}
        initialViewState={initialViewState}
        mapStyle={mapStyle}
        style={{ width: '100%', height: '100%' }}
        dragRotate={false}
        touchPitch={false}
        attributionControl={false}
        cursor={disabled ? 'default' : 'crosshair'}
        onClick={(event) => !disabled && onPick({ lat: round(event.lngLat.lat), lon: round(event.lngLat.lng) })}
      >
        <NavigationControl position="top-right" showCompass={false} />
        <AttributionControl position="bottom-right" compact />
        {value && (
          <Marker
            longitude={value.lon}
            latitude={value.lat}
            color="#0f4c5c"
            draggable={!disabled}
            onDragEnd={(event) => onPick({ lat: round(event.lngLat.lat), lon: round(event.lngLat.lng) })}
          />
        )}
      </MapView>
    </Box>
  );
}
