import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { schema } from '../db/client.ts';
import type { UserDto } from '../schemas/user.ts';

const { organizationMembers, organizations, roles, userRoles, users } = schema;

/** Builds the API's `UserDto` for the given users (three queries whatever the count), in id order given. */
export async function loadUserDtos(db: Db, ids: string[]): Promise<UserDto[]> {
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
        roles: roleRows
          .filter((r) => r.userId === id)
          .map((r) => ({ _id: r._id, name: r.name, organizationId: r.organizationId ?? r.roleOrganizationId })),
        organizations: orgRows.filter((o) => o.userId === id).map((o) => ({ _id: o._id, name: o.name })),
        createdAt: user.createdAt.toISOString(),
      },
    ];
  });
}

export async function loadUserDto(db: Db, id: string): Promise<UserDto | undefined> {
  const [dto] = await loadUserDtos(db, [id]);
  return dto;
}
