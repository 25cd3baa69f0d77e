import pg from 'pg';
import { openDatabase, quoteIdent, type Database } from '../../src/db/client.ts';

/**
 * Creates database `name` on the PostgreSQL server at `serverUrl` (through its `postgres`
 * database), as a copy of `template` when given, and opens it (which migrates it).
 */
export async function createServerDatabase(serverUrl: string, name: string, template?: string): Promise<Database> {
  const copy = template ? ` TEMPLATE ${quoteIdent(template)}` : '';
  await withAdmin(serverUrl, (admin) => admin.query(`CREATE DATABASE ${quoteIdent(name)}${copy}`));
  return openDatabase({ url: withDatabase(serverUrl, name), dataDir: 'memory' });
}

export async function dropServerDatabase(serverUrl: string, name: string): Promise<void> {
  await withAdmin(serverUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`));
}

/** `url` with its database name replaced by `database`. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function withAdmin<T>(serverUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
