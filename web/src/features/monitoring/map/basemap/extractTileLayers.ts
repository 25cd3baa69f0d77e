import { VectorTile } from '@mapbox/vector-tile';
import type { BBox, Feature, FeatureCollection, LineString, MultiLineString, MultiPolygon, Polygon } from 'geojson';
import { PbfReader } from 'pbf';
import { DETAIL_BBOX } from './basemapBounds';
import { clipToBox, type Shape } from './clipToBox';

/** A Natural Earth vector tile: its address and its bytes. */
export type NaturalEarthTile = { z: number; x: number; y: number; data: Uint8Array };

/** Natural Earth's road types, as the map draws them. */
export type RoadClass = 'major' | 'secondary' | 'minor' | 'ferry';

const ROAD_CLASSES: Record<string, RoadClass> = {
  'Major Highway': 'major',
  'Secondary Highway': 'secondary',
  Road: 'minor',
  'Ferry Route': 'ferry',
};

export type Roads = FeatureCollection<LineString | MultiLineString, { class: RoadClass }>;
export type UrbanAreas = FeatureCollection<Polygon | MultiPolygon, Record<string, never>>;

/** A tile's extent in degrees. */
function tileBox({ z, x, y }: NaturalEarthTile): BBox {
  const n = 2 ** z;
  const lon = (tx: number) => (tx / n) * 360 - 180;
  const lat = (ty: number) => (Math.atan(Math.sinh(Math.PI * (1 - (2 * ty) / n))) * 180) / Math.PI;
  return [lon(x), lat(y + 1), lon(x + 1), lat(y)];
}

/** The intersection of two boxes. */
const within = (a: BBox, b: BBox): BBox => [Math.max(a[0], b[0]), Math.max(a[1], b[1]), Math.min(a[2], b[2]), Math.min(a[3], b[3])];

/**
 * A layer's features from every tile, each cut to its own tile (tiles overlap by a buffer, which
 * would otherwise draw the same road twice) and to DETAIL_BBOX.
 */
function readLayer(tiles: NaturalEarthTile[], name: string): Feature<Shape, Record<string, unknown>>[] {
  const out: Feature<Shape, Record<string, unknown>>[] = [];
  for (const tile of [...tiles].sort((a, b) => a.x - b.x || a.y - b.y)) {
    const layer = new VectorTile(new PbfReader(tile.data)).layers[name];
    if (!layer) continue;
    const box = within(tileBox(tile), DETAIL_BBOX);
    if (box[0] >= box[2] || box[1] >= box[3]) continue;
    for (let i = 0; i < layer.length; i++) {
      const feature = layer.feature(i).toGeoJSON(tile.x, tile.y, tile.z);
      const { geometry } = feature;
      if (geometry.type === 'Point' || geometry.type === 'MultiPoint' || geometry.type === 'GeometryCollection') continue;
      const clipped = clipToBox(geometry, box);
      if (clipped) out.push({ type: 'Feature', properties: feature.properties ?? {}, geometry: clipped });
    }
  }
  return out;
}

/** Natural Earth's 1:10m roads around Denmark, by class, from the zoom-7 tiles. */
export function extractRoads(tiles: NaturalEarthTile[]): Roads {
  const features: Roads['features'] = [];
  for (const feature of readLayer(tiles, 'road')) {
    const roadClass = ROAD_CLASSES[String(feature.properties.type)];
    const { geometry } = feature;
    if (!roadClass || (geometry.type !== 'LineString' && geometry.type !== 'MultiLineString')) continue;
    features.push({ type: 'Feature', properties: { class: roadClass }, geometry });
  }
  return { type: 'FeatureCollection', features };
}

/** Natural Earth's 1:10m urban areas around Denmark, from the zoom-7 tiles. */
export function extractUrbanAreas(tiles: NaturalEarthTile[]): UrbanAreas {
  const features: UrbanAreas['features'] = [];
  for (const { geometry } of readLayer(tiles, 'urban')) {
    if (geometry.type === 'Polygon' || geometry.type === 'MultiPolygon') features.push({ type: 'Feature', properties: {}, geometry });
  }
  return { type: 'FeatureCollection', features };
}
