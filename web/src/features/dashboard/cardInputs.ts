import type { DashboardPeriod } from './dashboardSearchParams';

/**
 * The inputs a collapsed-then-expanded card asks for by default (card/DeviceCard: reference `none`,
 * aggregation `average`). A group prefetch must send exactly these, or Relay keys the fields
 * differently and each card fetches again.
 */
export function cardInputs(period: DashboardPeriod) {
  return {
    trendInput: { ...period, ref: 'none' as const, aggregation: 'average' as const },
    schedulingInput: { ...period },
  };
}
