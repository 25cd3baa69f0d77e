import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryTrend } from '../../../../src/analytics/trends/queryTrend.ts';
import { trendWindow } from '../../../../src/analytics/trends/trendWindow.ts';
import type { Db } from '../../../../src/db/client.ts';
import { createTestApp, type TestApp } from '../../../helpers/testApp.ts';

/** 3 months of hourly readings for one device, next to other devices' readings in the same table. */
const HOURS = 91 * 24;
const END = Date.parse('2026-03-10T12:00:00Z');
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let t: TestApp;
let token: string;
let orgId: string;
let deviceId: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('admin@example.com');
  const db = t.database.db;
  const row = (await db.execute<{ id: string; owner_id: string }>(sql`
    select d.id, d.owner_id from devices d join device_models dm on dm.id = d.device_model_id
    where d.deleted_at is null and dm.data_model @> '[{"data_type":"continuous"}]' order by d.device limit 1`)).rows[0]!;
  ({ id: deviceId, owner_id: orgId } = row);
  const unit = (await db.execute<{ slug: string }>(sql`
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

describe('trend speed (3 months of hourly readings, one device)', () => {
  it('is one statement on the primary-key range', async () => {
    let captured: SQL | undefined;
    const capturing = {
      execute: (query: SQL) => {
        captured = query;
        return t.database.db.execute(query);
      },
    } as unknown as Pick<Db, 'execute'>;
    const window = trendWindow({ period: 'three_months', ref: 'previous_period', date: new Date(END), offsetHours: 1 });
    const result = await queryTrend(capturing, { deviceIds: [deviceId], unit: 'x', aggregation: 'average', window, perDevice: false });
    expect(result.summary.total).toBeNull();
    const plan = JSON.stringify((await t.database.db.execute(sql`explain (format json) ${captured!}`)).rows);
    expect(plan).not.toContain('"Seq Scan"');
    expect(plan).toMatch(/"Index Name":"device_messages_[a-z_]*pk(ey)?"/);
  });

  it(`answers in under 100 ms p95${onPostgres ? '' : ' (timed on PostgreSQL only)'}`, async () => {
    const url = `/api/v1/analytics/trends?orgId=${orgId}&deviceId=${deviceId}&period=three_months&ref=previous_period&date=${new Date(END).toISOString()}`;
    const first = await t.app.inject({ url, headers: t.auth(token) });
    expect(first.statusCode, first.body).toBe(200);
    const points = first.json().data.series[0].points as { v: number | null }[];
    expect(points).toHaveLength(90);
    expect(points.filter((p) => p.v !== null).length).toBeGreaterThan(85);
    const times: number[] = [];
    for (let i = 0; i < 40; i++) {
      const start = performance.now();
      const response = await t.app.inject({ url, headers: t.auth(token) });
      times.push(performance.now() - start);
      expect(response.statusCode).toBe(200);
    }
    times.sort((a, b) => a - b);
    const p95 = times[Math.ceil(times.length * 0.95) - 1]!;
    console.log(`trend three_months p95 ${p95.toFixed(1)} ms, median ${times[20]!.toFixed(1)} ms`);
    if (onPostgres) expect(p95).toBeLessThan(100);
  });
});
