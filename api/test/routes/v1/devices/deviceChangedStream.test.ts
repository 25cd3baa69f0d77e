import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../helpers/testApp.ts';
import { readEvents, type SseMessage, waitFor } from '../../../events/readEvents.ts';

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  // SSE needs a real socket: app.inject waits for the response to end, and a stream never does.
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t?.close());

const isDeviceChanged = (e: SseMessage) => e.event === 'device.changed';

describe('device.changed on GET /api/v1/events', () => {
  it('reaches whoever may read the device (members, the technician serving the owner, administrators), no one else', async () => {
    const { rows } = await t.database.db.execute<{ id: string; owner_id: string }>(sql`
      select d.id, d.owner_id from devices d join organizations o on o.id = d.owner_id
      where o.slug = 'aarhus-kommune' and d.deleted_at is null order by d.id limit 1`);
    const device = rows[0]!;
    const tokens = {
      admin: await t.login('admin@example.com'),
      member: await t.login('member@example.com'), // Aarhus Kommune
      technician: await t.login('technician@example.com'), // serves Aarhus Kommune, not a member
      vejleAdmin: await t.login('sofie.jensen@example.com'),
    };
    const streams = await Promise.all(
      Object.values(tokens).map((token) => fetch(`${baseUrl}/api/v1/events?types=device.changed`, { headers: t.auth(token) })),
    );
    await waitFor(() => t.app.events.subscriberCount === 4);
    const [admin, member, technician, vejleAdmin] = [
      readEvents(streams[0]!.body!, isDeviceChanged),
      readEvents(streams[1]!.body!, isDeviceChanged),
      readEvents(streams[2]!.body!, isDeviceChanged),
      readEvents(streams[3]!.body!, () => false, 1500),
    ];
    const patch = await fetch(`${baseUrl}/api/v1/devices/${device.id}`, {
      method: 'PATCH',
      headers: { ...t.auth(tokens.admin), 'content-type': 'application/json' },
      body: JSON.stringify({ notes: 'Live' }),
    });
    expect(patch.status).toBe(200);
    const expected = { event: 'device.changed', data: JSON.stringify({ kind: 'UPDATED', orgId: device.owner_id, deviceIds: [device.id] }), id: expect.any(String) };
    for (const received of await Promise.all([admin, member, technician])) expect(received.at(-1)).toEqual(expected);
    expect((await vejleAdmin).filter(isDeviceChanged)).toEqual([]);
    await waitFor(() => t.app.events.subscriberCount === 0);
  }, 15_000);
});
