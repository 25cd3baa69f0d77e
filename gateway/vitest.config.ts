import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // The real api is started once, as a child process, for every test file.
    globalSetup: ['test/globalSetup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // One api, one database: files share the demo data, so they run one after another.
    fileParallelism: false,
    // One copy of graphql for everything: libraries loaded outside Vite would otherwise get the
    // CommonJS build next to our ESM one ("Cannot use GraphQLSchema from another module or realm").
    server: { deps: { inline: [/@graphql-tools\//, /@apollo\//, /@as-integrations\//, /graphql-ws/, /@escape\.tech\//, /dataloader/, /graphql-jit/] } },
  },
});
