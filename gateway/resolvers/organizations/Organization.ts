import type { OrganizationResolvers } from '../../src/__generated__/resolvers-types.ts';
import type { GatewayContext } from '../../src/context.ts';
import { gatewayError } from '../../src/errors.ts';
import { toGlobalId } from '../../src/globalId.ts';
import type { OrganizationSource } from '../../src/mappers.ts';
import { connectionFromPage } from '../../src/pagination/connectionFromPage.ts';
import { pageRequest } from '../../src/pagination/pageRequest.ts';
import type { OrganizationDto } from '../../src/rest/monitoringTypes.ts';

/**
 * The whole organisation: the parent itself, or (for an owner a record embeds as `{ _id, name }`)
 * loaded by id, one call for every organisation of the request; null when the viewer may see the
 * record but not its owner (a role that reads monitoring but no organisations).
 */
async function full(org: OrganizationSource, ctx: GatewayContext): Promise<OrganizationDto | null> {
  return 'devices' in org ? org : ctx.loaders.organizationsById.load(org._id);
}

/** A field the list shape always has: without the organisation there is nothing true to answer. */
async function required(org: OrganizationSource, ctx: GatewayContext): Promise<OrganizationDto> {
  const loaded = await full(org, ctx);
  if (!loaded) throw gatewayError('NOT_FOUND', { id: 'error.notFound' });
  return loaded;
}

export const Organization: OrganizationResolvers = {
  id: (org) => toGlobalId('Organization', org._id),
  organizationId: (org) => org._id,
  slug: async (org, _args, ctx) => (await required(org, ctx)).slug,
  deviceCount: async (org, _args, ctx) => (await full(org, ctx))?.devices ?? 0,
  parentOrganizationId: async (org, _args, ctx) => (await full(org, ctx))?.group_org_id ?? null,
  parentOrganization: async (org, _args, ctx) => {
    const parentId = (await full(org, ctx))?.group_org_id;
    return parentId ? ctx.loaders.organizationsById.load(parentId) : null;
  },
  createdAt: async (org, _args, ctx) => (await required(org, ctx)).createdAt,
  // One call per organisation and page (the REST API pages one organisation's devices at a time);
  // a screen shows one organisation's devices, so a list of organisations does not ask for them.
  devices: async (org, { search, first, after }, ctx) => {
    const request = pageRequest(first, after);
    const page = await ctx.loaders.organizationDevicePagesByQuery.load({
      orgId: org._id,
      ...(search ? { search } : {}),
      page: request.page,
      perPage: request.perPage,
    });
    return connectionFromPage(page?.data ?? [], request, page?.total ?? 0);
  },
};
