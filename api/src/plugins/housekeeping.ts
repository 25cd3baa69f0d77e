import { and, isNotNull, lt, notLike, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { KNOWN_ADDRESS_DAYS, knownKeyPrefix } from '../auth/loginThrottle.ts';
import { schema } from '../db/client.ts';

const { loginAttempts, passwordResetTokens, revokedTokens } = schema;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes rows that can no longer matter: revoked tokens past their expiry, sign-in attempts
 * older than a day (an account's known addresses: 30 days), reset tokens used or expired a day ago. Idempotent, so every instance may
 * run it; no lock needed.
 */
export async function purgeExpiredAuthRows(app: FastifyInstance, now = new Date()): Promise<void> {
  const dayAgo = new Date(now.getTime() - DAY_MS);
  await app.db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, now));
  // Attempts count for a day at most; an account's known addresses for KNOWN_ADDRESS_DAYS.
  await app.db.delete(loginAttempts).where(and(lt(loginAttempts.attemptedAt, dayAgo), notLike(loginAttempts.key, `${knownKeyPrefix}%`)));
  await app.db.delete(loginAttempts).where(lt(loginAttempts.attemptedAt, new Date(now.getTime() - KNOWN_ADDRESS_DAYS * DAY_MS)));
  await app.db
    .delete(passwordResetTokens)
    .where(
      or(
        lt(passwordResetTokens.expiresAt, dayAgo),
        and(isNotNull(passwordResetTokens.usedAt), lt(passwordResetTokens.usedAt, dayAgo)),
      ),
    );
}

export const housekeepingPlugin = fp(
  async function housekeepingPlugin(app: FastifyInstance, opts: { intervalMs: number }) {
    const run = () =>
      purgeExpiredAuthRows(app).catch((error: unknown) => app.log.warn({ err: error }, 'housekeeping failed'));
    const timer = setInterval(run, opts.intervalMs);
    timer.unref();
    app.addHook('onReady', async () => void run());
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'housekeepingPlugin', dependencies: ['dbPlugin'] },
);
