import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { onceForAllProjects } from '@fieldsense/test-tooling';
import type { TestProject } from 'vitest/node';
import { openDatabase, type Database } from '../src/db/client.ts';
import { seedDemoData } from '../src/seed/seedDemoData.ts';
import { TEST_SEED, testTemplates, type TestTemplates } from './db/testTemplates.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    testTemplates: TestTemplates;
  }
}

/**
 * Migrates and seeds the test database once for the whole run, instead of once per test file: most
 * of a file's set-up time was PGlite's start, the migrations and hashing the demo passwords.
 * PGlite: the migrated and the seeded database are dumped to files that each file loads into its
 * own in-memory PGlite. PostgreSQL (TEST_DATABASE_URL): they are kept as template databases that
 * each file copies with CREATE DATABASE … TEMPLATE. Each file still gets a database of its own.
 * Made once for all the config's projects (vitest.config.ts), which each run this setup.
 */
const templates = onceForAllProjects('api-test-templates', makeTemplates);

export async function setup(project: TestProject) {
  project.provide('testTemplates', await templates.setup());
}

export async function teardown() {
  await templates.teardown();
}

async function makeTemplates(): Promise<{ value: TestTemplates; release: () => Promise<void> }> {
  const started = Date.now();
  const serverUrl = process.env.TEST_DATABASE_URL;
  const names = testTemplates(serverUrl);
  let release: () => Promise<void>;
  if (serverUrl) {
    const { createServerDatabase, dropServerDatabase } = await import('./db/serverDatabase.ts');
    for (const name of [names.empty, names.seeded]) await dropServerDatabase(serverUrl, name);
    for (const [name, seed] of [[names.empty, false], [names.seeded, true]] as const) {
      const database = await createServerDatabase(serverUrl, name);
      try {
        if (seed) await seedDemoData(database, TEST_SEED);
      } finally {
        await database.close();
      }
    }
    release = async () => {
      for (const name of [names.empty, names.seeded]) await dropServerDatabase(serverUrl, name);
    };
  } else {
    const folder = mkdtempSync(path.join(tmpdir(), 'fieldsense-api-test-'));
    const database = await openDatabase({ dataDir: 'memory' });
    try {
      writeFileSync((names.empty = path.join(folder, 'migrated.tar')), await dump(database));
      await seedDemoData(database, TEST_SEED);
      writeFileSync((names.seeded = path.join(folder, 'seeded.tar')), await dump(database));
    } finally {
      await database.close();
    }
    release = async () => rmSync(folder, { recursive: true, force: true });
  }
  console.log(`[api tests] migrated and seeded the template databases in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return { value: { ...names, seededAt: started }, release };
}

async function dump(database: Database): Promise<Buffer> {
  const client = '$client' in database.db ? database.db.$client : undefined;
  if (!(client instanceof PGlite)) throw new Error('expected a PGlite database');
  return Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
}
