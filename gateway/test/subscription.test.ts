import { createClient, type Client, type FormattedExecutionResult } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { fromGlobalId } from '../src/globalId.ts';
import type { UpstreamCall } from '../src/rest/createRestClient.ts';
import { demoUsers, freshToken, startGateway, type TestGateway } from './helpers.ts';
import { createStreamWatch } from './streamWatch.ts';

// Every upstream event stream the gateway opens, counted at the HTTP level against the real API.
const watch = createStreamWatch();
// Every other upstream call, with the token it carried.
const calls: UpstreamCall[] = [];
const callsWith = (token: string) => calls.filter((call) => call.headers.Authorization === `Bearer ${token}`).map((call) => `${call.method} ${call.url.pathname}`);

let gw: TestGateway;
const clients: Client[] = [];
beforeAll(async () => {
  gw = await startGateway({
    fetch: watch.fetch,
    onUpstreamCall: (call) => calls.push(call),
    // Short timings, so that closing and switching streams shows within a test.
    eventHub: { graceMs: 300, overlapMs: 200, retryMs: { min: 50, max: 500 } },
  });
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.dispose()));
  await gw.close();
});

/** A browser tab: one WebSocket with the session's token and language. */
function wsClient(token: string | null, language = 'da'): Client {
  const client = createClient({
    url: gw.wsUrl,
    webSocketImpl: WebSocket,
    connectionParams: token ? { authorization: `Bearer ${token}`, language } : { language },
    retryAttempts: 0,
  });
  clients.push(client);
  return client;
}

type Value<T> = FormattedExecutionResult<T, unknown>;
/** The next value, or a failure naming what did not come in time. */
async function nextValue<T>(events: AsyncIterator<Value<T>>, what: string): Promise<Value<T>> {
  const { value, done } = await Promise.race([
    events.next(),
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no ${what} within 15 s`)), 15_000)),
  ]);
  expect(done, what).toBe(false);
  return value;
}

type ViewerValue = { viewerChanged: { id: string; user: { email: string }; config: { utcOffset: number } } };
type MonitoringValue = { monitoringRecordChanged: { kind: string; monitoringRecord: { id: string; notes: string | null } | null } };
const viewerSubscription = 'subscription { viewerChanged { id user { email } config { language utcOffset } } }';
const monitoringSubscription = 'subscription { monitoringRecordChanged { kind monitoringRecord { id notes } } }';

/** Subscribes and waits until the subscription is live: its first value. */
async function liveViewer(client: Client) {
  const events = client.iterate<ViewerValue>({ query: viewerSubscription });
  const first = await nextValue(events, 'first viewerChanged');
  expect(first.errors).toBeUndefined();
  return { events, first: first.data!.viewerChanged };
}
async function liveMonitoring(client: Client) {
  const events = client.iterate<MonitoringValue>({ query: monitoringSubscription });
  const first = await nextValue(events, 'LIVE');
  expect(first.data?.monitoringRecordChanged).toEqual({ kind: 'LIVE', monitoringRecord: null });
  return events;
}

async function patchConfig(token: string, utcOffset: number) {
  const patched = await fetch(`${gw.apiUrl}/api/v1/users/config`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ utcOffset }),
  });
  expect(patched.status).toBe(200);
}

async function patchNotes(token: string, recordId: string, notes: string) {
  const patched = await fetch(`${gw.apiUrl}/api/v1/monitoring/${recordId}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ notes }),
  });
  expect(patched.status).toBe(200);
}

async function firstRecordId(token: string): Promise<string> {
  const list = await fetch(`${gw.apiUrl}/api/v1/monitoring?perPage=1`, { headers: { authorization: `Bearer ${token}` } });
  return ((await list.json()) as { data: { _id: string }[] }).data[0]!._id;
}

/** Waits for the monitoring change of `recordId`, skipping changes of other records (the heartbeat job, ingestion). */
function changeOf(events: AsyncIterator<Value<MonitoringValue>>, recordId: string) {
  return changeOfAny(events, [recordId]);
}

