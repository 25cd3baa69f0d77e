import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryTrend } from '../../../../src/analytics/trends/queryTrend.ts';
import { trendWindow } from '../../../../src/analytics/trends/trendWindow.ts';
import type { Db } from '../../../../src/db/client.ts';
import type { UnitMeasure } from '../../../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../helpers/testApp.ts';

/**
 * The shape of the trend query on 3 months of hourly readings for one device, next to other
 * devices' readings in the same table. How fast it answers is measured by `pnpm bench:dashboard`
 * (gateway/bench/dashboard.ts), not here: timings on a shared test machine prove nothing.
 */
const HOURS = 91 * 24;
const END = Date.parse('2026-03-10T12:00:00Z');

let t: TestApp;
let token: string;
let orgId: string;
let deviceId: string;
let unit: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('admin@example.com');
  const db = t.database.db;
  const row = (await db.execute<{ id: string; owner_id: string }>(sql`
    select d.id, d.owner_id from devices d join device_models dm on dm.id = d.device_model_id
    where d.deleted_at is null and dm.data_model @> '[{"data_type":"continuous"}]' order by d.device limit 1`)).rows[0]!;
  ({ id: deviceId, owner_id: orgId } = row);
  unit = (await db.execute<{ slug: string }>(sql`
    select e->'unit'->>'slug' as slug from devices d join device_models dm on dm.id = d.device_model_id,
      jsonb_array_elements(dm.data_model) e where d.id = ${deviceId} and e->>'data_type' = 'continuous' limit 1`)).rows[0]!.slug;
  // Other devices get the same 3 months too, so the table is not just the one device.
  await db.execute(sql`
    insert into device_messages (device_id, time, data)
    select d.id, ${new Date(END).toISOString()}::timestamptz - make_interval(hours => h), jsonb_build_object(${unit}::text, h % 50)
    from (select id from devices where deleted_at is null order by device limit 10) d, generate_series(1, ${HOURS}) h
    on conflict do nothing`);
  await db.execute(sql`analyze device_messages`);
});
afterAll(() => t?.close());

/** The plan of the statement queryTrend runs for a unit of this measure. */
async function planOf(measure: UnitMeasure): Promise<string> {
  let captured: SQL | undefined;
  const capturing: Pick<Db, 'execute'> = {
    execute: (query: SQL) => {
      captured = query;
      return t.database.db.execute(query);
    },
  } as Pick<Db, 'execute'>;
  const window = trendWindow({ period: 'three_months', ref: 'previous_period', date: new Date(END), offsetHours: 1 });
  const aggregation = measure === 'level' ? 'average' : 'total';
  const result = await queryTrend(capturing, { deviceIds: [deviceId], unit: 'x', measure, aggregation, window, perDevice: false });
  expect(result.summary.total).toBeNull();
  return JSON.stringify((await t.database.db.execute(sql`explain (format json) ${captured!}`)).rows);
}

describe('the trend query (3 months of hourly readings, one device)', () => {
  it('is one statement on the primary-key range, for levels and amounts', async () => {
    const plan = await planOf('level');
    expect(plan).not.toContain('"Seq Scan"');
    expect(plan).toMatch(/"Index Name":"device_messages_[a-z_]*pk(ey)?"/);
  });

  it('is one statement on the primary-key range for a counter too', async () => {
    const plan = await planOf('counter');
    expect(plan).not.toContain('"Seq Scan on device_messages');
    expect(plan).toMatch(/"Index Name":"device_messages_[a-z_]*pk(ey)?"/);
  });

  it('answers every day of the three months', async () => {
    const url = `/api/v1/analytics/trends?orgId=${orgId}&deviceId=${deviceId}&unit=${unit}&period=three_months&ref=previous_period&date=${new Date(END).toISOString()}`;
    const response = await t.app.inject({ url, headers: t.auth(token) });
    expect(response.statusCode, response.body).toBe(200);
    const points = response.json().data.series[0].points as { v: number | null }[];
    expect(points).toHaveLength(90);
    expect(points.filter((p) => p.v !== null).length).toBeGreaterThan(85);
  });
});
