import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../helpers/testApp.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('member@example.com');
});
afterAll(() => t?.close());

const get = (url: string, language: string) =>
  t.app.inject({ url, headers: { ...t.auth(token), 'accept-language': language } });

describe('GET /api/v1/const/analytics/*', () => {
  it('lists the reference series, named in the language of the request', async () => {
    const en = await get('/api/v1/const/analytics/refs', 'en');
    expect(en.statusCode).toBe(200);
    expect(en.json().data).toEqual([
      { _id: 'none', name: 'None' },
      { _id: 'previous_period', name: 'Previous period' },
      { _id: 'previous_year', name: 'Same period last year' },
    ]);
    const da = (await get('/api/v1/const/analytics/refs', 'da')).json().data;
    expect(da.find((r: { _id: string }) => r._id === 'previous_period').name).toBe('Forrige periode');
  });

  it('lists the periods, named in the language of the request', async () => {
    const en = (await get('/api/v1/const/analytics/periods', 'en')).json().data;
    expect(en.map((p: { _id: string }) => p._id)).toEqual(['day', 'week', 'month', 'three_months', 'custom']);
    expect(en[3].name).toBe('3 months');
    const da = (await get('/api/v1/const/analytics/periods', 'da')).json().data;
    expect(da[1]).toEqual({ _id: 'week', name: 'Uge' });
  });

  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ url: '/api/v1/const/analytics/refs' })).statusCode).toBe(401);
  });
});
