import { describe, expect, it } from 'vitest';
import { countImageText } from './countImages';
import { COUNT_IMAGE_PREFIX } from './clusterLayers';
import { BASEMAP_ATTRIBUTION, bundledBasemapStyle, configuredStyleUrl } from './mapStyle';

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
  it('needs no server: one GeoJSON source, no glyphs, no sprites, no text', () => {
    const style = bundledBasemapStyle('http://localhost/assets/basemap.json');
    expect(Object.values(style.sources)).toEqual([{ type: 'geojson', data: 'http://localhost/assets/basemap.json', attribution: BASEMAP_ATTRIBUTION }]);
    expect(style.glyphs).toBeUndefined();
    expect(style.sprite).toBeUndefined();
    expect(style.layers.some((layer) => layer.type === 'symbol')).toBe(false);
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
