/**
 * Devices this tab is deleting permanently: their page leaves on its own after the 2-second signal
 * (DeviceActions, spec part 2 §4), so the live `PURGED` event for them (DeviceHeader) is not the
 * page's cue to leave.
 */
export const purgingHere = new Set<string>();
