import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';
import { createPgListener } from './pgListener.ts';
import { yieldBetweenQueries } from './yieldBetweenQueries.ts';
import { advisoryLocks } from './advisoryLocks.ts';
import { lockDataFolder } from './lockDataFolder.ts';

export * as schema from './schema/index.ts';

export type Schema = typeof schema;

/** What `db.execute()` answers on both drivers: PGlite's `Results` and pg's `QueryResult` share `rows`. */
export interface QueryResultHKT extends PgQueryResultHKT {
  type: QueryRows<this['row']>;
}
export interface QueryRows<TRow> {
  rows: TRow[];
}

/** Drizzle database typed with the full schema; the same type for PGlite and node-postgres. */
export type Db = PgDatabase<QueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Subscribe to a Postgres NOTIFY channel; returns an unsubscribe function. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** postgres:// URL of a PostgreSQL server; PGlite is used when absent. */
  url?: string;
  /** Folder holding `pglite/` (ignored with `url`), or 'memory' for a throw-away database. */
  dataDir: string | 'memory';
  /** PGlite only: start from this `dumpDataDir()` copy of a database (tests start from a seeded one). */
  loadDataDir?: Blob;
  /** PGlite only: server settings for this run (`-c name=value`), e.g. tests' smaller buffer pool. */
  pgliteSettings?: Record<string, string>;
}

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** `<repo root>/.data`, or env `DATA_DIR`. */
export function defaultDataDir(): string {
  const fromEnv = process.env.DATA_DIR;
  if (fromEnv) return path.resolve(fromEnv);
  return fileURLToPath(new URL('../../../.data', import.meta.url));
}

/**
 * Opens PGlite (on disk at dataDir/pglite, or in memory when dataDir is 'memory') or, when `url` is
 * given, a PostgreSQL server through a pg Pool; runs the migrations; never seeds.
 */
export async function openDatabase(opts: OpenDatabaseOptions): Promise<Database> {
  return opts.url ? openPostgres(opts.url) : openPglite(opts.dataDir, opts.loadDataDir, opts.pgliteSettings);
}

async function openPglite(dataDir: string, loadDataDir?: Blob, settings: Record<string, string> = {}): Promise<Database> {
  let location: string | undefined;
  let unlock = () => undefined as void;
  if (dataDir !== 'memory') {
    location = path.join(dataDir, 'pglite');
    mkdirSync(location, { recursive: true });
    unlock = lockDataFolder(location);
  }
  let client: PGlite;
  try {
    const startParams = [...PGlite.defaultStartParams, ...Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`])];
    client = await PGlite.create({ dataDir: location, loadDataDir, extensions: { pg_trgm }, startParams });
  } catch (error) {
    unlock();
    throw error;
  }
  try {
    await client.exec(`SET TIME ZONE 'UTC'; CREATE EXTENSION IF NOT EXISTS pg_trgm;`);
    const db = drizzlePglite({ client: yieldBetweenQueries(client), schema });
    await migratePglite(db, { migrationsFolder });
    return {
      db,
      kind: 'pglite',
      async listen(channel, onPayload) {
        // PGlite quotes nothing: pass the identifier already quoted so mixed case survives.
        const unsubscribe = await client.listen(quoteIdent(channel), onPayload);
        return async () => unsubscribe();
      },
      async notify(channel, payload) {
        await client.query('SELECT pg_notify($1, $2)', [channel, payload]);
      },
      async close() {
        if (!client.closed) await client.close();
        unlock();
      },
    };
  } catch (error) {
    await client.close().catch(() => undefined);
    unlock();
    throw error;
  }
}

/** Serialises migrations of concurrently starting instances (any constant works, it is ours). */
const MIGRATION_LOCK_KEY = advisoryLocks.migration;

async function openPostgres(url: string): Promise<Database> {
  // Times travel as UTC whatever the server's default time zone.
  const poolConfig: pg.PoolConfig = { connectionString: url, options: '-c timezone=UTC' };
  const pool = new pg.Pool({ max: Number(process.env.DATABASE_POOL_MAX ?? 10), ...poolConfig });
  // An idle client's network error must not crash the process; the pool replaces it.
  pool.on('error', (error) => console.error('[db] idle client error:', error.message));
  try {
    const migrationClient = await pool.connect();
    try {
      await migrationClient.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      await migrationClient.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
      await migrateNodePg(drizzleNodePg({ client: migrationClient, schema }), { migrationsFolder });
    } finally {
      await migrationClient.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
      migrationClient.release();
    }
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw error;
  }
  const db = drizzleNodePg({ client: pool, schema });
  const listener = createPgListener(poolConfig);
  return {
    db,
    kind: 'postgres',
    listen: (channel, onPayload) => listener.listen(channel, onPayload),
    async notify(channel, payload) {
      await db.execute(sql`SELECT pg_notify(${channel}, ${payload})`);
    },
    async close() {
      await listener.close();
      await pool.end();
    },
  };
}

export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
