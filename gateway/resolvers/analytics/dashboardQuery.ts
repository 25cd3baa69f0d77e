import type { AnalyticsDeviceFilter } from '../../src/__generated__/resolvers-types.ts';
import type { NodeType } from '../../src/globalId.ts';
import type { DashboardQuery } from '../../src/loaders/analyticsLoaders.ts';
import { restIdParam } from '../../src/restIdsOf.ts';

/** Cards per page when a client names no size: two or three rows of cards on a wide screen. */
export const DEFAULT_CARDS_PAGE = 24;

const restIds = (ids: readonly string[] | null | undefined, type: NodeType, field: string) =>
  ids === null || ids === undefined ? undefined : restIdParam(ids, type, `filter.${field}`);

/**
 * The REST query of a section's page, always built in the same key order: equal pages of one
 * request are one upstream call (see dashboardsByQuery). The first page of every section is asked
 * for together (no `groupId`), so a dashboard's first screen is one call per organisation.
 */
export function dashboardQuery(
  filter: AnalyticsDeviceFilter | null | undefined,
  page: { perPage: number; page: number },
  section: string | 'none',
): DashboardQuery {
  const types = restIds(filter?.deviceTypeCategoryIds, 'DeviceTypeCategory', 'deviceTypeCategoryIds');
  const models = restIds(filter?.deviceModelIds, 'DeviceModel', 'deviceModelIds');
  // An empty list names no device (nothing ticked): sent as an empty value, not left out.
  const devices = restIds(filter?.deviceIds, 'Device', 'deviceIds');
  return {
    ...(types ? { deviceTypeCategoryIds: types } : {}),
    ...(models ? { deviceModelIds: models } : {}),
    ...(devices !== undefined ? { deviceIds: devices } : {}),
    ...(filter?.countersOnly ? { counters: 'true' as const } : {}),
    ...(page.page > 1 ? { groupId: section, page: page.page } : {}),
    perPage: page.perPage,
  };
}

/** The call that lists an organisation's groups: the first page of unfiltered cards, which a plain dashboard asks for anyway. */
export const groupsQuery = (): DashboardQuery => ({ perPage: DEFAULT_CARDS_PAGE });
