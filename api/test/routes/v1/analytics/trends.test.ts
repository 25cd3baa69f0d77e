import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectErrorShape, type TestApp } from '../../../helpers/testApp.ts';

/**
 * Hand-computed fixtures: a model whose first unit is the level `level` (with a state, a temperature
 * and `rain`, an amount), device A (4 readings around local midnight of 2026-03-10 plus one a period
 * earlier and one a year earlier; its rain equals its level), device B (one `level`, one `temp`
 * reading) in group G of Aarhus, device C of Aarhus in no group, device V of Vejle; and a counter
 * model, device K of Aarhus in no group, whose running count restarts once.
 */
let t: TestApp;
const tokens = {} as Record<'member' | 'otherOrg' | 'technician' | 'serviceManager' | 'admin', string>;
const ids = {} as Record<'aarhus' | 'vejle' | 'a' | 'b' | 'c' | 'v' | 'k' | 'group' | 'emptyGroup', string>;

const one = async <T>(query: ReturnType<typeof sql>) => (await t.database.db.execute(query)).rows[0] as T;
const setOffset = (hours: number) =>
  t.database.db.execute(sql`update users set utc_offset = ${hours} where email = 'member@example.com'`);
const get = (url: string, token = tokens.member) => t.app.inject({ url, headers: { ...t.auth(token), 'accept-language': 'en' } });
const trend = async (query: string, token = tokens.member) => {
  const response = await get(`/api/v1/analytics/trends?orgId=${ids.aarhus}&${query}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};
type Point = { ts: string; v: number | null };
const values = (points: Point[]) => points.map((p) => (p.v === null ? null : Math.round(p.v * 1000) / 1000));

beforeAll(async () => {
  t = await createTestApp();
  tokens.member = await t.login('member@example.com');
  tokens.otherOrg = await t.login('sofie.jensen@example.com');
  tokens.technician = await t.login('technician@example.com');
  tokens.serviceManager = await t.login('peter.rasmussen@example.com');
  tokens.admin = await t.login('admin@example.com');
  ids.aarhus = (await one<{ id: string }>(sql`select id from organizations where slug = 'aarhus-kommune'`)).id;
  ids.vejle = (await one<{ id: string }>(sql`select id from organizations where slug = 'vejle-forsyning'`)).id;
  const { id: model } = await one<{ id: string }>(sql`
    insert into device_models (title, device_type_category_id, network_type, network_protocol, data_model)
    select 'Trend test model', id, 'nbiot', 'coap', ${JSON.stringify([
      { unit: { slug: 'level', name: 'Level', value: 'cm' }, data_type: 'continuous', measure: 'level' },
      // Saved before measures existed: a level.
      { unit: { slug: 'state', name: 'State', value: '' }, data_type: 'discrete' },
      { unit: { slug: 'temp', name: 'Temperature', value: '°C' }, data_type: 'continuous', measure: 'level' },
      { unit: { slug: 'rain', name: 'Rain', value: 'mm' }, data_type: 'discrete', measure: 'amount' },
    ])}::jsonb
    from device_type_categories where slug = 'water_level' returning id`);
  const { id: counterModel } = await one<{ id: string }>(sql`
    insert into device_models (title, device_type_category_id, network_type, network_protocol, data_model)
    select 'Trend counter model', id, 'nbiot', 'coap', ${JSON.stringify([
      { unit: { slug: 'temp', name: 'Temperature', value: '°C' }, data_type: 'continuous', measure: 'level' },
      { unit: { slug: 'count', name: 'Visitors', value: 'count' }, data_type: 'step', measure: 'counter' },
    ])}::jsonb
    from device_type_categories where slug = 'person_counter' returning id`);
  const device = async (name: string, owner: string, deviceModel = model) =>
    (await one<{ id: string }>(sql`
      insert into devices (device, name, owner_id, device_model_id) values (${`trend-${name}`}, ${name}, ${owner}, ${deviceModel})
      returning id`)).id;
  ids.a = await device('Trend A', ids.aarhus);
  ids.b = await device('Trend B', ids.aarhus);
  ids.c = await device('Trend C', ids.aarhus);
  ids.v = await device('Trend V', ids.vejle);
  ids.k = await device('Trend K', ids.aarhus, counterModel);
  ids.group = (await one<{ id: string }>(sql`insert into groups (organization_id, name) values (${ids.aarhus}, 'Trend group') returning id`)).id;
  ids.emptyGroup = (await one<{ id: string }>(sql`insert into groups (organization_id, name) values (${ids.aarhus}, 'Trend empty') returning id`)).id;
  await t.database.db.execute(sql`insert into group_devices (group_id, device_id) values (${ids.group}, ${ids.a}), (${ids.group}, ${ids.b})`);
  const reading = (device: string, time: string, data: Record<string, number>) =>
    sql`(${device}::uuid, ${time}::timestamptz, ${JSON.stringify(data)}::jsonb)`;
  await t.database.db.execute(sql`insert into device_messages (device_id, time, data) values ${sql.join(
    [
      reading(ids.a, '2026-03-09T12:00:00Z', { level: 4, state: 1, rain: 4 }),
      reading(ids.a, '2026-03-09T22:30:00Z', { level: 10, rain: 10 }),
      reading(ids.a, '2026-03-09T23:00:00Z', { level: 20, rain: 20 }), // exactly local midnight at +1
      reading(ids.a, '2026-03-10T06:00:00Z', { level: 30, temp: 5, rain: 30 }),
      reading(ids.a, '2026-03-02T23:30:00Z', { level: 100 }), // a week earlier
      reading(ids.a, '2025-03-10T06:00:00Z', { level: 7 }), // a year earlier
      reading(ids.b, '2026-03-10T01:00:00Z', { level: 50 }),
      reading(ids.b, '2026-03-10T02:00:00Z', { temp: 9 }),
      reading(ids.v, '2026-03-10T02:00:00Z', { level: 1 }),
      // K: 100 before the week (the baseline), +10, +15, a restart (5 counts 5), +3.
      reading(ids.k, '2026-03-03T12:00:00Z', { count: 100 }),
      reading(ids.k, '2026-03-09T12:00:00Z', { count: 110, temp: 4 }),
      reading(ids.k, '2026-03-09T22:30:00Z', { count: 125 }),
      reading(ids.k, '2026-03-10T01:00:00Z', { count: 5 }),
      reading(ids.k, '2026-03-10T06:00:00Z', { count: 8 }),
    ],
    sql`, `,
  )}`);
});
afterAll(() => t?.close());

const WEEK = 'period=week&date=2026-03-10T12:00:00Z';

describe('GET /api/v1/analytics/trends (one device)', () => {
  it('buckets by local day at +1: a reading on local midnight opens the new day', async () => {
    await setOffset(1);
    const data = await trend(`deviceId=${ids.a}&${WEEK}`);
    expect(data).toMatchObject({
      period: 'week',
      from: '2026-03-03T23:00:00.000Z',
      to: '2026-03-10T23:00:00.000Z',
      bucket: 'day',
      utcOffset: 1,
      unit: 'level',
      measure: 'level',
      aggregation: 'average',
      aggregations: ['average', 'minimum', 'maximum'],
      refSeries: [],
    });
    expect(data.series).toHaveLength(1);
    expect(data.series[0]).toMatchObject({ deviceId: ids.a, name: 'Trend A' });
    expect(data.series[0].points.map((p: Point) => p.ts)).toEqual(
      [3, 4, 5, 6, 7, 8, 9].map((d) => `2026-03-0${d}T23:00:00.000Z`),
    );
    expect(values(data.series[0].points)).toEqual([null, null, null, null, null, 7, 25]);
  });

  it('computes minimum and maximum per bucket, and totals of an amount', async () => {
    await setOffset(1);
    const of = async (query: string) => values((await trend(`deviceId=${ids.a}&${WEEK}&${query}`)).series[0].points).slice(5);
    expect(await of('aggregation=minimum')).toEqual([4, 20]);
    expect(await of('aggregation=maximum')).toEqual([10, 30]);
    expect(await of('unit=rain&aggregation=total')).toEqual([14, 50]);
    // An amount's default is its total.
    const rain = await trend(`deviceId=${ids.a}&${WEEK}&unit=rain`);
    expect(rain).toMatchObject({ measure: 'amount', aggregation: 'total', aggregations: ['total', 'average', 'minimum', 'maximum'] });
    expect(await of('unit=rain&aggregation=average')).toEqual([7, 25]);
  });

  it('refuses a total of a level, saying why in the caller language', async () => {
    for (const [language, text] of [
      ['en', '"level" is a measurement that neither counts nor accumulates, so it has no total. Choose one of: average, minimum, maximum.'],
      ['da', '"level" er en måling, der hverken tæller eller lægges sammen, så den har ingen total. Vælg en af: average, minimum, maximum.'],
    ] as const) {
      const response = await t.app.inject({
        url: `/api/v1/analytics/trends?orgId=${ids.aarhus}&deviceId=${ids.a}&${WEEK}&aggregation=total`,
        headers: { ...t.auth(tokens.member), 'accept-language': language },
      });
      expect(response.statusCode).toBe(400);
      expectErrorShape(response.json(), 'VALIDATION_FAILED');
      expect(response.json().fields).toEqual([{ field: 'aggregation', message: text }]);
    }
    // An entry saved without a measure is a level too.
    const state = await get(`/api/v1/analytics/trends?orgId=${ids.aarhus}&deviceId=${ids.a}&${WEEK}&unit=state&aggregation=total`);
    expect(state.statusCode).toBe(400);
  });

  it('moves the boundaries with the offset (+2 and -5)', async () => {
    await setOffset(2);
    const plus2 = await trend(`deviceId=${ids.a}&${WEEK}&unit=rain&aggregation=total`);
    expect(plus2.from).toBe('2026-03-03T22:00:00.000Z');
    expect(values(plus2.series[0].points).slice(5)).toEqual([4, 60]);
    await setOffset(-5);
    const minus5 = await trend(`deviceId=${ids.a}&${WEEK}&unit=rain&aggregation=total`);
    expect(minus5).toMatchObject({ from: '2026-03-04T05:00:00.000Z', to: '2026-03-11T05:00:00.000Z', utcOffset: -5 });
    expect(values(minus5.series[0].points).slice(5)).toEqual([34, 30]);
    await setOffset(1);
  });

  it('summarises the window: last reading, typical interval, and average, minimum and maximum of a level', async () => {
    await setOffset(1);
    const { summary } = await trend(`deviceId=${ids.a}&${WEEK}`);
    // Gaps 10.5 h, 0.5 h, 7 h → median 7 h; readings 4, 10, 20, 30; no total of a level.
    const last_reading = { v: 30, time: '2026-03-10T06:00:00.000Z' };
    expect(summary).toEqual({ last_reading, interval_seconds: 25200, total: null, average: 16, minimum: 4, maximum: 30 });
    const rain = await trend(`deviceId=${ids.a}&${WEEK}&unit=rain`);
    expect(rain.summary).toEqual({ last_reading, interval_seconds: 25200, total: 64, average: 16, minimum: 4, maximum: 30 });
  });

  it('draws the previous period and the previous year on the same buckets', async () => {
    await setOffset(1);
    const previous = await trend(`deviceId=${ids.a}&${WEEK}&ref=previous_period`);
    expect(previous).toMatchObject({ refFrom: '2026-02-24T23:00:00.000Z', refTo: '2026-03-03T23:00:00.000Z' });
    expect(previous.refSeries[0].points.map((p: Point) => p.ts)).toEqual(previous.series[0].points.map((p: Point) => p.ts));
    expect(values(previous.refSeries[0].points)).toEqual([null, null, null, null, null, null, 100]);
    expect(previous.summary.average).toBe(16);
    const lastYear = await trend(`deviceId=${ids.a}&${WEEK}&ref=previous_year`);
    expect(lastYear.refFrom).toBe('2025-03-03T23:00:00.000Z');
    expect(values(lastYear.refSeries[0].points)).toEqual([null, null, null, null, null, null, 7]);
  });

  it('uses hour buckets for a day ending with the hour of `date`', async () => {
    await setOffset(1);
    const data = await trend(`deviceId=${ids.a}&period=day&date=2026-03-10T06:30:00Z`);
    expect(data).toMatchObject({ from: '2026-03-09T07:00:00.000Z', to: '2026-03-10T07:00:00.000Z', bucket: 'hour' });
    const points: Point[] = data.series[0].points;
    expect(points).toHaveLength(24);
    expect(points.filter((p) => p.v !== null)).toEqual([
      { ts: '2026-03-09T12:00:00.000Z', v: 4 },
      { ts: '2026-03-09T22:00:00.000Z', v: 10 },
      { ts: '2026-03-09T23:00:00.000Z', v: 20 },
      { ts: '2026-03-10T06:00:00.000Z', v: 30 },
    ]);
  });

  it('spans whole local days for a custom range, and reads another unit', async () => {
    await setOffset(1);
    const data = await trend(`deviceId=${ids.a}&period=custom&from=2026-03-09&to=2026-03-10`);
    expect(data).toMatchObject({ from: '2026-03-08T23:00:00.000Z', to: '2026-03-10T23:00:00.000Z' });
    expect(values(data.series[0].points)).toEqual([7, 25]);
    // A date-time is read in the user's offset: 23:30 UTC is already 10 March at +1.
    const oneDay = await trend(`deviceId=${ids.a}&period=custom&from=2026-03-09T23:30:00Z&to=2026-03-10T10:00:00Z`);
    expect(values(oneDay.series[0].points)).toEqual([25]);
    const temp = await trend(`deviceId=${ids.a}&${WEEK}&unit=temp`);
    expect(temp.unit).toBe('temp');
    expect(values(temp.series[0].points).slice(5)).toEqual([null, 5]);
  });
});

describe('GET /api/v1/analytics/trends (a group)', () => {
  it('draws one series per device and the group series', async () => {
    await setOffset(1);
    const data = await trend(`groupId=${ids.group}&${WEEK}&aggregation=maximum&ref=previous_period`);
    expect(data.series.map((s: { deviceId: string | null; name: string }) => [s.deviceId, s.name])).toEqual([
      [ids.a, 'Trend A'],
      [ids.b, 'Trend B'],
      [null, 'Trend group'],
    ]);
    expect(data.series.map((s: { points: Point[] }) => values(s.points).slice(5))).toEqual([
      [10, 30],
      [null, 50],
      [10, 50],
    ]);
    expect(values(data.refSeries[2].points)).toEqual([null, null, null, null, null, null, 100]);
    const average = await trend(`groupId=${ids.group}&${WEEK}`);
    expect(values(average.series[2].points)[6]).toBeCloseTo((20 + 30 + 50) / 3, 3);
    expect(average.summary).toMatchObject({ last_reading: { v: 30 }, total: null, average: 22.8, minimum: 4, maximum: 50 });
  });

  it('gives every series its own summary, so one group call serves each device card', async () => {
    await setOffset(1);
    const data = await trend(`groupId=${ids.group}&${WEEK}`);
    const [a, b, group] = data.series;
    // Device A alone is what its own trend says.
    const alone = await trend(`deviceId=${ids.a}&${WEEK}&unit=level`);
    expect(a.summary).toEqual(alone.summary);
    expect(a.summary).toEqual({
      last_reading: { v: 30, time: '2026-03-10T06:00:00.000Z' },
      interval_seconds: 25200,
      total: null,
      average: 16,
      minimum: 4,
      maximum: 30,
    });
    expect(b.summary).toEqual({
      last_reading: { v: 50, time: '2026-03-10T01:00:00.000Z' },
      interval_seconds: null,
      total: null,
      average: 50,
      minimum: 50,
      maximum: 50,
    });
    expect(group.summary).toEqual(data.summary);
    expect(data.refSeries).toEqual([]);
    const withRef = await trend(`groupId=${ids.group}&${WEEK}&ref=previous_period`);
    expect(withRef.refSeries.every((s: object) => !('summary' in s))).toBe(true);
    // Without readings of the unit in the window a device's summary is empty.
    const temp = await trend(`groupId=${ids.group}&period=custom&from=2026-03-01&to=2026-03-02&unit=temp`);
    expect(temp.series[0].summary).toEqual({ last_reading: null, interval_seconds: null, total: null, average: null, minimum: null, maximum: null });
  });

  it('answers an empty group with no series', async () => {
    const data = await trend(`groupId=${ids.emptyGroup}&${WEEK}`);
    expect(data.series).toEqual([{ deviceId: null, name: 'Trend empty', points: expect.any(Array), summary: data.summary }]);
    expect(data.summary).toEqual({ last_reading: null, interval_seconds: null, total: null, average: null, minimum: null, maximum: null });
  });
});

describe('GET /api/v1/analytics/trends (a counter)', () => {
  it('draws what a counter counted per bucket by default: rises, a drop being a restart', async () => {
    await setOffset(1);
    const data = await trend(`deviceId=${ids.k}&${WEEK}&ref=previous_period`);
    expect(data).toMatchObject({ unit: 'count', measure: 'counter', aggregation: 'total', aggregations: ['total'] });
    // Local 9 March: 110 − 100 (the reading before the week) + 125 − 110; 10 March: 5 (restart) + 3.
    expect(values(data.series[0].points)).toEqual([null, null, null, null, null, 25, 8]);
    // The window before: its first reading is only the baseline.
    expect(values(data.refSeries[0].points)).toEqual([null, null, null, null, null, null, 0]);
    // The last reading is what the device sent; the total what it counted.
    expect(data.summary).toEqual({
      last_reading: { v: 8, time: '2026-03-10T06:00:00.000Z' },
      interval_seconds: expect.any(Number),
      total: 33,
      average: null,
      minimum: null,
      maximum: null,
    });
    const hourly = await trend(`deviceId=${ids.k}&period=day&date=2026-03-10T06:30:00Z`);
    expect(hourly.series[0].points.filter((p: Point) => p.v !== null)).toEqual([
      { ts: '2026-03-09T12:00:00.000Z', v: 10 },
      { ts: '2026-03-09T22:00:00.000Z', v: 15 },
      { ts: '2026-03-10T01:00:00.000Z', v: 5 },
      { ts: '2026-03-10T06:00:00.000Z', v: 3 },
    ]);
  });

  it('offers a counter as its total only, and its other units as levels', async () => {
    const response = await get(`/api/v1/analytics/trends?orgId=${ids.aarhus}&deviceId=${ids.k}&${WEEK}&aggregation=average`);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([{ field: 'aggregation', message: '"count" can only be shown as: total.' }]);
    const temp = await trend(`deviceId=${ids.k}&${WEEK}&unit=temp`);
    expect(temp).toMatchObject({ measure: 'level', aggregation: 'average' });
    expect(values(temp.series[0].points).slice(5)).toEqual([4, null]);
  });

  it("charts a camera's images by default", async () => {
    const { id: camera } = await one<{ id: string }>(sql`
      insert into devices (device, name, owner_id, device_model_id)
      select 'trend-camera', 'Trend camera', ${ids.aarhus}, id from device_models
      where data_model @> '[{"unit": {"slug": "image_count"}}]'::jsonb order by title limit 1
      returning id`);
    await t.database.db.execute(sql`insert into device_messages (device_id, time, data) values
      (${camera}, '2026-03-09T12:00:00Z', '{"image_count": 1000, "temperature": 3}'),
      (${camera}, '2026-03-09T15:00:00Z', '{"image_count": 1004, "temperature": 4}'),
      (${camera}, '2026-03-10T06:00:00Z', '{"image_count": 1010, "temperature": 2}')`);
    const data = await trend(`deviceId=${camera}&${WEEK}`);
    expect(data).toMatchObject({ unit: 'image_count', measure: 'counter', aggregation: 'total' });
    expect(values(data.series[0].points).slice(5)).toEqual([4, 6]);
    expect(data.summary.total).toBe(10);
  });
});

describe('GET /api/v1/analytics/trends (errors and scope)', () => {
  const expect400 = async (query: string, field: string) => {
    const response = await get(`/api/v1/analytics/trends?${query}`);
    expect(response.statusCode, query).toBe(400);
    expectErrorShape(response.json(), 'VALIDATION_FAILED');
    expect(response.json().fields.map((f: { field: string }) => f.field), query).toContain(field);
  };

  it('validates every parameter, naming the field', async () => {
    await expect400(`deviceId=${ids.a}`, 'orgId');
    await expect400(`orgId=nope&deviceId=${ids.a}`, 'orgId');
    await expect400(`orgId=${ids.aarhus}`, 'groupId');
    await expect400(`orgId=${ids.aarhus}&deviceId=${ids.a}&groupId=${ids.group}`, 'deviceId');
    await expect400(`orgId=${ids.aarhus}&deviceId=${ids.a}&period=year`, 'period');
    await expect400(`orgId=${ids.aarhus}&deviceId=${ids.a}&ref=tomorrow`, 'ref');
    await expect400(`orgId=${ids.aarhus}&deviceId=${ids.a}&aggregation=median`, 'aggregation');
    await expect400(`orgId=${ids.aarhus}&deviceId=${ids.a}&date=yesterday`, 'date');
    await expect400(`orgId=${ids.aarhus}&deviceId=${ids.a}&period=custom&to=2026-03-10`, 'from');
    await expect400(`orgId=${ids.aarhus}&deviceId=${ids.a}&period=custom&from=2026-02-30&to=2026-03-10`, 'from');
    await expect400(`orgId=${ids.aarhus}&deviceId=${ids.a}&period=custom&from=2026-03-10&to=2026-03-09`, 'to');
    await expect400(`orgId=${ids.aarhus}&deviceId=${ids.a}&period=custom&from=2024-01-01&to=2026-03-09`, 'to');
    await expect400(`orgId=${ids.aarhus}&deviceId=${ids.a}&unit=pressure`, 'unit');
    await expect400(`orgId=${ids.aarhus}&deviceId=${ids.a}&unit=a'b`, 'unit');
  });

  it('names the units the device measures when asked for one it does not', async () => {
    const response = await get(`/api/v1/analytics/trends?orgId=${ids.aarhus}&deviceId=${ids.a}&unit=pressure`);
    const field = response.json().fields.find((f: { field: string }) => f.field === 'unit');
    expect(field.message).toMatch(/^Must be one of: \w+/);
    expect(field.message).not.toContain('{values}');
  });

  it('answers 404 for unknown or foreign devices, groups and organisations', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const query of [
      `orgId=${ids.aarhus}&deviceId=${missing}`,
      `orgId=${ids.aarhus}&deviceId=${ids.v}`,
      `orgId=${ids.aarhus}&groupId=${missing}`,
      `orgId=${missing}&deviceId=${ids.a}`,
    ]) {
      const response = await get(`/api/v1/analytics/trends?${query}`);
      expect(response.statusCode, query).toBe(404);
      expectErrorShape(response.json(), 'NOT_FOUND');
    }
  });

  it('scopes to the organisations the user reads analytics in', async () => {
    const url = `/api/v1/analytics/trends?orgId=${ids.aarhus}&deviceId=${ids.a}&${WEEK}`;
    expect((await get(url, tokens.otherOrg)).statusCode).toBe(404);
    // The technician reads the analytics of the organisations their service centre serves (Aarhus).
    expect((await get(url, tokens.technician)).statusCode).toBe(200);
    expect((await get(url, tokens.serviceManager)).statusCode).toBe(403);
    expect((await get(url, tokens.admin)).statusCode).toBe(200);
    expect((await get(`/api/v1/analytics/trends?orgId=${ids.vejle}&deviceId=${ids.v}`, tokens.otherOrg)).statusCode).toBe(200);
  });
});

