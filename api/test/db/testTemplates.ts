import { randomUUID } from 'node:crypto';
import type { SeedOptions } from '../../src/seed/seedDemoData.ts';

/** The demo data every seeded test database holds: small, and the same in every file. */
export const TEST_SEED = { devices: 20, days: 2 } satisfies SeedOptions;

/**
 * Where the run's two starting points are (globalSetup.ts makes them): a migrated empty database
 * and a migrated seeded one — dump files for PGlite, template database names on a PostgreSQL server.
 */
export interface TestTemplates {
  empty: string;
  seeded: string;
  /** When the seeded one was made (its readings run up to that hour). */
  seededAt: number;
}

export function testTemplates(serverUrl: string | undefined): Omit<TestTemplates, 'seededAt'> {
  if (!serverUrl) return { empty: '', seeded: '' };
  // Per run, so two runs against one server keep apart.
  const run = randomUUID().replaceAll('-', '').slice(0, 12);
  return { empty: `template_${run}_empty`, seeded: `template_${run}_seeded` };
}
