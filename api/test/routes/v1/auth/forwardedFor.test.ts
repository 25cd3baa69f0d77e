import { afterAll, beforeAll, expect, it } from 'vitest';
import { parseEnv } from '../../../../src/config.ts';
import { createTestApp, type TestApp } from '../../../helpers/testApp.ts';

// The per-address sign-in limit counts the caller's address. X-Forwarded-For names it only when the
// gateway (a trusted proxy: loopback by default) sends it; anyone else's header is ignored, so a
// new header per attempt does not buy a new budget.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { loginMaxFailures: 1000, loginMaxFailuresPerIp: 5, trustProxy: parseEnv({}).TRUST_PROXY } });
});
afterAll(() => t?.close());

const attempt = (remoteAddress: string, forwardedFor: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email: `someone${Math.random()}@example.com`, password: 'wrong' },
    headers: { 'x-forwarded-for': forwardedFor },
    remoteAddress,
  });

it('trusts only the gateway beside it by default', () => {
  expect(parseEnv({}).TRUST_PROXY).toBe('loopback');
});

it('counts a caller on a private network by its own address, whatever X-Forwarded-For it sends', async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 8; i++) statuses.push((await attempt('10.20.30.40', `203.0.113.${i + 1}`)).statusCode);
  expect(statuses.slice(0, 5).every((s) => s === 401)).toBe(true);
  expect(statuses.at(-1)).toBe(429);
});

it("counts the browser's address that the gateway forwards", async () => {
  // Two browsers behind the gateway: the first one's failures do not use up the second one's budget.
  for (let i = 0; i < 6; i++) await attempt('127.0.0.1', '198.51.100.1');
  expect((await attempt('127.0.0.1', '198.51.100.1')).statusCode).toBe(429);
  expect((await attempt('127.0.0.1', '198.51.100.2')).statusCode).toBe(401);
});