describe('GET /api/v1/analytics/trends/organizations/:id', () => {
  it('lists the groups with their devices, and the devices in no group', async () => {
    const response = await get(`/api/v1/analytics/trends/organizations/${ids.aarhus}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const group = body.data.find((g: { _id: string }) => g._id === ids.group);
    expect(group.name).toBe('Trend group');
    expect(group.devices.map((d: { _id: string }) => d._id)).toEqual([ids.a, ids.b]);
    expect(group.defaultUnit).toBe('level');
    expect(group.devices[0]).toMatchObject({
      device: 'trend-Trend A',
      name: 'Trend A',
      device_model: {
        title: 'Trend test model',
        data_model: [
          { unit: { slug: 'level' }, measure: 'level', aggregations: ['average', 'minimum', 'maximum'] },
          { unit: { slug: 'state' }, measure: 'level', aggregations: ['average', 'minimum', 'maximum'] },
          { unit: { slug: 'temp' }, measure: 'level' },
          { unit: { slug: 'rain' }, measure: 'amount', aggregations: ['total', 'average', 'minimum', 'maximum'] },
        ],
      },
      deviceTypeCategory: { slug: 'water_level', name: 'Water level' },
      defaultUnit: 'level',
      hasCounter: false,
    });
    expect(group.devices[0].device_model._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(group.devices[0].deviceTypeCategory._id).toMatch(/^[0-9a-f-]{36}$/);
    const { id: counterId } = await one<{ id: string }>(sql`
      insert into devices (device, name, owner_id, device_model_id)
      select 'trend-counter', 'Trend counter', ${ids.aarhus}, id from device_models
      where data_model @> '[{"unit": {"slug": "people_count"}}]'::jsonb limit 1
      returning id`);
    const again = (await get(`/api/v1/analytics/trends/organizations/${ids.aarhus}`)).json();
    expect(again.ungrouped.find((d: { _id: string }) => d._id === counterId)).toMatchObject({ hasCounter: true, defaultUnit: 'people_count' });
    expect(again.ungrouped.find((d: { _id: string }) => d._id === ids.k)).toMatchObject({ hasCounter: true, defaultUnit: 'count' });
    expect(body.data.find((g: { _id: string }) => g._id === ids.emptyGroup).devices).toEqual([]);
    const ungrouped = body.ungrouped.map((d: { _id: string }) => d._id);
    expect(ungrouped).toContain(ids.c);
    expect(ungrouped).not.toContain(ids.a);
    expect(ungrouped).not.toContain(ids.v);
  });

  it('answers 404 outside the scope, 403 without analytics, 400 for a bad id', async () => {
    expect((await get(`/api/v1/analytics/trends/organizations/${ids.aarhus}`, tokens.otherOrg)).statusCode).toBe(404);
    expect((await get(`/api/v1/analytics/trends/organizations/00000000-0000-4000-8000-000000000000`, tokens.admin)).statusCode).toBe(404);
    expect((await get(`/api/v1/analytics/trends/organizations/${ids.aarhus}`, tokens.serviceManager)).statusCode).toBe(403);
    expect((await get(`/api/v1/analytics/trends/organizations/${ids.aarhus}`, tokens.technician)).statusCode).toBe(200);
    expect((await get(`/api/v1/analytics/trends/organizations/${ids.vejle}`, tokens.technician)).statusCode).toBe(404);
    expect((await get('/api/v1/analytics/trends/organizations/nope')).statusCode).toBe(400);
  });
});
