// Apart from installationOrderChanged.ts: eventTypes.ts needs the name, and AppEvent.ts needs eventTypes.ts.
export const INSTALLATION_ORDER_CHANGED = 'installationOrder.changed';
