import { downloadBlob } from '../../../components/export/downloadBlob';
import { toCsv } from '../../../components/export/toCsv';
import { baseColumns, propertyColumns } from './importColumns';

/** The template's columns: the stable keys, which read the same in every language. */
export const templateColumns = [...baseColumns, ...propertyColumns];

/** Downloads an empty import file with every column the import takes. */
export async function downloadTemplate(format: 'csv' | 'xlsx', fileName: string) {
  const table = { columns: templateColumns, rows: [] };
  if (format === 'csv') {
    downloadBlob(new Blob([toCsv(table)], { type: 'text/csv;charset=utf-8' }), `${fileName}.csv`);
    return;
  }
  const { toXlsx } = await import('../../../components/export/toXlsx');
  downloadBlob(await toXlsx(table, { sheetName: 'Devices' }), `${fileName}.xlsx`);
}
