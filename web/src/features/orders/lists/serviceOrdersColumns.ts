import { msg } from '@lingui/core/macro';
import type { ListColumn } from '../../../components/list/ListColumn';

/**
 * The service-order table's columns. Those with a `sortKey` sort on the server
 * (`GET /service-orders?sort=`). The order's number names the row and cannot be hidden.
 */
export const serviceOrdersColumns = [
  { id: 'number', label: msg`Order`, hideable: false },
  { id: 'device', label: msg`Device` },
  { id: 'owner', label: msg`Owner` },
  { id: 'status', label: msg`Status`, sortKey: 'status' },
  { id: 'center', label: msg`Service centre` },
  { id: 'technician', label: msg`Technician` },
  { id: 'dueDate', label: msg`Due date`, sortKey: 'dueDate' },
  { id: 'created', label: msg`Created`, sortKey: 'createdAt' },
] as const satisfies readonly ListColumn[];

export type ServiceOrderColumnId = (typeof serviceOrdersColumns)[number]['id'];
