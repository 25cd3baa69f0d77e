import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEvents, type SseMessage, waitFor } from '../../../events/readEvents.ts';
import { createTestApp, type TestApp } from '../../../helpers/testApp.ts';

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  // SSE needs a real socket: app.inject waits for the response to end, and a stream never does.
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t?.close());

const isOrderChanged = (e: SseMessage) => e.event === 'serviceOrder.changed';

describe('serviceOrder.changed on GET /api/v1/events', () => {
  it('reaches those who may read the order (administrators, the centre\'s technicians), on commit, no one else', async () => {
    const { rows } = await t.database.db.execute<{ id: string; owner_id: string; center_id: string }>(sql`
      select d.id, d.owner_id, (select id from service_centers where name = 'Servicecenter Aarhus') as center_id
      from devices d join organizations o on o.id = d.owner_id
      where o.slug = 'aarhus-kommune' and d.deleted_at is null order by d.id limit 1`);
    const device = rows[0]!;
    const tokens = {
      admin: await t.login('admin@example.com'),
      technician: await t.login('technician@example.com'), // Aarhus centre
      kogeTechnician: await t.login('camilla.larsen@example.com'), // another centre
      vejleAdmin: await t.login('sofie.jensen@example.com'), // another organisation
    };
    const streams = await Promise.all(
      Object.values(tokens).map((token) => fetch(`${baseUrl}/api/v1/events?types=serviceOrder.changed`, { headers: t.auth(token) })),
    );
    await waitFor(() => t.app.events.subscriberCount === 4);
    const [admin, technician, kogeTechnician, vejleAdmin] = [
      readEvents(streams[0]!.body!, isOrderChanged),
      readEvents(streams[1]!.body!, isOrderChanged),
      readEvents(streams[2]!.body!, () => false, 1500),
      readEvents(streams[3]!.body!, () => false, 1500),
    ];
    const created = await fetch(`${baseUrl}/api/v1/service-orders`, {
      method: 'POST',
      headers: { ...t.auth(tokens.admin), 'content-type': 'application/json' },
      body: JSON.stringify({
        device: device.id,
        owner: device.owner_id,
        service_center: device.center_id,
        dueDate: new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10),
      }),
    });
    expect(created.status).toBe(201);
    const order = (await created.json()) as { _id: string };
    const expected = { event: 'serviceOrder.changed', data: JSON.stringify({ kind: 'CREATED', orderId: order._id, ownerId: device.owner_id }), id: expect.any(String) };
    for (const received of await Promise.all([admin, technician])) expect(received.at(-1)).toEqual(expected);
    expect((await kogeTechnician).filter(isOrderChanged)).toEqual([]);
    expect((await vejleAdmin).filter(isOrderChanged)).toEqual([]);
    await waitFor(() => t.app.events.subscriberCount === 0);
  }, 15_000);

  it('is not published when the write is refused (the transaction rolled back)', async () => {
    const token = await t.login('admin@example.com');
    const stream = await fetch(`${baseUrl}/api/v1/events?types=serviceOrder.changed`, { headers: t.auth(token) });
    await waitFor(() => t.app.events.subscriberCount === 1);
    const received = readEvents(stream.body!, () => false, 1500);
    const { rows } = await t.database.db.execute<{ id: string }>(sql`
      select so.id from service_orders so join service_order_statuses st on st.id = so.status_id where st.slug = 'sos_archived' limit 1`);
    const refused = await fetch(`${baseUrl}/api/v1/service-orders/${rows[0]!.id}/archive`, { method: 'PATCH', headers: t.auth(token) });
    expect(refused.status).toBe(409);
    expect((await received).filter(isOrderChanged)).toEqual([]);
    await waitFor(() => t.app.events.subscriberCount === 0);
  }, 15_000);
});
