import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { DETAIL_BBOX, inBox } from './basemapBounds';
import { BASEMAP_LAYERS, buildBasemap, type Basemap } from './buildBasemap';
import { quantise } from './quantise';
import { readBasemapSources } from './readBasemapSources';

const files = import.meta.glob<string>('../assets/basemap/*.json', { query: '?raw', import: 'default', eager: true });
const read = (layer: string) => files[`../assets/basemap/${layer}.json`]!;
const committed = Object.fromEntries(BASEMAP_LAYERS.map((layer) => [layer, JSON.parse(read(layer))])) as Basemap;
const sources = await readBasemapSources();

describe('the committed basemap', () => {
  it('names Danish towns as Danes write them, with their population, and the capital in English too', () => {
    const places = new Map(committed.places.features.map((f) => [f.properties.name, f.properties]));
    for (const town of ['Aarhus', 'Odense', 'Aalborg', 'Esbjerg', 'Næstved', 'Helsingør', 'Skælskør']) {
      expect(places.get(town), town).toMatchObject({ denmark: true });
    }
    expect(places.get('København')).toMatchObject({ name_en: 'Copenhagen', denmark: true });
    expect(places.has('Århus')).toBe(false);
    expect(places.get('Aarhus')!.population).toBeGreaterThan(200_000);
    // Towns across the borders, for orientation near them.
    expect(places.get('Malmö')).toMatchObject({ denmark: false });
    expect(places.get('Flensburg')).toMatchObject({ denmark: false });
    expect(committed.places.features.filter((f) => f.properties.denmark).length).toBeGreaterThan(300);
  });

  it('holds the 98 municipalities with their names, Denmark’s land and the borders between them', () => {
    const { features } = committed.municipalities;
    const labels = features.flatMap((f) => (f.properties.kind === 'label' ? [f.properties] : []));
    expect(labels).toHaveLength(98);
    expect(new Set(labels.map((l) => l.code)).size).toBe(98);
    expect(labels.map((l) => l.name)).toEqual(expect.arrayContaining(['Aarhus', 'København', 'Ærø', 'Læsø', 'Bornholm', 'Lyngby-Taarbæk']));
    expect(features.filter((f) => f.properties.kind === 'land').map((f) => f.geometry.type)).toEqual(['MultiPolygon']);
    expect(features.filter((f) => f.properties.kind === 'border').map((f) => f.geometry.type)).toEqual(['MultiLineString']);
  });

  it('holds roads by class, urban areas, lakes and the neighbouring countries, cut to the map’s box', () => {
    const classes = new Set(committed.roads.features.map((f) => f.properties.class));
    expect([...classes]).toEqual(expect.arrayContaining(['major', 'secondary']));
    for (const road of committed.roads.features) {
      const lines = road.geometry.type === 'LineString' ? [road.geometry.coordinates] : road.geometry.coordinates;
      for (const position of lines.flat()) expect(inBox(position, DETAIL_BBOX)).toBe(true);
    }
    expect(committed.urban.features.length).toBeGreaterThan(20);
    expect(committed.lakes.features.map((f) => f.properties.name)).toContain('Arresø');
    expect(committed.countries.features.map((f) => f.properties.name)).toEqual(['Germany', 'Netherlands', 'Norway', 'Poland', 'Sweden']);
  });

  it('is small enough to bundle: under 200 kB gzip in all', () => {
    const gzip = BASEMAP_LAYERS.reduce((sum, layer) => sum + gzipSync(read(layer)).length, 0);
    expect(gzip).toBeLessThan(200 * 1024);
  });
});

// The sources are downloaded by hand (README, "The map"), so CI checks only the committed files.
describe.skipIf(!sources)('writeBasemap', () => {
  it('writes what is committed (regenerate with `pnpm --filter web map:basemap`)', () => {
    const built = buildBasemap(sources!);
    for (const layer of BASEMAP_LAYERS) expect(JSON.parse(JSON.stringify(built[layer])), layer).toEqual(committed[layer]);
  });
});

describe('quantise', () => {
  it('rounds to four decimals and drops the points and rings that collapse', () => {
    expect(quantise({ type: 'LineString', coordinates: [[10.123449, 56.1], [10.12345, 56.100001], [10.2, 56.2]] })).toEqual({
      type: 'LineString',
      coordinates: [[10.1234, 56.1], [10.1235, 56.1], [10.2, 56.2]],
    });
    expect(quantise({ type: 'Polygon', coordinates: [[[10, 56], [10.00001, 56], [10, 56.00001], [10, 56]]] })).toBeNull();
  });
});
