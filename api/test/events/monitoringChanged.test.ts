import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../src/db/client.ts';
import { publishMonitoringChanged } from '../../src/events/publishMonitoringChanged.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';
import { readEvents, waitFor } from './readEvents.ts';

const { devices, deviceModels, deviceTypeCategories, monitoringRecords, organizations } = schema;

let t: TestApp;
let baseUrl: string;
let vejleId: string;
let vejleDevice: { id: string; device: string; units: string[]; typeName: { da: string; en: string } };
let vejleRecordId: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const [org] = await t.database.db.select().from(organizations).where(eq(organizations.slug, 'vejle-forsyning'));
  vejleId = org!.id;
  const [row] = await t.database.db
    .select({
      id: devices.id,
      device: devices.device,
      dataModel: deviceModels.dataModel,
      recordId: monitoringRecords.id,
      da: deviceTypeCategories.nameDa,
      en: deviceTypeCategories.nameEn,
    })
    .from(devices)
    .innerJoin(deviceModels, eq(deviceModels.id, devices.deviceModelId))
    .innerJoin(deviceTypeCategories, eq(deviceTypeCategories.id, deviceModels.deviceTypeCategoryId))
    .innerJoin(monitoringRecords, eq(monitoringRecords.deviceId, devices.id))
    .where(eq(devices.ownerId, vejleId))
    .limit(1);
  vejleDevice = { id: row!.id, device: row!.device, units: row!.dataModel.map((d) => d.unit.slug), typeName: { da: row!.da, en: row!.en } };
  vejleRecordId = row!.recordId;
});
afterAll(() => t?.close());

const openStream = async (token: string, language = 'en') => {
  const response = await fetch(`${baseUrl}/api/v1/events`, { headers: { ...t.auth(token), 'accept-language': language } });
  expect(response.status).toBe(200);
  return response.body!;
};

describe('monitoring.changed over SSE', () => {
  it('reaches users who may read the record, with the record, and nobody else', async () => {
    const [admin, vejleAdmin, aarhusMember] = await Promise.all([
      t.login('admin@example.com'),
      t.login('sofie.jensen@example.com'),
      t.login('member@example.com'),
    ]);
    const key = (
      await t.app.inject({ method: 'POST', url: `/api/v1/organizations/${vejleId}/keys`, headers: t.auth(admin), payload: { name: 'sse' } })
    ).json().key as string;

    const adminStream = await openStream(admin);
    const vejleStream = await openStream(vejleAdmin, 'da');
    const aarhusStream = await openStream(aarhusMember);
    await waitFor(() => t.app.events.subscriberCount === 3);
    const isMonitoring = (e: { event: string }) => e.event === 'monitoring.changed';
    const adminEvents = readEvents(adminStream, isMonitoring);
    const vejleEvents = readEvents(vejleStream, isMonitoring);
    const aarhusEvents = readEvents(aarhusStream, () => false, 1500);

    const time = new Date(Date.now() - 1000).toISOString();
    const ingest = await t.app.inject({
      method: 'POST',
      url: '/api/v1/ingest/messages',
      headers: { 'x-api-key': key },
      payload: { device: vejleDevice.device, time, readings: {}, errorCode: 'sensor_failure' },
    });
    expect(ingest.statusCode).toBe(202);

    for (const [events, categoryLanguage] of [
      [await adminEvents, 'en'],
      [await vejleEvents, 'da'],
    ] as const) {
      const message = events.find(isMonitoring)!;
      const data = JSON.parse(message.data);
      expect(data.kind).toBe('ERROR');
      expect(data.record).toMatchObject({
        _id: vejleRecordId,
        org: { _id: vejleId },
        device: { _id: vejleDevice.id, device: vejleDevice.device },
        latestErrorOccurredAt: time,
      });
      expect(data.record.errorCodes).toContainEqual(expect.objectContaining({ slug: 'sensor_failure', count: expect.any(Number) }));
      // Each stream gets the record in its own language.
      expect(data.record.device.device_type.name).toBe(vejleDevice.typeName[categoryLanguage]);
    }
    expect((await aarhusEvents).filter(isMonitoring)).toEqual([]);
    // Every stream names a change alike (the notification's id), so a client reading two can drop repeats.
    expect((await adminEvents).find(isMonitoring)!.id).toBe((await vejleEvents).find(isMonitoring)!.id);
    await waitFor(() => t.app.events.subscriberCount === 0);
  }, 20_000);

  it('delivers every record of a burst published as compact notifications', async () => {
    const admin = await t.login('admin@example.com');
    const records = await t.database.db
      .select({ id: monitoringRecords.id, orgId: devices.ownerId })
      .from(monitoringRecords)
      .innerJoin(devices, eq(devices.id, monitoringRecords.deviceId));
    expect(records.length).toBeGreaterThan(3);
    const stream = await openStream(admin);
    await waitFor(() => t.app.events.subscriberCount === 1);
    const events = readEvents(stream, () => false, 2500);
    await publishMonitoringChanged(
      t.database.db,
      records.map((r) => ({ recordId: r.id, orgId: r.orgId, kind: 'HEARTBEAT' as const })),
    );
    const messages = (await events).filter((e) => e.event === 'monitoring.changed');
    const received = messages.map((e) => JSON.parse(e.data));
    expect(received.map((d) => d.record._id).sort()).toEqual(records.map((r) => r.id).sort());
    // One id per record, even within one compact notification.
    expect(new Set(messages.map((m) => m.id)).size).toBe(records.length);
    expect(new Set(received.map((d) => d.kind))).toEqual(new Set(['HEARTBEAT']));
  }, 20_000);
});
