import type { GatewayContext } from '../../src/context.ts';
import type { AnalyticsDeviceSource, AnalyticsGroupSource } from '../../src/mappers.ts';

/** A group of an organisation's dashboard (one call per organisation and request), or null. */
export async function findAnalyticsGroup(ctx: GatewayContext, orgId: string, groupId: string): Promise<AnalyticsGroupSource | null> {
  const dashboard = await ctx.loaders.analyticsOrganizationsById.load(orgId);
  const group = dashboard.data.find((g) => g._id === groupId);
  return group ? { organizationId: orgId, group } : null;
}

/** A device card of an organisation's dashboard, under its group (null: in no group), or null. */
export async function findAnalyticsDevice(
  ctx: GatewayContext,
  orgId: string,
  groupId: string | null,
  deviceId: string,
): Promise<AnalyticsDeviceSource | null> {
  const dashboard = await ctx.loaders.analyticsOrganizationsById.load(orgId);
  const devices = groupId === null ? dashboard.ungrouped : dashboard.data.find((g) => g._id === groupId)?.devices;
  const device = devices?.find((d) => d._id === deviceId);
  return device ? { organizationId: orgId, groupId, device } : null;
}
