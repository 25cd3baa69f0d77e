import type { FeatureCollection, MultiPolygon, Polygon } from 'geojson';
import { DETAIL_BBOX, inBox } from './basemapBounds';
import { clipToBox } from './clipToBox';

export type NaturalEarthLakes = FeatureCollection<Polygon | MultiPolygon | null, { name?: string | null }>;
export type Lakes = FeatureCollection<Polygon | MultiPolygon, { name: string | null }>;

/** Natural Earth spells a few Danish lakes in capitals without their letters. */
const DANISH_LAKE_NAMES: Record<string, string> = { ARRESOE: 'Arresø' };

/** Natural Earth's 1:10m European lakes that touch DETAIL_BBOX, cut to it. */
export function extractLakes(source: NaturalEarthLakes): Lakes {
  const features: Lakes['features'] = [];
  for (const lake of source.features) {
    if (!lake.geometry) continue;
    const rings = lake.geometry.type === 'Polygon' ? [lake.geometry.coordinates] : lake.geometry.coordinates;
    if (!rings.some((polygon) => polygon[0]!.some((position) => inBox(position, DETAIL_BBOX)))) continue;
    const geometry = clipToBox(lake.geometry, DETAIL_BBOX);
    if (geometry?.type !== 'Polygon' && geometry?.type !== 'MultiPolygon') continue;
    const name = lake.properties.name ? (DANISH_LAKE_NAMES[lake.properties.name] ?? lake.properties.name) : null;
    features.push({ type: 'Feature', properties: { name }, geometry });
  }
  return { type: 'FeatureCollection', features };
}
