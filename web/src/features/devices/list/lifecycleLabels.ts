import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** A device's lifecycle state as the GraphQL enum names it. */
export type DeviceLifecycleValue = 'IN_STOCK' | 'INSTALLED' | 'TAKEN_DOWN';

/** Each state's name, worded in the web so that it follows the interface language at once. */
export const lifecycleLabels: Record<DeviceLifecycleValue, MessageDescriptor> = {
  IN_STOCK: msg({ message: 'In stock', comment: 'Device lifecycle: in the warehouse, not installed' }),
  INSTALLED: msg({ message: 'Installed', comment: 'Device lifecycle: installed in the field' }),
  TAKEN_DOWN: msg({ message: 'Taken down', comment: 'Device lifecycle: removed from its place' }),
};

/** A badge colour per state: installed is the working state, taken down the ended one. */
export const lifecycleColors: Record<DeviceLifecycleValue, string> = { IN_STOCK: 'blue', INSTALLED: 'green', TAKEN_DOWN: 'gray' };

/** Reads a lifecycle from the API, `null` for a value this client does not know yet (`%future added value`). */
export function knownLifecycle(value: string): DeviceLifecycleValue | null {
  return value === 'IN_STOCK' || value === 'INSTALLED' || value === 'TAKEN_DOWN' ? value : null;
}
