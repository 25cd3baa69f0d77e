import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../../../src/db/client.ts';
import { createTestApp, expectErrorShape, type TestApp } from '../../../helpers/testApp.ts';

let t: TestApp;
let member: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  // A second, older notification without a version (a generic update message).
  await t.database.db
    .insert(schema.releaseNotifications)
    .values({ releaseVersion: null, title: 'Maintenance finished', createdAt: new Date(Date.now() - 7 * 86400_000) });
  member = await t.login('member@example.com');
  admin = await t.login('admin@example.com');
});
afterAll(() => t?.close());

const list = (token: string) => t.app.inject({ url: '/api/v1/notify/new-release', headers: t.auth(token) });
const markRead = (token: string, payload: object) =>
  t.app.inject({ method: 'PATCH', url: '/api/v1/notify', headers: t.auth(token), payload });

describe('release notifications', () => {
  it('lists the unread notifications newest first, with the 1.49.3 release', async () => {
    const response = await list(member);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.length).toBeGreaterThanOrEqual(2);
    expect(data[0].notification.releaseVersion).toBe('1.49.3');
    expect(data[0]._id).toBe(data[0].notification._id);
    expect(data.at(-1).notification).toMatchObject({ releaseVersion: null, title: 'Maintenance finished' });
    const times = data.map((d: { notification: { createdAt: string } }) => d.notification.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('marks one read for this user only, and again is harmless', async () => {
    const { data } = (await list(member)).json();
    const id = data[0]._id;
    const response = await markRead(member, { notificationId: id });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ _id: id, read: true });
    expect((await markRead(member, { notificationId: id })).statusCode).toBe(200);

    const after = (await list(member)).json().data.map((d: { _id: string }) => d._id);
    expect(after).not.toContain(id);
    const adminIds = (await list(admin)).json().data.map((d: { _id: string }) => d._id);
    expect(adminIds).toContain(id);
  });

  it('answers 404 for an unknown notification and 400 for a bad id', async () => {
    const unknown = await markRead(member, { notificationId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(404);
    expectErrorShape(unknown.json(), 'NOT_FOUND');
    const bad = await markRead(member, { notificationId: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields[0].field).toBe('notificationId');
  });
});
