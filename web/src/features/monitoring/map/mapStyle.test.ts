import { describe, expect, it } from 'vitest';
import { countImageText } from './countImages';
import { COUNT_IMAGE_PREFIX } from './clusterLayers';
import { BASEMAP_ATTRIBUTION, bundledBasemapStyle, configuredStyleUrl, type BasemapUrls } from './mapStyle';

const urls: BasemapUrls = {
  countries: 'http://localhost/assets/countries.json',
  municipalities: 'http://localhost/assets/municipalities.json',
  lakes: 'http://localhost/assets/lakes.json',
  urban: 'http://localhost/assets/urban.json',
  roads: 'http://localhost/assets/roads.json',
  places: 'http://localhost/assets/places.json',
};
const fonts = { regular: 'http://localhost/assets/regular.woff2', semibold: 'http://localhost/assets/semibold.woff2' };

describe('configuredStyleUrl', () => {
  it('uses the bundled basemap when nothing is configured', () => {
    expect(configuredStyleUrl(undefined, undefined)).toBeNull();
    expect(configuredStyleUrl({ mapStyleUrl: '' }, '  ')).toBeNull();
  });

  it('prefers the runtime setting over the build-time variable', () => {
    expect(configuredStyleUrl({ mapStyleUrl: 'https://tiles.example.com/style.json' }, 'https://other.example.com/s.json')).toBe(
      'https://tiles.example.com/style.json',
    );
    expect(configuredStyleUrl(undefined, 'https://other.example.com/s.json')).toBe('https://other.example.com/s.json');
  });

  it('ignores values that are not http(s) URLs', () => {
    expect(configuredStyleUrl({ mapStyleUrl: 'javascript:alert(1)' }, undefined)).toBeNull();
    expect(configuredStyleUrl({ mapStyleUrl: 42 }, 'https://ok.example.com/s.json')).toBe('https://ok.example.com/s.json');
  });
});

describe('bundledBasemapStyle', () => {
  it('needs no server: the bundled GeoJSON layers, each credited, and text from the bundled font files', () => {
    const style = bundledBasemapStyle(urls, fonts, 'da');
    expect(Object.fromEntries(Object.entries(style.sources).map(([id, source]) => [id, source]))).toEqual({
      countries: expect.objectContaining({ type: 'geojson', data: urls.countries, attribution: BASEMAP_ATTRIBUTION.naturalEarth }),
      municipalities: expect.objectContaining({ type: 'geojson', data: urls.municipalities, attribution: BASEMAP_ATTRIBUTION.dagi }),
      lakes: expect.objectContaining({ data: urls.lakes }),
      urban: expect.objectContaining({ data: urls.urban }),
      roads: expect.objectContaining({ data: urls.roads }),
      places: expect.objectContaining({ data: urls.places, attribution: BASEMAP_ATTRIBUTION.geonames }),
    });
    expect(style.glyphs).toBeUndefined();
    expect(style.sprite).toBeUndefined();
    expect(style['font-faces']).toEqual({
      'Noto Sans Regular': [expect.objectContaining({ url: fonts.regular })],
      'Noto Sans SemiBold': [expect.objectContaining({ url: fonts.semibold })],
    });
  });

  it('draws water, land, municipal borders and their names, urban areas, roads by class and towns', () => {
    const ids = bundledBasemapStyle(urls, fonts, 'da').layers.map((layer) => layer.id);
    expect(ids).toEqual(
      expect.arrayContaining(['sea', 'land', 'lakes', 'urban', 'municipal-borders', 'municipality-labels', 'road-casings', 'roads', 'towns']),
    );
    // Labels last, so nothing covers them.
    expect(ids.slice(-2)).toEqual(['municipality-labels', 'towns']);
  });

  it('names towns in the interface language where the name differs (København, Copenhagen)', () => {
    const townName = (locale: string) => {
      const towns = bundledBasemapStyle(urls, fonts, locale).layers.find((layer) => layer.id === 'towns');
      return towns?.type === 'symbol' ? towns.layout?.['text-field'] : undefined;
    };
    expect(townName('da')).toEqual(['get', 'name']);
    expect(townName('en')).toEqual(['coalesce', ['get', 'name_en'], ['get', 'name']]);
  });
});

describe('countImageText', () => {
  it('reads the count from our image ids only', () => {
    expect(countImageText(`${COUNT_IMAGE_PREFIX}12`)).toBe('12');
    expect(countImageText(`${COUNT_IMAGE_PREFIX}3.4k`)).toBe('3.4k');
    expect(countImageText(`${COUNT_IMAGE_PREFIX}<svg>`)).toBeNull();
    expect(countImageText('marker-15')).toBeNull();
  });
});
