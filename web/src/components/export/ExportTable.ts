/**
 * Data to export as a table: a chart's (the first column its bucket time, then one column per
 * series) or a list's (its columns as shown).
 */
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
