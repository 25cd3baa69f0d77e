import { msg } from '@lingui/core/macro';
import type { ListColumn } from '../../../components/list/ListColumn';

/**
 * The technician table's columns. Those with a `sortKey` sort on the server
 * (`GET /technicians?sort=`). The name names the row and cannot be hidden.
 */
export const techniciansColumns = [
  { id: 'name', label: msg`Name`, hideable: false, sortKey: 'name' },
  { id: 'email', label: msg`E-mail` },
  { id: 'center', label: msg`Service centre` },
  { id: 'active', label: msg`Active` },
  { id: 'models', label: msg`Device models` },
  { id: 'openOrders', label: msg`Open orders` },
] as const satisfies readonly ListColumn[];

export type TechnicianColumnId = (typeof techniciansColumns)[number]['id'];
