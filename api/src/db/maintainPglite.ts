import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { quoteIdent } from './client.ts';

/** What one round did, per table: `vacuum` (with analyze) or `analyze` alone. */
export type MaintenanceAction = { table: string; action: 'vacuum' | 'analyze' };

type TableStats = {
  relname: string;
  reltuples: number;
  relpages: number;
  relallvisible: number;
  n_mod_since_analyze: number;
  n_dead_tup: number;
  n_ins_since_vacuum: number;
};

/**
 * PGlite has no autovacuum: a database it runs is never analysed nor vacuumed unless someone does
 * it. Without statistics the planner guesses every table at a few hundred rows (at 100,000 devices
 * the monitoring page's count nested-looped 46,000 index probes: 650 ms instead of 60 ms), and
 * without vacuum's visibility map no index-only scan is index-only. One round does what autovacuum
 * would, with its default thresholds: tables never analysed (a database just seeded or copied) are
 * vacuumed and analysed; tables changed enough since are analysed or vacuumed. PGlite publishes its
 * change counters only when asked (`pg_stat_force_next_flush`) and forgets them on restart, which
 * the never-analysed and visibility rules cover. One statement per table, so the queue of
 * requests (see yieldBetweenQueries) gets a turn between them. Never inside a transaction:
 * VACUUM refuses one.
 */
export async function maintainPglite(db: Db): Promise<MaintenanceAction[]> {
  await db.execute(sql`select pg_stat_force_next_flush()`);
  const { rows } = await db.execute<TableStats>(sql`
    select c.relname, c.reltuples::float8 as reltuples, c.relpages::float8 as relpages, c.relallvisible::float8 as relallvisible,
      coalesce(s.n_mod_since_analyze, 0)::float8 as n_mod_since_analyze,
      coalesce(s.n_dead_tup, 0)::float8 as n_dead_tup,
      coalesce(s.n_ins_since_vacuum, 0)::float8 as n_ins_since_vacuum
    from pg_class c
    left join pg_stat_user_tables s on s.relid = c.oid
    where c.relkind = 'r' and c.relnamespace = 'public'::regnamespace
    order by c.relname`);
  const actions = rows.flatMap((table): MaintenanceAction[] => {
    const action = maintenanceFor(table);
    return action ? [{ table: table.relname, action }] : [];
  });
  for (const { table, action } of actions) {
    const name = sql.raw(quoteIdent(table));
    await db.execute(action === 'vacuum' ? sql`vacuum (analyze) ${name}` : sql`analyze ${name}`);
  }
  return actions;
}

/**
 * Autovacuum's default thresholds (scale factors 0.2 / 0.1 / 0.2, base 50 / 50 / 1000 rows), and,
 * since PGlite forgets its counters on restart, a table whose pages are mostly not all-visible (not
 * vacuumed since it was filled or changed, in this run or an earlier one) is vacuumed too.
 */
export function maintenanceFor(table: Omit<TableStats, 'relname'>): MaintenanceAction['action'] | undefined {
  if (table.reltuples < 0) return 'vacuum';
  if (table.relpages > 8 && table.relallvisible < table.relpages / 2) return 'vacuum';
  const rows = table.reltuples;
  if (table.n_dead_tup > 50 + 0.2 * rows || table.n_ins_since_vacuum > 1000 + 0.2 * rows) return 'vacuum';
  if (table.n_mod_since_analyze > 50 + 0.1 * rows) return 'analyze';
  return undefined;
}
