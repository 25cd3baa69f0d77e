import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectErrorShape, type TestApp } from '../../../helpers/testApp.ts';
import { makeDevice } from '../devices/fixtures.ts';
import { day, serviceIds } from './serviceOrderFileFixtures.ts';

/**
 * An order's centre must serve its device's owner (service_center_organizations): POST and PATCH
 * refuse any other centre with 400 on the field the caller set, worded in their language, and a
 * device of another owner stays refused on `device`.
 */
let t: TestApp;
let admin: string;
let ids: Awaited<ReturnType<typeof serviceIds>>;
let aarhusDevice: { id: string; ownerId: string };
let kobenhavnDevice: { id: string; ownerId: string };

const call = (method: 'POST' | 'PATCH', url: string, payload: unknown, language = 'en') =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: { ...t.auth(admin), 'accept-language': language }, payload: payload as never });

beforeAll(async () => {
  t = await createTestApp();
  ids = await serviceIds(t);
  admin = await t.login('admin@example.com');
  aarhusDevice = await makeDevice(t, { org: 'Aarhus Kommune', category: 'water_level', networkType: 'nbiot' });
  // Servicecenter Køge serves Københavns Kommune only (the demo catalogue).
  kobenhavnDevice = await makeDevice(t, { org: 'Københavns Kommune', category: 'water_level', networkType: 'nbiot' });
});
afterAll(() => t?.close());

const order = (overrides: Record<string, unknown> = {}) => ({
  device: aarhusDevice.id,
  owner: aarhusDevice.ownerId,
  service_center: ids.aarhusCenter,
  dueDate: day(2),
  ...overrides,
});

describe('the centre must serve the device\'s owner', () => {
  it('POST refuses a centre not serving the owner on service_center, in the caller\'s language', async () => {
    for (const [language, text] of [
      ['en', 'The service centre Servicecenter Køge does not service devices of Aarhus Kommune. Choose a centre that serves the owner.'],
      ['da', 'Servicecenteret Servicecenter Køge servicerer ikke enheder fra Aarhus Kommune. Vælg et servicecenter, der servicerer ejeren.'],
    ] as const) {
      const response = await call('POST', '/service-orders', order({ service_center: ids.kogeCenter }), language);
      expect(response.statusCode).toBe(400);
      const error = response.json();
      expectErrorShape(error, 'VALIDATION_FAILED');
      expect(error.fields).toEqual([{ field: 'service_center', message: text }]);
    }
    // A device and owner that do not match stay refused on device, whatever the centre.
    const mismatch = await call('POST', '/service-orders', order({ device: kobenhavnDevice.id }));
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().fields.map((f: { field: string }) => f.field)).toEqual(['device']);
    // The centre serving the owner is accepted.
    const ok = await call('POST', '/service-orders', order({ device: kobenhavnDevice.id, owner: kobenhavnDevice.ownerId, service_center: ids.kogeCenter }));
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it('PATCH refuses moving an order to a centre not serving its owner, or to a device of an owner its centre does not serve', async () => {
    const created = await call('POST', '/service-orders', order());
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json()._id as string;

    const toKoge = await call('PATCH', `/service-orders/${id}`, { service_center: ids.kogeCenter });
    expect(toKoge.statusCode).toBe(400);
    expect(toKoge.json().fields.map((f: { field: string }) => f.field)).toEqual(['service_center']);

    // The owner and device change together, the centre stays Aarhus: refused on device.
    const otherOwner = await call('PATCH', `/service-orders/${id}`, { device: kobenhavnDevice.id, owner: kobenhavnDevice.ownerId });
    expect(otherOwner.statusCode).toBe(400);
    expect(otherOwner.json().fields).toEqual([
      { field: 'device', message: 'The service centre Servicecenter Aarhus does not service devices of Københavns Kommune. Choose a centre that serves the owner.' },
    ]);

    // All three together are a consistent move; nothing was half-changed by the refusals before it.
    const moved = await call('PATCH', `/service-orders/${id}`, { device: kobenhavnDevice.id, owner: kobenhavnDevice.ownerId, service_center: ids.kogeCenter });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ device: { _id: kobenhavnDevice.id }, service_center: { _id: ids.kogeCenter } });
  });
});
