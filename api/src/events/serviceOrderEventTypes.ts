// Apart from serviceOrderChanged.ts: eventTypes.ts needs the name, and AppEvent.ts needs eventTypes.ts.
export const SERVICE_ORDER_CHANGED = 'serviceOrder.changed';
