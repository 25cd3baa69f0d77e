import type { AnalyticsDeviceFilter } from '../../src/__generated__/resolvers-types.ts';
import type { GatewayContext } from '../../src/context.ts';
import type { AnalyticsDeviceSource } from '../../src/mappers.ts';
import { connectionFromPage } from '../../src/pagination/connectionFromPage.ts';
import { pageRequest } from '../../src/pagination/pageRequest.ts';
import { dashboardQuery, DEFAULT_CARDS_PAGE } from './dashboardQuery.ts';

/**
 * A page of one dashboard section (a group, or `null`: the devices in no group) as a connection:
 * one upstream call, shared by every section's first page with the same size and filter.
 */
export async function deviceCardsConnection(
  ctx: GatewayContext,
  organizationId: string,
  groupId: string | null,
  args: { first?: number | null; after?: string | null; filter?: AnalyticsDeviceFilter | null },
) {
  const request = pageRequest(args.first, args.after, DEFAULT_CARDS_PAGE);
  const query = dashboardQuery(args.filter, request, groupId ?? 'none');
  const answer = await ctx.loaders.dashboardsByQuery.load({ orgId: organizationId, query });
  const section = groupId === null ? { devices: answer.ungrouped, total: answer.ungroupedTotal } : answer.data.find((g) => g._id === groupId);
  const devices: AnalyticsDeviceSource[] = (section?.devices ?? []).map((device) => ({ organizationId, groupId, device }));
  return connectionFromPage(devices, request, section?.total ?? 0);
}
