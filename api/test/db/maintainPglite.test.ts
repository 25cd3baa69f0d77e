import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { maintainPglite, maintenanceFor } from '../../src/db/maintainPglite.ts';

// PGlite only: it is the engine without autovacuum (a PostgreSQL server does this itself).
describe('maintainPglite', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory' });
  });
  afterAll(async () => database.close());

  const statsOf = async (table: string) =>
    (
      await database.db.execute<{ reltuples: number; analysed: boolean }>(sql`
        select c.reltuples::float8 as reltuples, exists (select 1 from pg_statistic st where st.starelid = c.oid) as analysed
        from pg_class c where c.relname = ${table}`)
    ).rows[0]!;

  it('vacuums and analyses the tables never analysed, then leaves unchanged tables alone', async () => {
    await database.db.execute(sql`create table maint_probe (id int primary key, kind int not null)`);
    await database.db.execute(sql`insert into maint_probe select i, i % 3 from generate_series(1, 5000) i`);
    expect((await statsOf('maint_probe')).reltuples).toBeLessThan(0);

    const first = await maintainPglite(database.db);
    expect(first).toContainEqual({ table: 'maint_probe', action: 'vacuum' });
    expect(await statsOf('maint_probe')).toEqual({ reltuples: 5000, analysed: true });

    expect(await maintainPglite(database.db)).toEqual([]);
  });

  it('analyses a table again once a tenth of it has changed, as autovacuum would', async () => {
    await database.db.execute(sql`update maint_probe set kind = 7 where id <= 1000`);
    expect(await maintainPglite(database.db)).toContainEqual({ table: 'maint_probe', action: 'analyze' });
    // The planner now knows the new value's share (a fifth of the rows).
    const plan = await database.db.execute<{ 'QUERY PLAN': string }>(sql`explain select * from maint_probe where kind = 7`);
    const estimate = Number(/rows=(\d+)/.exec(plan.rows[0]!['QUERY PLAN'])?.[1]);
    expect(estimate).toBeGreaterThan(800);
    expect(estimate).toBeLessThan(1200);
  });

  it('follows autovacuum thresholds', () => {
    const calm = { reltuples: 10_000, relpages: 100, relallvisible: 100, n_mod_since_analyze: 0, n_dead_tup: 0, n_ins_since_vacuum: 0 };
    expect(maintenanceFor(calm)).toBeUndefined();
    expect(maintenanceFor({ ...calm, reltuples: -1 })).toBe('vacuum');
    expect(maintenanceFor({ ...calm, n_mod_since_analyze: 1_051 })).toBe('analyze');
    expect(maintenanceFor({ ...calm, n_mod_since_analyze: 1_050 })).toBeUndefined();
    expect(maintenanceFor({ ...calm, n_dead_tup: 2_051 })).toBe('vacuum');
    expect(maintenanceFor({ ...calm, n_ins_since_vacuum: 3_001 })).toBe('vacuum');
    // Counters forgotten by a restart: the visibility map still says the table was not vacuumed.
    expect(maintenanceFor({ ...calm, relallvisible: 49 })).toBe('vacuum');
    expect(maintenanceFor({ ...calm, relpages: 8, relallvisible: 0 })).toBeUndefined();
  });
});
