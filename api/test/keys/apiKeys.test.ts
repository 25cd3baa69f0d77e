import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../src/db/client.ts';
import { createTestApp, expectErrorShape, type TestApp } from '../helpers/testApp.ts';

let t: TestApp;
let vejleId: string;
let aarhusId: string;
let admin: string;
let vejleAdmin: string;
let member: string;

beforeAll(async () => {
  t = await createTestApp();
  const orgs = await t.database.db.select({ id: schema.organizations.id, slug: schema.organizations.slug }).from(schema.organizations);
  vejleId = orgs.find((o) => o.slug.includes('vejle'))!.id;
  aarhusId = orgs.find((o) => o.slug.includes('aarhus'))!.id;
  [admin, vejleAdmin, member] = await Promise.all([
    t.login('admin@example.com'),
    t.login('sofie.jensen@example.com'),
    t.login('member@example.com'),
  ]);
});
afterAll(() => t?.close());

const keysUrl = (orgId: string) => `/api/v1/organizations/${orgId}/keys`;

describe('organisation API keys', () => {
  it('creates a key that is shown once, stored only as a hash, listed without the secret', async () => {
    const created = await t.app.inject({ method: 'POST', url: keysUrl(vejleId), headers: t.auth(vejleAdmin), payload: { name: '  Gateway  ' } });
    expect(created.statusCode).toBe(201);
    const body = created.json();
    expect(body).toMatchObject({ name: 'Gateway', prefix: expect.stringMatching(/^fs_[0-9a-f]{8}$/) });
    expect(body.key.startsWith(`${body.prefix}_`)).toBe(true);

    const [row] = await t.database.db.select().from(schema.apiKeys).where(eq(schema.apiKeys.id, body._id));
    expect(row!.keyHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(body.key);

    const list = await t.app.inject({ method: 'GET', url: keysUrl(vejleId), headers: t.auth(vejleAdmin) });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(body.key);
    expect(list.json().data).toContainEqual({
      _id: body._id,
      name: 'Gateway',
      prefix: body.prefix,
      groupId: null,
      group: null,
      network: null,
      createdAt: body.createdAt,
      lastUsedAt: null,
      revokedAt: null,
    });

    const audit = await t.database.db.select().from(schema.auditLog).where(eq(schema.auditLog.subjectId, body._id));
    expect(audit.map((a) => a.action)).toEqual(['apiKey.create']);
  });

  it('revokes a key: it stops working at once and is listed as revoked', async () => {
    const { _id, key } = (
      await t.app.inject({ method: 'POST', url: keysUrl(vejleId), headers: t.auth(admin), payload: { name: 'Temp' } })
    ).json();
    const ingest = () =>
      t.app.inject({ method: 'POST', url: '/api/v1/ingest/messages', headers: { 'x-api-key': key }, payload: { messages: [{}] } });
    expect((await ingest()).statusCode).toBe(202);

    const revoked = await t.app.inject({ method: 'DELETE', url: `${keysUrl(vejleId)}/${_id}`, headers: t.auth(vejleAdmin) });
    expect(revoked.statusCode).toBe(204);
    const after = await ingest();
    expect(after.statusCode).toBe(401);
    expectErrorShape(after.json(), 'UNAUTHENTICATED');

    const list = (await t.app.inject({ method: 'GET', url: keysUrl(vejleId), headers: t.auth(vejleAdmin) })).json();
    expect(list.data.find((k: { _id: string }) => k._id === _id).revokedAt).toEqual(expect.any(String));
    // Revoking again is harmless; an unknown key id is a 404.
    expect((await t.app.inject({ method: 'DELETE', url: `${keysUrl(vejleId)}/${_id}`, headers: t.auth(admin) })).statusCode).toBe(204);
    const unknown = await t.app.inject({
      method: 'DELETE',
      url: `${keysUrl(vejleId)}/00000000-0000-4000-8000-000000000000`,
      headers: t.auth(admin),
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('needs the ApiKey abilities within the organisation', async () => {
    // A plain member of Aarhus reads devices, not keys.
    const memberList = await t.app.inject({ method: 'GET', url: keysUrl(aarhusId), headers: t.auth(member) });
    expect(memberList.statusCode).toBe(403);
    expectErrorShape(memberList.json(), 'FORBIDDEN');
    // Vejle's administrator is a stranger to Aarhus: 404, nothing learned.
    const foreign = await t.app.inject({ method: 'POST', url: keysUrl(aarhusId), headers: t.auth(vejleAdmin), payload: { name: 'x' } });
    expect(foreign.statusCode).toBe(404);
    const bad = await t.app.inject({ method: 'POST', url: keysUrl(vejleId), headers: t.auth(vejleAdmin), payload: { name: '' } });
    expect(bad.statusCode).toBe(400);
    expectErrorShape(bad.json(), 'VALIDATION_FAILED');
  });
});
