import { msg } from '@lingui/core/macro';
import type { ListColumn } from '../../components/list/ListColumn';

/**
 * The table's columns in the spec's order (part 1 §2); firmware and owner start hidden. Those with
 * a `sortKey` sort on the server (`GET /monitoring?sort=`); a first click on a time sorts newest first.
 */
export const monitoringColumns = [
  { id: 'networkId', label: msg`Network id`, hideable: false, sortKey: 'networkId' },
  { id: 'name', label: msg`Name`, sortKey: 'name' },
  { id: 'lastSeen', label: msg`Last seen` },
  { id: 'typeModel', label: msg`Type and model` },
  { id: 'package', label: msg`Package` },
  { id: 'signal', label: msg`Network strength`, shortLabel: msg({ message: 'Signal', comment: 'Short header of the network strength column' }) },
  { id: 'status', label: msg`Status` },
  { id: 'errors', label: msg`Error codes` },
  { id: 'lastError', label: msg`Last error`, sortKey: 'lastError' },
  { id: 'notes', label: msg`Notes` },
  { id: 'firmware', label: msg`Firmware version`, hiddenByDefault: true },
  { id: 'service', label: msg`Service` },
  { id: 'owner', label: msg`Owner`, hiddenByDefault: true },
] as const satisfies readonly ListColumn[];

export type MonitoringColumnId = (typeof monitoringColumns)[number]['id'];
