import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDashboardGroup } from '../../../../src/seed/dashboardGroup.ts';
import { createTestApp, expectErrorShape, type TestApp } from '../../../helpers/testApp.ts';

/**
 * The dashboard's narrowing and paging on PGlite: a group of 30 water-level sensors (Aarhus, the
 * member's organisation) next to the demo data, pages of each section with their totals, the
 * filters applied in SQL, one section at a time, and the group trend that answers only the series
 * its cards ask for.
 */
let t: TestApp;
let token: string;
let group: Awaited<ReturnType<typeof addDashboardGroup>>;
type Device = { _id: string; name: string; hasCounter: boolean; deviceTypeCategory: { _id: string }; device_model: { _id: string } };
type Group = { _id: string; name: string; devices: Device[]; total: number; deviceCount: number; defaultUnit: string | null; units: { unit: { slug: string } }[] };
type Dashboard = { data: Group[]; ungrouped: Device[]; ungroupedTotal: number };

const get = (url: string) => t.app.inject({ url, headers: { ...t.auth(token), 'accept-language': 'en' } });
const dashboard = async (query = ''): Promise<Dashboard> => {
  const response = await get(`/api/v1/analytics/trends/organizations/${group.organizationId}${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('member@example.com');
  group = await addDashboardGroup(t.database.db, { devices: 30, days: 1, name: 'Paging group' });
});
afterAll(() => t?.close());

describe('GET /api/v1/analytics/trends/organizations/:id with paging and filters', () => {
  it('answers the whole dashboard without parameters, with totals', async () => {
    const all = await dashboard();
    const paging = all.data.find((g) => g._id === group.groupId)!;
    expect(paging.devices).toHaveLength(30);
    expect(paging).toMatchObject({ total: 30, deviceCount: 30, defaultUnit: 'water_level' });
    expect(paging.units.map((u) => u.unit.slug)).toContain('water_level');
    expect(all.ungroupedTotal).toBe(all.ungrouped.length);
  });

  it('pages every section by name, each with its total', async () => {
    const all = await dashboard();
    const first = await dashboard('?perPage=12');
    const second = await dashboard('?perPage=12&page=3');
    const paging = (d: Dashboard) => d.data.find((g) => g._id === group.groupId)!;
    const names = paging(all).devices.map((d) => d.name);
    expect(paging(first).devices.map((d) => d.name)).toEqual(names.slice(0, 12));
    expect(paging(second).devices.map((d) => d.name)).toEqual(names.slice(24, 30));
    expect(paging(second).total).toBe(30);
    // Every group is listed on every page, and the devices in no group are paged alike.
    expect(first.data.map((g) => g._id)).toEqual(all.data.map((g) => g._id));
    expect(first.ungrouped.map((d) => d._id)).toEqual(all.ungrouped.slice(0, 12).map((d) => d._id));
    expect(first.ungroupedTotal).toBe(all.ungroupedTotal);
  });

  it('lists one section: a group, or the devices in no group', async () => {
    const all = await dashboard();
    const one = await dashboard(`?groupId=${group.groupId}&perPage=10&page=2`);
    expect(one.data).toHaveLength(1);
    expect(one.data[0]!.devices.map((d) => d._id)).toEqual(all.data.find((g) => g._id === group.groupId)!.devices.slice(10, 20).map((d) => d._id));
    expect(one).toMatchObject({ ungrouped: [], ungroupedTotal: 0 });
    const none = await dashboard('?groupId=none&perPage=5');
    expect(none.data).toEqual([]);
    expect(none.ungrouped.map((d) => d._id)).toEqual(all.ungrouped.slice(0, 5).map((d) => d._id));
    expect(none.ungroupedTotal).toBe(all.ungroupedTotal);
  });

  it('narrows by type, model, devices and counters in SQL; groups stay listed with their totals', async () => {
    const all = await dashboard();
    const every = [...all.data.flatMap((g) => g.devices), ...all.ungrouped];
    const counter = every.find((d) => d.hasCounter)!;
    const byType = await dashboard(`?deviceTypeCategoryIds=${counter.deviceTypeCategory._id}`);
    const typed = [...byType.data.flatMap((g) => g.devices), ...byType.ungrouped];
    expect(typed.length).toBeGreaterThan(0);
    expect(typed.every((d) => d.deviceTypeCategory._id === counter.deviceTypeCategory._id)).toBe(true);
    expect(byType.data.map((g) => g._id)).toEqual(all.data.map((g) => g._id));
    expect(byType.data.find((g) => g._id === group.groupId)).toMatchObject({ devices: [], total: 0, deviceCount: 30 });

    const byModel = await dashboard(`?deviceModelIds=${counter.device_model._id}`);
    expect([...byModel.data.flatMap((g) => g.devices), ...byModel.ungrouped].every((d) => d.device_model._id === counter.device_model._id)).toBe(true);

    const picked = [group.deviceIds[3]!, counter._id];
    const byIds = await dashboard(`?deviceIds=${picked.join(',')}`);
    expect(new Set([...byIds.data.flatMap((g) => g.devices), ...byIds.ungrouped].map((d) => d._id))).toEqual(new Set(picked));
    expect(byIds.data.find((g) => g._id === group.groupId)!.total).toBe(1);

    const counters = await dashboard('?counters=true');
    const counted = [...counters.data.flatMap((g) => g.devices), ...counters.ungrouped];
    expect(counted.length).toBe(every.filter((d) => d.hasCounter).length);
    expect(counted.every((d) => d.hasCounter)).toBe(true);

    // An empty device list names no device.
    const nothing = await dashboard('?deviceIds=');
    expect(nothing.ungroupedTotal).toBe(0);
    expect(nothing.data.every((g) => g.total === 0)).toBe(true);
  });

  it('refuses what does not parse, and a group of another organisation', async () => {
    const base = `/api/v1/analytics/trends/organizations/${group.organizationId}`;
    for (const query of ['?perPage=0', '?perPage=101', '?page=0', '?deviceIds=nope', '?groupId=nope', '?counters=yes']) {
      const response = await get(`${base}${query}`);
      expect(response.statusCode, query).toBe(400);
      expectErrorShape(response.json(), 'VALIDATION_FAILED');
    }
    const other = await t.database.db.execute<{ id: string }>(sql`
      select g.id from groups g join organizations o on o.id = g.organization_id where o.slug <> 'aarhus-kommune' limit 1`);
    expect((await get(`${base}?groupId=${other.rows[0]!.id}`)).statusCode).toBe(404);
  });
});

describe('GET /api/v1/analytics/trends with a group and deviceIds', () => {
  it("answers only the asked devices' series, and the combined series over the whole group", async () => {
    const base = `/api/v1/analytics/trends?orgId=${group.organizationId}&groupId=${group.groupId}&period=day`;
    const whole = (await get(base)).json().data;
    const picked = group.deviceIds.slice(0, 2);
    const some = (await get(`${base}&deviceIds=${picked.join(',')}`)).json().data;
    expect(whole.series).toHaveLength(31);
    const order = whole.series.map((s: { deviceId: string | null }) => s.deviceId).filter((id: string | null) => id === null || picked.includes(id));
    expect(some.series.map((s: { deviceId: string | null }) => s.deviceId)).toEqual(order);
    expect(some.series.at(-1)).toEqual(whole.series.at(-1));
    for (const id of picked) {
      expect(some.series.find((s: { deviceId: string }) => s.deviceId === id)).toEqual(whole.series.find((s: { deviceId: string }) => s.deviceId === id));
    }
    expect(some.summary).toEqual(whole.summary);
    const combined = (await get(`${base}&deviceIds=`)).json().data;
    expect(combined.series.map((s: { deviceId: string | null }) => s.deviceId)).toEqual([null]);
  });
});
