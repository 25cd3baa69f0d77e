import type { Feature, FeatureCollection, MultiPolygon, Polygon, Position } from 'geojson';
import { feature } from 'topojson-client';

// topojson-client's own parameter types, so the spec's type package need not be a dependency too.
type Topology = Parameters<typeof feature>[0];
type TopoGeometry = Extract<Parameters<typeof feature>[1], { type: string }>;

/** What the map shows around the devices: Denmark, and its neighbours for context. */
export const BASEMAP_BBOX = { west: 2, south: 52.5, east: 19, north: 59.5 } as const;

/** Natural Earth's ISO 3166-1 numeric ids. Greenland and the Faroe Islands are separate entries. */
export const DENMARK_ID = '208';
export const NEIGHBOUR_IDS = ['276', '752', '578', '616', '528'] as const; // DE, SE, NO, PL, NL

export type BasemapProperties = { name: string; denmark: boolean };
export type Basemap = FeatureCollection<Polygon | MultiPolygon, BasemapProperties>;

/** About 100 m: finer than Natural Earth's 1:10m source is accurate. */
const round = (value: number) => Math.round(value * 1e3) / 1e3;

/**
 * Denmark and the parts of its neighbours inside BASEMAP_BBOX, from Natural Earth's country
 * polygons. Runs at build time (writeBasemap.ts) so the browser downloads tens of kB, not the
 * whole world.
 */
export function extractBasemap(topology: Topology): Basemap {
  const ids = new Set<string>([DENMARK_ID, ...NEIGHBOUR_IDS]);
  const countries = topology.objects.countries as { geometries: TopoGeometry[] } | undefined;
  if (!countries) throw new Error('The topology has no "countries" object');
  const features: Feature<Polygon | MultiPolygon, BasemapProperties>[] = [];
  for (const geometry of countries.geometries) {
    const id = String(geometry.id);
    if (!ids.has(id)) continue;
    const country = feature(topology, geometry) as Feature<Polygon | MultiPolygon, { name: string }>;
    const polygons = country.geometry.type === 'Polygon' ? [country.geometry.coordinates] : country.geometry.coordinates;
    const clipped = polygons.map(clipPolygon).filter((rings): rings is Position[][] => rings.length > 0);
    if (clipped.length === 0) continue;
    features.push({
      type: 'Feature',
      id: Number(id),
      properties: { name: country.properties.name, denmark: id === DENMARK_ID },
      geometry: clipped.length === 1 ? { type: 'Polygon', coordinates: clipped[0]! } : { type: 'MultiPolygon', coordinates: clipped },
    });
  }
  // Denmark last, so it draws above its neighbours.
  features.sort((a, b) => Number(a.properties.denmark) - Number(b.properties.denmark) || a.properties.name.localeCompare(b.properties.name));
  return { type: 'FeatureCollection', features };
}

/** Clips each ring of a polygon to the box; a polygon whose outer ring falls outside is dropped. */
function clipPolygon(rings: Position[][]): Position[][] {
  const [outer, ...holes] = rings.map(clipRing);
  if (!outer || outer.length === 0) return [];
  return [outer, ...holes.filter((hole) => hole.length > 0)];
}

type Edge = { inside: (p: Position) => boolean; cross: (a: Position, b: Position) => Position };

const lerp = (a: Position, b: Position, t: number): Position => [a[0]! + (b[0]! - a[0]!) * t, a[1]! + (b[1]! - a[1]!) * t];
const atX = (x: number) => (a: Position, b: Position) => lerp(a, b, (x - a[0]!) / (b[0]! - a[0]!));
const atY = (y: number) => (a: Position, b: Position) => lerp(a, b, (y - a[1]!) / (b[1]! - a[1]!));

const edges: Edge[] = [
  { inside: (p) => p[0]! >= BASEMAP_BBOX.west, cross: atX(BASEMAP_BBOX.west) },
  { inside: (p) => p[0]! <= BASEMAP_BBOX.east, cross: atX(BASEMAP_BBOX.east) },
  { inside: (p) => p[1]! >= BASEMAP_BBOX.south, cross: atY(BASEMAP_BBOX.south) },
  { inside: (p) => p[1]! <= BASEMAP_BBOX.north, cross: atY(BASEMAP_BBOX.north) },
];

/**
 * Sutherland–Hodgman against the box, one edge at a time. Land cut by the box keeps a straight
 * edge along it, which the map never shows because the view stays inside the box.
 */
export function clipRing(ring: Position[]): Position[] {
  let points = ring.slice(0, -1); // without the closing point
  for (const edge of edges) {
    if (points.length === 0) break;
    const input = points;
    points = [];
    for (let i = 0; i < input.length; i++) {
      const current = input[i]!;
      const previous = input[(i + input.length - 1) % input.length]!;
      if (edge.inside(current)) {
        if (!edge.inside(previous)) points.push(edge.cross(previous, current));
        points.push(current);
      } else if (edge.inside(previous)) {
        points.push(edge.cross(previous, current));
      }
    }
  }
  const rounded: Position[] = [];
  for (const point of points) {
    const next: Position = [round(point[0]!), round(point[1]!)];
    const last = rounded[rounded.length - 1];
    if (!last || last[0] !== next[0] || last[1] !== next[1]) rounded.push(next);
  }
  if (rounded.length < 3) return [];
  return [...rounded, rounded[0]!];
}
