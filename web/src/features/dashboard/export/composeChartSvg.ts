import type { ChartCaption } from './ChartCaption';
import type { SerializedSvg } from './serializeSvg';

const SVG_NS = 'http://www.w3.org/2000/svg';
const PADDING = 16;
const TITLE_SIZE = 16;
const SUBTITLE_SIZE = 12;
const LEGEND_SIZE = 12;
const LINE_GAP = 6;
const SAMPLE_WIDTH = 22;
// No text is measured here (nothing is laid out in a detached SVG): an average glyph is this wide
// per pixel of font size, generous enough that lines wrap before they run off the picture.
const GLYPH = 0.6;
// Pictures narrower than this would wrap a device name and a window into a column of words.
const MIN_WIDTH = 480;

const widthOf = (text: string, size: number) => text.length * size * GLYPH;

/** Greedy word wrap into lines of at most `width` pixels (a word longer than that gets a line of its own). */
function wrap(text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && widthOf(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * A picture of a chart that says what it shows: the card's title and subtitle (unit, aggregation,
 * window) above the chart, and a legend of its lines below it, in one standalone SVG. The chart
 * keeps its own drawing; only its position changes.
 */
export function composeChartSvg(chart: SerializedSvg, caption: ChartCaption): SerializedSvg {
  const document = chart.element.ownerDocument;
  const width = Math.max(chart.width, MIN_WIDTH);
  const textWidth = width - 2 * PADDING;
  const chartText = chart.element.querySelector('text');
  const fontFamily = chartText?.style.getPropertyValue('font-family') || 'Arial, Helvetica, sans-serif';

  const svg = document.createElementNS(SVG_NS, 'svg');
  const text = (content: string, x: number, y: number, size: number, style: Record<string, string> = {}) => {
    const node = document.createElementNS(SVG_NS, 'text');
    node.setAttribute('x', String(x));
    node.setAttribute('y', String(y));
    node.setAttribute('style', Object.entries({ 'font-family': fontFamily, 'font-size': `${size}px`, fill: '#1f2937', ...style }).map(([k, v]) => `${k}: ${v}`).join('; '));
    node.textContent = content;
    svg.append(node);
  };

  let y = PADDING;
  for (const line of wrap(caption.title, TITLE_SIZE, textWidth)) {
    y += TITLE_SIZE;
    text(line, PADDING, y, TITLE_SIZE, { 'font-weight': '600' });
    y += LINE_GAP;
  }
  for (const line of wrap(caption.subtitle, SUBTITLE_SIZE, textWidth)) {
    y += SUBTITLE_SIZE;
    text(line, PADDING, y, SUBTITLE_SIZE, { fill: '#4b5563' });
    y += LINE_GAP;
  }
  y += LINE_GAP;

  // The chart as drawn (with its own white background), moved below the heading.
  const plot = document.createElementNS(SVG_NS, 'g');
  plot.setAttribute('transform', `translate(${Math.round((width - chart.width) / 2)},${y})`);
  for (const child of [...chart.element.childNodes]) plot.append(child.cloneNode(true));
  svg.append(plot);
  y += chart.height + LINE_GAP;

  // The legend: a line sample and a name per entry, flowing into rows.
  let x = PADDING;
  y += LEGEND_SIZE;
  for (const entry of caption.legend) {
    const entryWidth = SAMPLE_WIDTH + 6 + widthOf(entry.name, LEGEND_SIZE) + 16;
    if (x > PADDING && x + entryWidth > width - PADDING) {
      x = PADDING;
      y += LEGEND_SIZE + LINE_GAP;
    }
    const sample = document.createElementNS(SVG_NS, 'line');
    for (const [name, value] of Object.entries({ x1: x, y1: y - LEGEND_SIZE / 3, x2: x + SAMPLE_WIDTH, y2: y - LEGEND_SIZE / 3 })) sample.setAttribute(name, String(value));
    sample.setAttribute('stroke', entry.colour);
    sample.setAttribute('stroke-width', entry.reference ? '1.5' : '2');
    if (entry.reference) sample.setAttribute('stroke-dasharray', '6 4');
    svg.append(sample);
    text(entry.name, x + SAMPLE_WIDTH + 6, y, LEGEND_SIZE, { fill: '#374151' });
    x += entryWidth;
  }
  const height = Math.ceil(y + PADDING);

  svg.setAttribute('width', String(width));
  svg.setAttribute('height', String(height));
  svg.setAttribute('viewBox', `0 0 ${width} ${height}`);
  const background = document.createElementNS(SVG_NS, 'rect');
  for (const [name, value] of Object.entries({ x: '0', y: '0', width: String(width), height: String(height), fill: '#ffffff' })) background.setAttribute(name, value);
  svg.insertBefore(background, svg.firstChild);
  const markup = `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(svg)}`;
  return { element: svg, markup, width, height };
}
