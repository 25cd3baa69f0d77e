/**
 * Writes the bundled basemap (Denmark and its neighbours) from Natural Earth's 1:10m countries in
 * the world-atlas package: `pnpm --filter web map:basemap`. The output is committed; a test checks
 * it still matches what this script produces.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { extractBasemap } from './extractBasemap';

const require = createRequire(import.meta.url);
const source = require.resolve('world-atlas/countries-10m.json');
const target = new URL('../assets/basemap.json', import.meta.url);

const basemap = extractBasemap(JSON.parse(await readFile(source, 'utf8')));
await writeFile(target, JSON.stringify(basemap) + '\n');
console.log(`basemap: ${basemap.features.length} countries, ${(JSON.stringify(basemap).length / 1024).toFixed(0)} kB -> ${target.pathname}`);
