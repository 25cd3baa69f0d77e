/** What every section passes down to its cards: the page's selection and expanded cards. */
export type DashboardCardsProps = {
  /** The ticked devices (AnalyticsDevice ids); other devices get no card. */
  selected: ReadonlySet<string>;
  /** The expanded cards (AnalyticsDevice and AnalyticsGroup ids). */
  expanded: ReadonlySet<string>;
  /** Opens or closes cards; opening several at once loads them in one request first. */
  onExpandedChange: (ids: readonly string[], expanded: boolean) => void;
};
