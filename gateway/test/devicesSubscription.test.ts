import { createClient, type Client, type FormattedExecutionResult } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { demoUsers, startGateway, tokenFor, type TestGateway } from './helpers.ts';

let gw: TestGateway;
let admin: string;
let member: string;
const clients: Client[] = [];
beforeAll(async () => {
  gw = await startGateway({ eventHub: { graceMs: 300, overlapMs: 200, retryMs: { min: 50, max: 500 } } });
  [admin, member] = await Promise.all([tokenFor(gw, demoUsers.admin), tokenFor(gw, demoUsers.member)]);
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.dispose()));
  await gw.close();
});

function wsClient(token: string): Client {
  const client = createClient({ url: gw.wsUrl, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${token}`, language: 'en' }, retryAttempts: 0 });
  clients.push(client);
  return client;
}

type Change = { deviceChanged: { kind: string; deviceIds: string[]; devices: { id: string; notes: string | null }[] } };

/** The next value, or a failure naming what did not come in time. */
async function nextValue<T>(events: AsyncIterator<FormattedExecutionResult<T, unknown>>, what: string, ms = 15_000) {
  const { value, done } = await Promise.race([
    events.next(),
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no ${what} within ${ms} ms`)), ms)),
  ]);
  expect(done, what).toBe(false);
  return value;
}

const subscription = 'subscription ($deviceId: ID) { deviceChanged(deviceId: $deviceId) { kind deviceIds devices { id notes } } }';
const update = 'mutation ($input: UpdateDeviceInput!) { updateDevice(input: $input) { device { id } } }';

describe('deviceChanged', () => {
  it('emits LIVE, then the device as it is after updateDevice, to its subscribers who may read it', async () => {
    const { data } = await gw.gql('{ devices(first: 10) { edges { node { id owner { id } } } } }', {}, member);
    const device = data!.devices.edges[0].node as { id: string; owner: { id: string } };
    // Another organisation's device: the member never hears of it.
    const all = await gw.gql('{ devices(first: 100) { edges { node { id owner { id } } } } }', {}, admin);
    const foreign = (all.data!.devices.edges as { node: { id: string; owner: { id: string } } }[]).find((e) => e.node.owner.id !== device.owner.id)!.node;

    const adminEvents = wsClient(admin).iterate<Change>({ query: subscription, variables: { deviceId: device.id } });
    const memberEvents = wsClient(member).iterate<Change>({ query: subscription, variables: {} });
    expect((await nextValue(adminEvents, 'LIVE')).data?.deviceChanged.kind).toBe('LIVE');
    expect((await nextValue(memberEvents, 'LIVE')).data?.deviceChanged.kind).toBe('LIVE');

    // The foreign change first: the member's next value must be their own device's change.
    const foreignNotes = `foreign ${Date.now()}`;
    expect((await gw.gql(update, { input: { id: foreign.id, notes: foreignNotes } }, admin)).errors).toBeUndefined();
    const notes = `changed ${Date.now()}`;
    expect((await gw.gql(update, { input: { id: device.id, notes } }, admin)).errors).toBeUndefined();

    const forAdmin = await nextValue(adminEvents, 'the admin\'s change');
    expect(forAdmin.data?.deviceChanged).toEqual({ kind: 'UPDATED', deviceIds: [device.id], devices: [{ id: device.id, notes }] });
    const forMember = await nextValue(memberEvents, 'the member\'s change');
    expect(forMember.data?.deviceChanged).toEqual({ kind: 'UPDATED', deviceIds: [device.id], devices: [{ id: device.id, notes }] });
  });

  it('refuses an anonymous subscription', async () => {
    const client = createClient({ url: gw.wsUrl, webSocketImpl: WebSocket, connectionParams: {}, retryAttempts: 0 });
    clients.push(client);
    const events = client.iterate({ query: subscription });
    const first = await nextValue(events as AsyncIterator<FormattedExecutionResult<unknown, unknown>>, 'the refusal').catch((error: unknown) => error);
    const code = Array.isArray(first) ? (first[0] as { extensions?: { code?: string } }).extensions?.code : (first as FormattedExecutionResult)?.errors?.[0]?.extensions?.code;
    expect(code).toBe('UNAUTHENTICATED');
  });
});

type TripEvent = {
  alarmTripped: {
    kind: string;
    alarm: { id: string; state: string; device: { id: string } } | null;
    trip: { tripId: string; alarmId: string; readingValue: number; threshold: number; clearedAt: string | null; clearedReadingValue: number | null } | null;
  };
};
const tripSubscription = `subscription ($deviceId: ID) { alarmTripped(deviceId: $deviceId) {
  kind alarm { id state device { id } } trip { tripId alarmId readingValue threshold clearedAt clearedReadingValue }
} }`;

/** The next value that is not LIVE/RECONNECTING, or a failure naming what did not come. */
async function nextAlarmEvent(events: AsyncIterator<FormattedExecutionResult<TripEvent, unknown>>, what: string) {
  for (;;) {
    const value = await nextValue(events, what, 30_000);
    if (value.errors) throw new Error(`${what}: ${JSON.stringify(value.errors)}`);
    const kind = value.data?.alarmTripped.kind;
    if (kind !== 'LIVE' && kind !== 'RECONNECTING') return value.data!.alarmTripped;
  }
}

