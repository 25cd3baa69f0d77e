import { Button, Menu, Portal, Spinner } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type RefObject } from 'react';
import { DownloadIcon } from 'lucide-react';
import { toaster } from '../../../components/toaster';
import { downloadBlob } from '../../../components/export/downloadBlob';
import { safeFileName } from '../../../components/export/safeFileName';
import type { ChartCaption } from './ChartCaption';
import { exportChart, NoChartError } from './exportChart';
import { exportFormats, type ExportFormat } from './exportFormats';
import type { ExportTable } from '../../../components/export/ExportTable';

type Props = {
  /** An element containing the chart's `<svg>`. */
  target: RefObject<HTMLElement | null>;
  /** Exactly the data the chart shows (see `buildExportTable`). */
  table: ExportTable;
  /** The download's name without extension. */
  fileName: string;
  /** What the pictures say around the chart (title, subtitle, legend); the documents' title too. */
  caption: ChartCaption;
};

/** An "Export" menu that downloads the chart as PNG, JPEG, SVG or PDF, or its data as CSV or XLSX. */
export function ChartExportMenu({ target, table, fileName, caption }: Props) {
  const { t, i18n } = useLingui();
  const [busy, setBusy] = useState<ExportFormat | null>(null);

  const run = async (format: ExportFormat) => {
    const { extension, label } = exportFormats.find(({ id }) => id === format)!;
    setBusy(format);
    try {
      const blob = await exportChart(format, { target: target.current, table, fileName, caption });
      downloadBlob(blob, `${safeFileName(fileName, 'chart')}.${extension}`);
    } catch (error) {
      const formatName = i18n._(label);
      toaster.create({
        type: 'error',
        title: t`The chart could not be exported`,
        description:
          error instanceof NoChartError
            ? t`There is no chart to export yet. Try again when the chart is shown.`
            : t`Creating the file (${formatName}) failed. Try again or choose another format.`,
        duration: 5000,
        closable: true,
      });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Menu.Root onSelect={({ value }) => void run(value as ExportFormat)}>
      <Menu.Trigger asChild>
        {/* A spinner in place of the icon, not Chakra's `loading`, which hides the label from screen readers. */}
        <Button size="xs" variant="outline" disabled={busy !== null} aria-busy={busy !== null}>
          {busy ? <Spinner size="xs" /> : <DownloadIcon aria-hidden />}
          <Trans>Export</Trans>
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {exportFormats.map((format) => (
              <Menu.Item key={format.id} value={format.id} disabled={busy !== null}>
                {i18n._(format.label)}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
