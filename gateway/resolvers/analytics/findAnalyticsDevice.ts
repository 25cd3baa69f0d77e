import type { GatewayContext } from '../../src/context.ts';
import { errorCode } from '../../src/errors.ts';
import type { AnalyticsDeviceSource, AnalyticsGroupSource } from '../../src/mappers.ts';

/**
 * For `node(id:)`: what the API will not show this caller (or an id it cannot even parse) is no
 * node, as for every other type; auth and upstream failures stay errors.
 */
export async function orNull<T>(value: Promise<T | null>): Promise<T | null> {
  try {
    return await value;
  } catch (error) {
    const code = errorCode(error);
    if (code === 'NOT_FOUND' || code === 'FORBIDDEN' || code === 'BAD_USER_INPUT') return null;
    throw error;
  }
}

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
