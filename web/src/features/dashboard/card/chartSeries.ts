/** One line of a card's chart: a device's series, or its reference drawn dashed behind it. */
export type ChartSeries = {
  readonly id: string;
  readonly name: string;
  readonly reference: boolean;
  readonly points: ReadonlyArray<{ readonly ts: string; readonly v: number | null | undefined }>;
};
