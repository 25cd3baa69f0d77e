import type { AnalyticsDeviceFilter } from '../../src/__generated__/resolvers-types.ts';
import { fieldError, gatewayError } from '../../src/errors.ts';
import { restIdOf, type NodeType } from '../../src/globalId.ts';
import type { Message } from '../../src/i18n/Message.ts';
import type { DashboardQuery } from '../../src/loaders/analyticsLoaders.ts';
import { limits } from '../../src/protection.ts';

/** Cards per page when a client names no size: two or three rows of cards on a wide screen. */
export const DEFAULT_CARDS_PAGE = 24;

/** A filter's id list as the REST parameter: capped, every id of `type` (a mistake names its field). */
export function filterRestIds(ids: readonly string[], type: NodeType, field: string): string {
  if (ids.length > limits.maxListIds) {
    const params = { maximum: limits.maxListIds };
    throw gatewayError('BAD_USER_INPUT', { id: 'nodes.tooManyIds', params }, { fields: [fieldError(field, { id: 'nodes.tooManyIdsField', params })] });
  }
  const rest = ids.map((id) => restIdOf(id, type));
  const message: Message = { id: 'validation.globalId', params: { type } };
  const fields = rest.flatMap((id, i) => (id === null ? [fieldError(`${field}.${i}`, message)] : []));
  if (fields.length > 0) throw gatewayError('BAD_USER_INPUT', message, { fields });
  return [...new Set(rest as string[])].join(',');
}

const restIds = (ids: readonly string[] | null | undefined, type: NodeType, field: string) =>
  ids === null || ids === undefined ? undefined : filterRestIds(ids, type, `filter.${field}`);

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
