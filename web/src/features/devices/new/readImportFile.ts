/** A file's table: the header row and the rows under it, every cell as text. */
export type FileTable = { headers: string[]; rows: string[][] };

export class ImportFileError extends Error {
  constructor(readonly kind: 'unsupported' | 'unreadable') {
    super(kind);
  }
}

const isXlsx = (file: File) => /\.xlsx$/i.test(file.name) || file.type === 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const isCsv = (file: File) => /\.(csv|txt)$/i.test(file.name) || file.type === 'text/csv';

/**
 * Reads an import file in the browser: CSV (comma, semicolon or tab separated, with or without a
 * UTF-8 byte order mark) or XLSX (its first sheet). Empty rows are left out. The parsers load only
 * when a file is read.
 */
export async function readImportFile(file: File): Promise<FileTable> {
  if (isXlsx(file)) return readXlsx(await file.arrayBuffer());
  if (isCsv(file)) return readCsv(await file.text());
  throw new ImportFileError('unsupported');
}

/** The export's guard against formulas (`'=…`, toCsv.ts) taken off again, so an exported file imports as it was. */
const unescape = (text: string) => (/^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text);

function toTable(cells: string[][]): FileTable {
  const rows = cells.map((row) => row.map((cell) => unescape(cell.trim())));
  const nonEmpty = rows.filter((row) => row.some((cell) => cell !== ''));
  const [headers = [], ...rest] = nonEmpty;
  return { headers, rows: rest };
}

export async function readCsv(text: string): Promise<FileTable> {
  const { default: Papa } = await import('papaparse');
  const source = text.replace(/^\uFEFF/, '');
  const result = Papa.parse<string[]>(source, { delimitersToGuess: [',', ';', '\t'], skipEmptyLines: 'greedy' });
  // Papa reports a missing closing quote but still parses what it can; a file with no rows at all
  // with errors is unreadable.
  if (result.data.length === 0 && result.errors.length > 0) throw new ImportFileError('unreadable');
  return toTable(result.data);
}

type CellValue = unknown;

/** A spreadsheet cell as text: numbers with a decimal point, dates as ISO dates, formulas by their result. */
function cellText(value: CellValue): string {
  if (value == null) return '';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') return value;
  if (typeof value === 'object') {
    const v = value as { richText?: { text: string }[]; text?: unknown; result?: unknown; error?: string };
    if (Array.isArray(v.richText)) return v.richText.map((part) => part.text).join('');
    if ('result' in v) return cellText(v.result);
    if (v.text !== undefined) return cellText(v.text);
    if (v.error) return '';
  }
  return String(value);
}

export async function readXlsx(buffer: ArrayBuffer): Promise<FileTable> {
  // The same library the exports write spreadsheets with (about 250 kB gzip): loaded only now.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(buffer);
  } catch {
    throw new ImportFileError('unreadable');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return { headers: [], rows: [] };
  const cells: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const values: string[] = [];
    // row.values is 1-based (index 0 is empty).
    for (let column = 1; column <= row.cellCount; column++) values.push(cellText(row.getCell(column).value));
    cells.push(values);
  });
  return toTable(cells);
}
