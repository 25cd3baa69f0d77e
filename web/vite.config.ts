import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { initialLoadBudget } from './tooling/initialLoadBudget.ts';
import { precompressBuild } from './tooling/precompress.ts';
import { testsThatReplaceModules } from './tooling/testsThatReplaceModules.ts';

const gateway = process.env.GATEWAY_URL ?? 'http://localhost:4000';
// Read only under Vitest: a build or the dev server has no use for the test files.
const isolatedTests = process.env.VITEST ? testsThatReplaceModules(import.meta.dirname) : [];

export default defineConfig({
  // plugin-react 6 ignores a `babel` option, so the relay and Lingui macro transforms run here.
  plugins: [
    react(),
    babel({ plugins: ['relay', '@lingui/babel-plugin-lingui-macro'] }),
    lingui(),
    // Maps and charts are hundreds of kB: they belong in the lazily loaded pages that show them.
    // 385: the route guards, path builders and list kit added 2 kB; issue 10 brings this to 250.
    initialLoadBudget({
      maxGzipKb: 385,
      lazyOnly: /node_modules[\\/](maplibre-gl|react-map-gl|@nivo|jspdf|svg2pdf\.js|exceljs|html2canvas)[\\/]/,
      // The first render waits for the shown language's catalog (src/i18n/i18n.ts): one counts.
      awaitedBeforeRender: /[\\/]locales[\\/](da|en)[\\/]messages\.po/,
    }),
    // .br and .gz siblings of every text file, served as they are by the gateway.
    precompressBuild(),
  ],
  build: {
    // The map library alone is about 1 MB minified, in a chunk only the map pages load. What every
    // visitor downloads is guarded by initialLoadBudget above, so this only flags an oversized chunk.
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      output: {
        // Vendor code changes less often than ours: separate chunks stay cached across releases.
        // Only libraries the first page needs get a group, since a group is loaded whole and takes
        // in its modules' dependencies: a "maps" group took Vite's preload helper and so pulled
        // maplibre into the main bundle. Maps and charts are left to automatic splitting, which
        // loads them with the lazy pages that import them.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/ },
            { name: 'relay', test: /node_modules[\\/](react-relay|relay-runtime|graphql-ws)[\\/]/ },
            // Except the combobox (the searching picker, components/picker) and what only it uses:
            // pages with filters load it, the first visit does not (8 kB gzip).
            {
              name: 'chakra',
              test: /node_modules[\\/](@chakra-ui|@ark-ui|@zag-js|@emotion|@pandacss)[\\/](?!(.*[\\/])?(combobox|collection|aria-hidden|live-region)[\\/])/,
            },
            { name: 'vendor', test: /node_modules[\\/](@lingui|zod|@casl|@ucast|react-icons)[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    // WEB_PORT, not PORT: the dev script passes its environment on, and PORT there is the gateway's.
    port: Number(process.env.WEB_PORT ?? 5173),
    proxy: {
      '/graphql': { target: gateway, ws: true, changeOrigin: true },
      '/graphiql': { target: gateway, changeOrigin: true },
    },
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    // Without inlining, two copies of graphql load ("another module or realm").
    server: { deps: { inline: [/@graphql-tools\//] } },
    css: false,
    // jsdom + Chakra renders are CPU-bound; on a loaded 2-core machine (load average 12) the 5 s
    // default is far too tight, and one test may wait several times (asyncUtilTimeout, setup.ts).
    testTimeout: 60_000,
    // Most files share one module graph and jsdom per worker: importing React, Chakra and Relay
    // once per worker instead of once per file more than halves the suite's time. Files that
    // replace modules or globals (vi.mock, vi.stubEnv…) get their own, as their replacements
    // would otherwise leak into the files after them.
    projects: [
      { extends: true, test: { name: 'shared', isolate: false, exclude: [...isolatedTests, '**/node_modules/**'] } },
      { extends: true, test: { name: 'isolated', include: isolatedTests } },
    ],
  },
});
