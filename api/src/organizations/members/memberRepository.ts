import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { writeAudit } from '../../audit/writeAudit.ts';
import type { Db } from '../../db/client.ts';
import { schema } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/isUniqueViolation.ts';
import { AppError, ErrorCode } from '../../errors.ts';
import { pageOffset } from '../../schemas/common.ts';
import { invalidField } from '../invalidField.ts';
import type { MemberDto, MemberInvite, MemberListFilter, MemberSort } from './memberSchemas.ts';

const { organizationMembers, roles, userRoles, users } = schema;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** `%…%` for ILIKE, the user's own `%` and `_` taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const sortColumns = {
  name: [sql`lower(${users.lastName})`, sql`lower(${users.firstName})`, users.email],
  email: [users.email],
  joinedAt: [organizationMembers.createdAt],
} as const;

export interface InviteOutcome {
  userId: string;
  /** A new account was made: it has no password until the invitation's link is used. */
  created: boolean;
}

/**
 * The members of an organisation — users linked by `organization_members` — and the roles each holds
 * within it (`user_roles` granted in the organisation). Only the organisation's own roles can be
 * given here: a platform role granted within an organisation would count there with all its rules.
 */
export function memberRepository(db: Db) {
  /** Members by user id with their roles in the organisation: two statements for any number. */
  async function load(organizationId: string, userIds: string[]): Promise<MemberDto[]> {
    if (userIds.length === 0) return [];
    const [rows, grants] = await Promise.all([
      db
        .select({
          id: users.id,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          language: users.language,
          isActive: users.isActive,
          pending: sql<boolean>`${users.passwordHash} is null`,
          joinedAt: organizationMembers.createdAt,
        })
        .from(organizationMembers)
        .innerJoin(users, eq(users.id, organizationMembers.userId))
        .where(and(eq(organizationMembers.organizationId, organizationId), inArray(organizationMembers.userId, userIds))),
      db
        .select({ userId: userRoles.userId, _id: roles.id, name: roles.name, description: roles.description })
        .from(userRoles)
        .innerJoin(roles, eq(roles.id, userRoles.roleId))
        .where(and(eq(userRoles.organizationId, organizationId), inArray(userRoles.userId, userIds)))
        .orderBy(asc(roles.name), asc(roles.id)),
    ]);
    const byId = new Map(rows.map((row) => [row.id, row]));
    return userIds.flatMap((id) => {
      const row = byId.get(id);
      if (!row) return [];
      return [
        {
          _id: row.id,
          organizationId,
          email: row.email,
          firstName: row.firstName,
          lastName: row.lastName,
          name: `${row.firstName} ${row.lastName}`.trim(),
          language: row.language,
          isActive: row.isActive,
          pending: row.pending,
          roles: grants.filter((g) => g.userId === id).map(({ _id, name, description }) => ({ _id, name, description })),
          joinedAt: row.joinedAt.toISOString(),
        },
      ];
    });
  }

  /** Every id must be one of the organisation's own roles (400 on `roleIds` otherwise). */
  async function assertAssignable(tx: Tx, organizationId: string, roleIds: string[]) {
    if (roleIds.length === 0) return;
    const found = await tx
      .select({ id: roles.id })
      .from(roles)
      .where(and(inArray(roles.id, roleIds), eq(roles.organizationId, organizationId)));
    const known = new Set(found.map((row) => row.id));
    const unknown = roleIds.filter((id) => !known.has(id));
    if (unknown.length > 0) throw invalidField('roleIds', 'member.unknownRoles', { ids: unknown.join(', ') });
  }

  async function rolesOf(tx: Tx, organizationId: string, userId: string): Promise<string[]> {
    const rows = await tx
      .select({ id: userRoles.roleId })
      .from(userRoles)
      .where(and(eq(userRoles.userId, userId), eq(userRoles.organizationId, organizationId)));
    return rows.map((row) => row.id).sort();
  }

  async function grant(tx: Tx, organizationId: string, userId: string, roleIds: string[]) {
    if (roleIds.length > 0) await tx.insert(userRoles).values(roleIds.map((roleId) => ({ userId, roleId, organizationId }))).onConflictDoNothing();
  }

  return {
    load,

    async get(organizationId: string, userId: string): Promise<MemberDto | undefined> {
      const [member] = await load(organizationId, [userId]);
      return member;
    },

    /** One page of the organisation's members in `sort` order, with the total (the members' primary key, then their user rows). */
    async listPage(organizationId: string, filter: MemberListFilter, sort: MemberSort, page: number, perPage: number): Promise<{ data: MemberDto[]; total: number }> {
      const conditions: SQL[] = [eq(organizationMembers.organizationId, organizationId)];
      if (filter.search) {
        const pattern = containing(filter.search);
        conditions.push(
          or(ilike(users.email, pattern), ilike(users.firstName, pattern), ilike(users.lastName, pattern), ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern))!,
        );
      }
      if (filter.pending !== undefined) conditions.push(filter.pending ? isNull(users.passwordHash) : isNotNull(users.passwordHash));
      const where = and(...conditions);
      const order = sortColumns[sort.key].map((column) => (sort.descending ? desc(column) : asc(column)));
      const [rows, [{ total } = { total: 0 }]] = await Promise.all([
        db
          .select({ id: users.id })
          .from(organizationMembers)
          .innerJoin(users, eq(users.id, organizationMembers.userId))
          .where(where)
          .orderBy(...order, asc(users.id))
          .limit(perPage)
          .offset(pageOffset(page, perPage)),
        db.select({ total: count() }).from(organizationMembers).innerJoin(users, eq(users.id, organizationMembers.userId)).where(where),
      ]);
      return { data: await load(organizationId, rows.map((row) => row.id)), total };
    },

    /** The roles a member of the organisation can be given: its own, by name. */
    async assignableRoles(organizationId: string) {
      return db
        .select({ _id: roles.id, name: roles.name, description: roles.description })
        .from(roles)
        .where(eq(roles.organizationId, organizationId))
        .orderBy(asc(roles.name), asc(roles.id));
    },

    /**
     * Makes the user with this e-mail a member with these roles, creating the account when there is
     * none (without a password: the invitation's link sets it); audited in the same transaction.
     * 409 when they already are a member or their account is deactivated.
     */
    async invite(organizationId: string, input: MemberInvite, actorUserId: string): Promise<InviteOutcome> {
      const attempt = () =>
        db.transaction(async (tx) => {
          const roleIds = input.roleIds ?? [];
          await assertAssignable(tx, organizationId, roleIds);
          const [existing] = await tx.select({ id: users.id, isActive: users.isActive }).from(users).where(eq(users.email, input.email)).limit(1);
          if (existing && !existing.isActive) throw new AppError(ErrorCode.CONFLICT, 'member.inactiveUser', { params: { email: input.email } });
          let userId = existing?.id;
          if (!userId) {
            const [created] = await tx
              .insert(users)
              .values({ email: input.email, passwordHash: null, firstName: input.firstName ?? '', lastName: input.lastName ?? '', language: input.language ?? 'da' })
              .returning({ id: users.id });
            userId = created!.id;
          }
          const [joined] = await tx.insert(organizationMembers).values({ organizationId, userId }).onConflictDoNothing().returning({ userId: organizationMembers.userId });
          if (!joined) throw new AppError(ErrorCode.CONFLICT, 'member.alreadyMember', { params: { email: input.email } });
          await grant(tx, organizationId, userId, roleIds);
          await writeAudit(tx, {
            actorUserId,
            organizationId,
            action: 'member.invite',
            subject: 'Member',
            subjectId: userId,
            changes: { email: { before: null, after: input.email }, roleIds: { before: null, after: roleIds }, newAccount: { before: null, after: !existing } },
          });
          return { userId, created: !existing };
        });
      try {
        return await attempt();
      } catch (error) {
        // Someone made the account between our look and our insert: it exists now, so add it.
        if (isUniqueViolation(error)) return attempt();
        throw error;
      }
    },

    /** Replaces the member's roles in the organisation; audited with the roles before and after. False when they are no member. */
    async setRoles(organizationId: string, userId: string, roleIds: string[], actorUserId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [member] = await tx
          .select({ userId: organizationMembers.userId })
          .from(organizationMembers)
          .where(and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.userId, userId)))
          .for('update');
        if (!member) return false;
        await assertAssignable(tx, organizationId, roleIds);
        const before = await rolesOf(tx, organizationId, userId);
        const after = [...roleIds].sort();
        if (JSON.stringify(before) === JSON.stringify(after)) return true;
        const removed = before.filter((id) => !after.includes(id));
        if (removed.length > 0) {
          await tx.delete(userRoles).where(and(eq(userRoles.userId, userId), eq(userRoles.organizationId, organizationId), inArray(userRoles.roleId, removed)));
        }
        await grant(tx, organizationId, userId, after.filter((id) => !before.includes(id)));
        await writeAudit(tx, { actorUserId, organizationId, action: 'member.update', subject: 'Member', subjectId: userId, changes: { roleIds: { before, after } } });
        return true;
      });
    },

    /** Ends the membership and the roles held in the organisation (the account stays); audited. False when they are no member. */
    async remove(organizationId: string, userId: string, actorUserId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [member] = await tx
          .delete(organizationMembers)
          .where(and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.userId, userId)))
          .returning({ userId: organizationMembers.userId });
        if (!member) return false;
        const removed = await tx
          .delete(userRoles)
          .where(and(eq(userRoles.userId, userId), eq(userRoles.organizationId, organizationId)))
          .returning({ roleId: userRoles.roleId });
        const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
        await writeAudit(tx, {
          actorUserId,
          organizationId,
          action: 'member.remove',
          subject: 'Member',
          subjectId: userId,
          changes: { email: { before: user?.email ?? null, after: null }, roleIds: { before: removed.map((r) => r.roleId).sort(), after: [] } },
        });
        return true;
      });
    },
  };
}

export type MemberRepository = ReturnType<typeof memberRepository>;
