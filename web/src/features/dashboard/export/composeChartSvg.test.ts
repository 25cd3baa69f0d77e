import { describe, expect, it } from 'vitest';
import { composeChartSvg } from './composeChartSvg';
import { serializeSvg } from './serializeSvg';

function chart(width: number) {
  const host = document.createElement('div');
  host.innerHTML = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="200"><path d="M0 100L50 80"/><text style="font-family: Inter">16. nov.</text></svg>`;
  document.body.append(host);
  const serialized = serializeSvg(host.querySelector('svg')!);
  host.remove();
  return serialized;
}

const legend = [
  { name: 'Kamera Havnen', colour: '#0f4c5c', reference: false },
  { name: 'Kamera Havnen (Forrige periode)', colour: '#8a9bb0', reference: true },
];

describe('composeChartSvg', () => {
  it('puts the title and subtitle above the chart and the legend below it', () => {
    const picture = composeChartSvg(chart(600), { title: 'Kamera Havnen', subtitle: 'Billeder taget, total · 16.11.2026 – 22.11.2026', legend });
    const texts = [...picture.element.querySelectorAll(':scope > text')];
    expect(texts.map((t) => t.textContent)).toEqual([
      'Kamera Havnen',
      'Billeder taget, total · 16.11.2026 – 22.11.2026',
      'Kamera Havnen',
      'Kamera Havnen (Forrige periode)',
    ]);
    const y = (node: Element) => Number(node.getAttribute('y'));
    const plot = picture.element.querySelector(':scope > g')!;
    const plotTop = Number(/translate\([\d.]+,([\d.]+)\)/.exec(plot.getAttribute('transform')!)![1]);
    expect(y(texts[1]!)).toBeLessThan(plotTop);
    expect(y(texts[2]!)).toBeGreaterThan(plotTop + 200);
    // The chart's own text keeps its font; the caption takes it over.
    expect(plot.querySelector('text')!.textContent).toBe('16. nov.');
    expect(texts[0]!.getAttribute('style')).toContain('font-family: Inter');
    expect(picture.height).toBeGreaterThan(200 + 60);
    expect(picture.markup).toContain('xmlns="http://www.w3.org/2000/svg"');
  });

  it('wraps a long subtitle and gives a narrow chart room for its words', () => {
    const subtitle = 'Akkumuleret regn (mm), total · 01.09.2026 – 30.11.2026 ' + 'og meget mere tekst '.repeat(6);
    const picture = composeChartSvg(chart(320), { title: 'Regnmåler', subtitle, legend: legend.slice(0, 1) });
    expect(picture.width).toBe(480);
    const lines = [...picture.element.querySelectorAll(':scope > text')].map((t) => t.textContent!);
    expect(lines.length).toBeGreaterThan(3);
    expect(lines.slice(1, -1).join(' ')).toBe(subtitle.trim().replace(/\s+/g, ' '));
  });
});
