import type { ExportFormat } from './exportFormats';
import type { ExportTable } from './ExportTable';
import { findChartSvg, serializeSvg } from './serializeSvg';
import { svgToImage } from './svgToImage';
import { toCsv } from './toCsv';

/** Thrown when a picture of the chart is asked for while no chart is drawn (still loading, no data). */
export class NoChartError extends Error {
  constructor() {
    super('No chart to export.');
  }
}

type Source = { target: HTMLElement | null; table: ExportTable; fileName: string; title: string };

/** The file for one format: pictures from the drawn `<svg>`, data from the table. */
export async function exportChart(format: ExportFormat, { target, table, fileName, title }: Source): Promise<Blob> {
  if (format === 'csv') return new Blob([toCsv(table)], { type: 'text/csv;charset=utf-8' });
  if (format === 'xlsx') {
    const { toXlsx } = await import('./toXlsx');
    return toXlsx(table, { sheetName: fileName, title });
  }
  const svg = target ? findChartSvg(target) : null;
  if (!svg) throw new NoChartError();
  const serialized = serializeSvg(svg);
  if (format === 'svg') return new Blob([serialized.markup], { type: 'image/svg+xml;charset=utf-8' });
  if (format === 'pdf') {
    const { svgToPdf } = await import('./svgToPdf');
    return svgToPdf(serialized, title);
  }
  return svgToImage(serialized, format === 'png' ? 'image/png' : 'image/jpeg');
}
