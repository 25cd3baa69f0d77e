import { defineConfig } from 'vitest/config';
import { testsThatReplaceModules } from '../web/tooling/testsThatReplaceModules.ts';

// Files that replace modules (vi.mock…) get a module graph of their own; see `projects` below.
const isolatedTests = testsThatReplaceModules(import.meta.dirname, 'test');

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // The database is migrated and seeded once per run; each file starts from a copy of its own.
    globalSetup: ['test/globalSetup.ts'],
    // PGlite and argon2 hashing are CPU-bound: two files at a time suit the 2-core machines.
    maxWorkers: 2,
    // Sized for a loaded 2-core machine (load average 12+); waits return as soon as they hold.
    testTimeout: 90_000,
    hookTimeout: 120_000,
    expect: { poll: { timeout: 20_000 } },
    // Each file builds its own app on its own database (test/helpers/testApp.ts), so files need no
    // module graph of their own: sharing one per worker spares importing Fastify, the routes, zod
    // and Drizzle's schema and starting PGlite's WebAssembly cold again in every file (a third of
    // the suite's CPU time). Files that replace modules get their own, as their replacements would
    // otherwise leak into the files after them.
    projects: [
      { extends: true, test: { name: 'shared', isolate: false, exclude: [...isolatedTests, '**/node_modules/**'] } },
      { extends: true, test: { name: 'isolated', include: isolatedTests } },
    ],
  },
});
