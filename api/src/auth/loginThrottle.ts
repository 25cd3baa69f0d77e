import { and, count, desc, eq, gt, max, min } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { schema } from '../db/client.ts';
import { AppError, ErrorCode } from '../errors.ts';

const { loginAttempts } = schema;

export interface ThrottleSettings {
  /** Failures one address may make on one account in the window; then that pair waits it out. */
  maxFailures: number;
  /** Failures one address may make on any accounts in the window (credential stuffing). */
  maxFailuresPerIp: number;
  windowMinutes: number;
}

/** The longest wait between failures on one account from addresses it has never signed in from. */
export const MAX_ACCOUNT_DELAY_SECONDS = 60;
/** An address the account signed in from this recently is known: others' failures never slow it. */
export const KNOWN_ADDRESS_DAYS = 30;

/** Where attempts are counted: the account from one address, the address, the account, a known pair. */
const pairKey = (email: string, ip: string) => `pair:${email} ${ip}`;
const ipKey = (ip: string) => `ip:${ip}`;
const emailKey = (email: string) => `email:${email}`;
export const knownKeyPrefix = 'known:';
const knownKey = (email: string, ip: string) => `${knownKeyPrefix}${email} ${ip}`;

const limited = (retryAfterMs: number) =>
  new AppError(ErrorCode.RATE_LIMITED, 'auth.tooManyFailedSignIns', { retryAfter: Math.max(1, Math.ceil(retryAfterMs / 1000)) });

/**
 * Failed sign-ins, counted in `login_attempts` so that the limits hold across every api instance,
 * after OWASP's guidance (Authentication Cheat Sheet, "Login Throttling"): nobody can lock somebody
 * else out.
 * - One address and one account: `maxFailures` in the window, then that address waits for that
 *   account (a guesser at one address is stopped; the owner elsewhere is not).
 * - One address, any accounts: `maxFailuresPerIp` in the window, then it waits.
 * - One account from many addresses: no lock, a slow-down. From `maxFailures` failures on, each
 *   further attempt from an address the account has not signed in from lately waits 1, 2, 4 … up to
 *   60 s after the last failure. Addresses the account signed in from in the last 30 days are never
 *   slowed by others' failures.
 * A success ends the count of its pair and of its account (not of its address: one valid account
 * must not unlock a guessing address).
 */
export function loginThrottle(db: Db, settings: ThrottleSettings) {
  const windowMs = settings.windowMinutes * 60_000;

  /** Failures of `key` in the window since its last success. */
  async function failures(key: string, now: number) {
    const windowStart = new Date(now - windowMs);
    const [lastSuccess] = await db
      .select({ at: loginAttempts.attemptedAt })
      .from(loginAttempts)
      .where(and(eq(loginAttempts.key, key), eq(loginAttempts.succeeded, true), gt(loginAttempts.attemptedAt, windowStart)))
      .orderBy(desc(loginAttempts.attemptedAt))
      .limit(1);
    const [row] = await db
      .select({ failures: count(), oldest: min(loginAttempts.attemptedAt), latest: max(loginAttempts.attemptedAt) })
      .from(loginAttempts)
      .where(and(eq(loginAttempts.key, key), eq(loginAttempts.succeeded, false), gt(loginAttempts.attemptedAt, lastSuccess?.at ?? windowStart)));
    return {
      count: row?.failures ?? 0,
      oldest: row?.oldest ? new Date(row.oldest).getTime() : now,
      latest: row?.latest ? new Date(row.latest).getTime() : now,
    };
  }

  async function isKnown(email: string, ip: string, now: number): Promise<boolean> {
    const rows = await db
      .select({ at: loginAttempts.attemptedAt })
      .from(loginAttempts)
      .where(and(eq(loginAttempts.key, knownKey(email, ip)), gt(loginAttempts.attemptedAt, new Date(now - KNOWN_ADDRESS_DAYS * 86_400_000))))
      .limit(1);
    return rows.length > 0;
  }

  return {
    /** Throws RATE_LIMITED (with Retry-After) when this attempt must wait. */
    async assertAllowed(email: string, ip: string): Promise<void> {
      const now = Date.now();
      const pair = await failures(pairKey(email, ip), now);
      if (pair.count >= settings.maxFailures) throw limited(pair.oldest + windowMs - now);
      const address = await failures(ipKey(ip), now);
      if (address.count >= settings.maxFailuresPerIp) throw limited(address.oldest + windowMs - now);

      const account = await failures(emailKey(email), now);
      if (account.count < settings.maxFailures || (await isKnown(email, ip, now))) return;
      const delayMs = Math.min(MAX_ACCOUNT_DELAY_SECONDS, 2 ** (account.count - settings.maxFailures)) * 1000;
      const wait = account.latest + delayMs - now;
      if (wait > 0) throw limited(wait);
    },

    async record(email: string, ip: string, succeeded: boolean): Promise<void> {
      const rows = succeeded
        ? [pairKey(email, ip), emailKey(email), knownKey(email, ip)].map((key) => ({ key, succeeded }))
        : [pairKey(email, ip), ipKey(ip), emailKey(email)].map((key) => ({ key, succeeded }));
      await db.insert(loginAttempts).values(rows);
    },
  };
}
