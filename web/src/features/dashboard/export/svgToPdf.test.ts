import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { composeChartSvg } from './composeChartSvg';
import { serializeSvg } from './serializeSvg';
import { svgToPdf } from './svgToPdf';

// Under Node, svg2pdf.js resolves to its UMD build, which looks for a global jsPDF; the browser
// (and Vite) take its ES build, which extends the imported jsPDF: use that one here too.
// @ts-expect-error -- the ES build's path has no type declarations of its own
vi.mock('svg2pdf.js', () => import('svg2pdf.js/dist/svg2pdf.es.js'));

function axisChart() {
  const host = document.createElement('div');
  host.innerHTML = `
    <svg xmlns="http://www.w3.org/2000/svg" width="300" height="150">
      <path d="M0 100L100 50L200 80" fill="none" stroke="#0b4f5c" stroke-width="2"></path>
      <g transform="translate(100,120)">
        <line y2="5" stroke="#000"></line>
        <text dominant-baseline="text-before-edge" text-anchor="middle" transform="translate(0,10)" style="font-family: sans-serif; font-size: 11px">16. nov.</text>
      </g>
    </svg>`;
  document.body.append(host);
  return host;
}

describe('svgToPdf', () => {
  // svg2pdf measures text with getBBox, which jsdom lacks: a rough width per character will do.
  beforeAll(() => {
    (SVGElement.prototype as unknown as { getBBox: () => DOMRect }).getBBox = function (this: SVGElement) {
      return { x: 0, y: 0, width: (this.textContent ?? '').length * 6, height: 11 } as DOMRect;
    };
  });
  afterAll(() => {
    delete (SVGElement.prototype as unknown as { getBBox?: unknown }).getBBox;
  });

  it('writes a landscape A4 PDF of the picture, its title, chart and legend, and leaves the page as it was', async () => {
    const host = axisChart();
    const picture = composeChartSvg(serializeSvg(host.querySelector('svg')!), {
      title: 'Måler 1',
      subtitle: 'Vandstand (cm), gennemsnit · uge',
      legend: [{ name: 'Måler 1 (reference)', colour: '#8a9bb0', reference: true }],
    });
    const blob = await svgToPdf(picture, 'Måler 1 · Vandstand (cm), gennemsnit · uge');
    const text = new TextDecoder('latin1').decode(await blob.arrayBuffer());
    expect(text.startsWith('%PDF-')).toBe(true);
    // A4 landscape in points.
    const [, width, height] = text.match(/\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/)!;
    expect([Math.round(Number(width)), Math.round(Number(height))]).toEqual([842, 595]);
    expect(text).toContain('(16. nov.) Tj');
    expect(text).toContain('(Måler 1) Tj');
    expect(text).toContain('(Vandstand \\(cm\\), gennemsnit · uge) Tj');
    expect(text).toContain('(Måler 1 \\(reference\\)) Tj');
    expect(text).toMatch(/\/Title \(Måler 1 · Vandstand/);
    // nivo's hanging axis labels reach svg2pdf as an alignment it knows.
    const axisLabel = [...picture.element.querySelectorAll('text')].find((t) => t.textContent === '16. nov.')!;
    expect(axisLabel.style.getPropertyValue('alignment-baseline')).toBe('hanging');
    expect(picture.element.isConnected).toBe(false);
    host.remove();
  });
});
