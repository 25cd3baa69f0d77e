import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../src/db/client.ts';
import { purgeExpiredAuthRows } from '../../src/plugins/housekeeping.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t?.close());

describe('purgeExpiredAuthRows', () => {
  it('deletes expired revocations and old sign-in attempts, keeps current ones', async () => {
    const { db } = t.database;
    const hour = 3600_000;
    await db.insert(schema.revokedTokens).values([
      { jti: 'expired', expiresAt: new Date(Date.now() - hour) },
      { jti: 'current', expiresAt: new Date(Date.now() + hour) },
    ]);
    await db.insert(schema.loginAttempts).values([
      { key: 'email:old@example.com', succeeded: false, attemptedAt: new Date(Date.now() - 48 * hour) },
      { key: 'email:new@example.com', succeeded: false, attemptedAt: new Date() },
      // An account's known addresses are kept for 30 days.
      { key: 'known:a@example.com 192.0.2.1', succeeded: true, attemptedAt: new Date(Date.now() - 10 * 24 * hour) },
      { key: 'known:a@example.com 192.0.2.2', succeeded: true, attemptedAt: new Date(Date.now() - 31 * 24 * hour) },
    ]);
    await purgeExpiredAuthRows(t.app);
    expect((await db.select().from(schema.revokedTokens)).map((r) => r.jti)).toEqual(['current']);
    expect((await db.select().from(schema.loginAttempts)).map((r) => r.key).sort()).toEqual(['email:new@example.com', 'known:a@example.com 192.0.2.1']);
  });
});
