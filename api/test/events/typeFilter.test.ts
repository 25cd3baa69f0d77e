import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadMonitoringRecords } from '../../src/monitoring/loadMonitoringRecords.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { readEvents, type SseMessage, waitFor } from './readEvents.ts';

// The real loader, watched: the test counts how often the fan-out reads records from the database.
vi.mock('../../src/monitoring/loadMonitoringRecords.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/monitoring/loadMonitoringRecords.ts')>();
  return { ...original, loadMonitoringRecords: vi.fn(original.loadMonitoringRecords) };
});

let t: TestApp;
let baseUrl: string;
let admin: string;
let recordId: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  admin = await t.login('admin@example.com');
  const list = await t.app.inject({ method: 'GET', url: '/api/v1/monitoring?perPage=1', headers: t.auth(admin) });
  recordId = list.json().data[0]._id as string;
});
afterAll(() => t?.close());
beforeEach(() => {
  vi.mocked(loadMonitoringRecords).mockClear();
});

const isMonitoring = (e: SseMessage) => e.event === 'monitoring.changed';

/** A real change of the record's notes through the API: it publishes `monitoring.changed` (NOTES). */
async function changeNotes(notes: string) {
  const response = await t.app.inject({ method: 'PATCH', url: `/api/v1/monitoring/${recordId}`, headers: t.auth(admin), payload: { notes } });
  expect(response.statusCode).toBe(200);
}

describe('monitoring.changed and the type filter', () => {
  it('loads no record when no stream asked for monitoring.changed', async () => {
    const stream = await fetch(`${baseUrl}/api/v1/events?types=viewer.changed`, { headers: t.auth(admin) });
    await waitFor(() => t.app.events.subscriberCount === 1);
    const events = readEvents(stream.body!, () => false, 1500);
    await changeNotes(`type filter ${Date.now()}`);
    await t.app.events.monitoringIdle();
    expect((await events).filter(isMonitoring)).toEqual([]);
    expect(loadMonitoringRecords).not.toHaveBeenCalled();
    await waitFor(() => t.app.events.subscriberCount === 0);
  }, 15_000);

  it('sends the record, with an id, only to the stream that asked for it', async () => {
    const [viewerOnly, monitoring] = await Promise.all([
      fetch(`${baseUrl}/api/v1/events?types=viewer.changed`, { headers: t.auth(admin) }),
      fetch(`${baseUrl}/api/v1/events?types=monitoring.changed`, { headers: t.auth(admin) }),
    ]);
    await waitFor(() => t.app.events.subscriberCount === 2);
    const viewerEvents = readEvents(viewerOnly.body!, () => false, 1500);
    const monitoringEvents = readEvents(monitoring.body!, isMonitoring);
    const notes = `type filter ${Date.now()}`;
    await changeNotes(notes);

    const message = (await monitoringEvents).find(isMonitoring)!;
    expect(message.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(message.data)).toMatchObject({ kind: 'NOTES', record: { _id: recordId, notes } });
    expect((await viewerEvents).filter(isMonitoring)).toEqual([]);
    expect(loadMonitoringRecords).toHaveBeenCalledTimes(1);
    await waitFor(() => t.app.events.subscriberCount === 0);
  }, 15_000);
});
