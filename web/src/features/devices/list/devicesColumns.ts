import { msg } from '@lingui/core/macro';
import type { ListColumn } from '../../../components/list/ListColumn';

/**
 * The device table's columns. Those with a `sortKey` sort on the server (`GET /devices?sort=`); a
 * first click on a time sorts newest first. The name names the row and cannot be hidden.
 */
export const devicesColumns = [
  { id: 'name', label: msg`Name`, hideable: false, sortKey: 'name' },
  { id: 'networkId', label: msg`Network id`, sortKey: 'networkId' },
  { id: 'serialNumber', label: msg`Serial number` },
  { id: 'owner', label: msg`Owner` },
  { id: 'type', label: msg`Device type` },
  { id: 'model', label: msg`Model` },
  { id: 'lifecycle', label: msg`Lifecycle` },
  { id: 'lastSeen', label: msg`Last seen`, sortKey: 'lastSeenAt' },
  { id: 'created', label: msg`Created`, sortKey: 'createdAt' },
] as const satisfies readonly ListColumn[];

export type DeviceColumnId = (typeof devicesColumns)[number]['id'];
