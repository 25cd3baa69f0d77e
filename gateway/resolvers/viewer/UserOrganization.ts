import type { UserOrganizationResolvers } from '../../src/__generated__/resolvers-types.ts';

export const UserOrganization: UserOrganizationResolvers = {
  organizationId: (organization) => organization._id,
};
