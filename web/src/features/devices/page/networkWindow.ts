export const NETWORK_WINDOWS = ['day', 'week', 'month', 'threeMonths'] as const;
export type NetworkWindowKey = (typeof NETWORK_WINDOWS)[number];

const DAY_MS = 86_400_000;
const days: Record<NetworkWindowKey, number> = { day: 1, week: 7, month: 30, threeMonths: 91 };

/** A window ending now (never in the future, as the API demands). */
export function networkWindow(key: NetworkWindowKey, now: Date): { from: string; to: string } {
  return { from: new Date(now.getTime() - days[key] * DAY_MS).toISOString(), to: now.toISOString() };
}
