import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { schema } from '../../../db/client.ts';

const { organizationMembers } = schema;

/** True when `userId` is a member of one of `organizationIds`. */
export async function isMemberOfAny(db: Db, userId: string, organizationIds: string[]): Promise<boolean> {
  if (organizationIds.length === 0) return false;
  const [row] = await db
    .select({ userId: organizationMembers.userId })
    .from(organizationMembers)
    .where(and(eq(organizationMembers.userId, userId), inArray(organizationMembers.organizationId, organizationIds)))
    .limit(1);
  return Boolean(row);
}
