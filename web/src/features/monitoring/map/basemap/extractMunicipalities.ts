import type { Feature, FeatureCollection, MultiLineString, MultiPolygon, Point, Polygon, Position } from 'geojson';
import polylabel from 'polylabel';
import { merge, mesh } from 'topojson-client';
import { topology } from 'topojson-server';
import { presimplify, simplify } from 'topojson-simplify';
import type { GeometryCollection, Objects, Polygon as TopoPolygon, Topology } from 'topojson-specification';
import { quantise } from './quantise';

/** DAGI's municipality polygons as the source files carry them (one feature per island). */
export type DagiMunicipalities = FeatureCollection<Polygon | MultiPolygon, { KOMKODE: string; KOMNAVN: string }>;

export type MunicipalityProperties =
  /** Denmark's land: every municipality, and Christiansø, merged into one shape. */
  | { kind: 'land' }
  /** Where two municipalities meet (the coast is not a border). */
  | { kind: 'border' }
  /** Where the municipality's name goes: the point deepest inside its largest piece. */
  | { kind: 'label'; code: string; name: string };

export type Municipalities = FeatureCollection<MultiPolygon | MultiLineString | Point, MunicipalityProperties>;

/** Christiansø is administered by the state, outside any municipality: land without a name. */
const OUTSIDE_MUNICIPALITIES = '0411';

/**
 * Visvalingam's least triangle area, in square degrees, below which a bend is dropped: about
 * a triangle of 120 × 120 m in Denmark. Borders stay true to within a street or two at city zoom,
 * and the file under 100 kB gzip.
 */
const MIN_TRIANGLE_AREA = 2e-6;

const twoDimensional = (ring: Position[]) => ring.map(([lon, lat]) => [lon!, lat!] as [number, number]);

/**
 * Denmark's land and its 98 municipalities from DAGI: the land as one shape, the inner borders once
 * each, and a label point per municipality. Simplified as a topology, so neighbours keep sharing
 * one border instead of drifting apart into slivers, and every border is stored once.
 */
export function extractMunicipalities(source: DagiMunicipalities): Municipalities {
  const flat: FeatureCollection<Polygon | MultiPolygon, { code: string; name: string }> = {
    type: 'FeatureCollection',
    features: source.features.map((f) => ({
      type: 'Feature',
      properties: { code: f.properties.KOMKODE, name: f.properties.KOMNAVN },
      // The source carries a third, empty coordinate (-999).
      geometry:
        f.geometry.type === 'Polygon'
          ? { type: 'Polygon', coordinates: f.geometry.coordinates.map(twoDimensional) }
          : { type: 'MultiPolygon', coordinates: f.geometry.coordinates.map((p) => p.map(twoDimensional)) },
    })),
  };
  // topojson-server types properties as GeoJSON's (nullable), topojson-simplify as objects.
  const built = topology({ municipalities: flat }) as Topology<Objects>;
  const topo = simplify(presimplify(built), MIN_TRIANGLE_AREA);
  const collection = topo.objects.municipalities as GeometryCollection<{ code: string; name: string }>;
  const pieces = collection.geometries as TopoPolygon<{ code: string; name: string }>[];

  const byCode = new Map<string, { name: string; pieces: TopoPolygon<{ code: string; name: string }>[] }>();
  for (const piece of pieces) {
    const { code, name } = piece.properties!;
    const entry = byCode.get(code) ?? { name, pieces: [] };
    entry.pieces.push(piece);
    byCode.set(code, entry);
  }

  const labels: Feature<Point, MunicipalityProperties>[] = [];
  for (const [code, { name, pieces: ofCode }] of [...byCode].sort(([a], [b]) => a.localeCompare(b))) {
    if (code === OUTSIDE_MUNICIPALITIES) continue;
    const { coordinates } = merge(topo, ofCode);
    const largest = coordinates.reduce((a, b) => (ringArea(b[0]!) > ringArea(a[0]!) ? b : a));
    const [lon, lat] = polylabel(largest.map(twoDimensional), 0.001);
    labels.push({ type: 'Feature', properties: { kind: 'label', code, name }, geometry: quantise({ type: 'Point', coordinates: [lon, lat] })! });
  }

  const codeOf = (g: { properties?: object | null }) => (g.properties && 'code' in g.properties ? g.properties.code : undefined);
  const land = quantise(merge(topo, pieces));
  const borders = quantise(mesh(topo, collection, (a, b) => a !== b && codeOf(a) !== codeOf(b)));
  if (!land || !borders) throw new Error('The municipalities have no land or no borders');
  return {
    type: 'FeatureCollection',
    features: [
      { type: 'Feature', properties: { kind: 'land' }, geometry: land },
      { type: 'Feature', properties: { kind: 'border' }, geometry: borders },
      ...labels,
    ],
  };
}

/** Twice a ring's planar area, enough to compare pieces by size. */
function ringArea(ring: Position[]): number {
  let sum = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) sum += (ring[j]![0]! - ring[i]![0]!) * (ring[j]![1]! + ring[i]![1]!);
  return Math.abs(sum);
}
