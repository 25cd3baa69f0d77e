/**
 * Tops the monitoring log up to `--logs N` entries for the monitoring benchmark
 * (`pnpm bench:monitoring`), after `pnpm seed --days 0`, in one INSERT ... SELECT generate_series:
 * older repeats of the errors each record already has, so every record keeps its error codes and
 * latest error; the per-code counts are then recomputed from the log. Finishes with VACUUM ANALYZE,
 * as a long-running database would have had, so the benchmark measures settled query plans.
 * Works on DATABASE_URL (a PostgreSQL server) or DATA_DIR (PGlite). Never in production.
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { defaultDataDir, openDatabase } from '../src/db/client.ts';

const argsSchema = z.object({ logs: z.coerce.number().int().min(1).max(10_000_000) });

async function main(): Promise<void> {
  if (process.env.NODE_ENV === 'production') throw new Error('Refusing to add benchmark data with NODE_ENV=production.');
  const { values } = parseArgs({ options: { logs: { type: 'string' } }, strict: true });
  const { logs: wanted } = argsSchema.parse(values);
  const database = await openDatabase({ url: process.env.DATABASE_URL || undefined, dataDir: defaultDataDir() });
  try {
    const { db } = database;
    const count = async () =>
      Number((await db.execute<{ n: number }>(sql`select count(*)::int as n from monitoring_logs`)).rows[0]!.n);
    const existing = await count();
    if (existing === 0) throw new Error('No monitoring logs to repeat: seed first.');
    const missing = wanted - existing;
    if (missing > 0) {
      const rounds = Math.ceil(missing / existing);
      // Copy g of a log entry lies g days (plus a per-row spread of minutes) before the original.
      await db.execute(sql`
        insert into monitoring_logs (monitoring_record_id, device_id, owner_id, device_model_id, error_code_id, network_type, occurred_at)
        select l.monitoring_record_id, l.device_id, l.owner_id, l.device_model_id, l.error_code_id, l.network_type,
               l.occurred_at - make_interval(days => g, mins => (l.rn % 1440)::int)
        from (select *, row_number() over (order by id) as rn from monitoring_logs) l
        cross join generate_series(1, ${rounds}::int) g
        order by g, l.rn
        limit ${missing}::int`);
      await db.execute(sql`
        update monitoring_record_errors e set count = c.n
        from (select monitoring_record_id, error_code_id, count(*)::int as n from monitoring_logs group by 1, 2) c
        where e.monitoring_record_id = c.monitoring_record_id and e.error_code_id = c.error_code_id`);
    }
    await db.execute(sql`vacuum analyze`);
    console.log(`monitoring_logs: ${existing} → ${await count()} entries`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error('bench-logs failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
