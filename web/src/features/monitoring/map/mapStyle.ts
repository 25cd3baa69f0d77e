import type { StyleSpecification } from 'maplibre-gl';

/** Natural Earth asks for no attribution, but naming the source tells users what they look at. */
export const BASEMAP_ATTRIBUTION = 'Made with Natural Earth';

const SEA = '#dbe7ef';
const LAND = '#f5f3ee';
const DENMARK = '#fbfaf7';
const BORDER = '#a7b3bd';

/**
 * A style that needs no server: the bundled country polygons over a sea-coloured background. It
 * has no glyphs or sprites, so nothing on the map may use text (cluster counts are images).
 */
export function bundledBasemapStyle(basemapUrl: string): StyleSpecification {
  return {
    version: 8,
    sources: {
      basemap: { type: 'geojson', data: basemapUrl, attribution: BASEMAP_ATTRIBUTION },
    },
    layers: [
      { id: 'sea', type: 'background', paint: { 'background-color': SEA } },
      {
        id: 'land',
        type: 'fill',
        source: 'basemap',
        paint: { 'fill-color': ['case', ['get', 'denmark'], DENMARK, LAND] },
      },
      {
        id: 'coast',
        type: 'line',
        source: 'basemap',
        paint: { 'line-color': BORDER, 'line-width': ['interpolate', ['linear'], ['zoom'], 5, 0.5, 10, 1.5] },
      },
    ],
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
