/**
 * A device's lifecycle (spec part 2 §4): in stock → installed → taken down → back in stock. Plain
 * TypeScript, no server imports: the web applies the same moves before it offers them.
 */
export const deviceLifecycles = ['in_stock', 'installed', 'taken_down'] as const;
export type DeviceLifecycle = (typeof deviceLifecycles)[number];

/** The one state each state may move to. */
export const nextLifecycle: Record<DeviceLifecycle, DeviceLifecycle> = {
  in_stock: 'installed',
  installed: 'taken_down',
  taken_down: 'in_stock',
};

/** Whether a device may move from `from` to `to` (staying put is no move, and always allowed). */
export const isLifecycleMoveAllowed = (from: DeviceLifecycle, to: DeviceLifecycle): boolean =>
  from === to || nextLifecycle[from] === to;
