import { bboxClip } from '@turf/bbox-clip';
import type { BBox, Feature, LineString, MultiLineString, MultiPolygon, Polygon } from 'geojson';
import { quantise } from './quantise';

export type Shape = Polygon | MultiPolygon | LineString | MultiLineString;

/**
 * A shape cut to a box and quantised, or null when nothing of it is inside. A line the box cuts
 * in several places comes back as a MultiLineString. Polygons cut by the box keep a straight edge
 * along it, which the map never shows: its view stays inside the box.
 */
export function clipToBox(geometry: Shape, box: BBox): Shape | null {
  return quantise(bboxClip(geometry, box).geometry);
}

/** The features of a collection cut to a box, leaving out those wholly outside it. */
export function clipFeatures<P>(features: Feature<Shape, P>[], box: BBox): Feature<Shape, P>[] {
  const out: Feature<Shape, P>[] = [];
  for (const feature of features) {
    const geometry = clipToBox(feature.geometry, box);
    if (geometry) out.push({ type: 'Feature', properties: feature.properties, geometry });
  }
  return out;
}
