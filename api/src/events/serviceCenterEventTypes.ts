/**
 * The live event of service centres, in a module of its own: eventTypes.ts imports it, and
 * serviceCenterChanged.ts imports AppEvent.ts, which imports eventTypes.ts — a cycle that would
 * read the constant before it is set when serviceCenterChanged.ts is loaded first.
 */
export const SERVICE_CENTER_CHANGED = 'serviceCenter.changed';
