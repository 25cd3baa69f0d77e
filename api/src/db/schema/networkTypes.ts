/** The networks devices report over (a device model's `network_type`; an API key's `network`). */
export const networkTypes = ['nbiot', 'sigfox', 'mqtt', 'lorawan', 'http'] as const;
export type NetworkType = (typeof networkTypes)[number];
