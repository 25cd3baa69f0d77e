import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** The table's columns in the spec's order (part 1 §2); firmware and owner start hidden. */
export const monitoringColumns = [
  { id: 'networkId', label: msg`Network id`, hideable: false },
  { id: 'name', label: msg`Name`, hideable: true },
  { id: 'lastSeen', label: msg`Last seen`, hideable: true },
  { id: 'typeModel', label: msg`Type and model`, hideable: true },
  { id: 'package', label: msg`Package`, hideable: true },
  { id: 'signal', label: msg`Network strength`, hideable: true },
  { id: 'status', label: msg`Status`, hideable: true },
  { id: 'errors', label: msg`Error codes`, hideable: true },
  { id: 'lastError', label: msg`Last error`, hideable: true },
  { id: 'notes', label: msg`Notes`, hideable: true },
  { id: 'firmware', label: msg`Firmware version`, hideable: true },
  { id: 'service', label: msg`Service`, hideable: true },
  { id: 'owner', label: msg`Owner`, hideable: true },
] as const satisfies readonly { id: string; label: MessageDescriptor; hideable: boolean }[];

export type MonitoringColumnId = (typeof monitoringColumns)[number]['id'];

export const defaultHiddenColumns: MonitoringColumnId[] = ['firmware', 'owner'];
