const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';
const XMLNS_NS = 'http://www.w3.org/2000/xmlns/';

// What a chart's look depends on that may come from a stylesheet or be inherited from the page
// (the font above all): outside the page, as a file or an <img>, those rules no longer apply.
const STYLE_PROPERTIES = [
  'fill',
  'fill-opacity',
  'stroke',
  'stroke-width',
  'stroke-opacity',
  'stroke-dasharray',
  'stroke-linecap',
  'stroke-linejoin',
  'opacity',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'text-anchor',
  'dominant-baseline',
  'alignment-baseline',
  'shape-rendering',
  'visibility',
] as const;

export type SerializedSvg = {
  /** A detached copy with xmlns, explicit size, inlined styles and a white background. */
  element: SVGSVGElement;
  /** `element` as an SVG document. */
  markup: string;
  width: number;
  height: number;
};

function sizeOf(svg: SVGSVGElement): { width: number; height: number } {
  const rect = svg.getBoundingClientRect();
  const attribute = (name: string) => Number.parseFloat(svg.getAttribute(name) ?? '');
  const viewBox = svg.getAttribute('viewBox')?.trim().split(/[\s,]+/).map(Number);
  const width = rect.width || attribute('width') || viewBox?.[2] || 0;
  const height = rect.height || attribute('height') || viewBox?.[3] || 0;
  return { width: Math.round(width), height: Math.round(height) };
}

/**
 * The chart's `<svg>` inside `root`: the largest one, so icons in buttons beside the chart (or in
 * the export menu itself) are never taken for it.
 */
export function findChartSvg(root: HTMLElement): SVGSVGElement | null {
  const candidates = [...root.querySelectorAll('svg')].filter((svg) => !svg.parentElement?.closest('svg'));
  let best: SVGSVGElement | null = null;
  let bestArea = -1;
  for (const svg of candidates) {
    const { width, height } = sizeOf(svg);
    if (width * height > bestArea) [best, bestArea] = [svg, width * height];
  }
  return best;
}

/** A standalone copy of a chart's `<svg>` that looks as it does on the page. */
export function serializeSvg(svg: SVGSVGElement): SerializedSvg {
  const { width, height } = sizeOf(svg);
  const clone = svg.cloneNode(true) as SVGSVGElement;
  const originals = [svg, ...svg.querySelectorAll('*')];
  const copies = [clone, ...clone.querySelectorAll('*')];
  const view = svg.ownerDocument.defaultView ?? window;
  originals.forEach((original, index) => {
    const copy = copies[index] as SVGElement | undefined;
    if (!copy) return;
    const computed = view.getComputedStyle(original);
    for (const property of STYLE_PROPERTIES) {
      const value = computed.getPropertyValue(property);
      if (value) copy.style.setProperty(property, value);
    }
  });
  // As namespace declarations, not plain attributes (React writes those), or the serialiser may
  // write xmlns twice, which no XML parser accepts.
  clone.removeAttribute('xmlns');
  clone.removeAttribute('xmlns:xlink');
  clone.setAttributeNS(XMLNS_NS, 'xmlns', SVG_NS);
  clone.setAttributeNS(XMLNS_NS, 'xmlns:xlink', XLINK_NS);
  clone.setAttribute('width', String(width));
  clone.setAttribute('height', String(height));
  if (!clone.getAttribute('viewBox')) clone.setAttribute('viewBox', `0 0 ${width} ${height}`);
  const background = svg.ownerDocument.createElementNS(SVG_NS, 'rect');
  const [x, y, w, h] = clone.getAttribute('viewBox')!.trim().split(/[\s,]+/);
  for (const [name, value] of Object.entries({ x, y, width: w, height: h, fill: '#ffffff' })) background.setAttribute(name, value ?? '0');
  clone.insertBefore(background, clone.firstChild);
  const markup = `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(clone)}`;
  return { element: clone, markup, width, height };
}
