import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../../../src/db/client.ts';
import type { MonitoringRecordDto } from '../../../../src/monitoring/monitoringRecordSchema.ts';
import { mapPointSchema } from '../../../../src/routes/v1/monitoring/map.ts';
import { createTestApp, expectErrorShape, type TestApp } from '../../../helpers/testApp.ts';

let t: TestApp;
const tokens: Record<'admin' | 'member' | 'technician', string> = {} as never;
/** Every record, as the admin sees it in one page (the demo set has fewer than 100). */
let all: MonitoringRecordDto[];
const ref: Record<string, string> = {};

const get = (url: string, token = tokens.admin, headers: Record<string, string> = {}) =>
  t.app.inject({ url, headers: { ...t.auth(token), ...headers } });
const ids = (records: MonitoringRecordDto[]) => records.map((r) => r._id);
/** What a filter must answer: the admin's full list narrowed in JS, in the same order. */
const expected = (keep: (r: MonitoringRecordDto) => boolean) => ids(all.filter(keep));

async function list(query: string, token = tokens.admin): Promise<{ data: MonitoringRecordDto[]; total: number; lastPage: number }> {
  const response = await get(`/api/v1/monitoring?perPage=100&${query}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

beforeAll(async () => {
  t = await createTestApp();
  tokens.admin = await t.login('admin@example.com');
  tokens.member = await t.login('member@example.com');
  tokens.technician = await t.login('technician@example.com');
  const { db } = t.database;
  for (const row of await db.select({ id: schema.statusCodes.id, slug: schema.statusCodes.slug }).from(schema.statusCodes)) ref[`status:${row.slug}`] = row.id;
  for (const row of await db.select({ id: schema.errorCodes.id, slug: schema.errorCodes.slug }).from(schema.errorCodes)) ref[`error:${row.slug}`] = row.id;
  for (const row of await db.select({ id: schema.packages.id, slug: schema.packages.slug }).from(schema.packages)) ref[`package:${row.slug}`] = row.id;
  for (const row of await db.select({ id: schema.organizations.id, slug: schema.organizations.slug }).from(schema.organizations)) ref[`org:${row.slug}`] = row.id;
  // Make sure the page's default filter (premium-like packages, heartbeat, active) matches something:
  // one device went silent (the job's doing in real life) on a premium package.
  const [silent] = (await db.execute<{ record_id: string; device_id: string }>(sql`
    select mr.id as record_id, mr.device_id from monitoring_records mr order by mr.id limit 1`)).rows;
  const at = new Date(Date.now() - 3600_000);
  await db.insert(schema.monitoringRecordErrors).values({ monitoringRecordId: silent!.record_id, errorCodeId: ref['error:heartbeat']!, count: 1, latestOccurredAt: at });
  await db
    .update(schema.monitoringRecords)
    .set({ statusCodeId: ref['status:active'], latestErrorOccurredAt: at })
    .where(eq(schema.monitoringRecords.id, silent!.record_id));
  await db.update(schema.devices).set({ packageId: ref['package:premium'] }).where(eq(schema.devices.id, silent!.device_id));
  all = (await list('')).data;
});
afterAll(() => t?.close());

describe('GET /api/v1/monitoring', () => {
  it('answers a page of 10 by default with total and lastPage, every record in the contract shape', async () => {
    const response = await get('/api/v1/monitoring');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const [{ count }] = (await t.database.db.execute<{ count: number }>(sql`select count(*)::int as count from monitoring_records`)).rows as [{ count: number }];
    expect(body).toMatchObject({ page: 1, perPage: 10, total: count, lastPage: Math.ceil(count / 10) });
    expect(body.data).toHaveLength(Math.min(10, count));
    expect(all).toHaveLength(count);
    const record = body.data[0];
    expect(Object.keys(record).sort()).toEqual(
      ['_id', 'device', 'errorCodes', 'latestErrorOccurredAt', 'notes', 'org', 'package', 'status', 'updatedAt'].sort(),
    );
    expect(Object.keys(record.device).sort()).toEqual(
      ['_id', 'device', 'device_model', 'device_type', 'geo', 'lastSeenAt', 'latestMessage', 'name', 'placeName', 'properties', 'serialNumber'].sort(),
    );
  });

  it('orders by latest error, newest first with records without errors last, then by device name', () => {
    for (let i = 1; i < all.length; i++) {
      const [a, b] = [all[i - 1]!, all[i]!];
      const ta = a.latestErrorOccurredAt ? Date.parse(a.latestErrorOccurredAt) : -Infinity;
      const tb = b.latestErrorOccurredAt ? Date.parse(b.latestErrorOccurredAt) : -Infinity;
      expect(ta).toBeGreaterThanOrEqual(tb);
      if (ta === tb) expect(a.device.name.localeCompare(b.device.name, 'en', { sensitivity: 'base' }) <= 0 || a.device.name <= b.device.name).toBe(true);
    }
    expect(all.some((r) => r.latestErrorOccurredAt === null)).toBe(true);
    expect(all.at(-1)!.latestErrorOccurredAt).toBeNull();
  });

  it('pages through the same order', async () => {
    const first = await get('/api/v1/monitoring?perPage=3');
    expect(first.json()).toMatchObject({ perPage: 3, total: all.length, lastPage: Math.ceil(all.length / 3) });
    const seen: string[] = [];
    for (let page = 1; page <= Math.ceil(all.length / 3); page++) {
      seen.push(...ids((await get(`/api/v1/monitoring?perPage=3&page=${page}`)).json().data));
    }
    expect(seen).toEqual(ids(all));
    const beyond = (await get(`/api/v1/monitoring?perPage=3&page=${Math.ceil(all.length / 3) + 1}`)).json();
    expect(beyond.data).toEqual([]);
    expect(beyond.total).toBe(all.length);
  });

  describe('sort and order', () => {
    /** a before b in text order, in the byte order (PGlite's C collation) or a language's (a server's). */
    const textInOrder = (a: string, b: string) => a <= b || a.localeCompare(b, 'en') <= 0;
    const time = (iso: string | null) => (iso === null ? null : Date.parse(iso));
    /** Checks each neighbour pair; empty values (null) come after every value, or before them all. */
    function expectOrdered<T>(
      records: MonitoringRecordDto[],
      key: (r: MonitoringRecordDto) => T | null,
      inOrder: (a: T, b: T) => boolean,
      emptyFirst = false,
    ) {
      for (let i = 1; i < records.length; i++) {
        const [a, b] = [key(records[i - 1]!), key(records[i]!)];
        if (emptyFirst ? b === null : a === null) expect(emptyFirst ? a : b, `${i}: a value among the empty ones`).toBeNull();
        else if (a !== null && b !== null) expect(inOrder(a, b), `${i}: ${String(a)} then ${String(b)}`).toBe(true);
      }
    }
    // [sort, key, text?, empty values first when ascending?]: records without errors come last both ways.
    const cases: [string, (r: MonitoringRecordDto) => string | number | null, boolean, boolean][] = [
      ['name', (r) => r.device.name, true, false],
      ['networkId', (r) => r.device.device, true, false],
      ['lastError', (r) => time(r.latestErrorOccurredAt), false, false],
    ];

    it('sorts by each key both ways, empty values last, over every page without overlap', async () => {
      for (const [sort, key, isText, emptyFirstAscending] of cases) {
        for (const order of ['asc', 'desc'] as const) {
          const body = await list(`sort=${sort}&order=${order}`);
          expect(body.total, sort).toBe(all.length);
          const up = (a: string | number, b: string | number) =>
            isText ? textInOrder(String(a), String(b)) : Number(a) <= Number(b);
          expectOrdered(body.data, key, order === 'asc' ? up : (a, b) => up(b, a), emptyFirstAscending && order === 'asc');
          // Pages of 7 in that order are the same list, cut up.
          const paged: string[] = [];
          for (let page = 1; page <= Math.ceil(all.length / 7); page++) {
            const response = await get(`/api/v1/monitoring?sort=${sort}&order=${order}&perPage=7&page=${page}`);
            paged.push(...ids(response.json().data));
          }
          expect(paged, `${sort} ${order}`).toEqual(ids(body.data));
        }
      }
      expect(all.some((r) => r.latestErrorOccurredAt === null)).toBe(true);
    });

    it('keeps the default order (latest error newest first, then name) when nothing or only the key is given', async () => {
      expect(ids((await list('sort=lastError')).data)).toEqual(ids(all));
      expect(ids((await list('sort=lastError&order=desc')).data)).toEqual(ids(all));
      // Names and network ids A–Z unless told otherwise.
      expect(ids((await list('sort=name')).data)).toEqual(ids((await list('sort=name&order=asc')).data));
      expect(ids((await list('sort=networkId')).data)).toEqual(ids((await list('sort=networkId&order=asc')).data));
      // Names descending are names ascending reversed (the id breaks ties both ways).
      expect(ids((await list('sort=name&order=desc')).data)).toEqual(ids((await list('sort=name&order=asc')).data).reverse());
    });

    it('sorts within the filter and the caller\'s scope', async () => {
      const aarhus = ref['org:aarhus-kommune']!;
      const mine = await list('sort=name', tokens.member);
      expect([...ids(mine.data)].sort()).toEqual([...expected((r) => r.org._id === aarhus)].sort());
      expectOrdered(mine.data, (r) => r.device.name, textInOrder);
      const active = await list(`status=${ref['status:active']}&sort=networkId&order=desc`);
      expect([...ids(active.data)].sort()).toEqual([...expected((r) => r.status._id === ref['status:active'])].sort());
      expectOrdered(active.data, (r) => r.device.device, (a, b) => textInOrder(b, a));
    });

    it('answers 400 naming sort or order for a value it does not know, in the language asked', async () => {
      for (const [field, query] of [
        ['sort', 'sort=owner'],
        ['sort', 'sort=lastSeen'],
        ['sort', 'sort=name;drop table devices'],
        ['order', 'order=up'],
        ['order', 'sort=name&order=DESC'],
      ]) {
        const response = await get(`/api/v1/monitoring?${query}`, tokens.admin, { 'accept-language': 'en' });
        expect(response.statusCode, query).toBe(400);
        expectErrorShape(response.json(), 'VALIDATION_FAILED');
        expect(response.json().fields.map((f: { field: string }) => f.field), query).toEqual([field]);
      }
      const english = (await get('/api/v1/monitoring?sort=owner', tokens.admin, { 'accept-language': 'en' })).json();
      expect(english.fields[0].message).toMatch(/lastError, name, networkId/);
      const danish = (await get('/api/v1/monitoring?sort=owner', tokens.admin, { 'accept-language': 'da' })).json();
      expect(danish.fields[0].message).toMatch(/lastError, name, networkId/);
      expect(danish.fields[0].message).not.toBe(english.fields[0].message);
    });
  });

  it('filters by each id list, comma-separated or repeated', async () => {
    const some = <T,>(values: T[]) => [...new Set(values)].slice(0, 2);
    const cases: [string, string[], (r: MonitoringRecordDto, v: string[]) => boolean][] = [
      ['orgIds', some(all.map((r) => r.org._id)), (r, v) => v.includes(r.org._id)],
      ['deviceModelIds', some(all.map((r) => r.device.device_model._id)), (r, v) => v.includes(r.device.device_model._id)],
      ['deviceTypeIds', some(all.map((r) => r.device.device_type._id)), (r, v) => v.includes(r.device.device_type._id)],
      ['packageIds', [ref['package:premium']!, ref['package:basic']!], (r, v) => v.includes(r.package?._id ?? '')],
      ['errorCodes', [ref['error:heartbeat']!, ref['error:low_battery']!], (r, v) => r.errorCodes.some((e) => v.includes(e._id))],
      ['status', [ref['status:active']!, ref['status:resolved']!], (r, v) => v.includes(r.status._id)],
      ['devices', some(all.map((r) => r.device._id)), (r, v) => v.includes(r.device._id)],
    ];
    for (const [param, values, keep] of cases) {
      const want = expected((r) => keep(r, values));
      expect(want.length, param).toBeGreaterThan(0);
      expect(want.length, param).toBeLessThan(all.length);
      const comma = await list(`${param}=${values.join(',')}`);
      expect(ids(comma.data), param).toEqual(want);
      expect(comma.total, param).toBe(want.length);
      const repeated = await list(values.map((v) => `${param}=${v}`).join('&'));
      expect(ids(repeated.data), param).toEqual(want);
    }
  });

  it('filters by the latest error and last-seen date ranges (inclusive)', async () => {
    const errorTimes = all.map((r) => r.latestErrorOccurredAt).filter((v): v is string => v !== null).sort();
    const [from, to] = [errorTimes[1]!, errorTimes.at(-2)!];
    const inError = expected((r) => r.latestErrorOccurredAt !== null && r.latestErrorOccurredAt >= from && r.latestErrorOccurredAt <= to);
    expect(ids((await list(`errorStartDate=${from}&errorEndDate=${to}`)).data)).toEqual(inError);
    expect(ids((await list(`errorStartDate=${from}`)).data)).toEqual(expected((r) => r.latestErrorOccurredAt !== null && r.latestErrorOccurredAt >= from));

    const seenTimes = all.map((r) => r.device.lastSeenAt).filter((v): v is string => v !== null).sort();
    const cut = seenTimes[Math.floor(seenTimes.length / 2)]!;
    expect(ids((await list(`lastSeenEndDate=${encodeURIComponent(cut)}`)).data)).toEqual(
      expected((r) => r.device.lastSeenAt !== null && r.device.lastSeenAt <= cut),
    );
    expect(ids((await list(`lastSeenStartDate=${cut}`)).data)).toEqual(expected((r) => r.device.lastSeenAt !== null && r.device.lastSeenAt >= cut));
    // An offset is understood: the same instant written in +02:00.
    const shifted = new Date(Date.parse(cut) + 2 * 3600_000).toISOString().replace('Z', '+02:00');
    expect(ids((await list(`lastSeenStartDate=${encodeURIComponent(shifted)}`)).data)).toEqual(
      ids((await list(`lastSeenStartDate=${cut}`)).data),
    );
  });

  it("combines the page's default filters (premium, automatic replacement and self service; heartbeat; active)", async () => {
    const packages = [ref['package:premium']!, ref['package:automatic_replacement']!, ref['package:self_service']!];
    const query = `packageIds=${packages.join(',')}&errorCodes=${ref['error:heartbeat']}&status=${ref['status:active']}`;
    const want = expected(
      (r) => packages.includes(r.package?._id ?? '') && r.errorCodes.some((e) => e.slug === 'heartbeat') && r.status.slug === 'active',
    );
    expect(want.length).toBeGreaterThan(0);
    const body = await list(query);
    expect(ids(body.data)).toEqual(want);
    expect(body.total).toBe(want.length);
    // ... and with an owner and a type on top
    const first = all.find((r) => r._id === want[0])!;
    const narrower = await list(`${query}&orgIds=${first.org._id}&deviceTypeIds=${first.device.device_type._id}`);
    expect(ids(narrower.data)).toEqual(
      want.filter((id) => {
        const r = all.find((x) => x._id === id)!;
        return r.org._id === first.org._id && r.device.device_type._id === first.device.device_type._id;
      }),
    );
  });

  it('answers 400 naming the field for an unparseable value', async () => {
    const bad: [string, string][] = [
      ['orgIds', `orgIds=${ref['org:aarhus-kommune']},not-a-uuid`],
      ['status', 'status=active'],
      ['devices', 'devices=1&devices=2'],
      ['errorStartDate', 'errorStartDate=yesterday'],
      ['lastSeenEndDate', 'lastSeenEndDate=2024-13-45'],
      ['perPage', 'perPage=101'],
      ['page', 'page=0'],
    ];
    for (const [field, query] of bad) {
      const response = await get(`/api/v1/monitoring?${query}`);
      expect(response.statusCode, query).toBe(400);
      expectErrorShape(response.json(), 'VALIDATION_FAILED');
      expect(response.json().fields.map((f: { field: string }) => f.field), query).toEqual([field]);
    }
    const danish = await get('/api/v1/monitoring?errorEndDate=nope', tokens.admin, { 'accept-language': 'da' });
    expect(danish.json().fields[0].message).toMatch(/dato/);
  });

  it("scopes a member to their organisation's records, whatever the filter asks", async () => {
    const aarhus = ref['org:aarhus-kommune']!;
    const mine = await list('', tokens.member);
    expect(ids(mine.data)).toEqual(expected((r) => r.org._id === aarhus));
    expect(mine.total).toBeGreaterThan(0);
    const other = all.find((r) => r.org._id !== aarhus)!;
    expect((await list(`orgIds=${other.org._id}`, tokens.member)).data).toEqual([]);
    expect((await list(`devices=${other.device._id}`, tokens.member)).total).toBe(0);
  });

  it('refuses users without read Monitoring (the technician) and anonymous callers', async () => {
    const response = await get('/api/v1/monitoring', tokens.technician);
    expect(response.statusCode).toBe(403);
    expectErrorShape(response.json(), 'FORBIDDEN');
    expect((await t.app.inject({ url: '/api/v1/monitoring' })).statusCode).toBe(401);
  });
});

describe('GET /api/v1/monitoring/{id}', () => {
  it('answers one record, 404 outside the scope or unknown', async () => {
    const aarhus = ref['org:aarhus-kommune']!;
    const own = all.find((r) => r.org._id === aarhus)!;
    const other = all.find((r) => r.org._id !== aarhus)!;
    const response = await get(`/api/v1/monitoring/${own._id}`, tokens.member);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(all.find((r) => r._id === own._id));
    const hidden = await get(`/api/v1/monitoring/${other._id}`, tokens.member);
    expect(hidden.statusCode).toBe(404);
    expect((await get('/api/v1/monitoring/00000000-0000-4000-8000-000000000000', tokens.member)).json()).toEqual(hidden.json());
    expect((await get(`/api/v1/monitoring/${other._id}`)).statusCode).toBe(200);
  });

  it('names device types in the language asked for', async () => {
    const en = (await get(`/api/v1/monitoring/${all[0]!._id}`, tokens.admin, { 'accept-language': 'en' })).json();
    const da = (await get(`/api/v1/monitoring/${all[0]!._id}`, tokens.admin, { 'accept-language': 'da' })).json();
    expect(en.device.device_type.slug).toBe(da.device.device_type.slug);
    expect(en.device.device_type.name).not.toBe(da.device.device_type.name);
  });
});

describe('GET /api/v1/monitoring/map', () => {
  it('answers compact points for every matching record with a position, scoped and filtered', async () => {
    const body = (await get('/api/v1/monitoring/map')).json();
    for (const point of body.data) expect(mapPointSchema.strict().parse(point)).toEqual(point);
    const positioned = all.filter((r) => r.device.geo !== null);
    expect(body.data.map((p: { _id: string }) => p._id)).toEqual(ids(positioned));
    const point = body.data[0];
    const record = positioned[0]!;
    expect(point).toEqual({
      _id: record._id,
      deviceId: record.device._id,
      name: record.device.name,
      lat: record.device.geo!.lat,
      lon: record.device.geo!.lon,
      statusSlug: record.status.slug,
      hasErrors: record.errorCodes.length > 0,
    });
    const filtered = (await get(`/api/v1/monitoring/map?status=${ref['status:active']}`)).json();
    expect(filtered.data.map((p: { _id: string }) => p._id)).toEqual(ids(positioned.filter((r) => r.status.slug === 'active')));
    const member = (await get('/api/v1/monitoring/map', tokens.member)).json();
    expect(member.data.map((p: { _id: string }) => p._id)).toEqual(ids(positioned.filter((r) => r.org._id === ref['org:aarhus-kommune'])));
    expect((await get('/api/v1/monitoring/map?errorStartDate=x')).statusCode).toBe(400);
  });
});
