import type { Db } from '../db/client.ts';
import { schema } from '../db/client.ts';

/** Tokens ended by a logout before they expire (the auth check reads them with the user, see userRepository.findSession). */
export function revokedTokenRepository(db: Db) {
  return {
    /** Kept until the token would have expired anyway; housekeeping deletes older rows. */
    async revoke(jti: string, expiresAt: Date): Promise<void> {
      await db.insert(schema.revokedTokens).values({ jti, expiresAt }).onConflictDoNothing();
    },
  };
}
