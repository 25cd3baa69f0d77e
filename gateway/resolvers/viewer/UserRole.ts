import type { UserRoleResolvers } from '../../src/__generated__/resolvers-types.ts';

export const UserRole: UserRoleResolvers = {
  roleId: (role) => role._id,
  organizationId: (role) => role.organizationId ?? null,
};
