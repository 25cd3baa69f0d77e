import type { ExpressionSpecification, LayerSpecification, StyleSpecification } from 'maplibre-gl';
import type { Basemap } from './basemap/buildBasemap';

/** Where each bundled layer's GeoJSON file is served (Vite's asset URLs, made absolute). */
export type BasemapUrls = Record<keyof Basemap, string>;

/** The font files that draw the labels, regular and semibold (Noto Sans, latin subset). */
export type BasemapFonts = { regular: string; semibold: string };

/** Every source named, as the attribution control lists them. */
export const BASEMAP_ATTRIBUTION = {
  naturalEarth: 'Natural Earth',
  dagi: 'DAGI © Geodatastyrelsen',
  geonames: '© GeoNames (CC BY 4.0)',
} as const;

/**
 * The zoom from which the bundled data has nothing more to show: past it the roads and borders are
 * generalised beyond street level, and the map says so (see MapDetailNote).
 */
export const BASEMAP_DETAIL_MAX_ZOOM = 12;

/** Colours for a light map that leaves the strongest colours to the device markers. */
const COLORS = {
  sea: '#cfe0ea',
  neighbours: '#efece6',
  land: '#fbfaf7',
  urban: '#efe9df',
  coast: '#a6bccb',
  border: '#a897b8',
  roadCasing: '#cfc6b8',
  majorRoad: '#fde7b0',
  majorCasing: '#d8b56e',
  road: '#ffffff',
  ferry: '#8fb1c8',
  label: '#2f3437',
  municipalityLabel: '#7d6f8f',
  halo: 'rgba(255, 255, 255, 0.92)',
} as const;

const REGULAR = ['Noto Sans Regular'];
const SEMIBOLD = ['Noto Sans SemiBold'];

/** Noto Sans's latin subset: every Danish letter. Anything else falls back on the system's fonts. */
const LATIN = ['U+0000-00FF', 'U+0131', 'U+0152-0153', 'U+2000-206F', 'U+20AC', 'U+2212'];

const zoomed = (stops: [number, number][]): ExpressionSpecification => ['interpolate', ['linear'], ['zoom'], ...stops.flat()];

/**
 * Which towns get a label at which zoom: the large ones first, every town from zoom 9. Collision
 * handling and the sort key drop the smaller of two that would overlap.
 */
const townShown: ExpressionSpecification = [
  '>=',
  ['get', 'population'],
  ['step', ['zoom'], 100_000, 5.5, 40_000, 7, 12_000, 8, 4_000, 9, 0],
];

/**
 * A style that needs no server: the bundled GeoJSON layers of Denmark (land and municipalities,
 * lakes, urban areas, roads by class, towns) over a sea-coloured background, labelled with a
 * bundled font. Text is drawn in the browser from the font files (`font-faces`), so there is no
 * glyph server either. `locale` picks the towns' names (København, Copenhagen).
 */
