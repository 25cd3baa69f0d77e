import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { writeAudit } from '../audit/writeAudit.ts';
import type { Db } from '../db/client.ts';
import { schema } from '../db/client.ts';
import { pageOffset } from '../schemas/common.ts';
import type { UserDto } from '../schemas/user.ts';
import { likePattern } from '../validation/likePattern.ts';
import type { UserListFilter, UserSort } from './userListQuerySchema.ts';
import { userSearchText } from '../db/schema/identity.ts';

const { organizationMembers, organizations, revokedTokens, roles, userRoles, users } = schema;

export interface UserConfig {
  language: 'da' | 'en';
  utcOffset: number;
}

/** The ORDER BY of a sort: each order ends on the id, so that pages never overlap. */
function userOrder(sort: UserSort): SQL[] {
  const dir = sort.startsWith('-') ? desc : asc;
  switch (sort.replace('-', '') as 'name' | 'email' | 'createdAt') {
    case 'email':
      return [dir(users.email), dir(users.id)];
    case 'createdAt':
      return [dir(users.createdAt), dir(users.id)];
    case 'name':
      return [dir(sql`lower(${users.lastName})`), dir(sql`lower(${users.firstName})`), dir(users.id)];
  }
}

/** Users: who they are, their roles and organisations, their settings and their sign-in facts. */
export function userRepository(db: Db) {
  /** The API's `UserDto` of each user (three queries whatever the count), in the order of `ids`. */
  async function loadDtos(ids: string[]): Promise<UserDto[]> {
    if (ids.length === 0) return [];
    const [userRows, roleRows, orgRows] = await Promise.all([
      db.select().from(users).where(inArray(users.id, ids)),
      db
        .select({
          userId: userRoles.userId,
          _id: roles.id,
          name: roles.name,
          organizationId: userRoles.organizationId,
          roleOrganizationId: roles.organizationId,
        })
        .from(userRoles)
        .innerJoin(roles, eq(roles.id, userRoles.roleId))
        .where(inArray(userRoles.userId, ids))
        .orderBy(asc(roles.name)),
      db
        .select({ userId: organizationMembers.userId, _id: organizations.id, name: organizations.name })
        .from(organizationMembers)
        .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
        .where(inArray(organizationMembers.userId, ids))
        .orderBy(asc(organizations.name)),
    ]);
    const byId = new Map(userRows.map((u) => [u.id, u]));
    return ids.flatMap((id) => {
      const user = byId.get(id);
      if (!user) return [];
      return [
        {
          _id: user.id,
          email: user.email,
          firstName: user.firstName,
          lastName: user.lastName,
          name: `${user.firstName} ${user.lastName}`.trim(),
          language: user.language,
          utcOffset: user.utcOffset,
          isActive: user.isActive,
          roles: roleRows
            .filter((r) => r.userId === id)
            .map((r) => ({ _id: r._id, name: r.name, organizationId: r.organizationId ?? r.roleOrganizationId })),
          organizations: orgRows.filter((o) => o.userId === id).map((o) => ({ _id: o._id, name: o.name })),
          createdAt: user.createdAt.toISOString(),
          updatedAt: user.updatedAt.toISOString(),
        },
      ];
    });
  }

  return {
    loadDtos,

    async loadDto(id: string): Promise<UserDto | undefined> {
      const [dto] = await loadDtos([id]);
      return dto;
    },

    /**
     * One page of the users in `scope` (everyone, or the members of these organisations) that match
     * `filter`, with the total. The search runs over name and e-mail together through the trigram
     * index `users_search_trgm_idx` (the same expression, see the schema), so it finds any part of
     * either, in any case, quickly whatever the number of users.
     */
    async listPage(scope: 'all' | string[], filter: UserListFilter, page: number, perPage: number): Promise<{ users: UserDto[]; total: number }> {
      if (scope !== 'all' && scope.length === 0) return { users: [], total: 0 };
      const memberOf = (organizationIds: string[]) =>
        inArray(users.id, db.select({ userId: organizationMembers.userId }).from(organizationMembers).where(inArray(organizationMembers.organizationId, organizationIds)));
      const conditions: SQL[] = [];
      if (scope !== 'all') conditions.push(memberOf(scope));
      if (filter.organizationIds?.length) conditions.push(memberOf(filter.organizationIds));
      if (filter.roleIds?.length) {
        conditions.push(inArray(users.id, db.select({ userId: userRoles.userId }).from(userRoles).where(inArray(userRoles.roleId, filter.roleIds))));
      }
      if (filter.isActive !== undefined) conditions.push(eq(users.isActive, filter.isActive));
      if (filter.search) conditions.push(sql`${userSearchText(users)} ilike ${likePattern(filter.search)}`);
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(users).where(where);
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(where)
        .orderBy(...userOrder(filter.sort))
        .limit(perPage)
        .offset(pageOffset(page, perPage));
      return { users: await loadDtos(rows.map((r) => r.id)), total };
    },

    /** True when `userId` is a member of one of `organizationIds`. */
    async isMemberOfAny(userId: string, organizationIds: string[]): Promise<boolean> {
      if (organizationIds.length === 0) return false;
      const [row] = await db
        .select({ userId: organizationMembers.userId })
        .from(organizationMembers)
        .where(and(eq(organizationMembers.userId, userId), inArray(organizationMembers.organizationId, organizationIds)))
        .limit(1);
      return Boolean(row);
    },

    /** Changes a user's own settings and audits the change, in one transaction. */
    async updateConfig(userId: string, before: UserConfig, changes: Partial<UserConfig>): Promise<UserConfig> {
      return db.transaction(async (tx) => {
        const [updated] = await tx
          .update(users)
          .set(changes)
          .where(eq(users.id, userId))
          .returning({ language: users.language, utcOffset: users.utcOffset });
        const after = updated ?? before;
        await writeAudit(tx, {
          actorUserId: userId,
          action: 'user.config.update',
          subject: 'User',
          subjectId: userId,
          changes: { before, after },
        });
        return after;
      });
    },

    /** What signing in checks, by e-mail (lowercase). */
    async findCredentials(email: string) {
      const [user] = await db
        .select({ id: users.id, passwordHash: users.passwordHash, isActive: users.isActive, sessionVersion: users.sessionVersion })
        .from(users)
        .where(eq(users.email, email))
        .limit(1);
      return user;
    },

    /** Who a password reset e-mail goes to, by e-mail (lowercase). */
    async findForPasswordReset(email: string) {
      const [user] = await db
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, language: users.language, isActive: users.isActive })
        .from(users)
        .where(eq(users.email, email))
        .limit(1);
      return user;
    },

    /** The user of a session, and whether its token (`jti`) was revoked by a logout: one round trip. */
    async findSession(userId: string, jti: string) {
      const [user] = await db
        .select({
          revoked: sql<boolean>`exists (select 1 from ${revokedTokens} where ${revokedTokens.jti} = ${jti})`,
          sessionVersion: users.sessionVersion,
          id: users.id,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          language: users.language,
          utcOffset: users.utcOffset,
          isActive: users.isActive,
          createdAt: users.createdAt,
        })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return user;
    },
  };
}
