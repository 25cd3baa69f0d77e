import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { writeAudit } from '../audit/writeAudit.ts';
import type { Db } from '../db/client.ts';
import { schema } from '../db/client.ts';

const { passwordResetTokens, users } = schema;

/** One-time password reset tokens (only their hashes are stored) and what redeeming one changes. */
export function passwordResetRepository(db: Db) {
  return {
    async createToken(userId: string, tokenHash: string, expiresAt: Date): Promise<void> {
      await db.insert(passwordResetTokens).values({ userId, tokenHash, expiresAt });
    },

    /** Whether a token could be redeemed now (a read; redeeming still claims it atomically). */
    async isRedeemable(tokenHash: string, now = new Date()): Promise<boolean> {
      const rows = await db
        .select({ userId: passwordResetTokens.userId })
        .from(passwordResetTokens)
        .where(and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)))
        .limit(1);
      return rows.length > 0;
    },

    /**
     * Redeems a token: sets the user's new password, ends every session signed in with the old
     * one and every other outstanding link, and audits it, in one transaction. Undefined (nothing
     * changed) when the token is unknown, expired or used.
     */
    async redeem(tokenHash: string, passwordHash: string, now = new Date()): Promise<string | undefined> {
      return db.transaction(async (tx) => {
        // Claiming the token with one conditional UPDATE makes it single-use even under races.
        const [claimed] = await tx
          .update(passwordResetTokens)
          .set({ usedAt: now })
          .where(and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)))
          .returning({ userId: passwordResetTokens.userId });
        if (!claimed) return undefined;
        await tx
          .update(users)
          .set({ passwordHash, sessionVersion: sql`${users.sessionVersion} + 1` })
          .where(eq(users.id, claimed.userId));
        await tx
          .update(passwordResetTokens)
          .set({ usedAt: now })
          .where(and(eq(passwordResetTokens.userId, claimed.userId), isNull(passwordResetTokens.usedAt)));
        await writeAudit(tx, { actorUserId: claimed.userId, action: 'auth.password_reset', subject: 'User', subjectId: claimed.userId });
        return claimed.userId;
      });
    },
  };
}
