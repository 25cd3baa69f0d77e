import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../src/seed/seedDemoData.ts';
import { createTestDatabase, type TestDatabase } from '../db/createTestDatabase.ts';

// `--days 0` (the monitoring benchmark's fast seed): no reading history, each reporting device keeps
// its latest message, and nothing lies in the future.
describe('seedDemoData with days 0', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDemoData(database, { devices: 80, days: 0 });
  }, 120_000);

  afterAll(async () => {
    await database?.drop();
  });

  it('writes one message per reporting device, the one it was last seen with', async () => {
    const result = await database.db.execute<{ devices: number; reporting: number; messages: number; mismatched: number; future: number }>(sql`
      select
        (select count(*)::int from devices) as devices,
        (select count(*)::int from devices where last_seen_at is not null) as reporting,
        (select count(*)::int from device_messages) as messages,
        (select count(*)::int from devices d where d.last_seen_at is distinct from
          (select max(m.time) from device_messages m where m.device_id = d.id)) as mismatched,
        (select count(*)::int from device_messages where time > now() + interval '1 hour') as future`);
    const row = result.rows[0]!;
    expect(row.devices).toBe(80);
    expect(row.reporting).toBeGreaterThan(60);
    expect(row.messages).toBe(row.reporting);
    expect(row.mismatched).toBe(0);
    expect(row.future).toBe(0);
  });

  it('still fills monitoring records with errors', async () => {
    const result = await database.db.execute<{ records: number; logs: number }>(sql`
      select (select count(*)::int from monitoring_records) as records, (select count(*)::int from monitoring_logs) as logs`);
    expect(result.rows[0]!.records).toBeGreaterThan(60);
    expect(result.rows[0]!.logs).toBeGreaterThan(0);
  });
});
