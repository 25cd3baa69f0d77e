import type { DashboardMode, DashboardPeriod } from './dashboardSearchParams';

/** What every section passes down to its cards: the page's selection, expanded set and settings. */
export type DashboardCardsProps = {
  /** The ticked devices (AnalyticsDevice ids); other devices get no card. */
  selected: ReadonlySet<string>;
  /** The expanded cards (AnalyticsDevice ids). */
  expanded: ReadonlySet<string>;
  onExpandedChange: (ids: readonly string[], expanded: boolean) => void;
  mode: DashboardMode;
  period: DashboardPeriod;
  refs: ReadonlyArray<{ readonly key: string; readonly name: string }>;
  refreshKey: number;
};
