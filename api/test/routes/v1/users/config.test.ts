import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../../../src/db/client.ts';
import { createTestApp, expectErrorShape, type TestApp } from '../../../helpers/testApp.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('member@example.com');
});
afterAll(() => t?.close());

const getConfig = () => t.app.inject({ url: '/api/v1/users/config', headers: t.auth(token) });
const patchConfig = (payload: unknown) =>
  t.app.inject({ method: 'PATCH', url: '/api/v1/users/config', headers: t.auth(token), payload: payload as object });

describe('/api/v1/users/config', () => {
  it("reads the user's language and UTC offset", async () => {
    const response = await getConfig();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ language: 'da', utcOffset: expect.any(Number) });
  });

  it('changes them, keeps them, and writes an audit entry', async () => {
    const patched = await patchConfig({ language: 'en', utcOffset: -3 });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toEqual({ language: 'en', utcOffset: -3 });
    expect((await getConfig()).json()).toEqual({ language: 'en', utcOffset: -3 });

    const onlyLanguage = await patchConfig({ language: 'da' });
    expect(onlyLanguage.json()).toEqual({ language: 'da', utcOffset: -3 });
    expect((await t.app.inject({ url: '/api/v1/users/me', headers: t.auth(token) })).json().language).toBe('da');

    const audit = await t.database.db.select().from(schema.auditLog).where(eq(schema.auditLog.action, 'user.config.update'));
    expect(audit).toHaveLength(2);
    expect(audit[0]!.changes).toMatchObject({ after: { language: 'en', utcOffset: -3 } });
  });

  it.each([
    [{ language: 'de' }, 'language'],
    [{ utcOffset: 15 }, 'utcOffset'],
    [{ utcOffset: -13 }, 'utcOffset'],
    [{ utcOffset: 1.5 }, 'utcOffset'],
    [{ utcOffset: '2' }, 'utcOffset'],
    [{ colour: 'red' }, 'body'],
  ])('rejects %j with 400 naming %s', async (payload, field) => {
    const response = await patchConfig(payload);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expectErrorShape(body, 'VALIDATION_FAILED');
    expect(body.fields.map((f: { field: string }) => f.field)).toContain(field);
  });

  it('needs a token', async () => {
    const response = await t.app.inject({ method: 'PATCH', url: '/api/v1/users/config', payload: { language: 'en' } });
    expect(response.statusCode).toBe(401);
  });
});
