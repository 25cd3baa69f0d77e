import { and, count, desc, eq, gt, min } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { schema } from '../db/client.ts';
import { AppError, ErrorCode } from '../errors.ts';

const { loginAttempts } = schema;

export interface ThrottleSettings {
  maxFailures: number;
  /** Higher than per e-mail: several people behind one NAT or proxy may mistype. */
  maxFailuresPerIp: number;
  windowMinutes: number;
}

const emailKey = (email: string) => `email:${email}`;
const ipKey = (ip: string) => `ip:${ip}`;

/**
 * Failed sign-ins per e-mail and per IP, counted in `login_attempts` so the limit holds across
 * every api instance. Failures before the key's latest success do not count.
 */
export function loginThrottle(db: Db, settings: ThrottleSettings) {
  return {
    /** Throws RATE_LIMITED (with Retry-After) when the e-mail or the address has used up its failures. */
    async assertAllowed(email: string, ip: string): Promise<void> {
      const windowStart = new Date(Date.now() - settings.windowMinutes * 60_000);
      const checks: Array<[string, number]> = [
        [emailKey(email), settings.maxFailures],
        [ipKey(ip), settings.maxFailuresPerIp],
      ];
      for (const [key, max] of checks) {
        const [lastSuccess] = await db
          .select({ at: loginAttempts.attemptedAt })
          .from(loginAttempts)
          .where(and(eq(loginAttempts.key, key), eq(loginAttempts.succeeded, true), gt(loginAttempts.attemptedAt, windowStart)))
          .orderBy(desc(loginAttempts.attemptedAt))
          .limit(1);
        const since = lastSuccess && lastSuccess.at > windowStart ? lastSuccess.at : windowStart;
        const [row] = await db
          .select({ failures: count(), oldest: min(loginAttempts.attemptedAt) })
          .from(loginAttempts)
          .where(and(eq(loginAttempts.key, key), eq(loginAttempts.succeeded, false), gt(loginAttempts.attemptedAt, since)));
        if (row && row.failures >= max) {
          const oldest = row.oldest ? new Date(row.oldest).getTime() : Date.now();
          const retryAfter = Math.max(1, Math.ceil((oldest + settings.windowMinutes * 60_000 - Date.now()) / 1000));
          throw new AppError(ErrorCode.RATE_LIMITED, 'auth.tooManyFailedSignIns', { retryAfter });
        }
      }
    },

    async record(email: string, ip: string, succeeded: boolean): Promise<void> {
      // A success resets only the e-mail's counter: one valid account must not unlock a guessing IP.
      const rows = succeeded
        ? [{ key: emailKey(email), succeeded }]
        : [
            { key: emailKey(email), succeeded },
            { key: ipKey(ip), succeeded },
          ];
      await db.insert(loginAttempts).values(rows);
    },
  };
}
