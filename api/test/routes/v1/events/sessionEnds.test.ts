import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../../src/app.ts';
import { passwordResetRepository } from '../../../../src/auth/passwordResetRepository.ts';
import { createResetToken } from '../../../../src/auth/resetTokens.ts';
import { signAccessToken, TOKEN_LIFETIME_SECONDS } from '../../../../src/auth/tokens.ts';
import { schema } from '../../../../src/db/client.ts';
import { createTestApp, type TestApp } from '../../../helpers/testApp.ts';
import { waitFor } from '../../../events/readEvents.ts';

// A stream lasts only as long as the session it was opened with: a logout, a password reset and the
// token's expiry end it on every api instance, and the same token cannot open another one. What the
// user may read is fixed when the stream opens, so anything that changes it (deactivation, roles,
// memberships, service centres) ends the user's streams too: a reconnection gets the new scope.

let t: TestApp;
let other: FastifyInstance;
let baseUrl: string;
let otherUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  // A second app on the same database is a second api instance: it shares nothing in memory.
  other = await buildApp({ database: t.database, config: t.config });
  await other.listen({ port: 0, host: '127.0.0.1' });
  otherUrl = `http://127.0.0.1:${(other.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await other?.close();
  await t?.close();
});

/** An open stream, and a promise that resolves when the server ends it. */
async function openStream(url: string, token: string) {
  const response = await fetch(`${url}/api/v1/events?types=viewer.changed`, { headers: t.auth(token) });
  expect(response.status).toBe(200);
  const reader = response.body!.getReader();
  const ended = (async () => {
    for (;;) if ((await reader.read()).done) return true;
  })();
  return { ended, cancel: () => reader.cancel().catch(() => {}) };
}

/** Whether the server ends the stream within a moment (the others have ended by then). */
const endsSoon = (stream: { ended: Promise<boolean> }) => Promise.race([stream.ended, new Promise<boolean>((r) => setTimeout(() => r(false), 300))]);

const userIdOf = async (email: string) => (await t.database.db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.email, email)))[0]!.id;

describe('event streams end with their session', () => {
  it("a logout ends that token's streams on every instance, and no other; the token opens none again", async () => {
    const [signedOut, sameUser] = await Promise.all([t.login('member@example.com'), t.login('member@example.com')]);
    const here = await openStream(baseUrl, signedOut);
    const there = await openStream(otherUrl, signedOut);
    const kept = await openStream(baseUrl, sameUser);
    await waitFor(() => t.app.events.subscriberCount === 2 && other.events.subscriberCount === 1);

    const logout = await fetch(`${baseUrl}/api/v1/auth/logout`, { method: 'POST', headers: t.auth(signedOut) });
    expect(logout.status).toBe(200);
    expect(await here.ended).toBe(true);
    expect(await there.ended).toBe(true);
    expect(await endsSoon(kept)).toBe(false);
    await waitFor(() => t.app.events.subscriberCount === 1 && other.events.subscriberCount === 0);

    const again = await fetch(`${otherUrl}/api/v1/events`, { headers: t.auth(signedOut) });
    expect(again.status).toBe(401);
    expect(((await again.json()) as { code: string }).code).toBe('UNAUTHENTICATED');
    await kept.cancel();
  }, 20_000);

  it("a password reset ends every stream of the user's sessions, and nobody else's", async () => {
    const [first, second, someoneElse] = await Promise.all([
      t.login('sofie.jensen@example.com'),
      t.login('sofie.jensen@example.com'),
      t.login('admin@example.com'),
    ]);
    const streams = [await openStream(baseUrl, first), await openStream(otherUrl, second)];
    const others = await openStream(otherUrl, someoneElse);
    await waitFor(() => t.app.events.subscriberCount === 1 && other.events.subscriberCount === 2);

    const { token, tokenHash } = createResetToken();
    await passwordResetRepository(t.database.db).createToken(await userIdOf('sofie.jensen@example.com'), tokenHash, new Date(Date.now() + 60_000));
    const reset = await fetch(`${baseUrl}/api/v1/auth/password/new`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token, password: 'Another-Passw0rd' }),
    });
    expect(reset.status).toBe(200);
    for (const stream of streams) expect(await stream.ended).toBe(true);
    expect(await endsSoon(others)).toBe(false);
    const again = await fetch(`${baseUrl}/api/v1/events`, { headers: t.auth(first) });
    expect(again.status).toBe(401);
    await others.cancel();
  }, 20_000);

  it('a stream ends when its token expires', async () => {
    const userId = await userIdOf('technician@example.com');
    const [user] = await t.database.db.select({ sessionVersion: schema.users.sessionVersion }).from(schema.users).where(eq(schema.users.id, userId));
    // Issued long enough ago that it expires in two seconds.
    const issued = new Date(Date.now() - (TOKEN_LIFETIME_SECONDS - 2) * 1000);
    const { token } = await signAccessToken(t.app.jwtSecret, userId, user!.sessionVersion, issued);
    const stream = await openStream(baseUrl, token);
    expect(await stream.ended).toBe(true);
    const again = await fetch(`${baseUrl}/api/v1/events`, { headers: t.auth(token) });
    expect(again.status).toBe(401);
  }, 20_000);

  it("deactivating the account ends the user's streams on every instance, and the token opens none again", async () => {
    const [token, someoneElse] = await Promise.all([t.login('member@example.com'), t.login('admin@example.com')]);
    const userId = await userIdOf('member@example.com');
    const streams = [await openStream(baseUrl, token), await openStream(otherUrl, token)];
    const others = await openStream(baseUrl, someoneElse);
    await waitFor(() => t.app.events.subscriberCount === 2 && other.events.subscriberCount === 1);
    try {
      // However it happens (an administrator's screen or an operator's SQL): the database says so.
      await t.database.db.update(schema.users).set({ isActive: false }).where(eq(schema.users.id, userId));
      for (const stream of streams) expect(await stream.ended).toBe(true);
      expect(await endsSoon(others)).toBe(false);
      const again = await fetch(`${otherUrl}/api/v1/events`, { headers: t.auth(token) });
      expect(again.status).toBe(401);
    } finally {
      await t.database.db.update(schema.users).set({ isActive: true }).where(eq(schema.users.id, userId));
      await others.cancel();
    }
  }, 20_000);

  it("a change of roles or memberships ends the user's streams; the same token reconnects with the new scope", async () => {
    const token = await t.login('member@example.com');
    const userId = await userIdOf('member@example.com');
    const [grant] = await t.database.db.select().from(schema.userRoles).where(eq(schema.userRoles.userId, userId)).limit(1);
    const stream = await openStream(otherUrl, token);
    await waitFor(() => other.events.subscriberCount === 1);
    await t.database.db.delete(schema.userRoles).where(eq(schema.userRoles.id, grant!.id));
    try {
      expect(await stream.ended).toBe(true);
      const again = await openStream(baseUrl, token);
      await waitFor(() => t.app.events.subscriberCount === 1);
      // Given back: ended again, so that the scope widens as soon as it narrowed.
      await t.database.db.insert(schema.userRoles).values(grant!);
      expect(await again.ended).toBe(true);
    } finally {
      await t.database.db.insert(schema.userRoles).values(grant!).onConflictDoNothing();
    }
  }, 20_000);

  it("deactivating a technician ends their streams (the orders they may read changed), and not the dispatcher's", async () => {
    const [technician, admin] = await Promise.all([t.login('technician@example.com'), t.login('admin@example.com')]);
    const userId = await userIdOf('technician@example.com');
    const [row] = await t.database.db.select().from(schema.technicians).where(eq(schema.technicians.userId, userId)).limit(1);
    const path = `${baseUrl}/api/v1/service-centers/${row!.serviceCenterId}/technicians/${row!.id}`;
    const patch = (isActive: boolean) =>
      fetch(path, { method: 'PATCH', headers: { ...t.auth(admin), 'content-type': 'application/json' }, body: JSON.stringify({ isActive }) });
    const stream = await openStream(otherUrl, technician);
    const dispatcher = await openStream(otherUrl, admin);
    await waitFor(() => other.events.subscriberCount === 2);
    try {
      expect((await patch(false)).status).toBe(200);
      expect(await stream.ended).toBe(true);
      expect(await endsSoon(dispatcher)).toBe(false);
      // Still signed in: the new stream reads what an inactive technician may.
      const again = await fetch(`${baseUrl}/api/v1/events?types=viewer.changed`, { headers: t.auth(technician) });
      expect(again.status).toBe(200);
      await again.body?.cancel();
    } finally {
      expect((await patch(true)).status).toBe(200);
      await dispatcher.cancel();
    }
  }, 20_000);
});
