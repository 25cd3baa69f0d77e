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
  resolve: {
    // react-relay's main entry also carries the legacy container API (QueryRenderer,
    // createFragmentContainer…) and, being CommonJS, cannot be tree-shaken; the app uses only the
    // hooks API, which `react-relay/hooks` exports alone (with graphql, fetchQuery, loadQuery…).
    alias: [{ find: /^react-relay$/, replacement: 'react-relay/hooks' }],
  },
  build: {
    // The map library alone is about 1 MB minified, in a chunk only the map pages load. What every
    // visitor downloads is guarded by initialLoadBudget above, so this only flags an oversized chunk.
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      output: {
        // entriesAware names a chunk after every page sharing it ("chakra~index~MonitoringPage~…");
        // the group's name and the content hash are enough.
        chunkFileNames: (chunk) => `assets/${chunk.name.split('~')[0]}-[hash].js`,
        // Vendor code changes less often than ours: separate chunks stay cached across releases.
        // React and Relay are needed whole by every page. Chakra and the small libraries are split
        // by the set of pages that use each module (entriesAware): the first visit gets what the
        // entry uses, a date picker or a combobox comes with the pages that show one. One group
        // loaded whole (before issue 10) put every Chakra component any page uses into the first
        // load. Subgroups under 20 kB merge with a neighbour, keeping the first load at ~15 files.
        // Maps and charts are left to automatic splitting: a "maps" group took Vite's preload
        // helper and so pulled maplibre into the main bundle.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/ },
            { name: 'relay', test: /node_modules[\\/](react-relay|relay-runtime|graphql-ws)[\\/]/ },
            {
              name: 'chakra',
              test: /node_modules[\\/](@chakra-ui|@ark-ui|@zag-js|@emotion|@pandacss)[\\/]/,
              entriesAware: true,
              entriesAwareMergeThreshold: 20_000,
            },
            { name: 'vendor', test: /node_modules[\\/](@lingui|zod|@casl|@ucast|react-icons)[\\/]/, entriesAware: true, entriesAwareMergeThreshold: 20_000 },
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
