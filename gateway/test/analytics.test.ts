import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ExecutionResult } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../src/globalId.ts';
import { codeOf, demoUsers, freshToken, startGateway, tokenFor, type TestGateway } from './helpers.ts';
import type { UpstreamCall } from '../src/rest/createRestClient.ts';

// Every upstream call the gateway makes, as "METHOD path?query".
const calls: string[] = [];
const countCall = ({ method, url }: UpstreamCall) => calls.push(`${method} ${url.pathname}${url.search}`);
const callsTo = (pathname: string) => calls.filter((c) => c.split('?')[0] === `GET ${pathname}`);

/** POST /graphql with an Accept-Language, to see what the caller reads. */
async function gqlIn<T = Record<string, any>>(
  gw: TestGateway,
  language: string,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<ExecutionResult<T>> {
  const res = await fetch(`${gw.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'accept-language': language,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as ExecutionResult<T>;
}

/** The REST answer the gateway should agree with (same user, same language). */
async function rest<T = any>(gw: TestGateway, token: string, url: string): Promise<T> {
  const res = await fetch(`${gw.apiUrl}/api/v1${url}`, { headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' } });
  expect(res.status, url).toBe(200);
  return (await res.json()) as T;
}

const dashboardQuery = `query ($ids: [ID!]!) {
  analyticsOrganizations(organizationIds: $ids) {
    id
    organization { id name }
    groups { id groupId organizationId name devices { id deviceId groupId name networkId hasCounter deviceNodeId deviceTypeCategory { slug } } }
    ungroupedDevices { id deviceId groupId name hasCounter deviceTypeCategory { slug } }
  }
}`;

interface Card {
  id: string;
  deviceId: string;
  groupId: string | null;
  name: string;
  hasCounter: boolean;
  deviceTypeCategory: { slug: string };
}
interface Dashboard {
  id: string;
  organization: { id: string; name: string };
  groups: { id: string; groupId: string; name: string; devices: Card[] }[];
  ungroupedDevices: Card[];
}

let gw: TestGateway;
let admin: string;
let member: string;
let aarhus: { restId: string; nodeId: string };
let dashboard: Dashboard;
/** The unit the API draws for each device of Aarhus when none is asked for, by device id. */
const defaultUnits = new Map<string, string | null>();

beforeAll(async () => {
  gw = await startGateway({ onUpstreamCall: countCall });
  admin = await tokenFor(gw, demoUsers.admin);
  member = await tokenFor(gw, demoUsers.member);
  const orgs = await gw.gql<{ organizations: { id: string; organizationId: string; name: string }[] }>(
    '{ organizations { id organizationId name } }',
    undefined,
    member,
  );
  const org = orgs.data!.organizations.find((o) => o.name === 'Aarhus Kommune')!;
  aarhus = { restId: org.organizationId, nodeId: org.id };
  const result = await gw.gql<{ analyticsOrganizations: Dashboard[] }>(dashboardQuery, { ids: [aarhus.nodeId] }, member);
  expect(result.errors).toBeUndefined();
  dashboard = result.data!.analyticsOrganizations[0]!;
  const listing = await rest(gw, member, `/analytics/trends/organizations/${aarhus.restId}`);
  for (const device of [...listing.data.flatMap((g: any) => g.devices), ...listing.ungrouped]) defaultUnits.set(device._id, device.defaultUnit);
});
afterAll(() => gw?.close());

describe('analytics selectors', () => {
  it('names the reference series and periods in the caller language', async () => {
    const query = '{ analyticsRefs { key name } analyticsPeriods { key name } }';
    const da = await gqlIn(gw, 'da', query, {}, member);
    const en = await gqlIn(gw, 'en', query, {}, member);
    expect(da.errors).toBeUndefined();
    expect(en.data!.analyticsRefs).toEqual([
      { key: 'none', name: 'None' },
      { key: 'previous_period', name: 'Previous period' },
      { key: 'previous_year', name: 'Same period last year' },
    ]);
    expect(da.data!.analyticsRefs[1]).toEqual({ key: 'previous_period', name: 'Forrige periode' });
    expect(en.data!.analyticsPeriods.map((p: { key: string }) => p.key)).toEqual(['day', 'week', 'month', 'three_months', 'custom']);
    expect(da.data!.analyticsPeriods[0]).toEqual({ key: 'day', name: 'Dag' });
  });
});

describe('analyticsOrganizations', () => {
  it('lists the groups with their devices and the devices in no group, as the API does', async () => {
    const expected = await rest(gw, member, `/analytics/trends/organizations/${aarhus.restId}`);
    expect(dashboard.organization).toEqual({ id: aarhus.nodeId, name: 'Aarhus Kommune' });
    expect(dashboard.groups.map((g) => [g.groupId, g.name])).toEqual(expected.data.map((g: any) => [g._id, g.name]));
    expect(dashboard.groups.map((g) => g.devices.map((d) => d.deviceId))).toEqual(
      expected.data.map((g: any) => g.devices.map((d: any) => d._id)),
    );
    expect(dashboard.ungroupedDevices.map((d) => d.deviceId)).toEqual(expected.ungrouped.map((d: any) => d._id));
    const grouped = dashboard.groups.find((g) => g.devices.length > 0)!;
    expect(grouped.devices[0]).toMatchObject({ groupId: grouped.groupId, deviceNodeId: toGlobalId('Device', grouped.devices[0]!.deviceId) });
    expect(dashboard.ungroupedDevices.every((d) => d.groupId === null)).toBe(true);
  });

  it('rejects ids of another type, and answers NOT_FOUND for an organisation outside the scope', async () => {
    const wrong = await gw.gql(dashboardQuery, { ids: [aarhus.nodeId, toGlobalId('Device', aarhus.restId)] }, member);
    expect(codeOf(wrong)).toBe('BAD_USER_INPUT');
    expect(wrong.errors![0]!.extensions!.fields).toEqual([expect.objectContaining({ field: 'organizationIds.1' })]);
    const orgs = await gw.gql<{ organizations: { id: string; name: string }[] }>('{ organizations { id name } }', undefined, admin);
    const vejle = orgs.data!.organizations.find((o) => o.name === 'Vejle Forsyning')!;
    expect(codeOf(await gw.gql(dashboardQuery, { ids: [vejle.id] }, member))).toBe('NOT_FOUND');
  });
});

const trendFields = `period ref from to refFrom refTo bucket utcOffset measure aggregation aggregations
  unit { slug name unit dataType }
  series { deviceId name points { ts v } }
  refSeries { deviceId name points { ts v } }
  lastReading { value time } intervalSeconds total average minimum maximum`;

describe('trends', () => {
  it("gives a grouped device's card the same trend as the REST device call", async () => {
    const group = dashboard.groups.find((g) => g.devices.some((d) => !d.hasCounter))!;
    const card = group.devices.find((d) => !d.hasCounter)!;
    const input = { period: 'week', ref: 'previous_period', aggregation: 'maximum' };
    const result = await gw.gql(
      `query ($id: ID!, $input: TrendInput!) { node(id: $id) { ... on AnalyticsDevice { trend(input: $input) { ${trendFields} } } } }`,
      { id: card.id, input },
      member,
    );
    expect(result.errors).toBeUndefined();
    const { trend } = result.data!.node;
    const unit = defaultUnits.get(card.deviceId);
    const { data } = await rest(
      gw,
      member,
      `/analytics/trends?orgId=${aarhus.restId}&deviceId=${card.deviceId}&period=week&ref=previous_period&aggregation=maximum`,
    );
    expect(trend.unit.slug).toBe(unit);
    expect(data.unit).toBe(unit);
    expect(trend).toMatchObject({ period: 'week', ref: 'previous_period', from: data.from, to: data.to, refFrom: data.refFrom, bucket: 'day' });
    expect(trend.series).toEqual(data.series.map(({ summary: _summary, ...series }: any) => series));
    expect(trend.refSeries).toEqual(data.refSeries);
    expect(trend.lastReading).toEqual(data.summary.last_reading && { value: data.summary.last_reading.v, time: data.summary.last_reading.time });
    expect(trend.intervalSeconds).toBe(data.summary.interval_seconds);
    expect(trend.total).toBe(data.summary.total);
    expect([trend.average, trend.minimum, trend.maximum]).toEqual([data.summary.average, data.summary.minimum, data.summary.maximum]);
    expect([trend.measure, trend.aggregation, trend.aggregations]).toEqual([data.measure, 'maximum', data.aggregations]);
    expect(trend.series[0].points.some((p: { v: number | null }) => p.v !== null)).toBe(true);
  });

  it('offers no total of a measurement, in the trend and as an error in the caller language', async () => {
    const card = dashboard.groups.flatMap((g) => g.devices).find((d) => d.deviceTypeCategory.slug === 'water_level')!;
    const query = `query ($id: ID!, $input: TrendInput!) { node(id: $id) { ... on AnalyticsDevice { trend(input: $input) { ${trendFields} } } } }`;
    const result = await gw.gql(query, { id: card.id, input: { period: 'week' } }, member);
    expect(result.errors).toBeUndefined();
    const { trend } = result.data!.node;
    expect(trend).toMatchObject({ unit: { slug: 'water_level' }, measure: 'level', aggregation: 'average', aggregations: ['average', 'minimum', 'maximum'], total: null });
    expect(trend.average).toBeGreaterThan(0);
    expect(trend.minimum).toBeLessThanOrEqual(trend.average);
    expect(trend.maximum).toBeGreaterThanOrEqual(trend.average);
    const refused = await gqlIn(gw, 'da', query, { id: card.id, input: { period: 'week', aggregation: 'total' } }, member);
    expect(codeOf(refused)).toBe('BAD_USER_INPUT');
    expect(refused.errors![0]!.extensions!.fields).toEqual([
      { field: 'aggregation', message: '"water_level" er en måling, der hverken tæller eller lægges sammen, så den har ingen total. Vælg en af: average, minimum, maximum.' },
    ]);
  });

  it("draws a camera's images per bucket by default", async () => {
    const camera = [...dashboard.groups.flatMap((g) => g.devices), ...dashboard.ungroupedDevices].find((d) => d.deviceTypeCategory.slug === 'camera');
    expect(camera, 'the demo data has a camera in Aarhus').toBeDefined();
    const result = await gw.gql(
      `query ($id: ID!) { node(id: $id) { ... on AnalyticsDevice { trend(input: { period: week }) { unit { slug } measure aggregation aggregations total series { points { v } } } } } }`,
      { id: camera!.id },
      member,
    );
    expect(result.errors).toBeUndefined();
    const { trend } = result.data!.node;
    expect(trend).toMatchObject({ unit: { slug: 'image_count' }, measure: 'counter', aggregation: 'total', aggregations: ['total'] });
    const counted = trend.series[0].points.reduce((sum: number, p: { v: number | null }) => sum + (p.v ?? 0), 0);
    expect(counted).toBeGreaterThan(0);
    expect(trend.total).toBeCloseTo(counted, 6);
  });

  it("loads a whole organisation's cards with one trends call per group and unit, plus one per ungrouped device", async () => {
    const query = `query ($ids: [ID!]!) { analyticsOrganizations(organizationIds: $ids) {
      groups { devices { deviceId trend(input: { period: day }) { unit { slug } series { deviceId } } } }
      ungroupedDevices { trend(input: { period: day }) { unit { slug } } }
    } }`;
    calls.length = 0;
    const result = await gw.gql(query, { ids: [aarhus.nodeId] }, member);
    expect(result.errors).toBeUndefined();
    const org = result.data!.analyticsOrganizations[0];
    const trendCalls = callsTo('/api/v1/analytics/trends');
    let expected = org.ungroupedDevices.length;
    for (const group of org.groups) {
      const units = new Set<string>();
      for (const device of group.devices) {
        const unit = defaultUnits.get(device.deviceId)!;
        expect(device.trend.unit?.slug).toBe(unit);
        expect(device.trend.series).toHaveLength(1);
        units.add(unit);
      }
      expected += units.size;
    }
    expect(org.groups.some((g: { devices: unknown[] }) => g.devices.length > 1)).toBe(true);
    expect(trendCalls).toHaveLength(expected);
    expect(trendCalls.filter((c) => c.includes('groupId=')).length).toBe(expected - org.ungroupedDevices.length);
  });

  it("draws a group trend: the group's combined series only (each device's is on its card)", async () => {
    const group = dashboard.groups.find((g) => g.devices.length > 1)!;
    const result = await gw.gql(
      `query ($id: ID!) { node(id: $id) { id ... on AnalyticsGroup { name trend(input: { period: day }) { series { deviceId name } total } } } }`,
      { id: group.id },
      member,
    );
    expect(result.errors).toBeUndefined();
    const series = result.data!.node.trend.series;
    expect(series).toEqual([{ deviceId: null, name: group.name }]);
    // The API was asked for no device's own series: a big group's answer stays small.
    expect(calls.filter((c) => c.startsWith('GET /api/v1/analytics/trends?') && c.includes(`groupId=`)).at(-1)).toMatch(/deviceIds=(&|$)/);
  });

  it('passes validation errors of the window through as BAD_USER_INPUT in the caller language', async () => {
    const card = dashboard.ungroupedDevices[0] ?? dashboard.groups.flatMap((g) => g.devices)[0]!;
    const result = await gqlIn(
      gw,
      'da',
      `query ($id: ID!) { node(id: $id) { ... on AnalyticsDevice { trend(input: { period: custom, from: "2026-03-10", to: "2026-03-01" }) { total } } } }`,
      { id: card.id },
      member,
    );
    expect(codeOf(result)).toBe('BAD_USER_INPUT');
    expect(result.errors![0]!.extensions!.fields).toEqual([expect.objectContaining({ field: 'to' })]);
  });
});

describe('scheduling and service schedules', () => {
  let counter: Card;
  const setMutation = `mutation ($input: SetServiceScheduleInput!) {
    setServiceSchedule(input: $input) {
      serviceSchedule { id scheduleId serviceTargetCount notificationEmail totalCountSinceLastReset lastResetAt }
      device { id scheduling(input: { period: week }) { serviceSchedule { id serviceTargetCount } } }
    }
  }`;

  beforeAll(() => {
    counter = dashboard.groups.flatMap((g) => g.devices).find((d) => d.hasCounter)!;
    expect(counter, 'the demo data has a grouped counter device').toBeDefined();
  });

  it("gives a counter device its counted events and no scheduling to a device without a counter", async () => {
    const plain = dashboard.groups.flatMap((g) => g.devices).find((d) => !d.hasCounter)!;
    const query = `query ($ids: [ID!]!) { nodes(ids: $ids) { ... on AnalyticsDevice {
      deviceId scheduling(input: { period: week }) { period from to points { ts v } refPoints { ts v } serviceSchedule { id } }
    } } }`;
    const result = await gw.gql(query, { ids: [counter.id, plain.id] }, member);
    expect(result.errors).toBeUndefined();
    const [scheduling, none] = result.data!.nodes.map((n: { scheduling: unknown }) => n.scheduling);
    expect(none).toBeNull();
    const { data } = await rest(gw, member, `/analytics/service-schedules?orgId=${aarhus.restId}&deviceId=${counter.deviceId}&period=week`);
    const iso = (ts: number) => new Date(ts * 1000).toISOString();
    expect(scheduling.points).toEqual(data[0].schedulingData.map((p: { ts: number; v: number }) => ({ ts: iso(p.ts), v: p.v })));
    expect(scheduling.refPoints.map((p: { v: number }) => p.v)).toEqual(data[0].refData.map((p: { v: number }) => p.v));
    expect(scheduling.refPoints.map((p: { ts: string }) => p.ts)).toEqual(scheduling.points.map((p: { ts: string }) => p.ts));
    expect(scheduling.points).toHaveLength(7);
    expect(scheduling.from).toBe(scheduling.points[0].ts);
    expect(new Date(scheduling.to).getTime() - new Date(scheduling.from).getTime()).toBe(7 * 86_400_000);
    expect(scheduling.points.reduce((sum: number, p: { v: number }) => sum + p.v, 0)).toBeGreaterThan(0);
  });

  it('sets a schedule and answers the card with it', async () => {
    const result = await gw.gql(
      setMutation,
      { input: { deviceId: counter.id, serviceTargetCount: 1_000_000, notificationEmail: ' drift@example.com ;service@example.com' } },
      admin,
    );
    expect(result.errors).toBeUndefined();
    const { serviceSchedule, device } = result.data!.setServiceSchedule;
    expect(serviceSchedule).toMatchObject({
      serviceTargetCount: 1_000_000,
      notificationEmail: 'drift@example.com; service@example.com',
    });
    expect(Math.abs(new Date(serviceSchedule.lastResetAt).getTime() - Date.now())).toBeLessThan(120_000);
    expect(device.id).toBe(counter.id);
    expect(device.scheduling.serviceSchedule).toEqual({ id: serviceSchedule.id, serviceTargetCount: 1_000_000 });

    const node = await gw.gql(
      'query ($id: ID!) { node(id: $id) { id ... on ServiceSchedule { scheduleId serviceTargetCount } } }',
      { id: serviceSchedule.id },
      member,
    );
    expect(node.data!.node).toEqual({ id: serviceSchedule.id, scheduleId: serviceSchedule.scheduleId, serviceTargetCount: 1_000_000 });
  });

  it('reports an invalid address as BAD_USER_INPUT naming the field, in Danish', async () => {
    const result = await gqlIn(
      gw,
      'da',
      setMutation,
      { input: { deviceId: counter.id, serviceTargetCount: 10, notificationEmail: 'drift@example.com; ikke-en-adresse' } },
      admin,
    );
    expect(codeOf(result)).toBe('BAD_USER_INPUT');
    const fields = result.errors![0]!.extensions!.fields as { field: string; message: string }[];
    expect(fields).toHaveLength(1);
    expect(fields[0]!.field).toBe('notificationEmail');
    expect(fields[0]!.message).toContain('ikke-en-adresse');
    const english = await gqlIn(
      gw,
      'en',
      setMutation,
      { input: { deviceId: counter.id, serviceTargetCount: 10, notificationEmail: 'ikke-en-adresse' } },
      admin,
    );
    expect((english.errors![0]!.extensions!.fields as { message: string }[])[0]!.message).not.toBe(fields[0]!.message);
    const wrongId = await gw.gql(setMutation, { input: { deviceId: aarhus.nodeId, serviceTargetCount: 10, notificationEmail: 'a@example.com' } }, admin);
    expect(codeOf(wrongId)).toBe('BAD_USER_INPUT');
    expect(wrongId.errors![0]!.extensions!.fields).toEqual([expect.objectContaining({ field: 'deviceId' })]);
  });

  it('resets the schedule: counting starts again from now', async () => {
    const node = await gw.gql(
      'query ($id: ID!) { node(id: $id) { ... on AnalyticsDevice { scheduling(input: { period: day }) { serviceSchedule { id lastResetAt } } } } }',
      { id: counter.id },
      member,
    );
    const schedule = node.data!.node.scheduling.serviceSchedule;
    // "From now": no earlier than this moment (to the second, whatever precision the API keeps).
    const before = Math.floor(Date.now() / 1000) * 1000;
    const result = await gw.gql(
      `mutation ($input: ResetServiceScheduleInput!) { resetServiceSchedule(input: $input) {
        serviceSchedule { id totalCountSinceLastReset lastResetAt }
        device { id scheduling(input: { period: day }) { serviceSchedule { lastResetAt } } }
      } }`,
      { input: { deviceId: counter.id, serviceScheduleId: schedule.id } },
      admin,
    );
    expect(result.errors).toBeUndefined();
    const { serviceSchedule, device } = result.data!.resetServiceSchedule;
    expect(serviceSchedule.id).toBe(schedule.id);
    expect(serviceSchedule.totalCountSinceLastReset).toBe(0);
    expect(new Date(serviceSchedule.lastResetAt).getTime()).toBeGreaterThanOrEqual(before);
    expect(device.scheduling.serviceSchedule.lastResetAt).toBe(serviceSchedule.lastResetAt);
  });

  it("shows each counter's schedule without a window, from one upstream call per organisation and 100 counters", async () => {
    const query = `query ($ids: [ID!]!) { analyticsOrganizations(organizationIds: $ids) {
      groups { devices { id hasCounter serviceSchedule { id serviceTargetCount totalCountSinceLastReset } } }
      ungroupedDevices { id hasCounter serviceSchedule { id } }
    } }`;
    calls.length = 0;
    const result = await gw.gql(query, { ids: [aarhus.nodeId] }, member);
    expect(result.errors).toBeUndefined();
    const org = result.data!.analyticsOrganizations[0];
    const devices = [...org.groups.flatMap((g: { devices: unknown[] }) => g.devices), ...org.ungroupedDevices] as {
      id: string;
      hasCounter: boolean;
      serviceSchedule: { serviceTargetCount: number; totalCountSinceLastReset: number } | null;
    }[];
    expect(devices.filter((d) => !d.hasCounter).every((d) => d.serviceSchedule === null)).toBe(true);
    expect(devices.find((d) => d.id === counter.id)!.serviceSchedule).toMatchObject({ serviceTargetCount: 1_000_000 });
    const counters = new Set(devices.filter((d) => d.hasCounter).map((d) => d.id)).size;
    // The cards of each list resolve together: one call per list (and per 100 counters), never the organisation's every device.
    expect(callsTo(`/api/v1/analytics/service-schedules/organizations/${aarhus.restId}`).length).toBeLessThanOrEqual((org.groups.length + 1) * Math.ceil(counters / 100));
    expect(callsTo(`/api/v1/analytics/service-schedules/organizations/${aarhus.restId}`).every((c) => c.includes('deviceIds='))).toBe(true);
    expect(calls.filter((c) => c.startsWith('GET /api/v1/analytics/service-schedules?'))).toHaveLength(0);
  });

  it('refuses a schedule on a device that counts nothing: CONFLICT, in the caller language', async () => {
    const plain = dashboard.groups.flatMap((g) => g.devices).find((d) => !d.hasCounter)!;
    const result = await gqlIn(
      gw,
      'da',
      setMutation,
      { input: { deviceId: plain.id, serviceTargetCount: 10, notificationEmail: 'drift@example.com' } },
      admin,
    );
    expect(codeOf(result)).toBe('CONFLICT');
    expect(result.errors![0]!.message).toBe('Enheden tæller ingen hændelser og kan derfor ikke have en serviceplan.');
  });

  it('removes a schedule: the card has none any more, and a second removal is NOT_FOUND', async () => {
    const deleteMutation = `mutation ($input: DeleteServiceScheduleInput!) { deleteServiceSchedule(input: $input) {
      deletedServiceScheduleId
      device { id serviceSchedule { id } scheduling(input: { period: week }) { serviceSchedule { id } } }
    } }`;
    const node = await gw.gql(
      'query ($id: ID!) { node(id: $id) { ... on AnalyticsDevice { serviceSchedule { id } } } }',
      { id: counter.id },
      member,
    );
    const scheduleId = node.data!.node.serviceSchedule.id as string;
    const input = { deviceId: counter.id, serviceScheduleId: scheduleId };
    expect(codeOf(await gw.gql(deleteMutation, { input }, member))).toBe('FORBIDDEN');
    // Another device's card with this schedule id removes nothing.
    const other = dashboard.groups.flatMap((g) => g.devices).find((d) => d.hasCounter && d.id !== counter.id);
    if (other) expect(codeOf(await gw.gql(deleteMutation, { input: { ...input, deviceId: other.id } }, admin))).toBe('NOT_FOUND');

    const result = await gw.gql(deleteMutation, { input }, admin);
    expect(result.errors).toBeUndefined();
    expect(result.data!.deleteServiceSchedule).toEqual({
      deletedServiceScheduleId: scheduleId,
      device: { id: counter.id, serviceSchedule: null, scheduling: { serviceSchedule: null } },
    });
    const again = await gqlIn(gw, 'en', deleteMutation, { input }, admin);
    expect(codeOf(again)).toBe('NOT_FOUND');
    expect(again.errors![0]!.message).toBe('The service schedule does not exist.');
    const wrongId = await gw.gql(deleteMutation, { input: { ...input, serviceScheduleId: counter.id } }, admin);
    expect(codeOf(wrongId)).toBe('BAD_USER_INPUT');
    expect(wrongId.errors![0]!.extensions!.fields).toEqual([expect.objectContaining({ field: 'serviceScheduleId' })]);
  });

  it('refuses members, who may only read: FORBIDDEN', async () => {
    const result = await gw.gql(setMutation, { input: { deviceId: counter.id, serviceTargetCount: 5, notificationEmail: 'a@example.com' } }, member);
    expect(codeOf(result)).toBe('FORBIDDEN');
  });
});

describe('node(id:) for the dashboard types', () => {
  it('resolves organisations, groups and device cards, and null for ids nothing answers to', async () => {
    const group = dashboard.groups.find((g) => g.devices.length > 0)!;
    const card = group.devices[0]!;
    const missingDevice = toGlobalId('AnalyticsDevice', `${aarhus.restId}:${group.groupId}:00000000-0000-4000-8000-000000000000`);
    const result = await gw.gql(
      `query ($ids: [ID!]!) { nodes(ids: $ids) {
        id
        ... on AnalyticsOrganization { organization { name } }
        ... on AnalyticsGroup { groupId name }
        ... on AnalyticsDevice { deviceId cardGroupId: groupId name deviceModel { id } deviceTypeCategory { id slug name } }
      } }`,
      { ids: [dashboard.id, group.id, card.id, missingDevice, toGlobalId('AnalyticsGroup', 'nonsense')] },
      member,
    );
    expect(result.errors).toBeUndefined();
    const [org, g, d, missing, nonsense] = result.data!.nodes;
    expect(org).toEqual({ id: dashboard.id, organization: { name: 'Aarhus Kommune' } });
    expect(g).toEqual({ id: group.id, groupId: group.groupId, name: group.name });
    expect(d).toMatchObject({ id: card.id, deviceId: card.deviceId, cardGroupId: group.groupId, name: card.name });
    expect(d.deviceModel.id).toBeTruthy();
    expect(d.deviceTypeCategory.slug).toBeTruthy();
    expect(missing).toBeNull();
    expect(nonsense).toBeNull();
  });

  it("answers null, not an error, for dashboards outside the caller's organisations", async () => {
    const orgs = await gw.gql<{ organizations: { organizationId: string; name: string }[] }>('{ organizations { organizationId name } }', undefined, admin);
    const vejle = orgs.data!.organizations.find((o) => o.name === 'Vejle Forsyning')!.organizationId;
    const missing = '00000000-0000-4000-8000-000000000000';
    const result = await gw.gql(
      'query ($ids: [ID!]!) { nodes(ids: $ids) { id } }',
      {
        ids: [
          toGlobalId('AnalyticsOrganization', vejle),
          toGlobalId('AnalyticsGroup', `${vejle}:${missing}`),
          toGlobalId('AnalyticsDevice', `${vejle}::${missing}`),
          toGlobalId('ServiceSchedule', `${vejle}:${missing}:${missing}`),
        ],
      },
      member,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.nodes).toEqual([null, null, null, null]);
  });
});

// ---------------------------------------------------------------------------------------------
// Scale: an api of our own on a database with a 50-device group (and a 5-device one to compare).
// ---------------------------------------------------------------------------------------------

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../api');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function run(args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(apiDir, 'node_modules/.bin/tsx'), args, { cwd: apiDir, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 90_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve(out);
      else reject(new Error(`${args.join(' ')} failed (${code}):\n${out}`));
    });
  });
}

describe('a group of 50 devices', () => {
  let dataDir: string;
  let api: ChildProcess | undefined;
  let scaleGw: TestGateway;
  let scaleMember: string;
  const groups: Record<'large' | 'small', { groupId: string; organizationId: string; deviceIds: string[] }> = {} as never;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'gateway-analytics-scale-'));
    const env = { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'warn' };
    const lastJson = (out: string) => JSON.parse(out.trim().split('\n').at(-1)!);
    groups.large = lastJson(await run(['src/seed/dashboardGroupCli.ts', '--devices', '50', '--days', '2'], env));
    groups.small = lastJson(await run(['src/seed/dashboardGroupCli.ts', '--devices', '5', '--days', '2'], env));
    const port = await freePort();
    api = spawn(path.join(apiDir, 'node_modules/.bin/tsx'), ['src/server.ts'], {
      cwd: apiDir,
      env: { ...env, API_PORT: String(port), HOST: '127.0.0.1' },
      stdio: 'ignore',
      detached: true,
    });
    const apiUrl = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 60_000;
    for (;;) {
      const up = await fetch(`${apiUrl}/api/health`, { signal: AbortSignal.timeout(2_000) }).then((r) => r.ok, () => false);
      if (up) break;
      if (Date.now() > deadline) throw new Error('the scale api did not start');
      await new Promise((r) => setTimeout(r, 250));
    }
    scaleGw = await startGateway({ apiUrl, onUpstreamCall: countCall });
    scaleMember = await freshToken(scaleGw, demoUsers.member);
  }, 180_000);

  afterAll(async () => {
    await scaleGw?.close();
    if (api?.pid && api.exitCode === null) {
      const exited = new Promise((resolve) => api!.once('exit', resolve));
      process.kill(-api.pid, 'SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const cardsQuery = `query ($id: ID!) { node(id: $id) { ... on AnalyticsGroup {
    trend(input: { period: week }) { total }
    devices { id name deviceModel { title } deviceTypeCategory { name } units { slug }
      trend(input: { period: week }) { unit { slug } series { points { v } } lastReading { value } intervalSeconds total average }
      scheduling(input: { period: week }) { points { v } }
    }
  } } }`;

  async function cards(group: { organizationId: string; groupId: string }) {
    const token = scaleMember;
    calls.length = 0;
    const result = await scaleGw.gql(cardsQuery, { id: toGlobalId('AnalyticsGroup', `${group.organizationId}:${group.groupId}`) }, token);
    expect(result.errors).toBeUndefined();
    return { devices: result.data!.node.devices as any[], calls: [...calls] };
  }

  it('loads every card of the group with a bounded number of upstream calls', async () => {
    const large = await cards(groups.large);
    expect(large.devices).toHaveLength(50);
    // Each card has its own series and summary from the group's call for its cards.
    for (const device of large.devices) {
      expect(device.trend.unit.slug).toBe('water_level');
      expect(device.trend.series).toHaveLength(1);
      expect(device.trend.series[0].points).toHaveLength(7);
      expect(device.trend.lastReading.value).toBeGreaterThan(0);
      expect(device.trend.intervalSeconds).toBe(3600);
      expect(device.scheduling).toBeNull();
    }
    expect(new Set(large.devices.map((d) => d.trend.average)).size).toBeGreaterThan(1);
    // Water levels are averaged, never summed.
    expect(large.devices.every((d) => d.trend.total === null)).toBe(true);
    const trendCalls = large.calls.filter((c) => c.startsWith('GET /api/v1/analytics/trends?'));
    // The group's own (combined) series and its cards' series: at most two calls, whatever its size.
    expect(trendCalls.length).toBeLessThanOrEqual(2);
    expect(trendCalls.every((c) => c.includes(`groupId=${groups.large.groupId}`))).toBe(true);
    // The node's check and the group's list of devices.
    expect(callsTo(`/api/v1/analytics/trends/organizations/${groups.large.organizationId}`)).toHaveLength(2);
    expect(callsTo('/api/v1/devices/devicemodels')).toHaveLength(1);

    // The same query on a group of 5 makes exactly as many calls: the count does not grow with the devices.
    const small = await cards(groups.small);
    expect(small.devices).toHaveLength(5);
    expect(small.calls.length).toBe(large.calls.length);
    expect(large.calls.length).toBeLessThanOrEqual(5);
  });

  it("answers each card's trend exactly as its own REST device call", async () => {
    const token = scaleMember;
    const large = await cards(groups.large);
    const deviceId = groups.large.deviceIds[17]!;
    const index = large.devices.findIndex((d) => d.id === toGlobalId('AnalyticsDevice', `${groups.large.organizationId}:${groups.large.groupId}:${deviceId}`));
    const res = await fetch(`${scaleGw.apiUrl}/api/v1/analytics/trends?orgId=${groups.large.organizationId}&deviceId=${deviceId}&period=week`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const { data } = (await res.json()) as any;
    const card = large.devices[index];
    // The same readings, averaged in another order (grouping sets): equal up to rounding.
    const rounded = (points: { v: number | null }[]) => points.map((p) => (p.v === null ? null : Math.round(p.v * 1e6) / 1e6));
    expect(rounded(card.trend.series[0].points)).toEqual(rounded(data.series[0].points));
    expect(card.trend.average).toBeCloseTo(data.summary.average, 6);
    expect(card.trend.lastReading.value).toBe(data.summary.last_reading.v);
  });
});
