import { moduleGraphProjects } from '@fieldsense/test-tooling';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
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
    // and Drizzle's schema and compiling PGlite's WebAssembly again in every file.
    projects: moduleGraphProjects(import.meta.dirname, { dirs: ['test'], include: ['test/**/*.test.ts'] }),
  },
});
