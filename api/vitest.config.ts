import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Each file builds its own database; PGlite start-up and argon2 hashing are CPU-bound,
    // so running files two at a time suits the 2-core machines better than one per core.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
