import type { SerializedSvg } from './serializeSvg';

// svg2pdf.js places text by `alignment-baseline` only; nivo's axes set `dominant-baseline`
// (centred tick labels, hanging x labels), which browsers honour and svg2pdf ignores. The values
// must be valid CSS (a style ignores others) that svg2pdf also knows: no `top` or `bottom`.
const BASELINES: Record<string, string> = {
  central: 'central',
  middle: 'middle',
  hanging: 'hanging',
  'text-before-edge': 'hanging',
  'text-top': 'hanging',
  ideographic: 'ideographic',
  mathematical: 'mathematical',
};

function alignBaselines(svg: SVGSVGElement) {
  for (const text of svg.querySelectorAll<SVGElement>('text, tspan')) {
    const inline = text.style.getPropertyValue('dominant-baseline');
    const baseline = BASELINES[inline && inline !== 'auto' ? inline : (text.getAttribute('dominant-baseline') ?? '')];
    if (baseline) text.style.setProperty('alignment-baseline', baseline);
  }
}

const MARGIN = 36; // half an inch, in points

/**
 * A landscape A4 page with the picture (its title, chart and legend: see composeChartSvg) as vector
 * graphics scaled to fit; `title` names the document.
 */
export async function svgToPdf({ element, width, height }: SerializedSvg, title: string): Promise<Blob> {
  // jsPDF and svg2pdf.js are about 150 kB gzip together: loaded only for a PDF export.
  const [{ jsPDF }] = await Promise.all([import('jspdf'), import('svg2pdf.js')]);
  const pdf = new jsPDF({ orientation: 'landscape', unit: 'pt', format: 'a4' });
  pdf.setProperties({ title });
  const pageWidth = pdf.internal.pageSize.getWidth();
  const pageHeight = pdf.internal.pageSize.getHeight();
  const scale = Math.min((pageWidth - 2 * MARGIN) / Math.max(width, 1), (pageHeight - 2 * MARGIN) / Math.max(height, 1));
  alignBaselines(element);
  // svg2pdf reads styles through the element's document: it must be attached while it converts.
  const host = document.createElement('div');
  host.style.cssText = 'position:fixed;left:-100000px;top:0;pointer-events:none';
  host.append(element);
  document.body.append(host);
  try {
    await pdf.svg(element, { x: MARGIN, y: MARGIN, width: width * scale, height: height * scale });
  } finally {
    host.remove();
  }
  return pdf.output('blob');
}
