import type { Geometry, Position } from 'geojson';

/** Four decimals: about 11 m north–south and 6 m east–west in Denmark, finer than any source here. */
const round = (value: number) => Math.round(value * 1e4) / 1e4;

/** A line's positions rounded, without the repeats that rounding leaves behind. */
function quantiseLine(line: Position[]): Position[] {
  const out: Position[] = [];
  for (const [lon, lat] of line) {
    const next = [round(lon!), round(lat!)];
    const last = out[out.length - 1];
    if (!last || last[0] !== next[0] || last[1] !== next[1]) out.push(next);
  }
  return out;
}

/** A ring needs four positions (the first repeated last) to enclose anything. */
const quantiseRing = (ring: Position[]) => {
  const out = quantiseLine(ring);
  return out.length >= 4 ? out : null;
};

const quantisePolygon = (rings: Position[][]): Position[][] | null => {
  const [outer, ...holes] = rings.map(quantiseRing);
  if (!outer) return null;
  return [outer, ...holes.filter((hole): hole is Position[] => hole !== null)];
};

/**
 * Rounds a geometry's coordinates so the committed files stay small, dropping parts that collapse.
 * Returns null when nothing is left.
 */
export function quantise<G extends Geometry>(geometry: G): G | null {
  switch (geometry.type) {
    case 'Point':
      return { ...geometry, coordinates: [round(geometry.coordinates[0]!), round(geometry.coordinates[1]!)] };
    case 'LineString': {
      const line = quantiseLine(geometry.coordinates);
      return line.length >= 2 ? { ...geometry, coordinates: line } : null;
    }
    case 'MultiLineString': {
      const lines = geometry.coordinates.map(quantiseLine).filter((line) => line.length >= 2);
      return lines.length > 0 ? { ...geometry, coordinates: lines } : null;
    }
    case 'Polygon': {
      const polygon = quantisePolygon(geometry.coordinates);
      return polygon ? { ...geometry, coordinates: polygon } : null;
    }
    case 'MultiPolygon': {
      const polygons = geometry.coordinates.map(quantisePolygon).filter((p): p is Position[][] => p !== null);
      return polygons.length > 0 ? { ...geometry, coordinates: polygons } : null;
    }
    default:
      return geometry;
  }
}
