import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../../../src/db/client.ts';
import { releaseSchema } from '../../../../src/notify/releaseSchemas.ts';
import { readEvents, type SseMessage, waitFor } from '../../../events/readEvents.ts';
import { createTestApp, expectErrorShape, type TestApp } from '../../../helpers/testApp.ts';

let t: TestApp;
let baseUrl: string;
let admin: string;
let member: string;
let technician: string;
beforeAll(async () => {
  t = await createTestApp();
  // SSE needs a real socket: app.inject waits for the response to end, and a stream never does.
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  [admin, member, technician] = await Promise.all([t.login('admin@example.com'), t.login('member@example.com'), t.login('technician@example.com')]);
});
afterAll(() => t?.close());

const publish = (payload: object, token: string | null = admin, language = 'en') =>
  t.app.inject({ method: 'POST', url: '/api/v1/releases', payload, headers: { ...(token ? t.auth(token) : {}), 'accept-language': language } });
const list = (token: string, language = 'en', query = '') =>
  t.app.inject({ url: `/api/v1/releases${query}`, headers: { ...t.auth(token), 'accept-language': language } });

describe('releases', () => {
  it('lists every release newest first with notes in the caller’s language and the read state', async () => {
    const response = await list(member, 'en');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ page: 1, perPage: 20, total: 2 });
    for (const release of body.data) releaseSchema.strict().parse(release);
    expect(body.data.map((r: { releaseVersion: string }) => r.releaseVersion)).toEqual(['1.49.3', '1.49.2']);
    expect(body.data[0]).toMatchObject({ read: false, notes: expect.stringContaining('monitoring page'), createdBy: { name: 'Mette Nielsen' } });
    expect(body.data[1]).toMatchObject({ read: true });
    expect((await list(member, 'da')).json().data[0].notes).toContain('overvågningsside');
    expect((await list(member, 'en', '?perPage=1&page=2')).json().data.map((r: { releaseVersion: string }) => r.releaseVersion)).toEqual(['1.49.2']);
    expect((await list(member, 'en', '?perPage=1000')).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/v1/releases' })).statusCode).toBe(401);
  });

  it('publishes a release to every signed-in user at once, audited', async () => {
    const memberStream = await fetch(`${baseUrl}/api/v1/events?types=viewer.changed`, { headers: t.auth(member) });
    const technicianStream = await fetch(`${baseUrl}/api/v1/events?types=viewer.changed`, { headers: t.auth(technician) });
    await waitFor(() => t.app.events.subscriberCount === 2);
    const isRelease = (e: SseMessage) => e.event === 'viewer.changed' && e.data.includes('notificationId');
    const received = [readEvents(memberStream.body!, isRelease), readEvents(technicianStream.body!, isRelease)];

    const response = await publish({ releaseVersion: ' 1.50.0 ', notesDa: 'Kontrakter og fakturaoverblik.', notesEn: 'Contracts and invoice previews.' });
    expect(response.statusCode, response.body).toBe(201);
    const release = releaseSchema.strict().parse(response.json());
    expect(release).toMatchObject({ releaseVersion: '1.50.0', title: 'Version 1.50.0', notes: 'Contracts and invoice previews.', read: false });

    for (const events of await Promise.all(received)) {
      expect(events.at(-1)).toMatchObject({ event: 'viewer.changed', data: JSON.stringify({ notificationId: release._id }) });
    }
    // The member's banner: the newest unread notification.
    const unread = (await t.app.inject({ url: '/api/v1/notify/new-release', headers: t.auth(member) })).json();
    expect(unread.data[0].notification).toMatchObject({ _id: release._id, releaseVersion: '1.50.0' });
    const [audit] = await t.database.db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.subject, 'Release'), eq(schema.auditLog.subjectId, release._id)));
    expect(audit).toMatchObject({ action: 'release.create', changes: { releaseVersion: { before: null, after: '1.50.0' } } });
  }, 30_000);

  it('refuses a version announced before, bad input, and callers who may not publish', async () => {
    const again = await publish({ releaseVersion: '1.49.3', notesDa: 'a', notesEn: 'b' }, admin, 'da');
    expect(again.statusCode).toBe(409);
    expectErrorShape(again.json(), 'CONFLICT');
    expect(again.json().message).toBe('Version 1.49.3 er allerede udgivet.');
    for (const payload of [
      { releaseVersion: 'v1', notesDa: 'a', notesEn: 'b' },
      { releaseVersion: '1.51.0', notesDa: '   ', notesEn: 'b' },
      { releaseVersion: '1.51.0', notesDa: 'a' },
      { releaseVersion: '1.51.0', notesDa: 'a', notesEn: 'x'.repeat(5001) },
      { releaseVersion: '1.51.0', notesDa: 'a', notesEn: 'b', title: 'x' },
    ]) {
      const response = await publish(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expectErrorShape(response.json(), 'VALIDATION_FAILED');
    }
    for (const token of [member, technician]) {
      const response = await publish({ releaseVersion: '1.52.0', notesDa: 'a', notesEn: 'b' }, token);
      expect(response.statusCode).toBe(403);
      expectErrorShape(response.json(), 'FORBIDDEN');
    }
    expect((await publish({ releaseVersion: '1.52.0', notesDa: 'a', notesEn: 'b' }, null)).statusCode).toBe(401);
    expect((await list(admin)).json().data.map((r: { releaseVersion: string }) => r.releaseVersion)).not.toContain('1.52.0');
  });
});
