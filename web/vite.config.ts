import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { moduleGraphProjects } from '@fieldsense/test-tooling';
import { initialLoadBudget } from './tooling/initialLoadBudget.ts';
import { lazyRecipeModules } from './tooling/lazyRecipeModules.ts';
import { precompressBuild } from './tooling/precompress.ts';
import { preloadCatalog } from './tooling/preloadCatalog.ts';

const gateway = process.env.GATEWAY_URL ?? 'http://localhost:4000';

export default defineConfig({
  // plugin-react 6 ignores a `babel` option, so the relay and Lingui macro transforms run here.
  plugins: [
    react(),
    babel({ plugins: ['relay', '@lingui/babel-plugin-lingui-macro'] }),
    lingui(),
    // Maps and charts are hundreds of kB: they belong in the lazily loaded pages that show them.
    // 250, issue 10's target (from 385; 247.0 measured): React + react-router 98, Relay 61 (the
    // WebSocket client loads with the first subscription), Chakra's core, theme tokens, the 12
    // recipes and the components of sign-in, the shell and the error pages 55, the app's own code
    // 21 (routes, guards, shell, sign-in, icons), Lingui 3, one language catalog 8. After the first
    // render: toasts, menus, the lazily added recipes (one chunk); with the signed-in pages: CASL
    // and zod (one chunk); when needed: the phone drawer, date pickers, comboboxes, dialogs.
    initialLoadBudget({
      maxGzipKb: 250,
      lazyOnly: /node_modules[\\/](maplibre-gl|react-map-gl|@nivo|jspdf|svg2pdf\.js|exceljs|html2canvas)[\\/]/,
      // The first render waits for the shown language's catalog (src/i18n/i18n.ts): one counts.
      awaitedBeforeRender: /[\\/]locales[\\/](da|en)[\\/]messages\.po/,
    }),
    // The shown language's catalog downloads beside the first load's scripts, not after them.
    preloadCatalog(),
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
      // Chakra's theme index builds its default config (every recipe) with defineConfig, an identity
      // function the bundler cannot see through: marked pure, the unused config and the recipes
      // only it uses drop out.
      treeshake: { manualPureFunctions: ['defineConfig'] },
      output: {
        // Vendor code changes less often than ours: separate chunks stay cached across releases.
        // React and Relay are needed whole by every page. The chakra group takes only what the
        // first load uses ($initial: the entry's static imports); automatic splitting puts the
        // rest (menus, dialogs, date pickers, comboboxes and their state machines) with the pages
        // or menus that show them. Loaded whole (before issue 10), the group put every component
        // any page uses into the first load; split by pages instead (entriesAware), its chunks
        // imported each other in a cycle that broke at run time ("createContext" of undefined);
        // automatic splitting alone made 26 files of the first load for the same bytes. The lazily
        // added recipes need a group of their own, without the modules they import (which the
        // first load has), or they would join it: see tooling/lazyRecipeModules.ts. zod is for
        // forms and pages' search parameters, none of them in the first load. A "maps" group took
        // Vite's preload helper and so pulled maplibre into the main bundle.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/ },
            { name: 'relay', test: /node_modules[\\/](react-relay|relay-runtime)[\\/]/ },
            { name: 'lazyRecipes', test: lazyRecipeModules, includeDependenciesRecursively: false },
            {
              name: 'chakra',
              tags: ['$initial'],
              test: /node_modules[\\/](@chakra-ui|@ark-ui|@zag-js|@emotion|@pandacss)[\\/]/,
            },
            { name: 'vendor', test: /node_modules[\\/]@lingui[\\/]/ },
            // The app's own first-load code, so that `later` below cannot take any of it.
            { name: 'app', tags: ['$initial'], test: /[\\/]web[\\/](src|__generated__)[\\/]/ },
            // What every page loads right after its first render (the toasts, the language and
            // account menus, the WebSocket client of the shell's subscription) with the components
            // and state machines they use, in one file: split automatically it made eight, and
            // pages would download ~2 kB more than before it left the first load. Pages' menus and
            // popovers use the same machinery from here, and the few small components that both
            // /monitoring and /dashboard use come along rather than in files of their own.
            {
              name: 'later',
              test: /(src[\\/](components[\\/]ToastOutlet|components[\\/]LanguageMenuList|features[\\/]shell[\\/]AccountMenuList)\.tsx|node_modules[\\/]graphql-ws[\\/].*|@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]components[\\/](card|grid|wrap|alert|native-select)[\\/].*)$/,
            },
            // What signed-in pages need before they show, besides the first load: CASL for the
            // shell's and the guards' ability checks, zod for the pages' search parameters (and
            // forms). One file: the sign-in page loads it after its first render for its form,
            // and it is then ready for the signed-in page that follows.
            { name: 'pages', test: /node_modules[\\/](@casl|@ucast|zod)[\\/]/ },
            // What two or more pages share — the app's own components, formatters, Relay helpers and
            // route pieces, and the Chakra / Ark / Zag components that are not in the first load —
            // in one file. Split automatically it made ~30 small files per page (48 requests for
            // /monitoring): over HTTP/1.1's six connections a page's loader and its queries queued
            // behind them, and each file carried its own headers and gzip overhead. One file: 19
            // requests, /monitoring 388 → 363 KB and /dashboard 391 → 373 KB over the wire; the
            // device form +12 KB (of 730, most of it the map), the device list +2 KB.
            {
              name: 'pageKit',
              test: /([\\/]web[\\/]src[\\/](components|i18n|relay|routing)[\\/]|node_modules[\\/](@chakra-ui|@ark-ui|@zag-js|@internationalized|@floating-ui)[\\/])/,
              minShareCount: 2,
            },
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
      // Uploads and the signed file links the gateway hands out (device images).
      '/uploads': { target: gateway, changeOrigin: true },
      '/files': { target: gateway, changeOrigin: true },
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
    // would otherwise leak into the files after them. Read only under Vitest: a build or the dev
    // server has no use for the test files.
    projects: process.env.VITEST ? moduleGraphProjects(import.meta.dirname, { dirs: ['src', 'tooling'] }) : [],
  },
});
