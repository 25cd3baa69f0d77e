import { msg } from '@lingui/core/macro';
import type { ListColumn } from '../../../components/list/ListColumn';

/**
 * The service-centre table's columns. Those with a `sortKey` sort on the server
 * (`GET /service-centers?sort=`). The name names the row and cannot be hidden.
 */
export const serviceCentersColumns = [
  { id: 'name', label: msg`Name`, hideable: false, sortKey: 'name' },
  { id: 'address', label: msg`Address` },
  { id: 'geo', label: msg`Location` },
  { id: 'active', label: msg`Active` },
  { id: 'technicians', label: msg`Technicians` },
  { id: 'openOrders', label: msg`Open orders` },
  { id: 'organizations', label: msg`Organisations served` },
] as const satisfies readonly ListColumn[];

export type ServiceCenterColumnId = (typeof serviceCentersColumns)[number]['id'];

/** Columns whose values are counts: aligned to the end. */
export const numericServiceCenterColumns: ReadonlySet<ServiceCenterColumnId> = new Set(['technicians', 'openOrders']);
