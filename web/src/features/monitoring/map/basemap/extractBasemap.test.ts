import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import committed from '../assets/basemap.json';
import { BASEMAP_BBOX, clipRing, extractBasemap, type Basemap } from './extractBasemap';

const require = createRequire(import.meta.url);
const worldAtlas = JSON.parse(readFileSync(require.resolve('world-atlas/countries-10m.json'), 'utf8'));

const positions = (basemap: Basemap) =>
  basemap.features.flatMap((f) => (f.geometry.type === 'Polygon' ? [f.geometry.coordinates] : f.geometry.coordinates).flat(2));

describe('extractBasemap', () => {
  const basemap = extractBasemap(worldAtlas);

  it('keeps Denmark, drawn last, and its neighbours', () => {
    expect(basemap.features.map((f) => f.properties)).toEqual([
      { name: 'Germany', denmark: false },
      { name: 'Netherlands', denmark: false },
      { name: 'Norway', denmark: false },
      { name: 'Poland', denmark: false },
      { name: 'Sweden', denmark: false },
      { name: 'Denmark', denmark: true },
    ]);
  });

  it('includes Bornholm and Jutland but not Greenland or the Faroe Islands', () => {
    const denmark = basemap.features.at(-1)!;
    const points = positions({ type: 'FeatureCollection', features: [denmark] });
    const lons = points.map((p) => p[0]!);
    const lats = points.map((p) => p[1]!);
    expect(Math.min(...lons)).toBeLessThan(8.2); // Jutland's west coast
    expect(Math.max(...lons)).toBeGreaterThan(15); // Bornholm
    expect(Math.min(...lats)).toBeGreaterThan(54.4);
    expect(Math.max(...lats)).toBeLessThan(57.9);
  });

  it('clips every country to the box and closes every ring', () => {
    for (const [lon, lat] of positions(basemap) as [number, number][]) {
      expect(lon).toBeGreaterThanOrEqual(BASEMAP_BBOX.west);
      expect(lon).toBeLessThanOrEqual(BASEMAP_BBOX.east);
      expect(lat).toBeGreaterThanOrEqual(BASEMAP_BBOX.south);
      expect(lat).toBeLessThanOrEqual(BASEMAP_BBOX.north);
    }
    for (const feature of basemap.features) {
      const polygons = feature.geometry.type === 'Polygon' ? [feature.geometry.coordinates] : feature.geometry.coordinates;
      for (const ring of polygons.flat()) {
        expect(ring.length).toBeGreaterThanOrEqual(4);
        expect(ring[0]).toEqual(ring.at(-1));
      }
    }
  });

  it('is what the committed asset holds (regenerate with `pnpm --filter web map:basemap`), and small', () => {
    expect(committed).toEqual(JSON.parse(JSON.stringify(basemap)));
    expect(JSON.stringify(committed).length).toBeLessThan(150_000);
  });
});

describe('clipRing', () => {
  it('cuts a ring that crosses the box along the box edge', () => {
    const ring = [
      [0, 55],
      [5, 55],
      [5, 56],
      [0, 56],
      [0, 55],
    ];
    expect(clipRing(ring)).toEqual([
      [2, 55],
      [5, 55],
      [5, 56],
      [2, 56],
      [2, 55],
    ]);
  });

  it('drops a ring wholly outside the box', () => {
    expect(
      clipRing([
        [30, 10],
        [31, 10],
        [31, 11],
        [30, 10],
      ]),
    ).toEqual([]);
  });
});
