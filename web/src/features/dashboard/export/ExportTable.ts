/** A chart's data as rows: the first column is the bucket time, then one column per series. */
export type ExportTable = {
  /** Column headers, in the user's language. */
  columns: string[];
  /** One row per bucket; `null` where a series has no value. */
  rows: (string | number | null)[][];
  /**
   * Each row's bucket time as a wall-clock `YYYY-MM-DDTHH:mm` in the user's UTC offset, when known:
   * XLSX writes it as a real date (a spreadsheet date has no time zone), CSV keeps the formatted text.
   */
  localTimes?: string[];
};
