import type { ExportTable } from './ExportTable';

// Excel reads a CSV as the system code page unless it starts with a byte order mark: æ, ø, å break.
const BOM = '\uFEFF';

function field(value: string | number | null): string {
  if (value == null) return '';
  // Plain String(): a dot decimal and no grouping, so the numbers import again anywhere.
  // Text that a spreadsheet would run as a formula (a device named "=HYPERLINK(…)") gets a leading
  // apostrophe, OWASP's advice against CSV injection; numbers are numbers and stay as they are.
  const text = typeof value === 'number' ? String(value) : /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

/** RFC 4180 CSV (comma, CRLF, quoted where needed) with a UTF-8 BOM. */
export function toCsv({ columns, rows }: ExportTable): string {
  return BOM + [columns, ...rows].map((row) => row.map(field).join(',')).join('\r\n') + '\r\n';
}
