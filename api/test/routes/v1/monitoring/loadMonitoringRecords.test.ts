import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadMonitoringRecords } from '../../../../src/monitoring/loadMonitoringRecords.ts';
import { monitoringRecordSchema } from '../../../../src/monitoring/monitoringRecordSchema.ts';
import { createTestDatabase, type TestDatabase } from '../../../db/createTestDatabase.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
});
afterAll(() => database?.drop());

describe('loadMonitoringRecords', () => {
  it('answers the contract shape in the order asked, skipping unknown ids', async () => {
    const rows = await database.db.execute<{ id: string }>(sql`select id from monitoring_records order by id desc limit 5`);
    const ids = rows.rows.map((r) => r.id);
    const records = await loadMonitoringRecords(database.db, [ids[2]!, '00000000-0000-4000-8000-000000000000', ids[0]!, 'nope', ids[4]!]);
    expect(records.map((r) => r._id)).toEqual([ids[2], ids[0], ids[4]]);
    for (const record of records) monitoringRecordSchema.parse(record);
  });

  it('embeds device, model, owner, package, status, error counts and names categories per language', async () => {
    const row = (
      await database.db.execute<{ id: string; device_name: string; errors: number }>(sql`
        select mr.id, d.name as device_name, (select sum(count)::int from monitoring_record_errors where monitoring_record_id = mr.id) as errors
        from monitoring_records mr join devices d on d.id = mr.device_id
        where exists (select 1 from monitoring_record_errors e where e.monitoring_record_id = mr.id)
        limit 1`)
    ).rows[0]!;
    const [en] = await loadMonitoringRecords(database.db, [row.id]);
    const [da] = await loadMonitoringRecords(database.db, [row.id], { language: 'da' });
    expect(en!.device.name).toBe(row.device_name);
    expect(en!.errorCodes.reduce((sum, e) => sum + e.count, 0)).toBe(row.errors);
    expect(en!.device.device_model.deviceTypeCategory).toEqual(en!.device.device_type);
    expect(en!.device.device_type.name).not.toBe(da!.device.device_type.name);
    expect(en!.status).toMatchObject({ slug: expect.any(String), color: expect.any(String) });
    expect(en!.latestErrorOccurredAt).toMatch(/Z$/);
  });

  it('answers nothing for no ids', async () => {
    expect(await loadMonitoringRecords(database.db, [])).toEqual([]);
  });
});
