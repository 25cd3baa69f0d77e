import { msg } from '@lingui/core/macro';

/** The formats a chart exports to, in menu order, with the file extension each gets. */
export const exportFormats = [
  { id: 'png', extension: 'png', label: msg`PNG image` },
  { id: 'jpeg', extension: 'jpg', label: msg`JPEG image` },
  { id: 'svg', extension: 'svg', label: msg`SVG vector graphic` },
  { id: 'pdf', extension: 'pdf', label: msg`PDF document` },
  { id: 'csv', extension: 'csv', label: msg`CSV data` },
  { id: 'xlsx', extension: 'xlsx', label: msg`Excel workbook (XLSX)` },
] as const;

export type ExportFormat = (typeof exportFormats)[number]['id'];
