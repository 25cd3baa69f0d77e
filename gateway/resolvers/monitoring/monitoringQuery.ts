import type { MonitoringFilter } from '../../src/__generated__/resolvers-types.ts';
import { fieldError, gatewayError } from '../../src/errors.ts';
import { restIdOf, type NodeType } from '../../src/globalId.ts';
import type { Message } from '../../src/i18n/Message.ts';
import type { MonitoringQuery } from '../../src/loaders/monitoringLoaders.ts';

type FilterParam = Exclude<keyof MonitoringQuery, 'page' | 'perPage' | 'sort' | 'order'>;

/** Each id-list filter: the node type its ids must be, and the REST parameter it becomes. */
const idFilters: [keyof MonitoringFilter, NodeType, FilterParam][] = [
  ['organizationIds', 'Organization', 'orgIds'],
  ['deviceIds', 'Device', 'devices'],
  ['deviceTypeCategoryIds', 'DeviceTypeCategory', 'deviceTypeIds'],
  ['deviceModelIds', 'DeviceModel', 'deviceModelIds'],
  ['packageIds', 'Package', 'packageIds'],
  ['errorCodeIds', 'ErrorCode', 'errorCodes'],
  ['statusIds', 'StatusCode', 'status'],
];

const dateFilters: [keyof MonitoringFilter, FilterParam][] = [
  ['errorFrom', 'errorStartDate'],
  ['errorTo', 'errorEndDate'],
  ['lastSeenFrom', 'lastSeenStartDate'],
  ['lastSeenTo', 'lastSeenEndDate'],
];

/**
 * `GET /monitoring`'s query for a filter: global ids decoded to REST `_id`s and sent
 * comma-separated. An id that is malformed or of another type is the caller's mistake, reported
 * as BAD_USER_INPUT naming the field (`filter.packageIds`), not silently matched against nothing.
 */
export function monitoringQuery(filter: MonitoringFilter | null | undefined): MonitoringQuery {
  const query: MonitoringQuery = {};
  if (!filter) return query;
  const messages: Message[] = [];
  const fields: ReturnType<typeof fieldError>[] = [];
  for (const [field, type, param] of idFilters) {
    const ids = (filter[field] as readonly string[] | null | undefined) ?? [];
    const restIds = ids.map((id) => restIdOf(id, type));
    if (restIds.some((id) => id === null)) {
      const message: Message = { id: 'monitoring.filterIdType', params: { field, type } };
      messages.push(message);
      fields.push(fieldError(`filter.${field}`, message));
    } else if (restIds.length > 0) {
      query[param] = [...new Set(restIds)].join(',');
    }
  }
  if (fields.length > 0) throw gatewayError('BAD_USER_INPUT', messages, { fields });
  for (const [field, param] of dateFilters) {
    const value = filter[field] as string | null | undefined;
    if (value) query[param] = value;
  }
  return query;
}
