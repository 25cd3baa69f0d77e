import semibold from '@fontsource/noto-sans/files/noto-sans-latin-600-normal.woff2?url';
import regular from '@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff2?url';
import countries from './assets/basemap/countries.json?url';
import lakes from './assets/basemap/lakes.json?url';
import municipalities from './assets/basemap/municipalities.json?url';
import places from './assets/basemap/places.json?url';
import roads from './assets/basemap/roads.json?url';
import urban from './assets/basemap/urban.json?url';
import type { BasemapFonts, BasemapUrls } from './mapStyle';

const absolute = (url: string) => new URL(url, globalThis.location.href).href;

/**
 * The bundled basemap's files, as Vite emits them beside the map's chunk: maplibre fetches them
 * when the map first draws, so none of it weighs on pages without a map.
 */
export function basemapAssets(): { urls: BasemapUrls; fonts: BasemapFonts } {
  return {
    urls: {
      countries: absolute(countries),
      municipalities: absolute(municipalities),
      lakes: absolute(lakes),
      urban: absolute(urban),
      roads: absolute(roads),
      places: absolute(places),
    },
    fonts: { regular: absolute(regular), semibold: absolute(semibold) },
  };
}
