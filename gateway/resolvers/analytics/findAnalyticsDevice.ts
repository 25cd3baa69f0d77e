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

/** A group of an organisation's dashboard (with its first page of cards), or null. */
export async function findAnalyticsGroup(ctx: GatewayContext, orgId: string, groupId: string): Promise<AnalyticsGroupSource | null> {
  const answer = await orNull(ctx.loaders.dashboardsByQuery.load({ orgId, query: { groupId, perPage: 1 } }));
  const group = answer?.data.find((g) => g._id === groupId);
  return group ? { organizationId: orgId, group } : null;
}

/**
 * A device card of an organisation's dashboard, under its group (null: in no group), or null. The
 * cards asked for together are one call per organisation naming them (see analyticsDevicesByKey).
 */
export async function findAnalyticsDevice(
  ctx: GatewayContext,
  orgId: string,
  groupId: string | null,
  deviceId: string,
): Promise<AnalyticsDeviceSource | null> {
  const device = await ctx.loaders.analyticsDevicesByKey.load({ orgId, groupId, deviceId });
  return device ? { organizationId: orgId, groupId, device } : null;
}
