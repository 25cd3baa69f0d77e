/**
 * Writes the bundled basemap of Denmark, one GeoJSON file per layer in ../assets/basemap/, from the
 * sources readBasemapSources finds: `pnpm --filter web map:basemap`. The output is committed; a
 * test checks that it still matches what this script writes.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { BASEMAP_LAYERS, buildBasemap } from './buildBasemap';
import { basemapSourcesDir, readBasemapSources } from './readBasemapSources';

const sources = await readBasemapSources();
if (!sources) {
  console.error(`basemap: the sources are not in ${basemapSourcesDir()} (set BASEMAP_SOURCES; see the README's "The map")`);
  process.exit(1);
}
const basemap = buildBasemap(sources);
const target = new URL('../assets/basemap/', import.meta.url);
await mkdir(target, { recursive: true });
let total = 0;
let totalGzip = 0;
for (const layer of BASEMAP_LAYERS) {
  const text = JSON.stringify(basemap[layer]) + '\n';
  const gzip = gzipSync(text).length;
  total += text.length;
  totalGzip += gzip;
  await writeFile(new URL(`${layer}.json`, target), text);
  console.log(`basemap: ${layer.padEnd(14)} ${String(basemap[layer].features.length).padStart(5)} features ${(text.length / 1024).toFixed(0).padStart(5)} kB, ${(gzip / 1024).toFixed(0).padStart(4)} kB gzip`);
}
console.log(`basemap: ${(total / 1024).toFixed(0)} kB, ${(totalGzip / 1024).toFixed(0)} kB gzip -> ${target.pathname}`);
