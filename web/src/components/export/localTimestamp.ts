/**
 * An instant as `YYYY-MM-DD HH:mm` on the user's clock (their UTC offset, whole hours): what an
 * exported file holds, so a spreadsheet reads it as a date and sorts it, whatever its language.
 */
export function localTimestamp(iso: string, utcOffset: number): string {
  return new Date(Date.parse(iso) + utcOffset * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
}
