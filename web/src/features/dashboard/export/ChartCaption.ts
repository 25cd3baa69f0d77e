/** What an exported picture of a chart says around it, so the file stands on its own. */
export type ChartCaption = {
  /** The card's title: the device's or the group's name. */
  title: string;
  /** What is drawn and when: the unit and aggregation, and the window ("Vandstand (cm), gennemsnit · 16.11.2026 – 22.11.2026"). */
  subtitle: string;
  /** One entry per line of the chart, in the chart's colours; a reference is drawn dashed. */
  legend: ReadonlyArray<{ name: string; colour: string; reference: boolean }>;
};
