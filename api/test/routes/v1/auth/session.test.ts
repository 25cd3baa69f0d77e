import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '../../../../src/auth/tokens.ts';
import { createTestApp, expectErrorShape, type TestApp } from '../../../helpers/testApp.ts';

let t: TestApp;
let adminId: string;
beforeAll(async () => {
  t = await createTestApp();
  const token = await t.login('admin@example.com');
  adminId = (await t.app.inject({ url: '/api/v1/users/me', headers: t.auth(token) })).json()._id;
});
afterAll(() => t?.close());

const me = (token?: string) =>
  t.app.inject({ url: '/api/v1/users/me', headers: token === undefined ? {} : { authorization: `Bearer ${token}` } });

async function expect401(token?: string) {
  const response = await me(token);
  expect(response.statusCode).toBe(401);
  expectErrorShape(response.json(), 'UNAUTHENTICATED');
}

describe('bearer tokens', () => {
  it('accepts a fresh token', async () => {
    const { token } = await signAccessToken(t.config.jwtSecret, adminId, 0);
    expect((await me(token)).statusCode).toBe(200);
  });

  it('rejects a missing token', () => expect401());

  it('rejects an expired token', async () => {
    const { token } = await signAccessToken(t.config.jwtSecret, adminId, 0, new Date(Date.now() - 13 * 3600_000));
    await expect401(token);
  });

  it('rejects a token that is not valid yet', async () => {
    const { token } = await signAccessToken(t.config.jwtSecret, adminId, 0, new Date(Date.now() + 3600_000));
    const response = await me(token);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toMatch(/not valid yet/);
  });

  it('rejects a tampered token', async () => {
    const { token } = await signAccessToken(t.config.jwtSecret, adminId, 0);
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: '00000000-0000-0000-0000-000000000001' })).toString('base64url');
    await expect401(`${header}.${forged}.${signature}`);
  });

  it('rejects a token signed with another secret or algorithm', async () => {
    const other = await signAccessToken(new TextEncoder().encode('x'.repeat(40)), adminId, 0);
    await expect401(other.token);
    const unsigned = await new SignJWT({ sub: adminId, jti: 'x' })
      .setProtectedHeader({ alg: 'HS512' })
      .setIssuedAt()
      .setNotBefore('0s')
      .setExpirationTime('1h')
      .sign(t.config.jwtSecret);
    await expect401(unsigned);
  });

  it('rejects a correctly signed token whose claims are not ours (a user id that is not one) with 401, not 500', async () => {
    const { token } = await signAccessToken(t.config.jwtSecret, 'not-a-user-id', 0);
    await expect401(token);
    const withoutVersion = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(adminId)
      .setJti('x')
      .setIssuedAt()
      .setNotBefore('0s')
      .setExpirationTime('1h')
      .sign(t.config.jwtSecret);
    await expect401(withoutVersion);
  });

  it('rejects a revoked token after logout, while other sessions go on', async () => {
    const token = await t.login('admin@example.com');
    const other = await t.login('admin@example.com');
    const logout = await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: t.auth(token) });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ ok: true });
    await expect401(token);
    expect((await me(other)).statusCode).toBe(200);
  });
});
