import type { FeatureCollection, Point } from 'geojson';

/**
 * A map point as the map asks `monitoringMapPoints` for it: only what a marker and its pop-up need,
 * as at 10,000 devices every field costs about 10,000 times its size (the record's id, unused here,
 * was a quarter of the response).
 */
export type MapPoint = {
  readonly deviceId: string;
  readonly deviceRestId: string;
  readonly name: string;
  readonly lat: number;
  readonly lon: number;
  readonly statusSlug: string;
  readonly hasErrors: boolean;
};

/** What a marker's colour says, from most to least urgent. */
export type MarkerTone = 'error' | 'acknowledged' | 'inService' | 'ok' | 'ignored';

export const MARKER_TONES: readonly MarkerTone[] = ['error', 'acknowledged', 'inService', 'ok', 'ignored'];

/** Colours that stay apart for the common colour-vision deficiencies and show on land and sea. */
export const MARKER_COLORS: Record<MarkerTone, string> = {
  error: '#c53030',
  acknowledged: '#d97706',
  inService: '#2b6cb0',
  ok: '#2f855a',
  ignored: '#718096',
};

/**
 * Staff statuses win (someone is on it); an active record is red only while it has errors.
 * Unknown statuses fall back on the errors alone.
 */
export function markerTone(statusSlug: string, hasErrors: boolean): MarkerTone {
  switch (statusSlug) {
    case 'acknowledged':
      return 'acknowledged';
    case 'in_service':
      return 'inService';
    case 'resolved':
      return 'ok';
    case 'ignored':
      return 'ignored';
    default:
      return hasErrors ? 'error' : 'ok';
  }
}

/** The properties each point feature carries; maplibre keeps only JSON-friendly values. */
export type MapPointProperties = {
  deviceId: string;
  deviceRestId: string;
  name: string;
  tone: MarkerTone;
  color: string;
};

const isCoordinate = (value: number, limit: number) => Number.isFinite(value) && Math.abs(value) <= limit;

/**
 * Points as a GeoJSON source for maplibre's clustering, so thousands of devices are a few draw
 * calls instead of thousands of DOM markers. Points without a usable position are left out.
 */
export function toFeatureCollection(points: readonly MapPoint[]): FeatureCollection<Point, MapPointProperties> {
  const features = [];
  for (const point of points) {
    if (!isCoordinate(point.lat, 90) || !isCoordinate(point.lon, 180)) continue;
    const tone = markerTone(point.statusSlug, point.hasErrors);
    features.push({
      type: 'Feature' as const,
      geometry: { type: 'Point' as const, coordinates: [point.lon, point.lat] },
      properties: {
        deviceId: point.deviceId,
        deviceRestId: point.deviceRestId,
        name: point.name,
        tone,
        color: MARKER_COLORS[tone],
      },
    });
  }
  return { type: 'FeatureCollection', features };
}

/** Reads a clicked feature's properties back, rejecting anything that is not one of our points. */
export function readPointProperties(properties: unknown): MapPointProperties | null {
  if (!properties || typeof properties !== 'object') return null;
  const p = properties as Record<string, unknown>;
  const strings = ['deviceId', 'deviceRestId', 'name', 'tone', 'color'] as const;
  if (!strings.every((key) => typeof p[key] === 'string')) return null;
  if (!MARKER_TONES.includes(p.tone as MarkerTone)) return null;
  return p as unknown as MapPointProperties;
}
