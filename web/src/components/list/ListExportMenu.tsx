import { Button, Menu, Portal, Spinner } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { DownloadIcon } from 'lucide-react';
import { downloadBlob } from '../export/downloadBlob';
import type { ExportTable } from '../export/ExportTable';
import { toCsv } from '../export/toCsv';
import { toaster } from '../toaster';
import { collectListRows, EXPORT_ROW_CAP, type ListPage } from './collectListRows';
import { safeFileName } from '../export/safeFileName';

/** A column of an export: its header (in the user's language) and its value in a row. */
export type ExportColumn<Row> = { header: string; value: (row: Row) => string | number | null };

type Format = 'csv' | 'xlsx';

type Props<Row> = {
  /** The download's name without extension (and the sheet's name). */
  fileName: string;
  columns: readonly ExportColumn<Row>[];
  /** A page of the list as filtered and sorted now. */
  loadPage: (page: number, pageSize: number) => Promise<ListPage<Row>>;
  /** Nothing to export: the menu is disabled. */
  disabled?: boolean;
};


/**
 * Exports the whole filtered list — every page, not only the one shown — to CSV or XLSX, up to
 * EXPORT_ROW_CAP rows, with its progress in a toast. XLSX writing (exceljs, ~250 kB) loads only
 * when chosen.
 */
export function ListExportMenu<Row>({ fileName, columns, loadPage, disabled }: Props<Row>) {
  const { t, i18n } = useLingui();
  const [busy, setBusy] = useState(false);

  const run = async (format: Format) => {
    setBusy(true);
    const progress = toaster.create({ type: 'loading', title: t`Exporting…`, closable: false });
    try {
      const { rows, total } = await collectListRows(loadPage, {
        onProgress: (done, all) => {
          const count = i18n.number(done);
          const of = i18n.number(Math.min(all, EXPORT_ROW_CAP));
          toaster.update(progress, { title: t`Exporting…`, description: t`${count} of ${of} rows` });
        },
      });
      const table: ExportTable = { columns: columns.map((c) => c.header), rows: rows.map((row) => columns.map((c) => c.value(row))) };
      const name = safeFileName(fileName, 'export');
      const blob =
        format === 'csv'
          ? new Blob([toCsv(table)], { type: 'text/csv;charset=utf-8' })
          : await import('../export/toXlsx').then(({ toXlsx }) => toXlsx(table, { sheetName: name, title: fileName }));
      downloadBlob(blob, `${name}.${format}`);
      const count = i18n.number(rows.length);
      const all = i18n.number(total);
      toaster.update(progress, {
        type: rows.length < total ? 'warning' : 'success',
        title: t`Export ready`,
        description: rows.length < total ? t`The first ${count} of ${all} rows: narrow the filter to export the rest.` : t`${count} rows exported.`,
        duration: 6000,
        closable: true,
      });
    } catch (error) {
      console.warn('list export', error);
      toaster.update(progress, {
        type: 'error',
        title: t`The list could not be exported`,
        description: t`Try again in a moment.`,
        duration: 6000,
        closable: true,
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Menu.Root onSelect={({ value }) => void run(value === 'xlsx' ? 'xlsx' : 'csv')}>
      <Menu.Trigger asChild>
        <Button size="sm" variant="outline" disabled={disabled || busy} aria-busy={busy}>
          {busy ? <Spinner size="xs" /> : <DownloadIcon aria-hidden />}
          <Trans>Export</Trans>
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value="csv">
              <Trans>CSV file</Trans>
            </Menu.Item>
            <Menu.Item value="xlsx">
              <Trans>Excel workbook (XLSX)</Trans>
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
