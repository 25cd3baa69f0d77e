import { describe, expect, it } from 'vitest';
import { MAX_KEYBOARD_MARKERS, visibleMarkers, type RenderedFeature } from './visibleMarkers';

const device = (id: string, lng: number, lat: number): RenderedFeature => ({
  geometry: { type: 'Point', coordinates: [lng, lat] },
  properties: { deviceId: id, deviceRestId: id, name: `Device ${id}`, tone: 'ok', color: '#2f855a' },
  layer: { id: 'monitoring-points' },
});
// One degree is 100 px; the screen is 1000 × 500 px from (0, 10) at its top left.
const options = { project: ([lng, lat]: [number, number]) => ({ x: lng * 100, y: (10 - lat) * 100 }), width: 1000, height: 500 };

describe('visibleMarkers', () => {
  it('lists each marker once, in reading order, and leaves out what is off screen or not ours', () => {
    const markers = visibleMarkers(
      [
        device('south-west', 1, 6),
        device('north-east', 8, 9.5),
        device('north-west', 2, 9.6),
        device('north-west', 2, 9.6), // the same point in a second tile
        device('off-screen', 12, 8),
        { geometry: { type: 'Point', coordinates: [3, 8] }, properties: { deviceId: 7 }, layer: { id: 'monitoring-points' } },
        { geometry: { type: 'Point', coordinates: [5, 8] }, properties: { cluster_id: 3, point_count: 12, errors: 2 }, layer: { id: 'monitoring-clusters' } },
      ],
      options,
    );
    expect(markers.map((m) => m.key)).toEqual(['device:north-west', 'device:north-east', 'cluster:3', 'device:south-west']);
    expect(markers[2]).toMatchObject({ kind: 'cluster', clusterId: 3, count: 12, errors: 2, lngLat: [5, 8] });
  });

  it('keeps the markers nearest the centre when there are too many to tab through', () => {
    const many = Array.from({ length: 100 }, (_, i) => device(`d${i}`, 0.05 + (i % 20) * 0.5, 5.05 + Math.floor(i / 20) * 0.9));
    const markers = visibleMarkers(many, options);
    expect(markers).toHaveLength(MAX_KEYBOARD_MARKERS);
    const distance = (m: { x: number; y: number }) => Math.hypot(m.x - 500, m.y - 250);
    const kept = new Set(markers.map((m) => m.key));
    const farthestKept = Math.max(...markers.map(distance));
    for (const feature of many) {
      const [lng, lat] = feature.geometry.coordinates as [number, number];
      const key = `device:${String(feature.properties!.deviceId)}`;
      if (!kept.has(key)) expect(distance(options.project([lng, lat]))).toBeGreaterThanOrEqual(farthestKept);
    }
  });
});