export function bundledBasemapStyle(urls: BasemapUrls, fonts: BasemapFonts, locale: string): StyleSpecification {
  const name: ExpressionSpecification = locale.startsWith('en') ? ['coalesce', ['get', 'name_en'], ['get', 'name']] : ['get', 'name'];
  const geojson = (key: keyof Basemap, attribution: string) => ({ type: 'geojson' as const, data: urls[key], attribution, maxzoom: 14 });
  const layers: LayerSpecification[] = [
    { id: 'sea', type: 'background', paint: { 'background-color': COLORS.sea } },
    { id: 'neighbours', type: 'fill', source: 'countries', paint: { 'fill-color': COLORS.neighbours } },
    { id: 'neighbours-coast', type: 'line', source: 'countries', paint: { 'line-color': COLORS.coast, 'line-width': zoomed([[5, 0.4], [10, 1]]) } },
    { id: 'land', type: 'fill', source: 'municipalities', filter: ['==', ['get', 'kind'], 'land'], paint: { 'fill-color': COLORS.land } },
    {
      id: 'urban',
      type: 'fill',
      source: 'urban',
      minzoom: 6,
      paint: { 'fill-color': COLORS.urban, 'fill-opacity': zoomed([[6, 0], [7, 1]]) },
    },
    { id: 'lakes', type: 'fill', source: 'lakes', paint: { 'fill-color': COLORS.sea } },
    {
      id: 'coast',
      type: 'line',
      source: 'municipalities',
      filter: ['==', ['get', 'kind'], 'land'],
      paint: { 'line-color': COLORS.coast, 'line-width': zoomed([[5, 0.4], [10, 1], [14, 1.5]]) },
    },
    {
      id: 'municipal-borders',
      type: 'line',
      source: 'municipalities',
      minzoom: 6,
      filter: ['==', ['get', 'kind'], 'border'],
      layout: { 'line-join': 'round' },
      paint: {
        'line-color': COLORS.border,
        'line-width': zoomed([[6, 0.5], [10, 1.2], [14, 2]]),
        'line-dasharray': [3, 2],
        'line-opacity': zoomed([[6, 0.4], [8, 0.9]]),
      },
    },
    {
      id: 'ferries',
      type: 'line',
      source: 'roads',
      minzoom: 7,
      filter: ['==', ['get', 'class'], 'ferry'],
      paint: { 'line-color': COLORS.ferry, 'line-width': 1, 'line-dasharray': [4, 3] },
    },
    {
      id: 'road-casings',
      type: 'line',
      source: 'roads',
      minzoom: 6,
      filter: ['!=', ['get', 'class'], 'ferry'],
      layout: { 'line-join': 'round', 'line-cap': 'round', 'line-sort-key': ['match', ['get', 'class'], 'major', 3, 'secondary', 2, 1] },
      paint: {
        'line-color': ['match', ['get', 'class'], 'major', COLORS.majorCasing, COLORS.roadCasing],
        'line-width': ['interpolate', ['exponential', 1.5], ['zoom'], 6, ['match', ['get', 'class'], 'major', 2, 1.2], 14, ['match', ['get', 'class'], 'major', 14, 'secondary', 10, 7]],
      },
    },
    {
      id: 'roads',
      type: 'line',
      source: 'roads',
      minzoom: 6,
      filter: ['!=', ['get', 'class'], 'ferry'],
      layout: { 'line-join': 'round', 'line-cap': 'round', 'line-sort-key': ['match', ['get', 'class'], 'major', 3, 'secondary', 2, 1] },
      paint: {
        'line-color': ['match', ['get', 'class'], 'major', COLORS.majorRoad, COLORS.road],
        'line-width': ['interpolate', ['exponential', 1.5], ['zoom'], 6, ['match', ['get', 'class'], 'major', 1, 0.5], 14, ['match', ['get', 'class'], 'major', 11, 'secondary', 8, 5]],
      },
    },
    {
      id: 'municipality-labels',
      type: 'symbol',
      source: 'municipalities',
      minzoom: 8,
      filter: ['==', ['get', 'kind'], 'label'],
      layout: {
        'text-field': ['get', 'name'],
        'text-font': REGULAR,
        'text-size': zoomed([[8, 10], [12, 13]]),
        'text-letter-spacing': 0.08,
        'text-transform': 'uppercase',
        'text-max-width': 8,
        'text-padding': 4,
        'symbol-sort-key': 1,
      },
      paint: {
        'text-color': COLORS.municipalityLabel,
        'text-halo-color': COLORS.halo,
        'text-halo-width': 1.2,
        'text-opacity': zoomed([[8, 0], [8.5, 1]]),
      },
    },
    {
      id: 'towns',
      type: 'symbol',
      source: 'places',
      filter: townShown,
      layout: {
        'text-field': name,
        'text-font': ['step', ['get', 'population'], ['literal', REGULAR], 40_000, ['literal', SEMIBOLD]],
        'text-size': ['interpolate', ['linear'], ['zoom'],
          5, ['step', ['get', 'population'], 10, 100_000, 12, 500_000, 14],
          10, ['step', ['get', 'population'], 12, 10_000, 13, 40_000, 15, 100_000, 17, 500_000, 19],
        ],
        'text-max-width': 8,
        'text-padding': 3,
        // Larger towns are placed first and win where two would overlap.
        'symbol-sort-key': ['-', 0, ['get', 'population']],
      },
      paint: {
        'text-color': ['case', ['get', 'denmark'], COLORS.label, '#5f666b'],
        'text-halo-color': COLORS.halo,
        'text-halo-width': 1.5,
      },
    },
  ];
  return {
    version: 8,
    'font-faces': {
      'Noto Sans Regular': [{ url: fonts.regular, 'unicode-range': LATIN }],
      'Noto Sans SemiBold': [{ url: fonts.semibold, 'unicode-range': LATIN }],
    },
    sources: {
      countries: geojson('countries', BASEMAP_ATTRIBUTION.naturalEarth),
      municipalities: geojson('municipalities', BASEMAP_ATTRIBUTION.dagi),
      lakes: geojson('lakes', BASEMAP_ATTRIBUTION.naturalEarth),
      urban: geojson('urban', BASEMAP_ATTRIBUTION.naturalEarth),
      roads: geojson('roads', BASEMAP_ATTRIBUTION.naturalEarth),
      places: geojson('places', BASEMAP_ATTRIBUTION.geonames),
    },
    layers,
  };
}

type RuntimeConfig = { mapStyleUrl?: unknown };

/**
 * A tile style to use instead of the bundled basemap, when one is configured: at run time through
 * `window.__FIELDSENSE_CONFIG__.mapStyleUrl` (should the gateway inject it), else at build time
 * through `VITE_MAP_STYLE_URL`. Only http(s) URLs count.
 */
export function configuredStyleUrl(
  runtime: RuntimeConfig | undefined = (globalThis as { __FIELDSENSE_CONFIG__?: RuntimeConfig }).__FIELDSENSE_CONFIG__,
  buildTime: string | undefined = import.meta.env.VITE_MAP_STYLE_URL,
): string | null {
  for (const candidate of [runtime?.mapStyleUrl, buildTime]) {
    if (typeof candidate !== 'string' || candidate.trim() === '') continue;
    try {
      const url = new URL(candidate.trim(), globalThis.location?.href);
      if (url.protocol === 'https:' || url.protocol === 'http:') return url.href;
    } catch {
      // Not a URL: try the next source, then fall back on the bundled basemap.
    }
  }
  return null;
}
