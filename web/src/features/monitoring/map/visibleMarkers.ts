import { CLUSTER_LAYER } from './clusterLayers';
import { readPointProperties, type MapPointProperties } from './mapPoints';

/** At most this many markers take keyboard focus: enough for any readable view, few enough to tab through. */
export const MAX_KEYBOARD_MARKERS = 40;

/** A marker drawn on the canvas, where it is on screen and what it stands for. */
export type VisibleMarker =
  | { kind: 'device'; key: string; x: number; y: number; lngLat: [number, number]; properties: MapPointProperties }
  | { kind: 'cluster'; key: string; x: number; y: number; lngLat: [number, number]; clusterId: number; count: number; errors: number };

/** What maplibre's queryRenderedFeatures returns, as far as this needs it. */
export type RenderedFeature = {
  geometry: { type: string; coordinates?: unknown };
  properties: Record<string, unknown> | null;
  layer: { id: string };
};

type Options = {
  /** Screen position of a longitude/latitude, in pixels from the map's top left. */
  project: (lngLat: [number, number]) => { x: number; y: number };
  width: number;
  height: number;
};

/**
 * The markers on screen, each once (a cluster shows in two layers, a point may be in two tiles),
 * the ones nearest the centre first when there are too many, then in reading order: top to bottom
 * in rows, left to right within a row, so Tab moves through them as eyes would.
 */
export function visibleMarkers(features: readonly RenderedFeature[], { project, width, height }: Options): VisibleMarker[] {
  const byKey = new Map<string, VisibleMarker>();
  for (const feature of features) {
    if (feature.geometry.type !== 'Point' || !Array.isArray(feature.geometry.coordinates)) continue;
    const [lng, lat] = feature.geometry.coordinates as number[];
    if (typeof lng !== 'number' || typeof lat !== 'number') continue;
    const { x, y } = project([lng, lat]);
    if (x < 0 || y < 0 || x > width || y > height) continue;
    const props = feature.properties ?? {};
    if (feature.layer.id === CLUSTER_LAYER) {
      const clusterId = Number(props.cluster_id);
      if (!Number.isFinite(clusterId)) continue;
      const key = `cluster:${clusterId}`;
      byKey.set(key, { kind: 'cluster', key, x, y, lngLat: [lng, lat], clusterId, count: Number(props.point_count) || 0, errors: Number(props.errors) || 0 });
    } else {
      const properties = readPointProperties(props);
      if (!properties) continue;
      const key = `device:${properties.deviceId}`;
      byKey.set(key, { kind: 'device', key, x, y, lngLat: [lng, lat], properties });
    }
  }
  const distance = (m: VisibleMarker) => (m.x - width / 2) ** 2 + (m.y - height / 2) ** 2;
  const nearest = [...byKey.values()].sort((a, b) => distance(a) - distance(b)).slice(0, MAX_KEYBOARD_MARKERS);
  const ROW = 40;
  return nearest.sort((a, b) => Math.floor(a.y / ROW) - Math.floor(b.y / ROW) || a.x - b.x || a.key.localeCompare(b.key));
}
