import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // The real api is started once, as a child process, for every test file.
    globalSetup: ['test/globalSetup.ts'],
    // Sized for a loaded 2-core machine (load average 12+); waits return as soon as they hold.
    testTimeout: 90_000,
    hookTimeout: 120_000,
    expect: { poll: { timeout: 20_000 } },
    // One api, one database: files share the demo data, so they run one after another.
    fileParallelism: false,
    // One copy of graphql for everything: libraries loaded outside Vite would otherwise get the
    // CommonJS build next to our ESM one ("Cannot use GraphQLSchema from another module or realm").
    server: { deps: { inline: [/@graphql-tools\//, /@apollo\//, /graphql-ws/, /@escape\.tech\//, /dataloader/] } },
  },
});
