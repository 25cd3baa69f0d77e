import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCodeSpecs, packageSpecs, statusCodeSpecs } from '../../../../src/seed/catalog.ts';
import { createTestApp, type TestApp } from '../../../helpers/testApp.ts';

let t: TestApp;
const tokens: Record<'admin' | 'member' | 'technician' | 'mikkel', string> = {} as never;
const get = (url: string, token = tokens.admin, headers: Record<string, string> = {}) =>
  t.app.inject({ url, headers: { ...t.auth(token), ...headers } });

beforeAll(async () => {
  t = await createTestApp();
  tokens.admin = await t.login('admin@example.com');
  tokens.member = await t.login('member@example.com');
  tokens.technician = await t.login('technician@example.com');
  tokens.mikkel = await t.login('mikkel.andersen@example.com');
});
afterAll(() => t?.close());

describe('monitoring lookups', () => {
  it('lists every error code by name', async () => {
    const body = (await get('/api/v1/monitoring/error-codes', tokens.member)).json();
    expect(body.data.map((e: { slug: string }) => e.slug).sort()).toEqual(errorCodeSpecs.map((e) => e.slug).sort());
    expect(body.data.map((e: { name: string }) => e.name)).toEqual([...body.data.map((e: { name: string }) => e.name)].sort());
    expect(Object.keys(body.data[0]).sort()).toEqual(['_id', 'name', 'slug']);
  });

  it('lists status codes in display order with colours', async () => {
    const body = (await get('/api/v1/monitoring/status-codes')).json();
    expect(body.data.map((s: { slug: string; color: string }) => [s.slug, s.color])).toEqual(statusCodeSpecs.map((s) => [s.slug, s.color]));
  });

  it('lists packages', async () => {
    const body = (await get('/api/v1/packages', tokens.technician)).json();
    expect(body.data.map((p: { slug: string }) => p.slug).sort()).toEqual(packageSpecs.map((p) => p.slug).sort());
  });

  it('names device type categories in the language of the request, sorted by that name', async () => {
    const da = (await get('/api/v1/devicetype-categories', tokens.admin, { 'accept-language': 'da' })).json().data;
    const en = (await get('/api/v1/devicetype-categories', tokens.admin, { 'accept-language': 'en-GB,en;q=0.9' })).json().data;
    expect(da.find((c: { slug: string }) => c.slug === 'water_level').name).toBe('Vandstand');
    expect(en.find((c: { slug: string }) => c.slug === 'water_level').name).toBe('Water level');
    expect(en.map((c: { name: string }) => c.name)).toEqual([...en.map((c: { name: string }) => c.name)].sort((a, b) => a.localeCompare(b, 'en')));
    // No header: the user's own language (the admin reads Danish).
    const own = (await get('/api/v1/devicetype-categories')).json().data;
    expect(own).toEqual(da);
  });

  it('lists device models with category, data model and mqtt broker', async () => {
    const body = (await get('/api/v1/devices/devicemodels', tokens.technician, { 'accept-language': 'en' })).json();
    expect(body.data.length).toBeGreaterThan(9);
    const mqtt = body.data.find((m: { mqtt: unknown }) => m.mqtt !== null);
    expect(mqtt).toMatchObject({ mqtt: { brokerNumber: expect.any(Number) }, network_type: expect.any(String), networkProtocol: expect.any(String) });
    const model = body.data[0];
    expect(model.deviceTypeCategory).toMatchObject({ _id: expect.any(String), slug: expect.any(String), name: expect.any(String) });
    expect(model.data_model[0]).toMatchObject({ unit: { slug: expect.any(String), name: expect.any(String), value: expect.any(String) }, data_type: expect.any(String) });
  });

  it('needs a signed-in user', async () => {
    for (const url of ['/api/v1/monitoring/error-codes', '/api/v1/monitoring/status-codes', '/api/v1/packages', '/api/v1/devicetype-categories', '/api/v1/devices/devicemodels', '/api/v1/organizations']) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(401);
    }
  });
});
