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

const isOrderChanged = (e: SseMessage) => e.event === 'installationOrder.changed';

describe('installationOrder.changed on GET /api/v1/events', () => {
  it("reaches those who may read the order (administrators, the centre's technicians), on commit, no one else", async () => {
    const { rows } = await t.database.db.execute<{ owner_id: string; center_id: string }>(sql`
      select (select id from organizations where slug = 'aarhus-kommune') as owner_id,
        (select id from service_centers where name = 'Servicecenter Aarhus') as center_id`);
    const { owner_id: ownerId, center_id: centerId } = rows[0]!;
    const tokens = {
      admin: await t.login('admin@example.com'),
      technician: await t.login('technician@example.com'), // Aarhus centre
      kogeTechnician: await t.login('camilla.larsen@example.com'), // another centre
      member: await t.login('member@example.com'), // Aarhus Kommune, but no rule on installation orders
    };
    const streams = await Promise.all(
      Object.values(tokens).map((token) => fetch(`${baseUrl}/api/v1/events?types=installationOrder.changed`, { headers: t.auth(token) })),
    );
    await waitFor(() => t.app.events.subscriberCount === 4);
    const [admin, technician, kogeTechnician, member] = [
      readEvents(streams[0]!.body!, isOrderChanged),
      readEvents(streams[1]!.body!, isOrderChanged),
      readEvents(streams[2]!.body!, () => false, 1500),
      readEvents(streams[3]!.body!, () => false, 1500),
    ];
    const created = await fetch(`${baseUrl}/api/v1/installation`, {
      method: 'POST',
      headers: { ...t.auth(tokens.admin), 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Live', owner: ownerId, serviceCenter: centerId }),
    });
    expect(created.status).toBe(201);
    const order = (await created.json()) as { _id: string };
    const expected = { event: 'installationOrder.changed', data: JSON.stringify({ kind: 'CREATED', orderId: order._id, ownerId }), id: expect.any(String) };
    for (const received of await Promise.all([admin, technician])) expect(received.at(-1)).toEqual(expected);
    expect((await kogeTechnician).filter(isOrderChanged)).toEqual([]);
    expect((await member).filter(isOrderChanged)).toEqual([]);
    await waitFor(() => t.app.events.subscriberCount === 0);
  }, 30_000);
});
