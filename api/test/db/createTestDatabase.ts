import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { seedDemoData } from '../../src/seed/seedDemoData.ts';
import { createServerDatabase, dropServerDatabase, withDatabase } from './serverDatabase.ts';
import { TEST_SEED } from './testTemplates.ts';

export type TestDatabase = Database & {
  /** What a separate api process is given to open the same database: DATA_DIR or DATABASE_URL. */
  serverEnv: { DATA_DIR: string } | { DATABASE_URL: string };
  drop(): Promise<void>;
};

const HOUR = 3_600_000;

/**
 * A test database holds little: a 16 MB buffer pool rather than PGlite's 128 MB, which postgres
 * sets up at every start (farm-bench: 22 % less CPU for a load of the seeded template).
 */
const TEST_PGLITE_SETTINGS = { shared_buffers: '16MB' };

/** The templates' bytes, read once per worker (the files of a worker share this module). */
const templateBytes = new Map<string, Promise<Buffer>>();

/**
 * The dump file as PGlite reads it: PGlite calls only `arrayBuffer()`. Not `new Blob([bytes])`,
 * whose `arrayBuffer()` on Node 20 reassembles the 45 MB from 64 kB chunks (farm-bench: 17 % of
 * a load's CPU). Each call hands over a copy, as a Blob would.
 */
async function templateBlob(file: string): Promise<Blob> {
  let bytes = templateBytes.get(file);
  if (!bytes) templateBytes.set(file, (bytes = readFile(file)));
  const buffer = await bytes;
  return { type: '', arrayBuffer: async () => buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength) } as Blob;
}

/**
 * A database of the test file's own, migrated, empty or with the small demo data set (`seeded`):
 * PGlite in memory, or, when env `TEST_DATABASE_URL` points at a PostgreSQL server, a new database
 * on that server, dropped again by `drop()`. Both start from a copy of what globalSetup.ts made once
 * for the run, which is much faster than migrating and seeding in every file.
 * `onDiskIn` keeps a PGlite database in that folder instead of in memory, so that an api process
 * can open it too (one at a time: close it here first).
 */
export async function createTestDatabase(opts: { seeded?: boolean; onDiskIn?: string } = {}): Promise<TestDatabase> {
  const templates = inject('testTemplates');
  // The demo data's readings run up to the hour it was made: past that hour a file seeds its own,
  // as every file did before, so no test sees data an hour old.
  const fresh = opts.seeded && Math.floor(Date.now() / HOUR) !== Math.floor(templates.seededAt / HOUR);
  const template = opts.seeded && !fresh ? templates.seeded : templates.empty;

  const serverUrl = process.env.TEST_DATABASE_URL;
  let database: TestDatabase;
  if (!serverUrl) {
    const dataDir = opts.onDiskIn ?? 'memory';
    const opened = await openDatabase({ dataDir, loadDataDir: await templateBlob(template), pgliteSettings: TEST_PGLITE_SETTINGS });
    let closed = false;
    const close = async () => {
      if (closed) return;
      closed = true;
      await opened.close();
    };
    database = { ...opened, close, serverEnv: { DATA_DIR: dataDir }, drop: close };
  } else {
    const name = `test_${randomUUID().replaceAll('-', '').slice(0, 20)}`;
    const opened = await createServerDatabase(serverUrl, name, template);
    let closed = false;
    const close = async () => {
      if (closed) return;
      closed = true;
      await opened.close();
    };
    let dropped = false;
    database = {
      ...opened,
      close,
      serverEnv: { DATABASE_URL: withDatabase(serverUrl, name) },
      async drop() {
        if (dropped) return;
        dropped = true;
        await close();
        await dropServerDatabase(serverUrl, name);
      },
    };
  }
  if (fresh) await seedDemoData(database, TEST_SEED);
  return database;
}