/** Waits for the first monitoring change of one of `recordIds`. */
async function changeOfAny(events: AsyncIterator<Value<MonitoringValue>>, recordIds: string[]) {
  for (;;) {
    const value = await nextValue(events, `a change of ${recordIds.join(' or ')}`);
    const change = value.data?.monitoringRecordChanged;
    const restId = change?.monitoringRecord ? fromGlobalId(change.monitoringRecord.id)?.restId : undefined;
    if (change && restId && recordIds.includes(restId)) return change;
  }
}

describe('viewerChanged over graphql-ws', () => {
  it('emits the current viewer once live, then the re-fetched viewer after a direct REST change', async () => {
    const token = await freshToken(gw, demoUsers.admin);
    const { events, first } = await liveViewer(wsClient(token));
    expect(first.user.email).toBe(demoUsers.admin);

    const utcOffset = first.config.utcOffset === 5 ? 6 : 5;
    await patchConfig(token, utcOffset);
    const changed = await nextValue(events, 'viewerChanged after the change');
    expect(changed.errors).toBeUndefined();
    expect(changed.data?.viewerChanged.config.utcOffset).toBe(utcOffset);
    await events.return?.();
  });

  it('fails with UNAUTHENTICATED for a rejected token, and opens no stream that lasts', async () => {
    const events = wsClient('not-a-real-token').iterate({ query: viewerSubscription });
    const { value } = await events.next();
    expect(value.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    await expect.poll(() => watch.openFor('not-a-real-token')).toBe(0);
  });

  it('fails with UNAUTHENTICATED without a token', async () => {
    const events = wsClient(null).iterate({ query: viewerSubscription });
    const { value } = await events.next();
    expect(value.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('one execution per event for the tabs of a session', () => {
  it('re-fetches the viewer once for a change, whether the session has one tab or five, and each tab gets it', async () => {
    const [one, five] = await Promise.all([freshToken(gw, demoUsers.admin), freshToken(gw, demoUsers.admin)]);
    const single = await liveViewer(wsClient(one));
    const tabs = await Promise.all(Array.from({ length: 5 }, () => liveViewer(wsClient(five))));

    // Live, each tab having fetched its viewer: from here on, only the changes cost calls.
    calls.length = 0;
    const utcOffset = single.first.config.utcOffset === 7 ? 8 : 7;
    // One change of the user's settings reaches both of the user's sessions.
    await patchConfig(one, utcOffset);
    for (const tab of [single, ...tabs]) expect((await nextValue(tab.events, "a tab's viewer")).data?.viewerChanged.config.utcOffset).toBe(utcOffset);

    expect(callsWith(one).length).toBeGreaterThan(0);
    expect(callsWith(five)).toEqual(callsWith(one));
    await Promise.all([single, ...tabs].map(({ events }) => events.return?.()));
  });

  it('gives each operation of a session its own selection, and each session its own records', async () => {
    const [admin, member] = await Promise.all([freshToken(gw, demoUsers.admin), freshToken(gw, demoUsers.member)]);
    const withNotes = await liveMonitoring(wsClient(admin));
    const named = wsClient(admin).iterate<MonitoringValue>({ query: 'subscription Bare { monitoringRecordChanged { kind monitoringRecord { id } } }' });
    expect((await nextValue(named, 'LIVE')).data?.monitoringRecordChanged.kind).toBe('LIVE');
    const memberEvents = await liveMonitoring(wsClient(member));

    // A record of the admin's that the member does not see.
    const memberSees = new Set(
      ((await (await fetch(`${gw.apiUrl}/api/v1/monitoring?perPage=100`, { headers: { authorization: `Bearer ${member}` } })).json()) as { data: { _id: string }[] }).data.map(
        (r) => r._id,
      ),
    );
    const all = ((await (await fetch(`${gw.apiUrl}/api/v1/monitoring?perPage=100`, { headers: { authorization: `Bearer ${admin}` } })).json()) as { data: { _id: string }[] }).data;
    const hidden = all.find((r) => !memberSees.has(r._id))!;
    const shared = all.find((r) => memberSees.has(r._id))!;
    expect(hidden).toBeDefined();

    const notes = `per operation ${Date.now()}`;
    await patchNotes(admin, hidden._id, notes);
    await patchNotes(admin, shared._id, `${notes} shared`);
    expect(await changeOf(withNotes, hidden._id)).toMatchObject({ kind: 'NOTES', monitoringRecord: { notes } });
    const bare = await changeOf(named, hidden._id);
    expect(bare.monitoringRecord).not.toHaveProperty('notes');
    // The member's next change of these two records is the one they may see.
    const seen = await changeOfAny(memberEvents, [hidden._id, shared._id]);
    expect(seen).toMatchObject({ monitoringRecord: { notes: `${notes} shared` } });
    await Promise.all([withNotes, named, memberEvents].map((events) => events.return?.()));
  });
});

describe('one upstream stream per session', () => {
  it('serves three subscriptions of one session, in two tabs, from one stream carrying the union of their types', async () => {
    const token = await freshToken(gw, demoUsers.admin);
    const tab1 = wsClient(token);
    const tab2 = wsClient(token);
    const viewer = await liveViewer(tab1);
    const monitoring1 = await liveMonitoring(tab1);
    const monitoring2 = await liveMonitoring(tab2);

    // The viewer's stream was replaced by one that also carries monitoring changes.
    await expect.poll(() => watch.openFor(token)).toBe(1);
    expect(watch.streams(token).filter((s) => !s.signal.aborted).map((s) => s.types)).toEqual([['monitoring.changed', 'viewer.changed']]);
    expect(watch.streams(token)[0]!.types).toEqual(['viewer.changed']);

    // A change reaches both monitoring subscriptions, once each.
    const recordId = await firstRecordId(token);
    const notes = `shared stream ${Date.now()}`;
    await patchNotes(token, recordId, notes);
    for (const events of [monitoring1, monitoring2]) expect(await changeOf(events, recordId)).toMatchObject({ kind: 'NOTES', monitoringRecord: { notes } });
    const notes2 = `${notes} again`;
    await patchNotes(token, recordId, notes2);
    // The next change of the record is the second one: the first came once.
    for (const events of [monitoring1, monitoring2]) expect(await changeOf(events, recordId)).toMatchObject({ monitoringRecord: { notes: notes2 } });

    await Promise.all([viewer.events, monitoring1, monitoring2].map((events) => events.return?.()));
    // Unsubscribing the last closes the stream (after a short grace).
    await expect.poll(() => watch.openFor(token)).toBe(0);
  });

  it('opens one stream per session: two sessions, two streams; a session in another language is another session', async () => {
    const [admin, member] = await Promise.all([freshToken(gw, demoUsers.admin), freshToken(gw, demoUsers.member)]);
    const subscriptions = [
      await liveMonitoring(wsClient(admin)),
      await liveMonitoring(wsClient(admin)),
      await liveMonitoring(wsClient(member)),
      await liveMonitoring(wsClient(member)),
    ];
    expect(watch.openFor(admin)).toBe(1);
    expect(watch.openFor(member)).toBe(1);

    const english = await liveMonitoring(wsClient(admin, 'en'));
    expect(watch.openFor(admin)).toBe(2);
    expect(watch.streams(admin).map((s) => s.language)).toEqual(['da', 'en']);

    await Promise.all([...subscriptions, english].map((events) => events.return?.()));
    await expect.poll(() => watch.openFor(admin) + watch.openFor(member)).toBe(0);
  });

  it('reopens a stream the API ended: subscriptions hear RECONNECTING then LIVE, and later changes still arrive', async () => {
    const token = await freshToken(gw, demoUsers.admin);
    const client = wsClient(token);
    const monitoring = await liveMonitoring(client);
    const viewer = await liveViewer(client);
    await expect.poll(() => watch.openFor(token)).toBe(1);

    // The API ends the stream (as it does when it shuts down) and refuses the next two attempts.
    watch.refuseNext(token, 2);
    watch.endAll(token);
    expect((await nextValue(monitoring, 'RECONNECTING')).data?.monitoringRecordChanged.kind).toBe('RECONNECTING');
    expect((await nextValue(monitoring, 'LIVE again')).data?.monitoringRecordChanged.kind).toBe('LIVE');
    // The viewer is re-fetched once live again: whatever changed meanwhile is not missed.
    expect((await nextValue(viewer.events, 'viewer after reconnecting')).data?.viewerChanged.user.email).toBe(demoUsers.admin);
    // Monitoring alone, then with the viewer, then the reopened one (after two refused attempts).
    expect(watch.streams(token).map((s) => s.types.length)).toEqual([1, 2, 2]);
    expect(watch.refusalsLeft(token)).toBe(0);
    expect(watch.openFor(token)).toBe(1);

    const recordId = await firstRecordId(token);
    const notes = `after the reconnection ${Date.now()}`;
    await patchNotes(token, recordId, notes);
    expect(await changeOf(monitoring, recordId)).toMatchObject({ kind: 'NOTES', monitoringRecord: { notes } });
    await Promise.all([monitoring.return?.(), viewer.events.return?.()]);
    await expect.poll(() => watch.openFor(token)).toBe(0);
  });

  it('ends the subscriptions with UNAUTHENTICATED soon after a logout: the API ends the stream and refuses it again', async () => {
    const token = await freshToken(gw, demoUsers.admin);
    const monitoring = await liveMonitoring(wsClient(token));
    const logout = await fetch(`${gw.apiUrl}/api/v1/auth/logout`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    expect(logout.ok).toBe(true);
    // A change made by someone else right after the logout must not reach the signed-out session.
    const other = await freshToken(gw, demoUsers.admin);
    await patchNotes(other, await firstRecordId(other), `after logout ${Date.now()}`);

    expect((await nextValue(monitoring, 'RECONNECTING')).data?.monitoringRecordChanged.kind).toBe('RECONNECTING');
    const refused = await nextValue(monitoring, 'the refusal');
    expect(refused.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    // Nothing follows: the subscription completed, and no stream is left open or retried.
    expect((await monitoring.next()).done).toBe(true);
    expect(watch.openFor(token)).toBe(0);
  });

  it("re-scopes a session at once when what it may read changes (a technician deactivated), and leaves other sessions' streams alone", async () => {
    const [technician, admin] = await Promise.all([freshToken(gw, demoUsers.technician), freshToken(gw, demoUsers.admin)]);
    const api = (token: string, path: string, init: RequestInit = {}) =>
      fetch(`${gw.apiUrl}/api/v1${path}`, { ...init, headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` } });
    const centres = (await (await api(admin, '/service-centers?perPage=100')).json()) as { data: { _id: string }[] };
    let row: { centreId: string; id: string } | undefined;
    for (const centre of centres.data) {
      const list = (await (await api(admin, `/service-centers/${centre._id}/technicians`)).json()) as {
        data: { _id: string; user: { email: string } }[];
      };
      const found = list.data.find((t) => t.user.email === demoUsers.technician);
      if (found) row = { centreId: centre._id, id: found._id };
    }
    expect(row, 'the demo technician works in a centre').toBeDefined();
    const setActive = async (isActive: boolean) =>
      expect((await api(admin, `/service-centers/${row!.centreId}/technicians/${row!.id}`, { method: 'PATCH', body: JSON.stringify({ isActive }) })).status).toBe(200);

    const technicianEvents = await liveMonitoring(wsClient(technician));
    const adminEvents = await liveMonitoring(wsClient(admin));
    const adminStreams = watch.streams(admin).length;
    try {
      await setActive(false);
      // The API ended the technician's stream: the gateway reopened it with the new scope, and the
      // client is told to refetch what it shows.
      expect((await nextValue(technicianEvents, 'RECONNECTING')).data?.monitoringRecordChanged.kind).toBe('RECONNECTING');
      expect((await nextValue(technicianEvents, 'LIVE again')).data?.monitoringRecordChanged.kind).toBe('LIVE');
      expect(watch.streams(technician).length).toBe(2);
      expect(watch.streams(admin).length).toBe(adminStreams);
    } finally {
      await setActive(true);
      await Promise.all([technicianEvents.return?.(), adminEvents.return?.()]);
    }
  });
});
