import { createContext } from 'react';
import type { StatusOption } from './StatusSelect';

type Named = { readonly id: string; readonly name: string };
type Slugged = Named & { readonly slug: string };

/**
 * The lookup lists the monitoring page loads once (its setup query), by id. Rows carry only the
 * ids of their status, package, owner, type and error codes and take names from here, so a page of
 * records does not repeat the same few names on every row.
 */
export type MonitoringLookups = {
  statusCodes: readonly StatusOption[];
  status: ReadonlyMap<string, StatusOption>;
  packages: ReadonlyMap<string, Slugged>;
  errorCodes: ReadonlyMap<string, Slugged>;
  organizations: ReadonlyMap<string, Named>;
  deviceTypeCategories: ReadonlyMap<string, Slugged>;
};

export const emptyMonitoringLookups: MonitoringLookups = {
  statusCodes: [],
  status: new Map(),
  packages: new Map(),
  errorCodes: new Map(),
  organizations: new Map(),
  deviceTypeCategories: new Map(),
};

export const MonitoringLookupsContext = createContext<MonitoringLookups>(emptyMonitoringLookups);
