import type { ChartCaption } from './ChartCaption';
import { composeChartSvg } from './composeChartSvg';
import type { ExportFormat } from './exportFormats';
import type { ExportTable } from '../../../components/export/ExportTable';
import { findChartSvg, serializeSvg } from './serializeSvg';
import { svgToImage } from './svgToImage';
import { toCsv } from '../../../components/export/toCsv';

/** Thrown when a picture of the chart is asked for while no chart is drawn (still loading, no data). */
export class NoChartError extends Error {
  constructor() {
    super('No chart to export.');
  }
}

type Source = { target: HTMLElement | null; table: ExportTable; fileName: string; caption: ChartCaption };

/**
 * The file for one format: pictures from the drawn `<svg>` with the card's title, subtitle and a
 * legend around it (a picture alone on a slide must say what it shows), data from the table.
 */
export async function exportChart(format: ExportFormat, { target, table, fileName, caption }: Source): Promise<Blob> {
  const title = `${caption.title} · ${caption.subtitle}`;
  if (format === 'csv') return new Blob([toCsv(table)], { type: 'text/csv;charset=utf-8' });
  if (format === 'xlsx') {
    const { toXlsx } = await import('../../../components/export/toXlsx');
    return toXlsx(table, { sheetName: fileName, title });
  }
  const svg = target ? findChartSvg(target) : null;
  if (!svg) throw new NoChartError();
  const picture = composeChartSvg(serializeSvg(svg), caption);
  if (format === 'svg') return new Blob([picture.markup], { type: 'image/svg+xml;charset=utf-8' });
  if (format === 'pdf') {
    const { svgToPdf } = await import('./svgToPdf');
    return svgToPdf(picture, title);
  }
  return svgToImage(picture, format === 'png' ? 'image/png' : 'image/jpeg');
}
