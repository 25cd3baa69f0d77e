import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { testConfig } from '../../src/config.ts';
import { createTestDatabase } from '../db/createTestDatabase.ts';
import { createTestApp, expectErrorShape, type TestApp } from '../helpers/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t?.close());

describe('error responses', () => {
  it('answers unknown routes with 404 in the error shape', async () => {
    const response = await t.app.inject('/api/v1/nothing-here');
    expect(response.statusCode).toBe(404);
    expectErrorShape(response.json(), 'NOT_FOUND');
  });

  it('answers a body over the limit with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'a@example.com', password: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(response.statusCode).toBe(413);
    expectErrorShape(response.json(), 'PAYLOAD_TOO_LARGE');
  });

  it('answers 415 for an unsupported media type', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<hello/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe('VALIDATION_FAILED');
  });

  it('answers 5xx with a generic message and the request id, never details', async () => {
    const database = await createTestDatabase();
    const app = await buildApp({ database, config: testConfig() });
    // A broken database is a realistic unexpected failure.
    await database.drop();
    const response = await app.inject({ url: '/api/health', headers: { 'x-request-id': 'req-123' } });
    await app.close();
    expect(response.statusCode).toBe(500);
    const body = response.json();
    expectErrorShape(body, 'INTERNAL');
    expect(body).toEqual({ message: expect.any(String), code: 'INTERNAL', requestId: 'req-123' });
    expect(response.headers['x-request-id']).toBe('req-123');
  });

  it('sends CORS headers for the web origin only', async () => {
    const allowed = await t.app.inject({ url: '/api/health', headers: { origin: 'http://localhost:4000' } });
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:4000');
    const other = await t.app.inject({ url: '/api/health', headers: { origin: 'http://evil.example' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});