describe('alarmTripped', () => {
  type Row = { id: string; owner: { id: string; organizationId: string }; deviceModel: { id: string; dataModel: { slug: string }[] } };
  const rowsQuery = '{ devices(first: 100) { edges { node { id owner { id organizationId } deviceModel { id dataModel { slug } } } } } }';

  /** A fresh device of `template`'s owner and model (no readings yet), an alarm on it (value > 1000) and an API key of its owner. */
  async function watchedDevice(template: Row, suffix: string) {
    const networkId = `gw-alarm-${suffix}-${Date.now()}`;
    const created = await gw.gql(
      'mutation ($input: CreateDeviceInput!) { createDevice(input: $input) { device { id } } }',
      { input: { name: `GW alarm ${suffix}`, networkId, ownerId: template.owner.id, deviceModelId: template.deviceModel.id } },
      admin,
    );
    if (!created.data) throw new Error(created.raw);
    const deviceId = created.data.createDevice.device.id as string;
    const unit = template.deviceModel.dataModel[0]!.slug;
    const alarm = await gw.gql(
      'mutation ($input: CreateAlarmInput!) { createAlarm(input: $input) { alarm { id state } } }',
      { input: { deviceId, unitSlug: unit, value: 1000, operator: 'GT', notificationEmails: [] } },
      admin,
    );
    if (!alarm.data) throw new Error(alarm.raw);
    const keyRes = await fetch(`${gw.apiUrl}/api/v1/organizations/${template.owner.organizationId}/keys`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
      body: JSON.stringify({ name: `gateway alarm test ${suffix} ${Date.now()}` }),
    });
    expect(keyRes.status).toBe(201);
    const { key } = (await keyRes.json()) as { key: string };
    /** A reading through the API's ingestion, as a device sends it. */
    const send = async (value: number, time: Date) => {
      const res = await fetch(`${gw.apiUrl}/api/v1/ingest/messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': key },
        body: JSON.stringify({ device: networkId, time: time.toISOString(), readings: { [unit]: value } }),
      });
      expect(await res.json()).toEqual({ accepted: 1, failed: [] });
    };
    return { deviceId, alarmId: alarm.data.createAlarm.alarm.id as string, send };
  }

  it('emits TRIPPED when an ingested reading meets an alarm, then CLEARED when one no longer does, to those who may read the device', async () => {
    const mine = (await gw.gql<{ devices: { edges: { node: Row }[] } }>(rowsQuery, {}, member)).data!.devices.edges.find((e) => e.node.deviceModel.dataModel.length > 0)!.node;
    const all = (await gw.gql<{ devices: { edges: { node: Row }[] } }>(rowsQuery, {}, admin)).data!.devices.edges;
    const other = all.find((e) => e.node.owner.id !== mine.owner.id && e.node.deviceModel.dataModel.length > 0)!.node;
    const watched = await watchedDevice(mine, 'mine');
    const foreign = await watchedDevice(other, 'foreign');

    const adminEvents = wsClient(admin).iterate<TripEvent>({ query: tripSubscription, variables: { deviceId: watched.deviceId } });
    const memberEvents = wsClient(member).iterate<TripEvent>({ query: tripSubscription, variables: {} });
    expect((await nextValue(adminEvents, 'LIVE')).data?.alarmTripped.kind).toBe('LIVE');
    expect((await nextValue(memberEvents, 'LIVE')).data?.alarmTripped.kind).toBe('LIVE');

    // Readings seconds apart, oldest first: the evaluation judges them in time order.
    const start = Date.now() - 60_000;
    // The other organisation's trip first: the member's first event must be their own device's.
    await foreign.send(5000, new Date(start));
    await watched.send(1500, new Date(start + 1_000));

    const tripped = await nextAlarmEvent(adminEvents, "the admin's trip");
    expect(tripped).toMatchObject({ kind: 'TRIPPED', alarm: { id: watched.alarmId, state: 'TRIPPED', device: { id: watched.deviceId } }, trip: { readingValue: 1500, threshold: 1000, clearedAt: null } });
    expect(tripped.trip!.alarmId).toBe(watched.alarmId);
    const forMember = await nextAlarmEvent(memberEvents, "the member's trip");
    expect(forMember).toMatchObject({ kind: 'TRIPPED', alarm: { id: watched.alarmId }, trip: { tripId: tripped.trip!.tripId } });

    // Back under the threshold: the open trip ends.
    await watched.send(10, new Date(start + 2_000));
    const cleared = await nextAlarmEvent(adminEvents, "the admin's clearing");
    expect(cleared).toMatchObject({ kind: 'CLEARED', alarm: { id: watched.alarmId, state: 'OK' }, trip: { tripId: tripped.trip!.tripId, clearedReadingValue: 10 } });
    expect(cleared.trip!.clearedAt).toEqual(expect.any(String));
    expect((await nextAlarmEvent(memberEvents, "the member's clearing")).kind).toBe('CLEARED');

    for (const id of [watched.deviceId, foreign.deviceId]) {
      await gw.gql('mutation ($id: ID!) { purgeDevice(input: { id: $id }) { purgedDeviceId } }', { id }, admin);
    }
  });
});
