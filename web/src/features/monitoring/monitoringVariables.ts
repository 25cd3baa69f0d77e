import type { MonitoringPageQuery$variables } from '../../../__generated__/MonitoringPageQuery.graphql';
import { readFilterState, readPaging, readSort, toMonitoringFilter } from './monitoringSearchParams';

const orderFields = { lastError: 'LAST_ERROR', name: 'NAME', networkId: 'NETWORK_ID' } as const;

/** The page query's variables for a URL: filter, order, page size and page number. */
export function monitoringVariables(params: URLSearchParams, utcOffset: number): MonitoringPageQuery$variables {
  const state = readFilterState(params, utcOffset);
  const { first, page } = readPaging(params);
  const sort = readSort(params);
  return {
    filter: state ? toMonitoringFilter(state, utcOffset) : {},
    orderBy: { field: orderFields[sort.key], direction: sort.order === 'asc' ? 'ASC' : 'DESC' },
    first,
    page,
  };
}
