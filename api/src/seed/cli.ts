import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { defaultDataDir, openDatabase } from '../db/client.ts';
import { isDatabaseEmpty } from './isDatabaseEmpty.ts';
import { MAX_DEMO_DEVICES, seedDemoData } from './seedDemoData.ts';

// `pnpm seed [--devices N] [--days N] [--seed N] [--reset]`: fills the database that DATABASE_URL
// (a PostgreSQL server) or DATA_DIR (embedded PGlite, default <repo>/.data) points at.

const usage = 'Usage: pnpm seed [--devices N (1-100000, default 250)] [--days N (0-366, default 30; 0: latest reading only)] [--seed N] [--reset]';

const argsSchema = z.object({
  devices: z.coerce.number().int().min(1).max(MAX_DEMO_DEVICES).default(250),
  days: z.coerce.number().int().min(0).max(366).default(30),
  seed: z.coerce.number().int().min(0).default(2024),
  reset: z.boolean().default(false),
});

async function main(): Promise<number> {
  if (process.env.NODE_ENV === 'production') {
    console.error('Refusing to seed demo data with NODE_ENV=production.');
    return 1;
  }
  let parsed: z.infer<typeof argsSchema>;
  try {
    const { values } = parseArgs({
      options: {
        devices: { type: 'string' },
        days: { type: 'string' },
        seed: { type: 'string' },
        reset: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
    });
    if (values.help) {
      console.log(usage);
      return 0;
    }
    parsed = argsSchema.parse(values);
  } catch (error) {
    console.error(error instanceof z.ZodError ? z.prettifyError(error) : (error as Error).message);
    console.error(usage);
    return 1;
  }

  const url = process.env.DATABASE_URL || undefined;
  const database = await openDatabase({ url, dataDir: defaultDataDir() });
  try {
    console.log(`Database: ${database.kind === 'postgres' ? 'PostgreSQL server' : `PGlite in ${defaultDataDir()}`}`);
    if (parsed.reset) {
      await truncateAll(database.db);
      console.log('All tables emptied.');
    } else if (!(await isDatabaseEmpty(database))) {
      console.error('The database already holds data; run with --reset to replace it with demo data.');
      return 1;
    }
    await seedDemoData(database, {
      devices: parsed.devices,
      days: parsed.days,
      seed: parsed.seed,
      log: (message) => console.log(message),
    });
    return 0;
  } finally {
    await database.close();
  }
}

/** Empties every table of the app (not the migrations journal, which lives in the drizzle schema). */
async function truncateAll(db: import('../db/client.ts').Db) {
  const result = await db.execute<{ name: string }>(
    sql`select quote_ident(tablename) as name from pg_tables where schemaname = 'public'`,
  );
  const names = result.rows.map((row) => row.name);
  if (names.length > 0) await db.execute(sql.raw(`truncate ${names.join(', ')} restart identity cascade`));
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('Seeding failed:', error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
