/** What every section passes down to its cards: the page's expanded cards. */
export type DashboardCardsProps = {
  /** The expanded cards (AnalyticsDevice and AnalyticsGroup ids). */
  expanded: ReadonlySet<string>;
  /** Opens or closes cards; opening several at once loads them in one request first. */
  onExpandedChange: (ids: readonly string[], expanded: boolean) => void;
};
