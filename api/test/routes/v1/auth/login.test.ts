import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../../../src/db/client.ts';
import { createTestApp, DEMO_PASSWORD, expectErrorShape, type TestApp } from '../../../helpers/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { loginMaxFailures: 3, loginMaxFailuresPerIp: 12 } });
});
afterAll(() => t?.close());

const login = (payload: unknown, remoteAddress = '192.0.2.1') =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: payload as object, remoteAddress });

describe('POST /api/v1/auth/login', () => {
  it('signs in with the right password and answers a token and the user', async () => {
    const response = await login({ email: 'admin@example.com', password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.token.split('.')).toHaveLength(3);
    expect(body.user).toMatchObject({ email: 'admin@example.com', language: expect.stringMatching(/^(da|en)$/) });
    expect(body.user.roles.map((r: { name: string }) => r.name)).toContain('Platform administrator');
    expect(new Date(body.user.createdAt).toISOString()).toBe(body.user.createdAt);

    const audit = await t.database.db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.action, 'auth.login'), eq(schema.auditLog.subjectId, body.user._id)));
    expect(audit.length).toBeGreaterThan(0);
  });

  it('trims and lowercases the e-mail', async () => {
    const response = await login({ email: '  Member@EXAMPLE.com  ', password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.email).toBe('member@example.com');
  });

  it('answers 401 with the same message for a wrong password and an unknown e-mail', async () => {
    const wrong = await login({ email: 'technician@example.com', password: 'wrong-password' }, '192.0.2.2');
    const unknown = await login({ email: 'nobody@example.com', password: 'wrong-password' }, '192.0.2.2');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expectErrorShape(wrong.json(), 'INVALID_CREDENTIALS');
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('takes about as long for an unknown e-mail as for a wrong password', async () => {
    const time = async (email: string) => {
      const started = performance.now();
      await login({ email, password: 'wrong-password' }, `192.0.2.${email.length}`);
      return performance.now() - started;
    };
    // Warm up, then compare medians: both paths run one full argon2id verification.
    await time('warm@example.com');
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 3; i++) {
      known.push(await time('sofie.jensen@example.com'));
      unknown.push(await time(`ghost${i}@example.com`));
    }
    const median = (values: number[]) => values.sort((a, b) => a - b)[1]!;
    // Without the dummy verification an unknown e-mail answers in ~1 ms against ~50 ms: the
    // bound is loose so a busy machine does not make it flaky.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.3);
  });

  it('answers 400 VALIDATION_FAILED with the failing fields', async () => {
    const response = await login({ email: 'not-an-email' });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expectErrorShape(body, 'VALIDATION_FAILED');
    expect(body.fields.map((f: { field: string }) => f.field).sort()).toEqual(['email', 'password']);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expectErrorShape(response.json(), 'VALIDATION_FAILED');
  });

  it('stops one address guessing one account: after 3 failures it waits, even with the right password', async () => {
    const email = 'ida.soerensen@example.com';
    for (let i = 0; i < 3; i++) expect((await login({ email, password: 'wrong-password' }, '198.51.100.1')).statusCode).toBe(401);
    const blocked = await login({ email, password: DEMO_PASSWORD }, '198.51.100.1');
    expect(blocked.statusCode).toBe(429);
    expectErrorShape(blocked.json(), 'RATE_LIMITED');
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  });

  it('never lets others lock an account: failures from many addresses slow down new addresses only, and not for good', async () => {
    const email = 'peter.rasmussen@example.com';
    // The owner has signed in from this address before: it is known.
    expect((await login({ email, password: DEMO_PASSWORD }, '203.0.113.50')).statusCode).toBe(200);
    // Someone tries from many addresses, one failure each.
    for (let i = 0; i < 3; i++) expect((await login({ email, password: 'guess' }, `198.18.1.${i + 1}`)).statusCode).toBe(401);

    // A new address must now wait a little between attempts (1 s, doubling up to a minute)…
    const slowed = await login({ email, password: 'guess' }, '198.18.1.99');
    expect(slowed.statusCode).toBe(429);
    expect(Number(slowed.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(slowed.headers['retry-after'])).toBeLessThanOrEqual(60);
    // …the owner at a known address signs in at once…
    expect((await login({ email, password: DEMO_PASSWORD }, '203.0.113.50')).statusCode).toBe(200);
  });

  it('lets a new address try again once the slow-down has passed', async () => {
    const email = 'camilla.larsen@example.com';
    for (let i = 0; i < 3; i++) expect((await login({ email, password: 'guess' }, `198.18.2.${i + 1}`)).statusCode).toBe(401);
    expect((await login({ email, password: DEMO_PASSWORD }, '198.18.2.50')).statusCode).toBe(429);
    // The first step of the slow-down is a second: the owner at a new address gets in after it.
    await expect.poll(async () => (await login({ email, password: DEMO_PASSWORD }, '198.18.2.50')).statusCode, { timeout: 10_000, interval: 250 }).toBe(200);
  });

  it('resets the per-e-mail count after a success', async () => {
    const email = 'mikkel.andersen@example.com';
    for (let i = 0; i < 2; i++) {
      expect((await login({ email, password: 'nope-nope' }, '203.0.113.1')).statusCode).toBe(401);
    }
    expect((await login({ email, password: DEMO_PASSWORD }, '203.0.113.2')).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) {
      expect((await login({ email, password: 'nope-nope' }, '203.0.113.3')).statusCode).toBe(401);
    }
    expect((await login({ email, password: DEMO_PASSWORD }, '203.0.113.4')).statusCode).toBe(200);
  });

  it('rate-limits many failures from one IP across e-mails', async () => {
    const ip = '198.18.0.1';
    let last = 0;
    for (let i = 0; i < 13; i++) {
      last = (await login({ email: `random${i}@example.com`, password: 'x' }, ip)).statusCode;
    }
    expect(last).toBe(429);
  });

  it('counts the addresses of one IPv6 /64 as one client', async () => {
    let last = 0;
    for (let i = 0; i < 13; i++) {
      last = (await login({ email: `v6-${i}@example.com`, password: "x" }, `2001:db8:77:1::${(i + 1).toString(16)}`)).statusCode;
    }
    expect(last).toBe(429);
    // Another /64 is another client.
    expect((await login({ email: 'v6-other@example.com', password: 'x' }, '2001:db8:77:2::1')).statusCode).toBe(401);
  });
});
