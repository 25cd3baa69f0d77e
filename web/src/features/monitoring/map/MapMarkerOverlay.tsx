import { Box, chakra } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { useEffect, useRef, useState } from 'react';
import { CLUSTER_LAYER, POINT_LAYER } from './clusterLayers';
import type { MarkerTone } from './mapPoints';
import { useMarkerToneLabels } from './useMarkerToneLabels';
import { visibleMarkers, type VisibleMarker } from './visibleMarkers';

type Props = {
  map: MapLibreMap | null;
  onOpenDevice: (marker: Extract<VisibleMarker, { kind: 'device' }>) => void;
  onZoomCluster: (marker: Extract<VisibleMarker, { kind: 'cluster' }>) => void;
  /** What each colour means; monitoring's statuses unless given. */
  toneLabels?: Record<MarkerTone, string>;
};

/** Roughly the drawn circle's size (clusterLayers.ts), so the focus ring hugs the marker. */
const markerSize = (marker: VisibleMarker) =>
  marker.kind === 'device' ? 22 : marker.count >= 1000 ? 60 : marker.count >= 100 ? 48 : marker.count >= 10 ? 38 : 30;

/**
 * The canvas draws the markers, and a canvas cannot take focus: this lays an invisible button over
 * each marker on screen (the nearest MAX_KEYBOARD_MARKERS), so Tab reaches them, Enter opens a
 * device or zooms into a group, and screen readers hear each device's name and status. The buttons
 * let the mouse through to the map, which handles clicks and drags itself.
 */
export function MapMarkerOverlay({ map, onOpenDevice, onZoomCluster, toneLabels: givenLabels }: Props) {
  const { t } = useLingui();
  const statusLabels = useMarkerToneLabels();
  const toneLabels = givenLabels ?? statusLabels;
  const [markers, setMarkers] = useState<VisibleMarker[]>([]);
  const containerRef = useRef<HTMLDivElement>(null);
  // After Enter on a group the map zooms and the group's button goes away: focus then moves to the
  // first marker of the new view, once the map has moved and settled.
  const focusAfterZoom = useRef<'zooming' | 'moved' | null>(null);

  useEffect(() => {
    if (!map) return;
    const update = () => {
      const layers = [CLUSTER_LAYER, POINT_LAYER].filter((id) => map.getLayer(id));
      if (layers.length === 0) return;
      const canvas = map.getCanvas();
      setMarkers(
        visibleMarkers(map.queryRenderedFeatures({ layers }), {
          project: (lngLat) => map.project(lngLat),
          width: canvas.clientWidth,
          height: canvas.clientHeight,
        }),
      );
    };
    // While the map moves the buttons would lag behind the markers: they come back when it settles.
    const hide = () => {
      if (focusAfterZoom.current === 'zooming') focusAfterZoom.current = 'moved';
      setMarkers([]);
    };
    map.on('idle', update);
    map.on('movestart', hide);
    update();
    return () => {
      map.off('idle', update);
      map.off('movestart', hide);
    };
  }, [map]);

  useEffect(() => {
    if (focusAfterZoom.current !== 'moved' || markers.length === 0) return;
    focusAfterZoom.current = null;
    containerRef.current?.querySelector<HTMLButtonElement>('button')?.focus();
  }, [markers]);

  const label = (marker: VisibleMarker) => {
    if (marker.kind === 'device') return `${marker.properties.name}: ${toneLabels[marker.properties.tone]}`;
    const { count, errors } = marker;
    return errors > 0
      ? t`Group of ${count} devices, ${errors} with errors. Enter zooms in.`
      : t`Group of ${count} devices. Enter zooms in.`;
  };

  return (
    <Box ref={containerRef} position="absolute" inset="0" pointerEvents="none" role="group" aria-label={t`Devices on the map`}>
      {markers.map((marker) => {
        const size = markerSize(marker);
        return (
          <chakra.button
            key={marker.key}
            type="button"
            data-marker-key={marker.key}
            aria-label={label(marker)}
            position="absolute"
            left={`${marker.x - size / 2}px`}
            top={`${marker.y - size / 2}px`}
            width={`${size}px`}
            height={`${size}px`}
            borderRadius="full"
            bg="transparent"
            border="none"
            p="0"
            pointerEvents="none"
            outline="none"
            _focusVisible={{ boxShadow: '0 0 0 3px #ffffff, 0 0 0 6px #1a365d' }}
            onClick={() => {
              if (marker.kind === 'device') return onOpenDevice(marker);
              focusAfterZoom.current = 'zooming';
              onZoomCluster(marker);
            }}
          />
        );
      })}
    </Box>
  );
}
