import type { BBox } from 'geojson';

/**
 * How far the neighbouring countries' land reaches: wide enough that the map's lowest zoom (4)
 * never shows their edge.
 */
export const COUNTRIES_BBOX: BBox = [2, 52.5, 19, 59.5];

/**
 * Denmark with its neighbours' edges (Schleswig-Holstein, Skåne, the Kattegat coast): the part of
 * the map where roads, towns and urban areas are worth their bytes.
 */
export const DETAIL_BBOX: BBox = [7.2, 53.6, 15.8, 58.1];

/** Whether a position lies inside a box. */
export const inBox = ([lon, lat]: readonly number[], [west, south, east, north]: BBox) =>
  lon! >= west && lon! <= east && lat! >= south && lat! <= north;
