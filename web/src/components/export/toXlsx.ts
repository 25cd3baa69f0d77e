import type { ExportTable } from './ExportTable';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A one-sheet workbook: bold headers, numbers as numbers, bucket times as dates when known. */
export async function toXlsx(table: ExportTable, { sheetName, title }: { sheetName: string; title?: string }): Promise<Blob> {
  // exceljs is large (about 250 kB gzip): it loads only when someone exports a spreadsheet.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  if (title) workbook.title = title;
  // Sheet names: at most 31 characters, none of : \ / ? * [ ].
  const sheet = workbook.addWorksheet(sheetName.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31).trim() || 'Data');
  sheet.addRow(table.columns).font = { bold: true };
  table.rows.forEach((row, index) => {
    const local = table.localTimes?.[index];
    // A spreadsheet date has no zone: the user's wall-clock time, written as if it were UTC.
    const time = local ? new Date(`${local}:00Z`) : row[0];
    sheet.addRow([time, ...row.slice(1)]);
  });
  // Daily buckets all start at midnight: a time of day there would only be noise.
  if (table.localTimes) sheet.getColumn(1).numFmt = table.localTimes.every((time) => time.endsWith('T00:00')) ? 'yyyy-mm-dd' : 'yyyy-mm-dd hh:mm';
  sheet.getColumn(1).width = 20;
  table.columns.slice(1).forEach((name, index) => (sheet.getColumn(index + 2).width = Math.max(12, Math.min(40, name.length + 2))));
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  const buffer = await workbook.xlsx.writeBuffer();
  return new Blob([buffer as ArrayBuffer], { type: XLSX_TYPE });
}
