import type { DevicesPageQuery$variables } from '../../../../__generated__/DevicesPageQuery.graphql';
import { readFilterState, readPaging, readSort, type DevicesFilterState, type LifecycleParam } from './devicesSearchParams';

const orderFields = { createdAt: 'CREATED_AT', name: 'NAME', networkId: 'NETWORK_ID', lastSeenAt: 'LAST_SEEN_AT' } as const;
const lifecycleValues = { in_stock: 'IN_STOCK', installed: 'INSTALLED', taken_down: 'TAKEN_DOWN' } as const satisfies Record<LifecycleParam, string>;

export type DevicesFilter = NonNullable<DevicesPageQuery$variables['filter']>;

/**
 * The GraphQL `DeviceFilter` for a filter state; empty parts are left out. `fixedOwner` is the
 * organisation of /organizations/{orgId}/devices, which replaces any owner choice.
 */
export function toDeviceFilter(state: DevicesFilterState, fixedOwner?: string): DevicesFilter {
  const list = <T,>(items: T[]) => (items.length > 0 ? items : undefined);
  const filter: DevicesFilter = {
    organizationIds: fixedOwner ? [fixedOwner] : list(state.owners),
    deviceTypeCategoryIds: list(state.types),
    deviceModelIds: list(state.models),
    lifecycles: list(state.lifecycles.map((s) => lifecycleValues[s])),
    search: state.search || undefined,
    deleted: state.deleted || undefined,
  };
  return Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined)) as DevicesFilter;
}

/** The page query's variables for a URL: filter, order, page size and page number. */
export function devicesVariables(params: URLSearchParams, fixedOwner?: string): DevicesPageQuery$variables {
  const { first, page } = readPaging(params);
  const sort = readSort(params);
  return {
    filter: toDeviceFilter(readFilterState(params), fixedOwner),
    orderBy: { field: orderFields[sort.key], direction: sort.order === 'asc' ? 'ASC' : 'DESC' },
    first,
    page,
  };
}
