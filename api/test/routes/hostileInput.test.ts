import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../src/db/client.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

// Input the database cannot take, or that only a probe sends, is the caller's error: a 400 in the
// caller's language with the field named, never a 500 or Fastify's own body.
let t: TestApp;
let admin: string;
let recordId: string;
let orgId: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@example.com');
  recordId = (await t.database.db.select({ id: schema.monitoringRecords.id }).from(schema.monitoringRecords).limit(1))[0]!.id;
  orgId = (await t.database.db.select({ id: schema.organizations.id }).from(schema.organizations).where(eq(schema.organizations.slug, 'vejle-forsyning')))[0]!.id;
});
afterAll(() => t?.close());

type ErrorBody = { message: string; code: string; fields?: { field: string; message: string }[] };

/** A JSON body as text, so that a lone surrogate can be written escaped. */
const send = (method: 'PATCH' | 'POST', url: string, json: string, language = 'en') =>
  t.app.inject({ method, url, payload: json, headers: { ...t.auth(admin), 'content-type': 'application/json', 'accept-language': language } });
const get = (url: string, language = 'en') => t.app.inject({ method: 'GET', url, headers: { ...t.auth(admin), 'accept-language': language } });

describe('text the database cannot store', () => {
  it.each([
    ['a NUL character', '"before\\u0000after"'],
    ['a lone surrogate', '"before\\ud800after"'],
  ])('refuses notes with %s: 400 naming the field, in Danish too', async (_what, notes) => {
    for (const [language, wording] of [
      ['en', /cannot be stored/],
      ['da', /ikke kan gemmes/],
    ] as const) {
      const response = await send('PATCH', `/api/v1/monitoring/${recordId}`, `{"notes": ${notes}}`, language);
      expect(response.statusCode).toBe(400);
      const body = response.json<ErrorBody>();
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(body.fields).toEqual([{ field: 'notes', message: expect.stringMatching(wording) }]);
    }
  });

  it('refuses an API key name with a NUL character', async () => {
    const response = await send('POST', `/api/v1/organizations/${orgId}/keys`, '{"name": "key\\u0000"}');
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().fields).toEqual([{ field: 'name', message: expect.stringMatching(/cannot be stored/) }]);
  });

  it('refuses a search or an id list with a NUL character', async () => {
    for (const url of ['/api/v1/monitoring?search=a%00b', '/api/v1/devices?search=a%00b', '/api/v1/monitoring?status=a%00b']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json<ErrorBody>().code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('dates outside any plausible range', () => {
  it.each([
    '/api/v1/monitoring?errorStartDate=0000-01-01T00:00:00Z',
    '/api/v1/monitoring?lastSeenEndDate=9999-12-31',
  ])('refuses %s with 400', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().fields?.[0]?.message).toMatch(/1970 and 2100/);
  });

  it('refuses 9999-12-31 in trends and service schedules, and the year 0000 as a custom day', async () => {
    for (const url of [
      `/api/v1/analytics/trends?orgId=${orgId}&date=9999-12-31T00:00:00Z`,
      `/api/v1/analytics/service-schedules?orgId=${orgId}&date=9999-12-31T00:00:00Z`,
      `/api/v1/analytics/trends?orgId=${orgId}&period=custom&from=0000-01-01&to=0000-01-02`,
    ]) {
      const response = await get(url, 'da');
      expect(response.statusCode, url).toBe(400);
      expect(response.json<ErrorBody>().fields?.[0]?.message, url).toMatch(/1970 og 2100/);
    }
  });
});

describe('URLs', () => {
  it('answers a malformed percent-encoding with 400 in our shape, without echoing the URL', async () => {
    const response = await get('/api/v1/users/%ZZ');
    expect(response.statusCode).toBe(400);
    const body = response.json<ErrorBody>();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(response.body).not.toMatch(/%ZZ|FST_ERR/);
  });

  it('answers a 5 KB path id in our shape, without echoing it', async () => {
    const id = 'x'.repeat(5000);
    const response = await get(`/api/v1/users/${id}`);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(Object.keys(response.json<ErrorBody>()).sort()).toEqual(expect.arrayContaining(['code', 'message']));
    expect(response.body).not.toContain(id.slice(0, 200));
    expect(response.body).not.toMatch(/FST_ERR/);
  });
});
