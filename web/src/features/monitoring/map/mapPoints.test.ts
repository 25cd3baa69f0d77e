import { describe, expect, it } from 'vitest';
import { MARKER_COLORS, markerTone, readPointProperties, toFeatureCollection, type MapPoint } from './mapPoints';

const point = (overrides: Partial<MapPoint> = {}): MapPoint => ({
  deviceId: 'dev-1',
  deviceRestId: 'd1',
  name: 'Vandstand Aarhus Å',
  lat: 56.15,
  lon: 10.2,
  statusSlug: 'active',
  hasErrors: true,
  ...overrides,
});

describe('markerTone', () => {
  it('colours active records by their errors and the other statuses by the status', () => {
    expect(markerTone('active', true)).toBe('error');
    expect(markerTone('active', false)).toBe('ok');
    expect(markerTone('acknowledged', true)).toBe('acknowledged');
    expect(markerTone('in_service', true)).toBe('inService');
    expect(markerTone('resolved', true)).toBe('ok');
    expect(markerTone('ignored', true)).toBe('ignored');
    expect(markerTone('something_new', true)).toBe('error');
    expect(markerTone('something_new', false)).toBe('ok');
  });
});

describe('toFeatureCollection', () => {
  it('turns points into GeoJSON point features with lon/lat order and the marker colour', () => {
    expect(toFeatureCollection([point()])).toEqual({
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          geometry: { type: 'Point', coordinates: [10.2, 56.15] },
          properties: { deviceId: 'dev-1', deviceRestId: 'd1', name: 'Vandstand Aarhus Å', tone: 'error', color: MARKER_COLORS.error },
        },
      ],
    });
  });

  it('leaves out points without a usable position', () => {
    const points = [point({ lat: Number.NaN }), point({ lon: 200 }), point({ lat: -91 }), point({ deviceId: 'ok', lat: 55, lon: 12 })];
    expect(toFeatureCollection(points).features.map((f) => f.properties.deviceId)).toEqual(['ok']);
  });

  it('handles 10,000 points quickly', () => {
    const many = Array.from({ length: 10_000 }, (_, i) => point({ deviceId: `d${i}`, lat: 54.6 + (i % 300) / 100, lon: 8.1 + (i % 700) / 100 }));
    const started = performance.now();
    expect(toFeatureCollection(many).features).toHaveLength(10_000);
    expect(performance.now() - started).toBeLessThan(200);
  });
});

describe('readPointProperties', () => {
  it('reads back a feature of ours and rejects anything else', () => {
    const properties = toFeatureCollection([point()]).features[0]!.properties;
    expect(readPointProperties({ ...properties })).toEqual(properties);
    expect(readPointProperties({ cluster: true, cluster_id: 3, point_count: 12 })).toBeNull();
    expect(readPointProperties({ ...properties, tone: 'purple' })).toBeNull();
    expect(readPointProperties(null)).toBeNull();
  });
});
