import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { openDatabase, quoteIdent, type Database } from '../../src/db/client.ts';

export type TestDatabase = Database & { drop(): Promise<void> };

/**
 * A fresh, migrated, empty database for one test file: PGlite in memory, or, when env
 * `TEST_DATABASE_URL` points at a PostgreSQL server, a new database created on that server (through
 * its `postgres` database) and dropped again by `drop()`.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ dataDir: 'memory' });
    return { ...database, drop: () => database.close() };
  }

  const name = `test_${randomUUID().replaceAll('-', '').slice(0, 20)}`;
  const adminUrl = withDatabase(serverUrl, 'postgres');
  await withAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE ${quoteIdent(name)}`));
  const database = await openDatabase({ url: withDatabase(serverUrl, name), dataDir: 'memory' });
  let dropped = false;
  return {
    ...database,
    async drop() {
      if (dropped) return;
      dropped = true;
      await database.close();
      await withAdmin(adminUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`));
    },
  };
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function withAdmin<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
