import type { OrganizationResolvers } from '../../src/__generated__/resolvers-types.ts';
import type { GatewayContext } from '../../src/context.ts';
import { toGlobalId } from '../../src/globalId.ts';
import type { OrganizationSource } from '../../src/mappers.ts';
import type { OrganizationDto } from '../../src/rest/monitoringTypes.ts';

/** The whole organisation: the parent itself, or (for an owner a record embeds) from the list. */
async function full(org: OrganizationSource, ctx: GatewayContext): Promise<OrganizationDto | null> {
  return 'devices' in org ? org : ctx.loaders.organizationsById.load(org._id);
}

export const Organization: OrganizationResolvers = {
  id: (org) => toGlobalId('Organization', org._id),
  organizationId: (org) => org._id,
  deviceCount: async (org, _args, ctx) => (await full(org, ctx))?.devices ?? 0,
  parentOrganizationId: async (org, _args, ctx) => (await full(org, ctx))?.group_org_id ?? null,
};
