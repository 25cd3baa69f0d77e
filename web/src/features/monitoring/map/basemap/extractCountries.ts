import type { Feature, FeatureCollection, MultiPolygon, Polygon } from 'geojson';
import { feature } from 'topojson-client';
import { COUNTRIES_BBOX } from './basemapBounds';
import { clipToBox } from './clipToBox';

// topojson-client's own parameter types, so the spec's type package need not be imported here.
type Topology = Parameters<typeof feature>[0];
type TopoGeometry = Extract<Parameters<typeof feature>[1], { type: string }>;

/** Natural Earth's ISO 3166-1 numeric ids of Denmark's neighbours: DE, SE, NO, PL, NL. */
export const NEIGHBOUR_IDS = ['276', '752', '578', '616', '528'] as const;

export type Countries = FeatureCollection<Polygon | MultiPolygon, { name: string }>;

/**
 * The neighbouring countries' land inside COUNTRIES_BBOX, from Natural Earth's 1:10m countries.
 * Denmark itself is drawn from its municipalities, whose coast is fifty times more detailed.
 */
export function extractCountries(world: Topology): Countries {
  const countries = world.objects.countries as { geometries: TopoGeometry[] } | undefined;
  if (!countries) throw new Error('The topology has no "countries" object');
  const features: Feature<Polygon | MultiPolygon, { name: string }>[] = [];
  for (const geometry of countries.geometries) {
    if (!(NEIGHBOUR_IDS as readonly string[]).includes(String(geometry.id))) continue;
    const country = feature(world, geometry) as Feature<Polygon | MultiPolygon, { name: string }>;
    const clipped = clipToBox(country.geometry, COUNTRIES_BBOX);
    if (clipped?.type !== 'Polygon' && clipped?.type !== 'MultiPolygon') continue;
    features.push({ type: 'Feature', properties: { name: country.properties.name }, geometry: clipped });
  }
  features.sort((a, b) => a.properties.name.localeCompare(b.properties.name));
  return { type: 'FeatureCollection', features };
}
